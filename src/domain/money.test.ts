import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPaymentChoice, EMPTY_CARD, newRequestKey, parseAmount, paymentProblems, startingPayment, typedCardOf, walletCovers } from './money';

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

describe('checkPaymentChoice', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const card = { number: '4242 4242 4242 4242', exp_month: '12', exp_year: '2028', cvc: '123', holder_name: 'Maya Thompson', save: false };

  it('names every problem of a new card at once, the CVC included', () => {
    expect(checkPaymentChoice({ type: 'new_card', card: EMPTY_CARD }, now)).toEqual({
      ok: false,
      errors: {
        number: 'Card number is required',
        exp_month: 'Choose a month',
        exp_year: 'Choose a year',
        cvc: 'CVC is required',
        holder_name: 'Name on card is required',
      },
    });
    expect(checkPaymentChoice({ type: 'new_card', card: { ...card, exp_year: '' } }, now)).toEqual({ ok: false, errors: { exp_year: 'Choose a year' } });
    expect(checkPaymentChoice({ type: 'new_card', card: { ...card, exp_month: '10', exp_year: '2026' } }, now)).toEqual({
      ok: false,
      errors: { exp_month: 'The card has expired' },
    });
  });

  it('makes a valid new card ready to send', () => {
    expect(checkPaymentChoice({ type: 'new_card', card }, now)).toEqual({
      ok: true,
      method: {
        type: 'new_card',
        card: { number: '4242424242424242', exp_month: 12, exp_year: 2028, cvc: '123', holder_name: 'Maya Thompson', is_default: false },
        save: false,
      },
    });
  });
});

describe('typedCardOf', () => {
  it('keeps the typed card while another way to pay is chosen', () => {
    const typed = { ...EMPTY_CARD, holder_name: 'Maya' };
    expect(typedCardOf({ type: 'new_card', card: typed }, EMPTY_CARD)).toBe(typed);
    expect(typedCardOf({ type: 'provider' }, typed)).toBe(typed);
    expect(typedCardOf(null, typed)).toBe(typed);
  });
});

describe('the payment a person starts on, and what stops one', () => {
  it('starts on the default card, else the first, never the wallet; nothing without a card', () => {
    expect(startingPayment([{ id: 3, is_default: false }, { id: 4, is_default: true }])).toEqual({ type: 'card', card_id: 4 });
    expect(startingPayment([{ id: 3, is_default: false }, { id: 4, is_default: false }])).toEqual({ type: 'card', card_id: 3 });
    expect(startingPayment([])).toBeNull();
  });

  it('the wallet pays only what its balance covers: equal is enough, one cent short is not', () => {
    const now = new Date('2026-11-28T00:00:00Z');
    const problems = (balance: number | null) =>
      paymentProblems({ payment: { type: 'wallet' }, wallet: balance === null ? null : { balance_cents: balance }, totalCents: 2_400 }, now);
    expect(problems(2_401)).toEqual({});
    expect(problems(2_400)).toEqual({});
    expect(problems(2_399)).toEqual({ method: 'Your LYLA Wallet balance is too low' });
    expect(problems(null)).toEqual({ method: 'Your LYLA Wallet balance is too low' });
    expect(walletCovers({ balance_cents: 2_400 }, 2_400)).toBe(true);
    expect(walletCovers({ balance_cents: 2_399 }, 2_400)).toBe(false);
    // Any other way is checked as checkPaymentChoice checks it, whatever the wallet holds.
    expect(paymentProblems({ payment: { type: 'card', card_id: 1 }, wallet: null, totalCents: 2_400 }, now)).toEqual({});
    expect(paymentProblems({ payment: null, wallet: { balance_cents: 9_999 }, totalCents: 2_400 }, now)).toEqual({ method: 'Choose how to pay' });
  });
});
