import type { PaymentMethod } from '../../src/api/contract/money';
import { cardBrand, checkNewCard, isExpired, type CardBrand } from '../../src/domain/cards';
import type { Db } from '../db';
import type { AppDeps } from '../http/appEnv';
import { errors } from '../http/envelope';
import { insertCard, type CardRow } from '../routes/cardRoutes';
import { ownedRows } from '../routes/ownedRows';

export type CardMethod = Extract<PaymentMethod, { type: 'card' | 'new_card' }>;

export interface CardCharge {
  /** `Visa •••• 4242`, for the wallet history. */
  label: string;
  /** Why the card was refused, for the person; null when the charge went through. */
  declined: string | null;
  /** Keeps a new card the buyer asked to save (never a declined one); call with the movement's transaction. */
  saveCard: (tx: Db) => Promise<void>;
}

const BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  unknown: 'Card',
};

/** The sandbox card network: cards ending in 0002 are declined (as in common test card sets), others go through. */
const sandboxNetworkDeclines = (last4: string) => (last4 === '0002' ? 'Your card was declined' : null);

/**
 * Charges a saved card or a new one. A new card is checked with the card form's own rules
 * first (400 naming `<field>.card.<part>`); a saved card must be the person's (404 otherwise).
 * The sandbox network answers at once and moves nothing outside this server, so the caller
 * charges inside the transaction that records the outcome (`db`), which may run it again.
 */
export function createCardCharges(deps: AppDeps) {
  const label = (brand: CardBrand, last4: string) => `${BRAND_NAMES[brand]} •••• ${last4}`;

  return async (db: Db, userId: number, method: CardMethod, field: string): Promise<CardCharge> => {
    if (method.type === 'card') {
      const card = await ownedRows<CardRow>(db, 'cards', 'Card not found').find(userId, method.card_id);
      const expired = isExpired(card.exp_month, card.exp_year, deps.now());
      return {
        label: label(card.brand, card.last4),
        declined: expired ? 'Your card has expired' : sandboxNetworkDeclines(card.last4),
        saveCard: async () => undefined,
      };
    }
    const problems = checkNewCard(method.card, deps.now()).map((problem) => ({
      field: `${field}.card.${problem.field}`,
      message: problem.message,
    }));
    if (problems.length > 0) throw errors.invalidFields(problems);
    const declined = sandboxNetworkDeclines(method.card.number.slice(-4));
    return {
      label: label(cardBrand(method.card.number), method.card.number.slice(-4)),
      declined,
      saveCard: async (tx) => {
        if (method.save && !declined) await insertCard({ ...deps, db: tx }, userId, method.card);
      },
    };
  };
}

export type ChargeCard = ReturnType<typeof createCardCharges>;
