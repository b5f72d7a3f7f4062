// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { orderResultSchema, paymentStatusSchema, walletSchema } from '../../src/api/contract/money';
import { type Db, rows, sql, value } from '../db';
import type { PaymentProvider } from '../money/paymentProvider';
import { BEN_EMAIL, newCard } from '../moneyTestSupport';
import { DEMO_EMAIL } from '../seed';
import { startTwoServers } from './clusterTestSupport';

type Cluster = Awaited<ReturnType<typeof startTwoServers>>;
let cluster: Cluster | undefined;

afterEach(async () => {
  await cluster?.close();
  cluster = undefined;
});

/** A payment provider that answers only when the test lets it, shared by both processes (it is one provider). */
function heldProvider() {
  let release = () => undefined as void;
  let reached = () => undefined as void;
  const atProvider = new Promise<void>((resolve) => (reached = resolve));
  let calls = 0;
  const provider: PaymentProvider = {
    createOrder: () =>
      new Promise((resolve) => {
        calls += 1;
        release = () => resolve({ providerOrderId: `HELD-${calls}`, approveUrl: `https://provider.example/approve/HELD-${calls}` });
        reached();
      }),
    capture: async () => 'pending',
  };
  return { provider, atProvider, release: () => release(), calls: () => calls };
}

/**
 * Settles once a process is waiting for the answer of a key another one claimed: its look at the
 * key's row is the last query of one of its connections. Stops looking once `stop` settles.
 */
async function someoneWaitsForTheKey(db: Db, stop: Promise<unknown>) {
  let stopped = false;
  void stop.finally(() => (stopped = true));
  for (const limit = Date.now() + 30_000; !stopped && Date.now() < limit; ) {
    const waiting = await value<number>(
      db,
      sql`SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'SELECT status FROM idempotency_keys%'`,
    );
    if ((waiting ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function twoServers(provider?: PaymentProvider) {
  cluster = await startTwoServers(provider ? { paymentProvider: provider } : {});
  const maya = await cluster.a.signIn(DEMO_EMAIL);
  const ben = await cluster.a.addUser(BEN_EMAIL);
  const count = (table: string) => value<number>(cluster!.a.db, sql`SELECT count(*) AS n FROM ${sql.id(table)}`);
  const balance = async (token: string) => walletSchema.parse((await cluster!.b.post('/reactapi/view/account/wallet', {}, token)).body.data).balance_cents;
  return { ...cluster, maya, ben, count, balance };
}

const sameAnswers = (answers: unknown[]) => new Set(answers.map((answer) => JSON.stringify(answer))).size;

async function walletOrder(db: Db, key: string, payment: { type: 'wallet' } | { type: 'provider' }) {
  const [first] = await rows<{ id: number; vendor_id: number }>(db, sql`SELECT id, vendor_id FROM products WHERE options_json = '[]' ORDER BY id LIMIT 1`);
  return {
    idempotency_key: key,
    vendor_id: first!.vendor_id,
    lines: [{ product_id: first!.id, quantity: 1, options: {} }],
    delivery: { address: { label: 'Home', line1: '1 Main St', line2: '', city: 'Boston', state: 'MA', zipcode: '02110', is_default: true } },
    payment,
  };
}

describe('one request key sent to two processes at once', () => {
  it('adds funds with a card once; both get the same answer', async () => {
    const { a, b, maya, count, balance } = await twoServers();
    const recharge = { idempotency_key: 'two-processes-top-up', amount_cents: 1500, method: newCard() };
    const answers = await Promise.all([a.post('/reactapi/user/recharge', recharge, maya), b.post('/reactapi/user/recharge', recharge, maya)]);

    expect(answers[0]?.status).toBe(200);
    expect(sameAnswers(answers)).toBe(1);
    expect(await count('wallet_entries')).toBe(1);
    expect(await balance(maya)).toBe(1500);
  });

  it('sends a gift and pays an order from the wallet once each; both get the same answers', async () => {
    const { a, b, maya, ben, count, balance } = await twoServers();
    expect((await a.post('/reactapi/user/recharge', { idempotency_key: 'two-processes-funds', amount_cents: 50_000, method: newCard() }, maya)).status).toBe(200);
    const gift = { idempotency_key: 'two-processes-gift', recipient_email: BEN_EMAIL, amount_cents: 1000, message: '' };
    const order = await walletOrder(a.db, 'two-processes-order', { type: 'wallet' });

    const gifts = await Promise.all([a.post('/reactapi/user/gift', gift, maya), b.post('/reactapi/user/gift', gift, maya)]);
    const orders = await Promise.all([b.post('/reactapi/order/create', order, maya), a.post('/reactapi/order/create', order, maya)]);

    expect([gifts[0]?.status, orders[0]?.status]).toEqual([200, 200]);
    expect([sameAnswers(gifts), sameAnswers(orders)]).toEqual([1, 1]);
    expect(await balance(ben)).toBe(1000);
    expect(await count('orders')).toBe(1);
  });

  it('pays an order with the provider once: the copy on the other process waits for the first answer and gets it', async () => {
    const held = heldProvider();
    const { a, b, maya, count } = await twoServers(held.provider);
    const order = await walletOrder(a.db, 'two-processes-provider-order', { type: 'provider' });

    const answers = Promise.all([a.post('/reactapi/order/create', order, maya), b.post('/reactapi/order/create', order, maya)]);
    await held.atProvider;
    // The provider answers once the other copy waits for it (or, without waiting, has answered).
    await someoneWaitsForTheKey(a.db, answers);
    held.release();
    const [first, second] = await answers;

    expect(first?.status).toBe(200);
    expect(second).toEqual(first);
    expect(orderResultSchema.parse(first?.body.data).provider).toEqual({ provider_order_id: 'HELD-1', approve_url: 'https://provider.example/approve/HELD-1' });
    expect(held.calls()).toBe(1);
    expect(await count('orders')).toBe(1);
  });

  it('adds funds with the provider once, and its outcome asked on the other process meanwhile waits for it', async () => {
    const held = heldProvider();
    const { a, b, maya, count } = await twoServers(held.provider);
    const topUp = { idempotency_key: 'two-processes-provider-top-up', amount_cents: 2000, method: { type: 'provider' } };

    const first = a.post('/reactapi/user/recharge', topUp, maya);
    await held.atProvider;
    const again = b.post('/reactapi/user/recharge', topUp, maya);
    const status = b.post('/reactapi/payment/status', { idempotency_key: topUp.idempotency_key }, maya);
    await someoneWaitsForTheKey(a.db, Promise.all([again, status]));
    held.release();

    const [created, createdAgain, told] = await Promise.all([first, again, status]);
    expect(created.status).toBe(200);
    expect(createdAgain).toEqual(created);
    expect(paymentStatusSchema.parse(told.body.data)).toMatchObject({ status: 'pending_provider', movement: { provider: { provider_order_id: 'HELD-1' } } });
    expect(held.calls()).toBe(1);
    expect(await count('provider_orders')).toBe(1);
  });
});
