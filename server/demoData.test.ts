// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chatPageSchema } from '../src/api/contract/chat';
import { notificationPageSchema } from '../src/api/contract/liveUpdates';
import { orderResultSchema } from '../src/api/contract/money';
import { requestAnswerSchema, requestListSchema } from '../src/api/contract/requests';
import { readServerConfig } from './config';
import { rows, sql, value } from './db';
import { startMoneyServer } from './moneyTestSupport';
import { seedDemoRequests } from './seed/requestSeed';
import { openLiveStream } from './testSupport';

const HOME = { label: 'Home', line1: '12 Harbor Rd', line2: '', city: 'Boston', state: 'MA', zipcode: '02110', is_default: true };
const SEEDED_AT = () => new Date('2026-03-02T09:00:00.000Z');

describe('the demo account’s requests', () => {
  it('a fresh seed has requests in every status, with conversations, their timelines and the ledger in step', async () => {
    const server = await startMoneyServer();
    await seedDemoRequests(server.db, SEEDED_AT);
    const { orders, total } = requestListSchema.parse((await server.post('/reactapi/view/requests', {}, server.maya)).body.data);

    expect(total).toBe(7);
    expect(orders.map((order) => `${order.kind}:${order.status}`).sort()).toEqual(
      ['custom:quoted', 'custom:requested', 'order:accepted', 'order:cancelled', 'order:delivered', 'order:paid', 'order:preparing'].sort(),
    );
    const byStatus = new Map(orders.map((order) => [order.status, order]));
    // Some conversations have the vendor's messages unread, some are read.
    expect(byStatus.get('preparing')?.unread_messages).toBe(2);
    expect(byStatus.get('quoted')?.unread_messages).toBe(2);
    expect(byStatus.get('delivered')?.unread_messages).toBe(0);

    const delivered = requestAnswerSchema.parse((await server.post('/reactapi/view/request', { order_id: byStatus.get('delivered')!.id }, server.maya)).body.data);
    expect(delivered.request.timeline.map((step) => step.status)).toEqual(['paid', 'accepted', 'preparing', 'delivered']);
    const chat = chatPageSchema.parse((await server.post('/reactapi/chat/messages', { order_id: delivered.request.id }, server.maya)).body.data);
    expect(new Set(chat.messages.map((message) => message.sender))).toEqual(new Set(['buyer', 'vendor']));

    const cancelled = requestAnswerSchema.parse((await server.post('/reactapi/view/request', { order_id: byStatus.get('cancelled')!.id }, server.maya)).body.data);
    expect(cancelled.request.refund).toMatchObject({ method: 'wallet', amount_cents: cancelled.request.total_cents });
    expect(byStatus.get('quoted')?.custom?.quote).toMatchObject({ price_cents: 36_000 });

    // The ledger agrees with itself and with the orders paid from the wallet.
    const { balance, sum } = await server.ledgerOf('demo@lyla.example');
    expect(balance).toBe(sum);
    const wallet = await server.wallet(server.maya);
    expect(wallet.entries.map((entry) => entry.kind).sort()).toEqual(['payment', 'payment', 'payment', 'refund', 'top_up']);
    // The moves' notifications are history: read.
    const notifications = notificationPageSchema.parse((await server.post('/reactapi/view/notifications', {}, server.maya)).body.data);
    expect(notifications.items.length).toBeGreaterThan(0);
    expect(notifications.unread_count).toBe(0);

    // Seeding again (the next start) adds nothing.
    await seedDemoRequests(server.db, SEEDED_AT);
    expect(requestListSchema.parse((await server.post('/reactapi/view/requests', {}, server.maya)).body.data).total).toBe(7);
  });

  it('is seeded, like the demo vendor, only outside production', () => {
    expect(readServerConfig({})).toMatchObject({ ok: true, config: { demoData: true, demoVendorDelayMs: 3000 } });
    expect(readServerConfig({ LYLA_DEMO_VENDOR: '0' })).toMatchObject({ ok: true, config: { demoVendorDelayMs: 0 } });
    expect(readServerConfig({ LYLA_DEMO_VENDOR: 'off' })).toMatchObject({ ok: true, config: { demoData: true, demoVendorDelayMs: null } });
    expect(readServerConfig({ NODE_ENV: 'production', LYLA_DEMO_VENDOR: '0' })).toMatchObject({
      ok: true,
      config: { demoData: false, demoVendorDelayMs: null },
    });
    expect(readServerConfig({ LYLA_DEMO_VENDOR: 'soon' })).toEqual({ ok: false, problem: expect.stringMatching(/^LYLA_DEMO_VENDOR must be/) });
  });
});

/** A server whose demo vendor's answers wait in `tasks` until the test runs them. */
async function startWithDemoVendor(on: boolean) {
  const tasks: Array<() => Promise<void>> = [];
  const server = await startMoneyServer(on ? { demoVendor: { delayMs: 3000, schedule: (task) => tasks.push(task) } } : {});
  await server.addFunds(server.maya, 50_000);
  const { first } = await server.products();
  const placed = await server.post(
    '/reactapi/order/create',
    { idempotency_key: server.key(), vendor_id: first.vendor_id, lines: [{ product_id: first.id, quantity: 1, options: {} }], delivery: { address: HOME }, payment: { type: 'wallet' } },
    server.maya,
  );
  const orderId = orderResultSchema.parse(placed.body.data).order.id;
  // One after another, in the order they were scheduled, as their timers would run them.
  const runAll = async () => {
    for (const task of tasks.splice(0)) await task();
  };
  const messages = async (id = orderId) =>
    chatPageSchema.parse((await server.post('/reactapi/chat/messages', { order_id: id }, server.maya)).body.data).messages;
  const send = (id: string, body: string) => server.post('/reactapi/chat/send', { order_id: orderId, id, body }, server.maya);
  const categoryOfVendors = (await value<number>(server.db, sql`SELECT category_id FROM vendors WHERE id = ${first.vendor_id}`))!;
  const sendCustom = async (vendorId: number | null, categoryId = categoryOfVendors) => {
    const response = await server.post(
      '/reactapi/request/custom',
      {
        idempotency_key: server.key(),
        category_id: categoryId,
        vendor_id: vendorId,
        description: 'Twelve gift boxes',
        quantity: 12,
        budget_cents: 20_000,
        needed_by: '2026-03-20',
        delivery: { address: HOME },
      },
      server.maya,
    );
    return requestAnswerSchema.parse(response.body.data).request;
  };
  return { ...server, tasks, runAll, orderId, vendorId: first.vendor_id, messages, send, sendCustom };
}

describe('the demo vendor', () => {
  it('answers the first message of a conversation once, after its delay, live in the open chat', async () => {
    const server = await startWithDemoVendor(true);
    const stream = openLiveStream(server.app, server.maya);
    await stream.open;

    expect((await server.send('first-message-000001', 'Is it gift wrapped?')).status).toBe(200);
    // Sent again (a lost answer) and a second message: still one answer to come.
    await server.send('first-message-000001', 'Is it gift wrapped?');
    await server.send('second-message-00001', 'And can it come on Friday?');
    expect(server.tasks).toHaveLength(1);
    expect((await server.messages()).map((message) => message.sender)).toEqual(['buyer', 'buyer']);

    await server.runAll();
    const messages = await server.messages();
    expect(messages.map((message) => message.sender)).toEqual(['buyer', 'buyer', 'vendor']);
    expect(messages[2]?.body).toMatch(/^Thanks for your message!/);
    await expect.poll(() => stream.updates.filter((update) => update.type === 'chat.message' && update.message && (update.message as { sender: string }).sender === 'vendor')).toHaveLength(1);
    stream.close();
  });

  it('quotes a custom request sent to a category with vendors (the chosen vendor, else the first), so it can be accepted', async () => {
    const server = await startWithDemoVendor(true);
    const [firstOfCategory] = await rows<{ id: number; name: string }>(
      server.db,
      sql`SELECT id, name FROM vendors WHERE category_id = (SELECT category_id FROM vendors WHERE id = ${server.vendorId}) ORDER BY id`,
    );
    const toVendor = await server.sendCustom(server.vendorId);
    const toAll = await server.sendCustom(null);
    expect([toVendor.status, toAll.status]).toEqual(['requested', 'requested']);
    expect(server.tasks).toHaveLength(2);

    await server.runAll();
    const read = async (id: number) => requestAnswerSchema.parse((await server.post('/reactapi/view/request', { order_id: id }, server.maya)).body.data).request;
    const quotedToAll = await read(toAll.id);
    expect(quotedToAll).toMatchObject({ status: 'quoted', vendor_id: firstOfCategory!.id, total_cents: 20_000 });
    expect(quotedToAll.custom?.quote).toMatchObject({ price_cents: 20_000, date: '2026-03-20' });
    expect(await read(toVendor.id)).toMatchObject({ status: 'quoted', vendor_id: server.vendorId });
    expect((await server.messages(toVendor.id)).map((message) => [message.sender, message.body])).toEqual([
      ['vendor', expect.stringMatching(/^Thank you for your request! Our quote is on its page/)],
    ]);
    const notifications = notificationPageSchema.parse((await server.post('/reactapi/view/notifications', {}, server.maya)).body.data);
    expect(notifications.items.map((item) => item.body)).toContain(`${firstOfCategory!.name} sent you a quote: accept or decline it on your request’s page.`);

    // The person takes the quote as it was shown: the request moves on to payment.
    const accepted = await server.post('/reactapi/request/quote/accept', { order_id: toAll.id, quote: quotedToAll.custom!.quote }, server.maya);
    expect(accepted.status).toBe(200);
    expect(requestAnswerSchema.parse(accepted.body.data).request.status).toBe('accepted');
  });

  it('says a custom request to a category with no vendors is received, in a notification', async () => {
    const server = await startWithDemoVendor(true);
    const empty = (await value<number>(server.db, sql`SELECT id FROM categories WHERE id NOT IN (SELECT category_id FROM vendors) ORDER BY id`))!;
    const request = await server.sendCustom(null, empty);
    await server.runAll();
    expect((await server.post('/reactapi/view/request', { order_id: request.id }, server.maya)).body.data).toMatchObject({ request: { status: 'requested' } });
    const notifications = notificationPageSchema.parse((await server.post('/reactapi/view/notifications', {}, server.maya)).body.data);
    expect(notifications.items[0]).toMatchObject({
      kind: 'request_status',
      title: `Custom request #${request.id}: received`,
      body: expect.stringMatching(/^We have your request\. No vendor offers .+ yet: we are looking for one who can do it\.$/),
      link: `/requests/${request.id}`,
      read: false,
    });
  });

  it('says nothing when it is off (production, or LYLA_DEMO_VENDOR=off)', async () => {
    const server = await startWithDemoVendor(false);
    await server.send('first-message-000001', 'Is it gift wrapped?');
    await server.sendCustom(server.vendorId);
    expect((await server.messages()).map((message) => message.sender)).toEqual(['buyer']);
  });
});
