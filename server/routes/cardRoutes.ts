import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import {
  cardAddRequestSchema,
  cardEditRequestSchema,
  removeRequestSchema,
  type Card,
  type CardAddRequest,
} from '../../src/api/contract/account';
import { MAX_CARDS, cardBrand, checkNewCard, isExpired, type CardBrand } from '../../src/domain/cards';
import { requireSession } from '../auth/requireSession';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { errors, ok } from '../http/envelope';
import { readJson } from '../http/readJson';
import { ownedRows } from './ownedRows';
import { inTransaction } from '../db';

export interface CardRow {
  id: number;
  user_id: number;
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  holder_name: string;
  token: string;
  is_default: number;
  created_at: string;
}

const toCard = ({ id, brand, last4, exp_month, exp_year, holder_name, is_default }: CardRow): Card => ({
  id,
  brand,
  last4,
  exp_month,
  exp_year,
  holder_name,
  is_default: is_default === 1,
});

/**
 * Saves a new card that passed `checkNewCard` (at most MAX_CARDS); also used by checkout and
 * add funds when the buyer asks to keep the card. Answers the card's id.
 */
/** The person's saved card that looks the same (brand, last 4 digits, expiry): the number itself is not kept. */
function sameSavedCard(deps: AppDeps, userId: number, card: CardAddRequest): CardRow | undefined {
  return deps.db
    .prepare<[number, string, string, number, number], CardRow>(
      'SELECT * FROM cards WHERE user_id = ? AND brand = ? AND last4 = ? AND exp_month = ? AND exp_year = ?',
    )
    .get(userId, cardBrand(card.number), card.number.slice(-4), card.exp_month, card.exp_year);
}

/** Saves a new card, or answers the saved one it repeats (a card paid with and saved again). */
export function insertCard(deps: AppDeps, userId: number, card: CardAddRequest): number {
  const { db } = deps;
  const cards = ownedRows<CardRow>(db, 'cards', 'Card not found');
  return inTransaction(db, () => {
    const same = sameSavedCard(deps, userId, card);
    if (same) return same.id;
    if (cards.count(userId) >= MAX_CARDS) throw errors.invalidInput(`You can keep up to ${MAX_CARDS} cards`);
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO cards (user_id, brand, last4, exp_month, exp_year, holder_name, token, created_at)
         VALUES (@userId, @brand, @last4, @exp_month, @exp_year, @holder_name, @token, @createdAt)`,
      )
      .run({
        userId,
        brand: cardBrand(card.number),
        last4: card.number.slice(-4),
        exp_month: card.exp_month,
        exp_year: card.exp_year,
        holder_name: card.holder_name,
        // Random, so nothing about the number can be recovered from it.
        token: `card_${randomBytes(18).toString('base64url')}`,
        createdAt: deps.now().toISOString(),
      });
    cards.setDefault(userId, Number(lastInsertRowid), card.is_default);
    return Number(lastInsertRowid);
  });
}

/**
 * Saved payment cards (spec §7). The server keeps what a card list shows and a random token
 * standing for the card at a payment provider; the number and the CVC are checked and dropped.
 */
export function cardRoutes(deps: AppDeps) {
  const { db } = deps;
  const session = requireSession(deps);
  const cards = ownedRows<CardRow>(db, 'cards', 'Card not found');

  return new Hono<AppEnv>()
    .post('/reactapi/view/account/payment', session, (c) => ok({ cards: cards.list(c.get('user').id).map(toCard) }))
    .post('/reactapi/user/card/credit', session, async (c) => {
      const card = await readJson(c, cardAddRequestSchema);
      const problems = checkNewCard(card, deps.now());
      if (problems.length > 0) throw errors.invalidFields(problems);

      const userId = c.get('user').id;
      if (sameSavedCard(deps, userId, card)) throw errors.invalidField('number', 'This card is already saved');
      const id = insertCard(deps, userId, card);
      return ok({ card: toCard(cards.find(userId, id)) });
    })
    .post('/api/user/card/edit', session, async (c) => {
      const { id, holder_name, exp_month, exp_year, is_default } = await readJson(c, cardEditRequestSchema);
      const userId = c.get('user').id;
      cards.find(userId, id);
      if (isExpired(exp_month, exp_year, deps.now())) throw errors.invalidField('exp_month', 'The card has expired');
      inTransaction(db, () => {
        db.prepare(
          'UPDATE cards SET holder_name = ?, exp_month = ?, exp_year = ? WHERE id = ? AND user_id = ?',
        ).run(holder_name, exp_month, exp_year, id, userId);
        cards.setDefault(userId, id, is_default);
      });
      return ok({ card: toCard(cards.find(userId, id)) });
    })
    .post('/api/user/card/remove', session, async (c) => {
      const { id } = await readJson(c, removeRequestSchema);
      inTransaction(db, () => cards.remove(c.get('user').id, id));
      return ok(null);
    });
}
