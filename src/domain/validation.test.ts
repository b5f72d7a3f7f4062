import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GENDERS } from './enums';
import { EMAIL_MAX_LENGTH, checkField, checkForm } from './validation';
import type { Rule } from './validation';

describe('checkForm', () => {
  const labels = { first_name: 'First name', email: 'Email', age: 'Age' };

  it('names fields by their label in default messages', () => {
    const errors = checkForm(
      { first_name: '', email: '', age: 30 },
      { first_name: [{ required: true }], email: [{ required: true }] },
      labels,
    );
    expect(errors).toEqual({ first_name: 'First name is required', email: 'Email is required' });
  });

  it('returns {} when every field passes', () => {
    const errors = checkForm(
      { first_name: 'Ada', email: 'ada@example.com', age: 36 },
      { first_name: [{ required: true }], email: [{ required: true }, { type: 'email' }], age: [{ type: 'integer' }] },
      labels,
    );
    expect(errors).toEqual({});
  });

  it('keeps only the first failing check of a field', () => {
    const errors = checkForm(
      { first_name: '', email: 'x', age: 1 },
      { first_name: [{ required: true }, { min: 2 }], email: [{ type: 'email' }, { min: 5 }], age: [] },
      labels,
    );
    expect(errors).toEqual({ first_name: 'First name is required', email: 'Email is not a valid email' });
  });

  it('uses a rule’s own message instead of the default', () => {
    const errors = checkForm(
      { first_name: '', email: '', age: 0 },
      { first_name: [{ required: true, message: 'Tell us your first name' }] },
      labels,
    );
    expect(errors).toEqual({ first_name: 'Tell us your first name' });
  });
});

describe('checkField', () => {
  const cases: [string, unknown, Rule[], string | undefined][] = [
    ['required text', '', [{ required: true }], 'Field is required'],
    ['required list', [], [{ required: true, type: 'array' }], 'Field is required'],
    ['whitespace only', '  \t', [{ whitespace: true }], 'Field cannot be empty'],
    ['exact length', 'abc', [{ len: 4 }], 'Field must be exactly 4 characters'],
    ['short text', 'a', [{ min: 2, max: 8 }], 'Field must be between 2 and 8 characters'],
    ['long text', 'abcdefghi', [{ max: 8 }], 'Field cannot be longer than 8 characters'],
    ['number range', 17, [{ type: 'number', min: 18, max: 120 }], 'Field must be between 18 and 120'],
    ['too many items', ['a', 'b', 'c', 'd'], [{ type: 'array', max: 3 }], 'Field cannot be greater than 3 in length'],
    ['enum', 5, [{ enum: GENDERS.map((g) => g.value) }], 'Field must be one of 1, 2, 0, 3, 4'],
    ['enum member', 0, [{ enum: GENDERS.map((g) => g.value) }], undefined],
    ['pattern', '123', [{ pattern: /^\d{5}$/ }], 'Field is not in the expected format'],
    ['pattern match', '12345', [{ pattern: /^\d{5}$/ }], undefined],
    ['integer', 1.5, [{ type: 'integer' }], 'Field is not an integer'],
    ['float', 1, [{ type: 'float' }], 'Field is not a float'],
    ['float ok', 1.5, [{ type: 'float' }], undefined],
    ['array', 'a', [{ type: 'array' }], 'Field is not an array'],
    ['regexp', '(', [{ type: 'regexp' }], 'Field is not a valid regexp'],
    ['regexp ok', '^a+$', [{ type: 'regexp' }], undefined],
    ['object', [], [{ type: 'object' }], 'Field is not an object'],
    ['method', 'f', [{ type: 'method' }], 'Field is not a method (function)'],
    ['method ok', () => 1, [{ type: 'method' }], undefined],
    ['number', '12', [{ type: 'number' }], 'Field is not a number'],
    ['date', 'not a date', [{ type: 'date' }], 'Field is not a date'],
    ['date ok', '2024-02-29', [{ type: 'date' }], undefined],
    ['url', 'example', [{ type: 'url' }], 'Field is not a valid url'],
    ['url ok', 'https://example.com/a?b=1', [{ type: 'url' }], undefined],
    ['hex', '#12', [{ type: 'hex' }], 'Field is not a valid hex'],
    ['hex ok', '#86BC57', [{ type: 'hex' }], undefined],
    ['email', 'ada@', [{ type: 'email' }], 'Field is not a valid email'],
    ['email too long', `${'a'.repeat(243)}@example.com`, [{ type: 'email' }], 'Field cannot be longer than 254 characters'],
    ['long email, own message', `${'a'.repeat(243)}@example.com`, [{ type: 'email', message: 'Bad' }], 'Bad'],
    ['optional and empty', '', [{ type: 'email' }, { min: 3 }], undefined],
  ];

  it.each(cases)('%s', (_name, value, rules, expected) => {
    expect(checkField(value, rules, 'Field')).toBe(expected);
  });
});

describe('validation properties', () => {
  const whitespace = fc.string({
    unit: fc.constantFrom(' ', '\t', '\n', '\r', '\v', '\f', '\u00a0', '\u2003', '\u3000', '\ufeff'),
    minLength: 1,
  });
  const bounds = fc.tuple(fc.nat(20), fc.nat(20)).map(([min, extra]) => ({ min, max: min + extra }));

  it('fails any whitespace-only text under a whitespace rule', () => {
    fc.assert(
      fc.property(whitespace, (text) => {
        expect(checkField(text, [{ whitespace: true }], 'Name')).toBe('Name cannot be empty');
      }),
    );
  });

  it('passes text whose length is within min and max', () => {
    fc.assert(
      fc.property(
        bounds.chain((range) => fc.tuple(fc.constant(range), fc.string({ minLength: range.min, maxLength: range.max }))),
        ([range, text]) => {
          expect(checkField(text, [range], 'Name')).toBeUndefined();
        },
      ),
    );
  });

  it('fails non-empty text whose length is outside min and max', () => {
    fc.assert(
      fc.property(bounds, fc.integer({ min: 1, max: 60 }), (range, length) => {
        fc.pre(length < range.min || length > range.max);
        const message = checkField('x'.repeat(length), [range], 'Name');
        expect(message).toBe(`Name must be between ${range.min} and ${range.max} characters`);
      }),
    );
  });

  it('passes every valid email under 255 characters', () => {
    fc.assert(
      fc.property(
        fc.emailAddress().filter((email) => email.length <= EMAIL_MAX_LENGTH),
        (email) => {
          expect(checkField(email, [{ type: 'email' }], 'Email')).toBeUndefined();
        },
      ),
    );
  });

  it('fails emails of 255 characters or more', () => {
    fc.assert(
      // Up to 320 characters, which async-validator alone would accept.
      fc.property(fc.emailAddress(), fc.integer({ min: 255, max: 320 }), (email, length) => {
        // Lengthening the local part keeps the address well formed: only its length is wrong.
        const long = 'a'.repeat(Math.max(0, length - email.length)) + email;
        fc.pre(long.length <= 320);
        const message = checkField(long, [{ type: 'email' }], 'Email');
        expect(message).toBe('Email cannot be longer than 254 characters');
      }),
    );
  });
});
