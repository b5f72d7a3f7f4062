import { expect } from 'vitest';
import type { CardAddRequest } from '../src/api/contract/account';
import { walletMovementSchema, walletSchema, type PaymentMethod } from '../src/api/contract/money';
import type { AppOptions } from './app';
import { DEMO_EMAIL } from './seed';
import { row, rows, sql } from './db';
import { startTestServer } from './testSupport';

// The test clock is 2026-03-02.
export const VISA: CardAddRequest = {
  number: '4242424242424242',
  cvc: '853',
  holder_name: 'Maya Thompson',
  exp_month: 8,
  exp_year: 2029,
  is_default: false,
};
/** The sandbox network declines cards ending in 0002. */
export const DECLINED_VISA: CardAddRequest = { ...VISA, number: '4000000000000002' };

export const newCard = (card = VISA, save = false): PaymentMethod => ({ type: 'new_card', card, save });

export const BEN_EMAIL = 'ben.carter@lyla.example';

/**
 * A seeded server with two signed-in people: Maya (the demo account) and Ben, plus helpers
 * to make request keys, add funds and read balances.
 */
export async function startMoneyServer(options: Partial<AppOptions> = {}) {
  const server = await startTestServer(options);
  const maya = await server.signIn(DEMO_EMAIL);
  const ben = await server.addUser(BEN_EMAIL);
  let keys = 0;

  const wallet = async (token: string) => walletSchema.parse((await server.post('/reactapi/view/account/wallet', {}, token)).body.data);

  return {
    ...server,
    maya,
    ben,
    /** A fresh idempotency key. */
    key: () => `test-request-${String((keys += 1)).padStart(6, '0')}`,
    wallet,
    balance: async (token: string) => (await wallet(token)).balance_cents,

    async addFunds(token: string, amountCents: number) {
      const response = await server.post(
        '/reactapi/user/recharge',
        { idempotency_key: `top-up-${(keys += 1)}-${token.slice(0, 8)}`, amount_cents: amountCents, method: newCard() },
        token,
      );
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return walletMovementSchema.parse(response.body.data);
    },

    /** What the ledger itself says: the balance row and the sum of the entries, which must agree. */
    async ledgerOf(userEmail: string) {
      return (await row<{ balance: number | null; sum: number | null }>(
        server.db,
        sql`SELECT (SELECT balance_cents FROM wallets WHERE user_id = u.id) AS balance,
                   (SELECT SUM(amount_cents) FROM wallet_entries WHERE user_id = u.id) AS sum
            FROM users u WHERE u.email = ${userEmail}`,
      ))!;
    },

    /** Two products of one vendor, and a product of another vendor. */
    async products() {
      const [first, second] = await rows<{ id: number; vendor_id: number; price_cents: number; name: string }>(
        server.db,
        sql`SELECT id, vendor_id, price_cents, name FROM products
            WHERE vendor_id = (SELECT vendor_id FROM products WHERE options_json = '[]' ORDER BY id LIMIT 1)
              AND options_json = '[]' ORDER BY id LIMIT 2`,
      );
      const other = (await row<{ id: number; vendor_id: number }>(
        server.db,
        sql`SELECT id, vendor_id FROM products WHERE vendor_id != ${first!.vendor_id} ORDER BY id LIMIT 1`,
      ))!;
      return { first: first!, second: second!, other };
    },
  };
}

export type MoneyServer = Awaited<ReturnType<typeof startMoneyServer>>;
