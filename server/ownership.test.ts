// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { requestAnswerSchema } from '../src/api/contract/requests';
import { startMoneyServer, type MoneyServer } from './moneyTestSupport';
import { sql, value } from './db';
import { openLiveStream } from './testSupport';

/**
 * Issue 12's server point: person A can neither read, post into, nor cancel person B's
 * request or conversation, nor open B's stream. Reading and cancelling an order are in
 * requests.test.ts ("requests belong to their person"), the conversation in chat.test.ts
 * ("lets nobody read, write into or mark read…"); here the custom request's moves and the stream.
 */
let server: MoneyServer;

beforeEach(async () => {
  server = await startMoneyServer();
});

const HOME = { label: 'Home', line1: '12 Harbor Rd', line2: '', city: 'Boston', state: 'MA', zipcode: '02110', is_default: true };
const missing = { status: 404, body: expect.objectContaining({ code: 40400, message: 'Request not found' }) };

async function mayasQuotedRequest() {
  const categoryId = (await value<number>(server.db, sql`SELECT category_id FROM vendors ORDER BY id LIMIT 1`))!;
  const sent = await server.post(
    '/reactapi/request/custom',
    { idempotency_key: server.key(), category_id: categoryId, vendor_id: null, description: 'Twelve gift boxes', quantity: 12, budget_cents: 20_000, needed_by: '2026-03-20', delivery: { address: HOME } },
    server.maya,
  );
  const { id } = requestAnswerSchema.parse(sent.body.data).request;
  expect((await server.post('/api/dev/requests/quote', { order_id: id, price_cents: 18_000, date: '2026-03-18' })).status).toBe(200);
  return id;
}

const statusOf = async (orderId: number) =>
  requestAnswerSchema.parse((await server.post('/reactapi/view/request', { order_id: orderId }, server.maya)).body.data).request.status;

describe("someone else's request", () => {
  it('cannot be answered, paid or cancelled by another person: it answers like a missing one and stays as it was', async () => {
    const orderId = await mayasQuotedRequest();
    const quote = { price_cents: 18_000, date: '2026-03-18', note: '', quoted_at: '2026-03-02T09:00:00.000Z' };
    expect(await server.post('/reactapi/request/quote/accept', { order_id: orderId, quote }, server.ben)).toEqual(missing);
    expect(await server.post('/reactapi/request/quote/decline', { order_id: orderId }, server.ben)).toEqual(missing);
    expect(await server.post('/reactapi/request/cancel', { order_id: orderId, idempotency_key: server.key() }, server.ben)).toEqual(missing);
    expect(await statusOf(orderId)).toBe('quoted');

    expect((await server.post('/reactapi/request/quote/accept', { order_id: orderId, quote }, server.maya)).status).toBe(200);
    await server.addFunds(server.ben, 50_000);
    const paidByBen = await server.post('/reactapi/request/pay', { order_id: orderId, idempotency_key: server.key(), payment: { type: 'wallet' } }, server.ben);
    expect(paidByBen).toEqual(missing);
    expect(await statusOf(orderId)).toBe('accepted');
    expect(await server.balance(server.ben)).toBe(50_000);
  });

  it("cannot be followed: another person's stream hears nothing of its moves or messages, its owner's does", async () => {
    const maya = openLiveStream(server.app, server.maya);
    const ben = openLiveStream(server.app, server.ben);
    await Promise.all([maya.open, ben.open]);

    const orderId = await mayasQuotedRequest();
    expect((await server.post('/api/dev/chat/vendor-message', { order_id: orderId, body: 'We can do these' })).status).toBe(200);
    expect((await server.post('/reactapi/chat/send', { order_id: orderId, id: 'maya-message-000001', body: 'Great' }, server.maya)).status).toBe(200);

    await expect.poll(() => maya.updates.filter((update) => update.type === 'chat.message')).toHaveLength(2);
    expect(maya.updates).toContainEqual({ type: 'request.status', orderId, status: 'quoted' });
    // Published to Maya's streams at the same moment: Ben's would have them by now.
    expect(ben.updates).toEqual([]);
    maya.close();
    ben.close();
    await Promise.all([maya.finished, ben.finished]);
  });
});
