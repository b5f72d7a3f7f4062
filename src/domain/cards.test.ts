import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardBrand, checkNewCard, cvcLength, isExpired, passesLuhn } from './cards';

/** The digit that makes `body` + digit pass Luhn. */
function checkDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit += 1) if (passesLuhn(`${body}${digit}`)) return String(digit);
  throw new Error('unreachable');
}

const digits = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((list) => list.join(''));
const validNumber = digits(11, 18).map((body) => body + checkDigit(body));
const now = new Date('2026-03-15T12:00:00Z');

describe('passesLuhn', () => {
  it.each([
    ['4242424242424242', true],
    ['4111111111111111', true],
    ['378282246310005', true],
    ['5555555555554444', true],
    ['6011111111111117', true],
    ['4242424242424241', false],
    ['1234567812345678', false],
    ['', false],
    ['4242 4242 4242 4242', false],
  ])('%j → %s', (number, expected) => {
    expect(passesLuhn(number)).toBe(expected);
  });

  it('accepts a number completed with its check digit', () => {
    fc.assert(fc.property(validNumber, (number) => passesLuhn(number)));
  });

  it('rejects a number with any one digit changed', () => {
    fc.assert(
      fc.property(validNumber, fc.nat(), fc.integer({ min: 1, max: 9 }), (number, at, shift) => {
        const index = at % number.length;
        const changed = String((Number(number[index]) + shift) % 10);
        return !passesLuhn(number.slice(0, index) + changed + number.slice(index + 1));
      }),
    );
  });
});

describe('cardBrand', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5105105105105100', 'mastercard'],
    ['5599000000000000', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2720990000000000', 'mastercard'],
    ['2721000000000000', 'unknown'],
    ['2220990000000000', 'unknown'],
    ['5000000000000000', 'unknown'],
    ['5600000000000000', 'unknown'],
    ['378282246310005', 'amex'],
    ['340000000000009', 'amex'],
    ['6011000990139424', 'discover'],
    ['6500000000000002', 'discover'],
    ['6012000000000000', 'unknown'],
    ['3530111333300000', 'unknown'],
  ])('%s is %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });

  it('calls every number starting with 4 a Visa', () => {
    fc.assert(fc.property(digits(11, 18), (rest) => cardBrand(`4${rest}`) === 'visa'));
  });

  it('wants 4 CVC digits for American Express only', () => {
    expect(cvcLength('amex')).toBe(4);
    for (const brand of ['visa', 'mastercard', 'discover', 'unknown'] as const) expect(cvcLength(brand)).toBe(3);
  });
});

describe('isExpired', () => {
  it('keeps a card valid through its expiry month', () => {
    expect(isExpired(3, 2026, now)).toBe(false);
    expect(isExpired(2, 2026, now)).toBe(true);
    expect(isExpired(12, 2025, now)).toBe(true);
    expect(isExpired(1, 2027, now)).toBe(false);
    expect(isExpired(3, 2026, new Date('2026-03-31T23:59:59Z'))).toBe(false);
    expect(isExpired(3, 2026, new Date('2026-04-01T00:00:00Z'))).toBe(true);
  });

  it('never calls a later expiry expired when an earlier one is not', () => {
    const expiry = fc.record({ month: fc.integer({ min: 1, max: 12 }), year: fc.integer({ min: 2000, max: 2100 }) });
    fc.assert(
      fc.property(expiry, expiry, (a, b) => {
        const [earlier, later] = a.year * 12 + a.month <= b.year * 12 + b.month ? [a, b] : [b, a];
        return isExpired(earlier.month, earlier.year, now) || !isExpired(later.month, later.year, now);
      }),
    );
  });
});

describe('checkNewCard', () => {
  const visa = { number: '4242424242424242', cvc: '123', exp_month: 12, exp_year: 2030 };

  it('passes a good card', () => {
    expect(checkNewCard(visa, now)).toEqual([]);
    expect(checkNewCard({ ...visa, number: '378282246310005', cvc: '1234' }, now)).toEqual([]);
  });

  it('names every broken rule in form order', () => {
    expect(checkNewCard({ number: '4242424242424241', cvc: '1234', exp_month: 1, exp_year: 2026 }, now)).toEqual([
      { field: 'number', message: 'Check the card number' },
      { field: 'exp_month', message: 'The card has expired' },
      { field: 'cvc', message: 'Enter the 3 digits on the back' },
    ]);
    expect(checkNewCard({ ...visa, number: '378282246310005' }, now)).toEqual([
      { field: 'cvc', message: 'Enter the 4 digits on the front' },
    ]);
  });
});
