/**
 * How money things read on screen: order statuses, wallet entries, cards, signed amounts and
 * dates. Pure; the names of the API's enumerations are used as they are.
 */
import { CARD_BRAND_LABELS } from './cardForm';
import type { CardBrand } from './cards';
import { dateFormat, formatCents } from './format';

type WalletEntryKind = 'top_up' | 'payment' | 'gift_sent' | 'gift_received' | 'refund';

export const WALLET_ENTRY_LABELS: Record<WalletEntryKind, string> = {
  top_up: 'Funds added',
  payment: 'Payment',
  gift_sent: 'Gift sent',
  gift_received: 'Gift received',
  refund: 'Refund',
};

/** `Visa •••• 4242`. */
export const cardLabel = (card: { brand: CardBrand; last4: string }) => `${CARD_BRAND_LABELS[card.brand]} •••• ${card.last4}`;

/** The choices of an order or cart line: `Size: Large · Colour: Blue`. */
export const optionsLabel = (options: Readonly<Record<string, string>>) =>
  Object.entries(options)
    .map(([name, value]) => `${name}: ${value}`)
    .join(' · ');

/** Money in or out of the wallet: `+$25.00`, `-$10.00`. */
export const signedCents = (cents: number) => (cents > 0 ? `+${formatCents(cents)}` : formatCents(cents));

const formatDateAndTime = dateFormat({ dateStyle: 'medium', timeStyle: 'short' });

/** `Nov 21, 2026, 6:16 AM` in the person's time zone; '' for a value that is not a date. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDateAndTime(date);
}
