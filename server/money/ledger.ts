import type { WalletEntry, WalletMovement } from '../../src/api/contract/money';
import type { Db } from '../db';

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

const ENTRY_COLUMNS = 'id, user_id, kind, amount_cents, description, counterpart, created_at';
const toEntry = ({ user_id: _userId, ...entry }: EntryRow): WalletEntry => entry;

/**
 * The LYLA Wallet: a balance row per person and an entry per movement, both written in one
 * transaction. The balance only changes through a conditional UPDATE that cannot take it below
 * zero, and the table's CHECK refuses a negative balance should anything else try.
 */
export function createLedger(db: Db, now: () => Date) {
  const openWallet = db.prepare('INSERT OR IGNORE INTO wallets (user_id) VALUES (?)');
  const moveBalance = db.prepare(
    'UPDATE wallets SET balance_cents = balance_cents + @amount WHERE user_id = @userId AND balance_cents + @amount >= 0',
  );
  const insertEntry = db.prepare(
    `INSERT INTO wallet_entries (user_id, kind, amount_cents, description, counterpart, order_id, request_key, created_at)
     VALUES (@userId, @kind, @amountCents, @description, @counterpart, @orderId, @requestKey, @createdAt)`,
  );
  const entryById = db.prepare<[number], EntryRow>(`SELECT ${ENTRY_COLUMNS} FROM wallet_entries WHERE id = ?`);
  const entryByKey = db.prepare<[number, string], EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM wallet_entries WHERE user_id = ? AND request_key = ?`,
  );
  const latestEntries = db.prepare<[number, number], EntryRow>(
    `SELECT ${ENTRY_COLUMNS} FROM wallet_entries WHERE user_id = ? ORDER BY id DESC LIMIT ?`,
  );
  const balanceOf = db.prepare<[number], { balance_cents: number }>('SELECT balance_cents FROM wallets WHERE user_id = ?');

  /** One movement, or null (and nothing written) when it would take the balance below zero. */
  const post = db.transaction((movement: Movement): WalletEntry | null => {
    openWallet.run(movement.userId);
    if (moveBalance.run({ userId: movement.userId, amount: movement.amountCents }).changes === 0) return null;
    const { lastInsertRowid } = insertEntry.run({
      counterpart: null,
      orderId: null,
      requestKey: null,
      ...movement,
      createdAt: now().toISOString(),
    });
    return toEntry(entryById.get(Number(lastInsertRowid))!);
  });

  const balance = (userId: number) => balanceOf.get(userId)?.balance_cents ?? 0;

  return {
    post,
    balance,

    /** What a recharge or a gift answers: the movement (or the provider step first) and the balance after it. */
    movement: (userId: number, entry: WalletEntry | null, provider: WalletMovement['provider'] = null): WalletMovement => ({
      status: provider ? 'pending_provider' : 'completed',
      entry,
      balance_cents: balance(userId),
      provider,
    }),

    /** Both sides of a gift in one transaction; the sender's entry, or null when they cannot afford it. */
    transfer: db.transaction(
      (gift: { from: number; to: number; amountCents: number; description: string; fromEmail: string; toEmail: string; requestKey: string }) => {
        const sent = post({
          userId: gift.from,
          kind: 'gift_sent',
          amountCents: -gift.amountCents,
          description: gift.description,
          counterpart: gift.toEmail,
          requestKey: gift.requestKey,
        });
        if (!sent) return null;
        post({ userId: gift.to, kind: 'gift_received', amountCents: gift.amountCents, description: gift.description, counterpart: gift.fromEmail });
        return sent;
      },
    ),

    /** Newest first. */
    entries: (userId: number, limit: number) => latestEntries.all(userId, limit).map(toEntry),

    entryByKey: (userId: number, requestKey: string) => {
      const row = entryByKey.get(userId, requestKey);
      return row ? toEntry(row) : null;
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;
