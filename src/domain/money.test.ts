import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newRequestKey, parseAmount } from './money';

const limits = { minCents: 500, maxCents: 100_000 };

describe('parseAmount', () => {
  it.each([
    ['25', 2500],
    ['25.5', 2550],
    ['$1,000.00', 100_000],
    [' 5.00 ', 500],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseAmount(text, limits)).toEqual({ ok: true, cents });
  });

  it.each([
    ['', 'Amount is required'],
    ['-5', 'Amount must be more than zero'],
    ['0', 'Amount must be more than zero'],
    ['0.00', 'Amount must be more than zero'],
    ['abc', 'Enter an amount such as 25 or 25.50'],
    ['1e3', 'Enter an amount such as 25 or 25.50'],
    ['12.345', 'Use at most 2 decimals'],
    ['4.99', 'Enter between $5.00 and $1,000.00'],
    ['1000.01', 'Enter between $5.00 and $1,000.00'],
    ['99999999999', 'Enter at most $1,000.00'],
  ])('refuses %j: %s', (text, error) => {
    expect(parseAmount(text, limits)).toEqual({ ok: false, error });
  });

  it('any amount in cents within the limits reads back exactly, however it is written', () => {
    fc.assert(
      fc.property(fc.integer({ min: 500, max: 100_000 }), fc.boolean(), (cents, withSymbol) => {
        const text = `${withSymbol ? '$' : ''}${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        expect(parseAmount(text, limits)).toEqual({ ok: true, cents });
      }),
    );
  });

  it('never accepts anything outside the limits or with more than 2 decimals', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = parseAmount(text, limits);
        if (result.ok) {
          expect(Number.isInteger(result.cents)).toBe(true);
          expect(result.cents).toBeGreaterThanOrEqual(500);
          expect(result.cents).toBeLessThanOrEqual(100_000);
        }
      }),
    );
  });
});

describe('newRequestKey', () => {
  it('is new every time and accepted by the server contract', () => {
    const keys = new Set(Array.from({ length: 50 }, newRequestKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });
});
