import { describe, expect, it } from 'vitest';
import { cardDigits, checkCardFields, expiryProblem, expiryYears, formatCardNumber, formatExpiry } from './cardForm';

const NOW = new Date('2026-11-21T12:00:00Z');
const good = { number: '4242424242424242', cvc: '123', exp_month: '12', exp_year: '2030' };

describe('card number input', () => {
  it('keeps only digits, at most 19, and shows them in groups of four', () => {
    expect(cardDigits('4242-4242 4242 4242')).toBe('4242424242424242');
    expect(cardDigits('1'.repeat(25))).toHaveLength(19);
    expect(formatCardNumber('42424242424')).toBe('4242 4242 424');
    expect(formatCardNumber('4242')).toBe('4242');
  });

  it('shows expiry as MM/YY', () => {
    expect(formatExpiry(4, 2027)).toBe('04/27');
  });

  it('offers this year and the next fifteen', () => {
    const years = expiryYears(NOW);
    expect(years[0]).toBe(2026);
    expect(years).toHaveLength(16);
  });
});

describe('checkCardFields', () => {
  it('passes a good card', () => {
    expect(checkCardFields(good, NOW)).toEqual({});
  });

  it('checks the length before anything else about the number', () => {
    expect(checkCardFields({ ...good, number: '42424242' }, NOW).number).toBe('Enter the card number');
  });

  it('refuses a number that fails the Luhn check', () => {
    expect(checkCardFields({ ...good, number: '4242424242424241' }, NOW)).toEqual({ number: 'Check the card number' });
  });

  it('refuses an expiry in the past; this month still works', () => {
    expect(checkCardFields({ ...good, exp_month: '10', exp_year: '2026' }, NOW)).toEqual({ exp_month: 'The card has expired' });
    expect(checkCardFields({ ...good, exp_month: '11', exp_year: '2026' }, NOW)).toEqual({});
  });

  it('wants the CVC length of the brand', () => {
    expect(checkCardFields({ ...good, cvc: '1234' }, NOW)).toEqual({ cvc: 'Enter the 3 digits on the back' });
    expect(checkCardFields({ ...good, number: '378282246310005', cvc: '123' }, NOW)).toEqual({ cvc: 'Enter the 4 digits on the front' });
  });

  it('leaves an unchosen expiry to the required checks, and still checks the rest', () => {
    expect(checkCardFields({ ...good, exp_month: '' }, NOW)).toEqual({});
    expect(checkCardFields({ ...good, number: '4242424242424241', cvc: '12', exp_year: '' }, NOW)).toEqual({
      number: 'Check the card number',
      cvc: 'Enter the 3 digits on the back',
    });
  });
});

describe('expiryProblem', () => {
  it('flags a past expiry only', () => {
    expect(expiryProblem('10', '2026', NOW)).toBe('The card has expired');
    expect(expiryProblem('11', '2026', NOW)).toBeUndefined();
    expect(expiryProblem('', '2026', NOW)).toBeUndefined();
  });
});
