/** The card form's own rules on top of the shared card rules (src/domain/cards.ts). */
import type { CardBrand } from './cards';
import { checkNewCard, isExpired } from './cards';

export const CARD_BRAND_LABELS: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  unknown: 'Card',
};

const MAX_CARD_DIGITS = 19;

/** The digits of a card number as typed or pasted (spaces and dashes dropped), at most 19. */
export function cardDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, MAX_CARD_DIGITS);
}

/** `4242 4242 4242 4242`: groups of four while typing. */
export function formatCardNumber(input: string): string {
  return cardDigits(input).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** `04/27`. */
export function formatExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

/** The expiry years a card form offers: this year and the next fifteen. */
export function expiryYears(now: Date): number[] {
  const first = now.getUTCFullYear();
  return Array.from({ length: 16 }, (_, index) => first + index);
}

export interface CardFields {
  number: string;
  cvc: string;
  exp_month: string;
  exp_year: string;
}

export type CardFieldErrors = Partial<Record<keyof CardFields, string>>;

/**
 * What is wrong with a new card before it is sent: length first, then the shared rules
 * (Luhn, expiry in the future, CVC length for the brand). An expiry not chosen yet is left
 * to the form's required checks (it is checked as this month, which never has passed).
 */
export function checkCardFields(card: CardFields, now: Date): CardFieldErrors {
  const errors: CardFieldErrors = {};
  if (!/^\d{12,19}$/.test(card.number)) errors.number = 'Enter the card number';
  const chosen = card.exp_month !== '' && card.exp_year !== '';
  const expiry = chosen
    ? { exp_month: Number(card.exp_month), exp_year: Number(card.exp_year) }
    : { exp_month: now.getUTCMonth() + 1, exp_year: now.getUTCFullYear() };
  for (const { field, message } of checkNewCard({ ...card, ...expiry }, now)) errors[field] ??= message;
  return errors;
}

/** Whether an expiry chosen on the edit form has already passed. */
export function expiryProblem(month: string, year: string, now: Date): string | undefined {
  return month && year && isExpired(Number(month), Number(year), now) ? 'The card has expired' : undefined;
}
