import type { WalletEntry, WalletMovement } from '../../src/api/contract/money';
import { type Db, inTransaction, row, rows, run, sql } from '../db';

export interface Movement {
  userId: number;
  kind: WalletEntry['kind'];
  /** Positive when money comes in, negative when it goes out. */
  amountCents: number;
  description: string;
  counterpart?: string | null;
  orderId?: number | null;
  /** The idempotency key of the request that made the movement (unique per user). */
  requestKey?: string | null;
}

interface EntryRow extends WalletEntry {
  user_id: number;
}

const ENTRY_COLUMNS = sql.raw('id, user_id, kind, amount_cents, description, counterpart, created_at');
const toEntry = ({ user_id: _userId, ...entry }: EntryRow): WalletEntry => entry;

/**
 * The LYLA Wallet: a balance row per person and an entry per movement, both written in one
 * transaction. The balance only changes through a conditional UPDATE that cannot take it below
 * zero, and the table's CHECK refuses a negative balance should anything else try.
 */
export function createLedger(now: () => Date) {
  /**
   * One movement, or null (and nothing written) when it would take the balance below zero.
   * The balance check and the move are one conditional UPDATE, in one transaction with the entry.
   */
  const post = (db: Db, movement: Movement): Promise<WalletEntry | null> =>
    inTransaction(db, async (tx) => {
      await run(tx, sql`INSERT INTO wallets (user_id) VALUES (${movement.userId}) ON CONFLICT DO NOTHING`);
      const moved = await run(
        tx,
        sql`UPDATE wallets SET balance_cents = balance_cents + ${movement.amountCents}
            WHERE user_id = ${movement.userId} AND balance_cents + ${movement.amountCents} >= 0`,
      );
      if (moved === 0) return null;
      const entry = await row<EntryRow>(
        tx,
        sql`INSERT INTO wallet_entries (user_id, kind, amount_cents, description, counterpart, order_id, request_key, created_at)
            VALUES (${movement.userId}, ${movement.kind}, ${movement.amountCents}, ${movement.description}, ${movement.counterpart ?? null},
              ${movement.orderId ?? null}, ${movement.requestKey ?? null}, ${now().toISOString()})
            RETURNING ${ENTRY_COLUMNS}`,
      );
      return toEntry(entry!);
    });

  const balance = async (db: Db, userId: number) =>
    (await row<{ balance_cents: number }>(db, sql`SELECT balance_cents FROM wallets WHERE user_id = ${userId}`))?.balance_cents ?? 0;

  return {
    post,
    balance,

    /** What a recharge or a gift answers: the movement (or the provider step first) and the balance after it. */
    movement: async (
      db: Db,
      userId: number,
      entry: WalletEntry | null,
      provider: WalletMovement['provider'] = null,
    ): Promise<WalletMovement> => ({
      status: provider ? 'pending_provider' : 'completed',
      entry,
      balance_cents: await balance(db, userId),
      provider,
    }),

    /** Both sides of a gift in one transaction; the sender's entry, or null when they cannot afford it. */
    transfer: (
      db: Db,
      gift: { from: number; to: number; amountCents: number; description: string; fromEmail: string; toEmail: string; requestKey: string },
    ) =>
      inTransaction(db, async (tx) => {
        const sent = await post(tx, {
          userId: gift.from,
          kind: 'gift_sent',
          amountCents: -gift.amountCents,
          description: gift.description,
          counterpart: gift.toEmail,
          requestKey: gift.requestKey,
        });
        if (!sent) return null;
        await post(tx, { userId: gift.to, kind: 'gift_received', amountCents: gift.amountCents, description: gift.description, counterpart: gift.fromEmail });
        return sent;
      }),

    /** Newest first. */
    entries: async (db: Db, userId: number, limit: number) =>
      (await rows<EntryRow>(db, sql`SELECT ${ENTRY_COLUMNS} FROM wallet_entries WHERE user_id = ${userId} ORDER BY id DESC LIMIT ${limit}`)).map(
        toEntry,
      ),

    entryByKey: async (db: Db, userId: number, requestKey: string) => {
      const found = await row<EntryRow>(db, sql`SELECT ${ENTRY_COLUMNS} FROM wallet_entries WHERE user_id = ${userId} AND request_key = ${requestKey}`);
      return found ? toEntry(found) : null;
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;
