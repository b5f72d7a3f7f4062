import { cardDigits } from './cardForm';
import { checkCardForm } from './formRules';
import { looksLikeEmail } from './signInForm';
import { formatCents } from './format';
import { isSingleLineText, singleLineMessage } from './textHygiene';

/** Money typed by a person, read as integer cents; every refusal says why. */
export type AmountCheck = { ok: true; cents: number } | { ok: false; error: string };

export interface AmountLimits {
  minCents: number;
  maxCents: number;
}

const DECIMAL = /^\d+(?:\.\d+)?$/;

export function parseAmount(text: string, { minCents, maxCents }: AmountLimits): AmountCheck {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (cleaned === '') return { ok: false, error: 'Amount is required' };
  if (cleaned.startsWith('-')) return { ok: false, error: 'Amount must be more than zero' };
  if (!DECIMAL.test(cleaned)) return { ok: false, error: 'Enter an amount such as 25 or 25.50' };
  const [whole = '0', fraction = ''] = cleaned.split('.');
  if (fraction.length > 2) return { ok: false, error: 'Use at most 2 decimals' };
  if (whole.length > 9) return { ok: false, error: `Enter at most ${formatCents(maxCents)}` };
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents === 0) return { ok: false, error: 'Amount must be more than zero' };
  if (cents < minCents || cents > maxCents) {
    return { ok: false, error: `Enter between ${formatCents(minCents)} and ${formatCents(maxCents)}` };
  }
  return { ok: true, cents };
}

// ---- Request keys ----

/** A new key for one money request; retries of the same request reuse it. */
export function newRequestKey(): string {
  return globalThis.crypto.randomUUID();
}

// ---- Wallet forms: the gift ----

export interface WalletLimitsCents {
  rechargeMin: number;
  rechargeMax: number;
  giftMin: number;
  giftMax: number;
}

export interface GiftDraft {
  recipient: string;
  amount: string;
  message: string;
}

export type Checked<Request, Field extends string> =
  | { ok: true; request: Request }
  | { ok: false; errors: Partial<Record<Field, string>> };

export function checkGift(
  draft: GiftDraft,
  { balanceCents, limits, ownEmail }: { balanceCents: number; limits: WalletLimitsCents; ownEmail: string | null },
): Checked<{ recipient_email: string; amount_cents: number; message: string }, keyof GiftDraft> {
  const errors: Partial<Record<keyof GiftDraft, string>> = {};
  const recipient = draft.recipient.trim().toLowerCase();
  if (!recipient) errors.recipient = 'Recipient email is required';
  else if (!looksLikeEmail(recipient)) errors.recipient = 'Enter a valid email address';
  else if (ownEmail && recipient === ownEmail.toLowerCase()) errors.recipient = 'You cannot send a gift to yourself';
  const amount = parseAmount(draft.amount, { minCents: limits.giftMin, maxCents: limits.giftMax });
  if (!amount.ok) errors.amount = amount.error;
  else if (amount.cents > balanceCents) errors.amount = 'Your balance is too low for this gift';
  const message = draft.message.trim();
  if (message.length > 200) errors.message = 'Message is too long';
  else if (!isSingleLineText(message)) errors.message = singleLineMessage('Message');
  if (Object.keys(errors).length > 0 || !amount.ok) return { ok: false, errors };
  return { ok: true, request: { recipient_email: recipient, amount_cents: amount.cents, message } };
}

// ---- Payment choices: checkout, a custom request's quote, add funds ----

/** A card typed in a payment form; kept as typed until it is checked. */
export interface NewCardDraft {
  number: string;
  exp_month: string;
  exp_year: string;
  cvc: string;
  holder_name: string;
  save: boolean;
}

export const EMPTY_CARD: NewCardDraft = { number: '', exp_month: '', exp_year: '', cvc: '', holder_name: '', save: false };

/**
 * The new card typed so far: kept while the person tries another way to pay, so choosing
 * "New card" again brings it back.
 */
export const typedCardOf = (choice: PaymentChoice | null, kept: NewCardDraft): NewCardDraft =>
  choice?.type === 'new_card' ? choice.card : kept;

export type PaymentChoice =
  | { type: 'wallet' }
  | { type: 'card'; card_id: number }
  | { type: 'new_card'; card: NewCardDraft }
  | { type: 'provider' };

export type CheckedMethod =
  | { type: 'wallet' }
  | { type: 'card'; card_id: number }
  | {
      type: 'new_card';
      card: { number: string; exp_month: number; exp_year: number; cvc: string; holder_name: string; is_default: boolean };
      save: boolean;
    }
  | { type: 'provider' };

type CardField = 'number' | 'exp_month' | 'exp_year' | 'cvc' | 'holder_name';

/** A payment choice made ready to send, or why it cannot be. A new card is checked as Settings → Payments checks one. */
export function checkPaymentChoice(
  choice: PaymentChoice | null,
  now: Date,
): { ok: true; method: CheckedMethod } | { ok: false; errors: Partial<Record<CardField | 'method', string>> } {
  if (!choice) return { ok: false, errors: { method: 'Choose how to pay' } };
  if (choice.type !== 'new_card') return { ok: true, method: choice };
  const draft = choice.card;
  const card = {
    number: cardDigits(draft.number),
    exp_month: Number(draft.exp_month),
    exp_year: Number(draft.exp_year),
    cvc: draft.cvc.trim(),
    holder_name: draft.holder_name.trim(),
    is_default: false,
  };
  const errors: Partial<Record<CardField, string>> = checkCardForm({ ...draft, number: card.number, cvc: card.cvc }, now);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, method: { type: 'new_card', card, save: draft.save } };
}

/** A saved card as the payment choices need it. */
export interface SavedCardChoice {
  id: number;
  is_default: boolean;
}

/**
 * The choice a payment starts on: the default saved card (else the first one), never the
 * LYLA Wallet; nothing when no card is saved, and "Choose how to pay" says so on paying.
 */
export function startingPayment(cards: readonly SavedCardChoice[]): PaymentChoice | null {
  const card = cards.find((candidate) => candidate.is_default) ?? cards[0];
  return card ? { type: 'card', card_id: card.id } : null;
}

/** Whether the LYLA Wallet's balance covers `totalCents` (it is offered to pay only then). */
export const walletCovers = (wallet: { balance_cents: number } | null, totalCents: number) => (wallet?.balance_cents ?? 0) >= totalCents;

/** What stops this choice from paying `totalCents` (checkout, a custom request's quote), per field; {} when it can pay. */
export function paymentProblems(
  { payment, wallet, totalCents }: { payment: PaymentChoice | null; wallet: { balance_cents: number } | null; totalCents: number },
  now: Date,
): Partial<Record<CardField | 'method', string>> {
  if (payment?.type === 'wallet' && !walletCovers(wallet, totalCents)) return { method: 'Your LYLA Wallet balance is too low' };
  const checked = checkPaymentChoice(payment, now);
  return checked.ok ? {} : checked.errors;
}

// ---- Wallet forms: add funds ----

export function checkRecharge(
  amount: string,
  choice: PaymentChoice | null,
  limits: WalletLimitsCents,
  now: Date,
): Checked<{ amount_cents: number; method: CheckedMethod }, 'amount' | CardField | 'method'> {
  const parsed = parseAmount(amount, { minCents: limits.rechargeMin, maxCents: limits.rechargeMax });
  const method = choice?.type === 'wallet' ? ({ ok: false, errors: { method: 'Choose a card or the payment provider' } } as const) : checkPaymentChoice(choice, now);
  const errors = { ...(parsed.ok ? {} : { amount: parsed.error }), ...(method.ok ? {} : method.errors) };
  if (!parsed.ok || !method.ok) return { ok: false, errors };
  return { ok: true, request: { amount_cents: parsed.cents, method: method.method } };
}
