import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dateFormat, digitsBefore, escapeHtml, formatCalendarDate, formatCents, formatMoney, formatPhone, formatShortCalendarDate, phoneDigits, positionAfterDigits } from './format';

describe('formatPhone', () => {
  it.each([
    ['', ''],
    ['5', '5'],
    ['555', '555'],
    ['5551', '(555) 1'],
    ['555123', '(555) 123'],
    ['5551234', '(555) 123-4'],
    ['5551234567', '(555) 123-4567'],
    ['555123456789', '(555) 123-4567'],
    ['+1 (555) 123-45ab', '(155) 512-345'],
    ['(555) 123-', '(555) 123'],
  ])('%j → %j', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it('formats numbers and ignores missing values', () => {
    expect(formatPhone(5551234567)).toBe('(555) 123-4567');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });

  it('keeps only the first ten digits', () => {
    expect(phoneDigits('(555) 123-4567 ext. 89')).toBe('5551234567');
  });
});

describe('formatMoney', () => {
  it.each([
    [0, '$0.00'],
    [1234.5, '$1,234.50'],
    [-1234.5, '-$1,234.50'],
    [1234567.891, '$1,234,567.89'],
    [1.005, '$1.01'],
    [-0.001, '$0.00'],
    ['1234.5', '$1,234.50'],
    [' 42 ', '$42.00'],
  ])('%j → %j', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it.each([NaN, null, undefined, '', '  ', 'abc', '12abc', Infinity, -Infinity])('%j → empty', (value) => {
    expect(formatMoney(value)).toBe('');
  });

  it('takes another symbol and number of decimals', () => {
    expect(formatMoney(1234.5, { symbol: '€' })).toBe('€1,234.50');
    expect(formatMoney(1234.5, { decimals: 0 })).toBe('$1,235');
  });

  it('writes every amount as Intl.NumberFormat does, which it stands in for', () => {
    const formats = [0, 1, 2, 3].map((decimals) => new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }));
    const amount = fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e25, max: 1e25 }), fc.integer().map((cents) => cents / 100));
    fc.assert(
      fc.property(amount, fc.constantFrom(0, 1, 2, 3), (value, decimals) => {
        const digits = formats[decimals]!.format(Math.abs(value));
        const sign = value < 0 && /[1-9]/.test(digits) ? '-' : '';
        expect(formatMoney(value, { decimals })).toBe(`${sign}$${digits}`);
      }),
      { numRuns: 2000 },
    );
  });

  it('shows cents as dollars', () => {
    expect(formatCents(123450)).toBe('$1,234.50');
    expect(formatCents(-5)).toBe('-$0.05');
    expect(formatCents(null)).toBe('');
  });
});

describe('escapeHtml', () => {
  it('escapes exactly & < > " \' \\ / =', () => {
    expect(escapeHtml(`<a href="/x?a=1&b='2'">\\</a>`)).toBe(
      '&lt;a href&#61;&quot;&#47;x?a&#61;1&amp;b&#61;&#39;2&#39;&quot;&gt;&#92;&lt;&#47;a&gt;',
    );
    expect(escapeHtml('plain text, #1!')).toBe('plain text, #1!');
  });
});

describe('format properties', () => {
  const PHONE_SHAPE = /^(\d{0,3}|\(\d{3}\) \d{1,3}|\(\d{3}\) \d{3}-\d{1,4})$/;
  const phoneInput = fc.oneof(
    fc.string(),
    fc.string({ unit: fc.constantFrom('0', '1', '5', '9', ' ', '(', ')', '-', '+', '.') }),
  );

  it('formatPhone has an allowed shape and keeps the first ten digits of the input', () => {
    fc.assert(
      fc.property(phoneInput, (input) => {
        const formatted = formatPhone(input);
        expect(formatted).toMatch(PHONE_SHAPE);
        expect(formatted.replace(/\D/g, '')).toBe(input.replace(/\D/g, '').slice(0, 10));
      }),
    );
  });

  it('formatPhone is idempotent', () => {
    fc.assert(
      fc.property(phoneInput, (input) => {
        expect(formatPhone(formatPhone(input))).toBe(formatPhone(input));
      }),
    );
  });

  const MONEY_SHAPE = /^-?\$\d{1,3}(,\d{3})*\.\d{2}$/;
  const parse = (money: string) => Number(money.replace(/[$,]/g, ''));

  it('formatMoney has exactly 2 decimals and parses back to the value rounded to cents', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const money = formatMoney(value);
        expect(money).toMatch(MONEY_SHAPE);
        // Rounding is to the nearest cent; floating point adds at most a few units in the last place.
        expect(Math.abs(parse(money) - value)).toBeLessThanOrEqual(0.005 + Math.abs(value) * Number.EPSILON * 4);
      }),
    );
  });

  it('formatMoney of whole cents is exact, as number or string', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(Math.round(parse(formatCents(cents)) * 100)).toBe(cents);
        expect(formatMoney(String(cents / 100))).toBe(formatCents(cents));
      }),
    );
  });

  const CHARS: Record<string, string> = {
    '&amp;': '&',
    '&lt;': '<',
    '&gt;': '>',
    '&quot;': '"',
    '&#39;': "'",
    '&#92;': '\\',
    '&#47;': '/',
    '&#61;': '=',
  };
  const unescapeHtml = (html: string) => html.replace(/&#?\w+;/g, (entity) => CHARS[entity] ?? entity);

  it('escapeHtml leaves no special character raw and unescapes back to the input', () => {
    const text = fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom('&', '<', '>', '"', "'", '\\', '/', '=', 'a', ';', '#') }));
    fc.assert(
      fc.property(text, (input) => {
        const escaped = escapeHtml(input);
        expect(escaped).not.toMatch(/[<>"'\\/=]/);
        expect(escaped).not.toMatch(/&(?!(amp|lt|gt|quot|#39|#92|#47|#61);)/);
        expect(unescapeHtml(escaped)).toBe(input);
      }),
    );
  });
});

describe('the caret in a formatted phone number', () => {
  it('counts the digits before a position and finds them again after formatting', () => {
    expect(digitsBefore('(555) 19123-4567', 8)).toBe(5);
    expect(positionAfterDigits('(555) 191-2345', 5)).toBe(8);
    expect(positionAfterDigits('(555) 191-2345', 0)).toBe(0);
    expect(positionAfterDigits('555', 9)).toBe(3);
  });

  it('keeps the caret after the same digits, wherever formatting moves them (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('0', '1', '5', '9', ' ', '(', ')', '-') }), fc.nat(), (typed, at) => {
        const caret = at % (typed.length + 1);
        const count = Math.min(digitsBefore(typed, caret), phoneDigits(typed).length);
        const formatted = formatPhone(typed);
        expect(digitsBefore(formatted, positionAfterDigits(formatted, count))).toBe(count);
      }),
    );
  });
});

describe('dates', () => {
  it('writes a calendar date the same in every time zone, and nothing for a non-date', () => {
    expect(formatCalendarDate('2026-01-01')).toBe('January 1, 2026');
    expect(formatCalendarDate('2019-04-12')).toBe('April 12, 2019');
    expect(formatCalendarDate('soon')).toBe('');
  });

  it('writes a calendar date short, like the dates of requests ("Dec 20, 2026")', () => {
    expect(formatShortCalendarDate('2026-12-20')).toBe('Dec 20, 2026');
    expect(formatShortCalendarDate('')).toBe('');
  });

  it('a date format writes as Intl does with the same options, every time', () => {
    const day = dateFormat({ dateStyle: 'medium', timeZone: 'UTC' });
    const date = new Date(Date.UTC(2026, 10, 25));
    expect(day(date)).toBe(new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(date));
    expect(day(date)).toBe('Nov 25, 2026');
  });
});
