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
import { type Db, inTransaction, row, run, sql } from '../db';

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

/** The person's saved card that looks the same (brand, last 4 digits, expiry): the number itself is not kept. */
function sameSavedCard(db: Db, userId: number, card: CardAddRequest): Promise<CardRow | undefined> {
  return row<CardRow>(
    db,
    sql`SELECT * FROM cards WHERE user_id = ${userId} AND brand = ${cardBrand(card.number)} AND last4 = ${card.number.slice(-4)}
          AND exp_month = ${card.exp_month} AND exp_year = ${card.exp_year}`,
  );
}

/**
 * Saves a new card that passed `checkNewCard` (at most MAX_CARDS), or answers the saved one it
 * repeats (a card paid with and saved again); also used by checkout and add funds when the buyer
 * asks to keep the card (`deps.db` is then their transaction). Answers the card's id.
 */
export function insertCard(deps: AppDeps, userId: number, card: CardAddRequest): Promise<number> {
  // One transaction: the repeat check, the count cap and the one default card.
  return inTransaction(deps.db, async (tx) => {
    const cards = ownedRows<CardRow>(tx, 'cards', 'Card not found');
    const same = await sameSavedCard(tx, userId, card);
    if (same) return same.id;
    if ((await cards.count(userId)) >= MAX_CARDS) throw errors.invalidInput(`You can keep up to ${MAX_CARDS} cards`);
    // Random, so nothing about the number can be recovered from it.
    const token = `card_${randomBytes(18).toString('base64url')}`;
    const inserted = await row<{ id: number }>(
      tx,
      sql`INSERT INTO cards (user_id, brand, last4, exp_month, exp_year, holder_name, token, created_at)
          VALUES (${userId}, ${cardBrand(card.number)}, ${card.number.slice(-4)}, ${card.exp_month}, ${card.exp_year}, ${card.holder_name},
            ${token}, ${deps.now().toISOString()})
          RETURNING id`,
    );
    await cards.setDefault(userId, inserted!.id, card.is_default);
    return inserted!.id;
  });
}

/**
 * Saved payment cards (spec §7). The server keeps what a card list shows and a random token
 * standing for the card at a payment provider; the number and the CVC are checked and dropped.
 */
export function cardRoutes(deps: AppDeps) {
  const { db } = deps;
  const session = requireSession(deps);
  const cardsOf = (tx: Db) => ownedRows<CardRow>(tx, 'cards', 'Card not found');

  return new Hono<AppEnv>()
    .post('/reactapi/view/account/payment', session, async (c) => ok({ cards: (await cardsOf(db).list(c.get('user').id)).map(toCard) }))
    .post('/reactapi/user/card/credit', session, async (c) => {
      const card = await readJson(c, cardAddRequestSchema);
      const problems = checkNewCard(card, deps.now());
      if (problems.length > 0) throw errors.invalidFields(problems);

      const userId = c.get('user').id;
      const saved = await inTransaction(db, async (tx) => {
        if (await sameSavedCard(tx, userId, card)) throw errors.invalidField('number', 'This card is already saved');
        const id = await insertCard({ ...deps, db: tx }, userId, card);
        return cardsOf(tx).find(userId, id);
      });
      return ok({ card: toCard(saved) });
    })
    .post('/api/user/card/edit', session, async (c) => {
      const { id, holder_name, exp_month, exp_year, is_default } = await readJson(c, cardEditRequestSchema);
      const userId = c.get('user').id;
      // One transaction: the card is the person's, and the list keeps exactly one default.
      const edited = await inTransaction(db, async (tx) => {
        const cards = cardsOf(tx);
        await cards.find(userId, id);
        if (isExpired(exp_month, exp_year, deps.now())) throw errors.invalidField('exp_month', 'The card has expired');
        await run(
          tx,
          sql`UPDATE cards SET holder_name = ${holder_name}, exp_month = ${exp_month}, exp_year = ${exp_year} WHERE id = ${id} AND user_id = ${userId}`,
        );
        await cards.setDefault(userId, id, is_default);
        return cards.find(userId, id);
      });
      return ok({ card: toCard(edited) });
    })
    .post('/api/user/card/remove', session, async (c) => {
      const { id } = await readJson(c, removeRequestSchema);
      // The removal and the hand-over of the default are one transaction.
      await inTransaction(db, (tx) => cardsOf(tx).remove(c.get('user').id, id));
      return ok(null);
    });
}
