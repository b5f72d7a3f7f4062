// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { orderResultSchema, paymentStatusSchema } from '../src/api/contract/money';
import { rows, run, sql, value } from './db';
import { ANSWER_KEPT_MS, ANSWER_PURGE_BATCH, CLAIM_WAIT_MS, requestHash } from './money/idempotency';
import type { PaymentProvider } from './money/paymentProvider';
import { BEN_EMAIL, newCard, startMoneyServer, VISA, type MoneyServer } from './moneyTestSupport';
import { DEMO_EMAIL } from './seed';

let server: MoneyServer;

beforeEach(async () => {
  server = await startMoneyServer();
});

const count = (table: string) => value<number>(server.db, sql`SELECT count(*) AS n FROM ${sql.id(table)}`);
const recharge = (key: string, amountCents = 1000, token = server.maya) =>
  server.post('/reactapi/user/recharge', { idempotency_key: key, amount_cents: amountCents, method: newCard() }, token);
const gift = (key: string, amountCents = 1000) =>
  server.post('/reactapi/user/gift', { idempotency_key: key, recipient_email: BEN_EMAIL, amount_cents: amountCents, message: '' }, server.maya);

async function walletOrder(key: string) {
  const { first } = await server.products();
  return {
    idempotency_key: key,
    vendor_id: first.vendor_id,
    lines: [{ product_id: first.id, quantity: 1, options: {} }],
    delivery: { address: { label: 'Home', line1: '1 Main St', line2: '', city: 'Boston', state: 'MA', zipcode: '02110', is_default: true } },
    payment: { type: 'wallet' },
  };
}

const paymentStatus = async (key: string, token = server.maya) =>
  paymentStatusSchema.parse((await server.post('/reactapi/payment/status', { idempotency_key: key }, token)).body.data);

describe('a repeated request with the same key', () => {
  it('makes one movement and answers the same when sent again later (a retry after a timeout)', async () => {
    const key = server.key();
    const first = await recharge(key);
    const again = await recharge(key);
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    expect(await server.balance(server.maya)).toBe(1000);
    expect(await count('wallet_entries')).toBe(1);
  });

  it('makes one movement and the same answer for every copy sent at once (a double click)', async () => {
    const key = server.key();
    const responses = await Promise.all(Array.from({ length: 10 }, () => recharge(key)));
    expect(new Set(responses.map((response) => JSON.stringify(response))).size).toBe(1);
    expect(responses[0]?.status).toBe(200);
    expect(await count('wallet_entries')).toBe(1);
    expect(await server.balance(server.maya)).toBe(1000);
  });

  it('sends one gift for concurrent copies', async () => {
    await server.addFunds(server.maya, 5000);
    const key = server.key();
    const responses = await Promise.all(Array.from({ length: 5 }, () => gift(key)));
    expect(new Set(responses.map((response) => JSON.stringify(response))).size).toBe(1);
    expect([await server.balance(server.maya), await server.balance(server.ben)]).toEqual([4000, 1000]);
  });

  it('places one order for concurrent copies', async () => {
    await server.addFunds(server.maya, 50_000);
    const order = await walletOrder(server.key());
    const responses = await Promise.all(Array.from({ length: 5 }, () => server.post('/reactapi/order/create', order, server.maya)));
    expect(new Set(responses.map((response) => JSON.stringify(response))).size).toBe(1);
    expect(await count('orders')).toBe(1);
    expect(await count('addresses')).toBe(1);
    const left = 50_000 - (await server.products()).first.price_cents;
    expect(await server.ledgerOf(DEMO_EMAIL)).toEqual({ balance: left, sum: left });
  });

  it('is refused when the payload differs, also on another endpoint', async () => {
    await server.addFunds(server.maya, 5000);
    const key = server.key();
    await recharge(key, 1000);
    const reused = { status: 409, body: { code: 40901, message: 'This request key was already used for a different request', data: null } };
    expect(await recharge(key, 2000)).toEqual(reused);
    expect(await gift(key)).toEqual(reused);
    expect(await server.balance(server.maya)).toBe(6000);
  });

  it('is refused with a different payload sent at the same time as the first', async () => {
    const key = server.key();
    // Whichever reaches the key first runs (their sessions are read at the same time, in either order).
    const answers = await Promise.all([recharge(key, 1000), recharge(key, 2000)]);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([200, 40901]);
    const ran = answers.findIndex((answer) => answer.status === 200);
    expect(await server.balance(server.maya)).toBe([1000, 2000][ran]);
  });

  it('may be sent again after a refusal that moved nothing', async () => {
    const key = server.key();
    expect((await gift(key, 1000)).body.code).toBe(40201);
    await server.addFunds(server.maya, 1000);
    expect((await gift(key, 1000)).status).toBe(200);
    expect(await server.balance(server.ben)).toBe(1000);
  });

  it("belongs to one person: another person's request with the same key is their own", async () => {
    const key = server.key();
    await recharge(key, 1000);
    expect((await recharge(key, 2000, server.ben)).status).toBe(200);
    expect([await server.balance(server.maya), await server.balance(server.ben)]).toEqual([1000, 2000]);
  });

  it('is remembered without the card number or the CVC', async () => {
    await recharge(server.key());
    const stored = JSON.stringify(await rows(server.db, sql`SELECT * FROM idempotency_keys`));
    expect(stored).not.toContain(VISA.number);
    // The hash itself is of the last four digits only: another number ending alike is the same request.
    const request = { idempotency_key: 'k', amount_cents: 1000, method: newCard() };
    const sameEnding = { ...request, method: newCard({ ...VISA, number: '4000056655664242', cvc: '111' }) };
    expect(requestHash('/p', sameEnding)).toBe(requestHash('/p', request));
    expect(requestHash('/p', { ...request, amount_cents: 1001 })).not.toBe(requestHash('/p', request));
  });
});

// Waiting for its answer across two processes: server/cluster/requestKeysAcrossProcesses.test.ts.
describe('a key claimed by a request running in another process (calling the payment provider)', () => {
  const request = { idempotency_key: 'claimed-elsewhere-0001', amount_cents: 1000, method: { type: 'provider' } };
  /** The claim that process wrote before calling the provider: no answer yet. */
  const claimElsewhere = () =>
    run(
      server.db,
      sql`INSERT INTO idempotency_keys (user_id, key, request_hash, status, response_json, created_at)
          VALUES ((SELECT id FROM users WHERE email = ${DEMO_EMAIL}), ${request.idempotency_key},
                  ${requestHash('/reactapi/user/recharge', request)}, 0, '', '2026-03-02T09:00:00.000Z')`,
    );

  it(`is refused (409) when it has no answer after ${CLAIM_WAIT_MS / 1000} s: that request stopped`, async () => {
    await claimElsewhere();
    const started = performance.now();
    expect(await server.post('/reactapi/user/recharge', request, server.maya)).toMatchObject({ status: 409, body: { code: 40901 } });
    expect(performance.now() - started).toBeGreaterThanOrEqual(CLAIM_WAIT_MS);
    expect(await count('provider_orders')).toBe(0);
  });
});

describe('a stored answer', () => {
  const storedKeys = async () => (await rows<{ key: string }>(server.db, sql`SELECT key FROM idempotency_keys ORDER BY key`)).map((stored) => stored.key);
  const HOUR = 60 * 60 * 1000;

  it(`is replayed for ${ANSWER_KEPT_MS / HOUR} hours, and deleted after them when a new answer is stored`, async () => {
    const [old, recent, fresh] = [server.key(), server.key(), server.key()];
    const first = await recharge(old);
    server.advanceClock(ANSWER_KEPT_MS - HOUR);
    const recentFirst = await recharge(recent);
    server.advanceClock(HOUR);
    // Exactly at the end of the period: still the same answer, nothing moved again.
    expect(await recharge(old)).toEqual(first);
    expect(await storedKeys()).toEqual([old, recent]);

    server.advanceClock(1);
    await recharge(fresh);
    expect(await storedKeys()).toEqual([recent, fresh]);
    expect(await recharge(recent)).toEqual(recentFirst);
    expect(await server.balance(server.maya)).toBe(3000);
    expect(await count('wallet_entries')).toBe(3);
  });

  it('once forgotten, its key is new again, but a key that moved money never moves it twice (409)', async () => {
    const key = server.key();
    expect((await recharge(key)).status).toBe(200);
    server.advanceClock(ANSWER_KEPT_MS + 1);

    // Not yet deleted (no answer stored since), but no longer replayed either.
    expect(await storedKeys()).toEqual([key]);
    const reused = { status: 409, body: { code: 40901, message: 'This request key was already used for a different request', data: null } };
    expect(await recharge(key)).toEqual(reused);
    expect(await recharge(key, 2000)).toEqual(reused);
    expect(await server.balance(server.maya)).toBe(1000);
    expect(await count('wallet_entries')).toBe(1);
    expect(server.logs.filter((line) => line.startsWith('[error]'))).toEqual([]);
    // The outcome is still told by the key.
    expect(await paymentStatus(key)).toMatchObject({ status: 'completed', movement: { entry: { kind: 'top_up', amount_cents: 1000 } } });
  });

  it('a provider top-up repeated after its answer expired starts no second payment at the provider', async () => {
    const key = server.key();
    const topUp = () => server.post('/reactapi/user/recharge', { idempotency_key: key, amount_cents: 1000, method: { type: 'provider' } }, server.maya);
    expect((await topUp()).status).toBe(200);
    server.advanceClock(ANSWER_KEPT_MS + 1);
    expect(await topUp()).toMatchObject({ status: 409, body: { code: 40901 } });
    expect(await count('sandbox_payments')).toBe(1);
    expect(await count('provider_orders')).toBe(1);
  });

  it('deletes at most a batch of old answers each time one is stored', async () => {
    const longAgo = '2026-02-01T00:00:00.000Z'; // a month before the test clock
    const insert = (key: string) =>
      run(
        server.db,
        sql`INSERT INTO idempotency_keys (user_id, key, request_hash, status, response_json, created_at)
            VALUES ((SELECT id FROM users WHERE email = ${DEMO_EMAIL}), ${key}, 'hash', 200, '{}', ${longAgo})`,
      );
    for (let i = 0; i < ANSWER_PURGE_BATCH + 5; i += 1) await insert(`old-request-${String(i).padStart(6, '0')}`);
    await recharge(server.key());
    expect(await storedKeys()).toHaveLength(5 + 1);
    await recharge(server.key());
    expect(await storedKeys()).toHaveLength(2);
  });
});

describe('the outcome of a request by its key', () => {
  it('is unknown for a key the server never saw', async () => {
    expect(await paymentStatus(server.key())).toEqual({ status: 'unknown', order: null, movement: null, provider: null });
  });

  it('tells an order paid although its answer was lost (a timeout)', async () => {
    await server.addFunds(server.maya, 50_000);
    const key = server.key();
    await server.post('/reactapi/order/create', await walletOrder(key), server.maya); // the answer never reaches the client
    const status = await paymentStatus(key);
    expect(status).toMatchObject({ status: 'completed', order: { status: 'paid' }, movement: null });
  });

  it('tells a completed recharge and a gift with their movement', async () => {
    const key = server.key();
    await recharge(key, 1500);
    expect(await paymentStatus(key)).toMatchObject({ status: 'completed', movement: { entry: { kind: 'top_up', amount_cents: 1500 } } });
    const giftKey = server.key();
    await gift(giftKey, 500);
    expect(await paymentStatus(giftKey)).toMatchObject({ status: 'completed', movement: { entry: { kind: 'gift_sent' }, balance_cents: 1000 } });
  });

  it('is unknown for a request that was refused, and for another person', async () => {
    const key = server.key();
    await gift(key, 1000);
    expect((await paymentStatus(key)).status).toBe('unknown');
    await recharge(key);
    expect((await paymentStatus(key, server.ben)).status).toBe('unknown');
  });

  it('waits for a request with that key that is still running', async () => {
    // A provider that answers only when the test lets it: the order is "in flight" meanwhile.
    let release = () => undefined as void;
    let reachedProvider = () => undefined as void;
    const atProvider = new Promise<void>((resolve) => (reachedProvider = resolve));
    const slowProvider: PaymentProvider = {
      createOrder: () =>
        new Promise((resolve) => {
          release = () => resolve({ providerOrderId: 'SLOW-1', approveUrl: 'https://provider.example/approve/SLOW-1' });
          reachedProvider();
        }),
      capture: async () => 'pending',
    };
    server = await startMoneyServer({ paymentProvider: slowProvider });
    const order = { ...(await walletOrder(server.key())), payment: { type: 'provider' } };

    const creating = server.post('/reactapi/order/create', order, server.maya);
    const creatingAgain = server.post('/reactapi/order/create', order, server.maya);
    // Asked once the first copy waits for the provider (its key claimed and its order written,
    // committed: asked earlier, the key may not be there yet), then given a moment to answer wrongly.
    await atProvider;
    let answered = false;
    const asking = paymentStatus(order.idempotency_key).finally(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    release();

    const [created, createdAgain, status] = await Promise.all([creating, creatingAgain, asking]);
    expect(createdAgain).toEqual(created);
    const result = orderResultSchema.parse(created.body.data);
    expect(result.provider).toEqual({ provider_order_id: 'SLOW-1', approve_url: 'https://provider.example/approve/SLOW-1' });
    expect(status).toMatchObject({ status: 'pending_provider', order: { id: result.order.id, status: 'pending_provider' } });
    expect(await count('orders')).toBe(1);
  });
});
