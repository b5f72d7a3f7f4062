/**
 * Payment card rules shared by the card form (checked before sending) and the reference
 * server (checked again on arrival). Pure: numbers are digit strings, dates are passed in.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

export const MAX_CARDS = 10;

/** The Luhn checksum every real card number passes. */
export function passesLuhn(number: string): boolean {
  if (!/^\d+$/.test(number)) return false;
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    const digit = Number(number[number.length - 1 - index]);
    // Every second digit from the right is doubled; a two-digit result counts as its digit sum.
    const value = index % 2 === 1 ? digit * 2 : digit;
    sum += value > 9 ? value - 9 : value;
  }
  return sum % 10 === 0;
}

/** The brand told by the number's first digits (issuer prefixes). */
export function cardBrand(number: string): CardBrand {
  const prefix = (length: number) => Number(number.slice(0, length));
  if (number.startsWith('4')) return 'visa';
  if (/^3[47]/.test(number)) return 'amex';
  if (number.startsWith('6011') || number.startsWith('65')) return 'discover';
  if ((prefix(2) >= 51 && prefix(2) <= 55) || (number.length >= 4 && prefix(4) >= 2221 && prefix(4) <= 2720)) {
    return 'mastercard';
  }
  return 'unknown';
}

/** American Express prints 4 digits on the front; the others 3 on the back. */
export function cvcLength(brand: CardBrand): 3 | 4 {
  return brand === 'amex' ? 4 : 3;
}

/** A card works through the last day of its expiry month (UTC). */
export function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  return expYear < year || (expYear === year && expMonth < now.getUTCMonth() + 1);
}

export interface CardCheckInput {
  number: string;
  cvc: string;
  exp_month: number;
  exp_year: number;
}

export interface CardFieldError {
  field: 'number' | 'cvc' | 'exp_month';
  message: string;
}

/** Every rule a new card breaks, in form order; empty when it may be saved. */
export function checkNewCard(card: CardCheckInput, now: Date): CardFieldError[] {
  const problems: CardFieldError[] = [];
  const brand = cardBrand(card.number);
  if (!passesLuhn(card.number)) problems.push({ field: 'number', message: 'Check the card number' });
  if (isExpired(card.exp_month, card.exp_year, now)) problems.push({ field: 'exp_month', message: 'The card has expired' });
  if (card.cvc.length !== cvcLength(brand)) {
    const where = brand === 'amex' ? 'on the front' : 'on the back';
    problems.push({ field: 'cvc', message: `Enter the ${cvcLength(brand)} digits ${where}` });
  }
  return problems;
}
