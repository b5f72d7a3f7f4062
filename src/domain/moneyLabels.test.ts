import { describe, expect, it } from 'vitest';
import { cardLabel, formatDateTime, optionsLabel, signedCents } from './moneyLabels';

describe('money labels', () => {
  it('names a card by brand and last four digits', () => {
    expect(cardLabel({ brand: 'visa', last4: '4242' })).toBe('Visa •••• 4242');
    expect(cardLabel({ brand: 'unknown', last4: '0000' })).toBe('Card •••• 0000');
  });

  it('signs money coming in, and keeps the minus of money going out', () => {
    expect(signedCents(2_500)).toBe('+$25.00');
    expect(signedCents(-123_456)).toBe('-$1,234.56');
    expect(signedCents(0)).toBe('$0.00');
  });

  it('lists the choices of a line', () => {
    expect(optionsLabel({ Size: 'Large', Colour: 'Blue' })).toBe('Size: Large · Colour: Blue');
    expect(optionsLabel({})).toBe('');
  });

  it('formats dates and leaves out what is not a date', () => {
    expect(formatDateTime('2026-11-21T12:00:00.000Z')).toMatch(/^Nov 21, 2026, \d{1,2}:00 (AM|PM)$/);
    expect(formatDateTime('yesterday')).toBe('');
  });
});
