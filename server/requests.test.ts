// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { avatarUploadSchema } from '../src/api/contract/account';
import { orderResultSchema, type PaymentMethod } from '../src/api/contract/money';
import { requestAnswerSchema, requestListSchema } from '../src/api/contract/requests';
import { engineOf, exec, rows, sql, value } from './db';
import { newCard, startMoneyServer, type MoneyServer } from './moneyTestSupport';
import { startTestServer } from './testSupport';

let server: MoneyServer;

beforeEach(async () => {
  server = await startMoneyServer();
});

const HOME = { label: 'Home', line1: '12 Harbor Rd', line2: '', city: 'Boston', state: 'MA', zipcode: '02110', is_default: true };

async function placeOrder(payment: PaymentMethod = { type: 'wallet' }, token = server.maya, delivery: object = { address: HOME }) {
  const { first } = await server.products();
  const response = await server.post(
    '/reactapi/order/create',
    { idempotency_key: server.key(), vendor_id: first.vendor_id, lines: [{ product_id: first.id, quantity: 2, options: {} }], delivery, payment },
    token,
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return orderResultSchema.parse(response.body.data).order;
}

const detail = async (orderId: number, token = server.maya) => server.post('/reactapi/view/request', { order_id: orderId }, token);
const requestOf = async (orderId: number) => requestAnswerSchema.parse((await detail(orderId)).body.data).request;
const cancel = (orderId: number, key: string, token = server.maya) =>
  server.post('/reactapi/request/cancel', { order_id: orderId, idempotency_key: key }, token);
const advance = (orderId: number, action: string) => server.post('/api/dev/requests/advance', { order_id: orderId, action });
const list = async (body: Record<string, unknown> = {}, token = server.maya) =>
  requestListSchema.parse((await server.post('/reactapi/view/requests', body, token)).body.data);
const conflict = expect.objectContaining({ status: 409, body: expect.objectContaining({ code: 40904 }) });

async function customRequest(overrides: Record<string, unknown> = {}) {
  const categoryId = (await value<number>(server.db, sql`SELECT id FROM categories ORDER BY id LIMIT 1`))!;
  return {
    idempotency_key: server.key(),
    category_id: categoryId,
    vendor_id: null,
    description: 'A cake for 40 people with the team logo',
    quantity: 1,
    budget_cents: 15_000,
    needed_by: '2026-03-20',
    delivery: { address: HOME },
    ...overrides,
  };
}
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(56, 7)]);

/** A photo uploaded through the avatar's path (announced, then its bytes PUT): its upload id. */
async function uploadPhoto(token = server.maya) {
  const announced = await server.post('/api/avatar/upload', { file_name: 'sketch.png', content_type: 'image/png', size: PNG.length }, token);
  const { upload_url, upload_id } = avatarUploadSchema.parse(announced.body.data);
  const put = await server.app.request(upload_url, { method: 'PUT', headers: { 'Content-Type': 'image/png' }, body: new Uint8Array(PNG) });
  expect(put.status).toBe(200);
  return upload_id;
}

async function sendCustom(overrides: Record<string, unknown> = {}) {
  const response = await server.post('/reactapi/request/custom', await customRequest(overrides), server.maya);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return requestAnswerSchema.parse(response.body.data).request;
}

describe('the life of an order', () => {
  it('goes placed → accepted → preparing → delivered, each step on its timeline, and refuses moves out of order', async () => {
    await server.addFunds(server.maya, 50_000);
    const order = await placeOrder();
    expect(await advance(order.id, 'prepare')).toEqual(conflict);
    expect((await advance(order.id, 'accept')).status).toBe(200);
    expect(await cancel(order.id, server.key())).toEqual(conflict);
    expect((await advance(order.id, 'prepare')).status).toBe(200);
    expect((await advance(order.id, 'deliver')).status).toBe(200);
    expect(await advance(order.id, 'decline')).toEqual(conflict);

    const request = await requestOf(order.id);
    expect(request.status).toBe('delivered');
    expect(request.timeline.map((entry) => entry.status)).toEqual(['paid', 'accepted', 'preparing', 'delivered']);
    expect(request.can_cancel).toBe(false);
    expect(request.payment_method).toBe('wallet');
  });

  it('cancelled before the vendor accepts gives the wallet its money back once, whatever the retries', async () => {
    await server.addFunds(server.maya, 50_000);
    const order = await placeOrder();
    expect((await requestOf(order.id)).can_cancel).toBe(true);
    const key = server.key();
    const [first, again] = await Promise.all([cancel(order.id, key), cancel(order.id, key)]);
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(requestAnswerSchema.parse(first.body.data).balance_cents).toBe(50_000);
    expect(await cancel(order.id, server.key())).toEqual(conflict);

    expect(await server.balance(server.maya)).toBe(50_000);
    const wallet = await server.wallet(server.maya);
    expect(wallet.entries.filter((entry) => entry.kind === 'refund')).toEqual([
      expect.objectContaining({ amount_cents: order.total_cents, description: `Refund of order #${order.id} at ${order.vendor_name}` }),
    ]);
    const request = await requestOf(order.id);
    expect(request.status).toBe('cancelled');
    expect(request.refund).toMatchObject({ method: 'wallet', amount_cents: order.total_cents });
  });

  it('tells the buyer of each status change with a notification, each a sentence naming the vendor', async () => {
    await server.addFunds(server.maya, 50_000);
    const order = await placeOrder();
    expect((await advance(order.id, 'accept')).body).toMatchObject({ code: 200 });
    expect(await advance(order.id, 'deliver')).toEqual(conflict);
    await advance(order.id, 'prepare');
    await advance(order.id, 'deliver');
    const notesOf = (orderId: number) =>
      rows<{ kind: string; title: string; body: string }>(
        server.db,
        sql`SELECT kind, title, body FROM notifications WHERE link = ${`/requests/${orderId}`} ORDER BY id`,
      );
    const vendor = order.vendor_name!;
    expect(await notesOf(order.id)).toEqual([
      { kind: 'order_status', title: `Order #${order.id}: Accepted`, body: `${vendor} accepted your order.` },
      { kind: 'order_status', title: `Order #${order.id}: Being prepared`, body: `${vendor} is preparing your order.` },
      { kind: 'order_status', title: `Order #${order.id}: Delivered`, body: `${vendor} delivered your order.` },
    ]);

    const custom = await sendCustom();
    await server.post('/api/dev/requests/quote', { order_id: custom.id, price_cents: 12_000, date: '2026-03-18' });
    const quoted = await requestOf(custom.id);
    await server.post('/reactapi/request/quote/accept', { order_id: custom.id, quote: quoted.custom!.quote }, server.maya);
    await server.post('/reactapi/request/pay', { order_id: custom.id, idempotency_key: server.key(), payment: { type: 'wallet' } }, server.maya);
    expect((await notesOf(custom.id)).map((note) => note.body)).toEqual([
      `${quoted.vendor_name} sent you a quote: accept or decline it on your request’s page.`,
      `You accepted the quote from ${quoted.vendor_name}: pay it to confirm your request.`,
      'We received your payment for your custom request.',
    ]);
  });

  it('declined by the vendor after a card payment records the card refund', async () => {
    const order = await placeOrder(newCard());
    expect((await advance(order.id, 'decline')).status).toBe(200);
    const request = await requestOf(order.id);
    expect(request.status).toBe('declined');
    expect(request.refund).toMatchObject({ method: 'card', amount_cents: order.total_cents });
  });
});

describe('requests belong to their person', () => {
  it('someone else cannot read or cancel them: they answer like a missing one', async () => {
    await server.addFunds(server.maya, 50_000);
    const order = await placeOrder();
    const missing = { status: 404, body: expect.objectContaining({ code: 40400, message: 'Request not found' }) };
    expect(await detail(order.id, server.ben)).toEqual(missing);
    expect(await detail(999_999)).toEqual(missing);
    expect(await cancel(order.id, server.key(), server.ben)).toEqual(missing);
    expect((await list({}, server.ben)).orders).toEqual([]);
    expect((await requestOf(order.id)).status).toBe('paid');
  });

  it('the vendor side is not there without the development endpoints', async () => {
    const plain = await startTestServer({ devEndpoints: false });
    expect((await plain.post('/api/dev/requests/advance', { order_id: 1, action: 'accept' })).status).toBe(404);
  });
});

describe('the list', () => {
  it('is newest first, a page at a time, filtered by open / completed / cancelled', async () => {
    await server.addFunds(server.maya, 100_000);
    const saved = await server.post('/reactapi/user/address/add', HOME, server.maya);
    const delivery = { address_id: (saved.body.data as { address: { id: number } }).address.id };
    const placed = [];
    for (let index = 0; index < 22; index += 1) placed.push(await placeOrder({ type: 'wallet' }, server.maya, delivery));
    await advance(placed[0]!.id, 'accept');
    await advance(placed[0]!.id, 'prepare');
    await advance(placed[0]!.id, 'deliver');
    await cancel(placed[1]!.id, server.key());

    const first = await list();
    expect(first.total).toBe(22);
    expect(first.orders).toHaveLength(20);
    expect(first.orders[0]!.id).toBe(placed[21]!.id);
    const second = await list({ cursor: first.next_cursor });
    expect(second.orders.map((order) => order.id)).toEqual([placed[1]!.id, placed[0]!.id]);
    expect(second.next_cursor).toBeNull();

    expect((await list({ filter: 'completed' })).orders.map((order) => order.id)).toEqual([placed[0]!.id]);
    expect((await list({ filter: 'cancelled' })).orders.map((order) => order.id)).toEqual([placed[1]!.id]);
    expect((await list({ filter: 'open' })).total).toBe(20);
    expect((await server.post('/reactapi/view/requests', { filter: 'lost' }, server.maya)).status).toBe(400);
  });
});

describe('a custom request', () => {
  it('is requested, quoted by a vendor, accepted and paid from the wallet', async () => {
    await server.addFunds(server.maya, 50_000);
    const request = await sendCustom();
    expect(request).toMatchObject({ kind: 'custom', status: 'requested', vendor_id: null, can_cancel: true });
    expect(request.custom).toMatchObject({ description: 'A cake for 40 people with the team logo', budget_cents: 15_000, quote: null });
    const madeUp = { price_cents: 12_000, date: '2026-03-18', note: '', quoted_at: '2026-03-02T09:00:00.000Z' };
    expect(await server.post('/reactapi/request/quote/accept', { order_id: request.id, quote: madeUp }, server.maya)).toEqual(conflict);

    const quoted = await server.post('/api/dev/requests/quote', { order_id: request.id, price_cents: 12_000, date: '2026-03-18', note: 'With candles' });
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    const { quote } = (await requestOf(request.id)).custom!;
    const accepted = await server.post('/reactapi/request/quote/accept', { order_id: request.id, quote }, server.maya);
    expect(requestAnswerSchema.parse(accepted.body.data).request).toMatchObject({ status: 'accepted', total_cents: 12_000 });

    const paid = await server.post('/reactapi/request/pay', { order_id: request.id, idempotency_key: server.key(), payment: { type: 'wallet' } }, server.maya);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(orderResultSchema.parse(paid.body.data)).toMatchObject({ order: { status: 'paid' }, balance_cents: 38_000 });
    const after = await requestOf(request.id);
    expect(after.timeline.map((entry) => entry.status)).toEqual(['requested', 'quoted', 'accepted', 'paid']);
    expect(after.custom?.quote).toMatchObject({ price_cents: 12_000, date: '2026-03-18', note: 'With candles' });
    expect(after.can_cancel).toBe(false);
  });

  it('is accepted only at the quote the person saw: a quote changed since is refused (409 / 40905) with the new one', async () => {
    const request = await sendCustom();
    await server.post('/api/dev/requests/quote', { order_id: request.id, price_cents: 1_000, date: '2026-03-18' });
    const seen = (await requestOf(request.id)).custom!.quote!;
    // The vendor quotes again before the person's accept arrives (at the same instant, even).
    await server.post('/api/dev/requests/quote', { order_id: request.id, price_cents: 99_000, date: '2026-03-18' });

    const refused = await server.post('/reactapi/request/quote/accept', { order_id: request.id, quote: seen }, server.maya);
    expect(refused).toMatchObject({
      status: 409,
      body: { code: 40905, message: 'The vendor changed the quote: it is now $990.00 by Mar 18, 2026. Accept the new quote if it suits you.' },
    });
    const { request: now } = requestAnswerSchema.parse(refused.body.data);
    expect(now).toMatchObject({ id: request.id, status: 'quoted', custom: { quote: { price_cents: 99_000 } } });
    expect((await requestOf(request.id)).status).toBe('quoted');

    // The quote now shown is the one accepted, at its price.
    const accepted = await server.post('/reactapi/request/quote/accept', { order_id: request.id, quote: now.custom!.quote }, server.maya);
    expect(requestAnswerSchema.parse(accepted.body.data).request).toMatchObject({ status: 'accepted', total_cents: 99_000 });
    // An accept that names no quote is refused.
    expect(await server.post('/reactapi/request/quote/accept', { order_id: request.id }, server.maya)).toMatchObject({ status: 400 });
  });

  it('is refused with clear messages for bad input, and a quote can be declined', async () => {
    const bad = await server.post('/reactapi/request/custom', await customRequest({ quantity: 0, budget_cents: 12.5 }), server.maya);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Quantity must be at least 1');
    const otherCategoryVendor = await value<number>(server.db, sql`SELECT id FROM vendors ORDER BY category_id DESC, id LIMIT 1`);
    expect((await server.post('/reactapi/request/custom', await customRequest({ vendor_id: otherCategoryVendor }), server.maya)).status).toBe(400);

    const request = await sendCustom();
    await server.post('/api/dev/requests/quote', { order_id: request.id, price_cents: 20_000, date: '2026-03-18' });
    const declined = await server.post('/reactapi/request/quote/decline', { order_id: request.id }, server.maya);
    expect(requestAnswerSchema.parse(declined.body.data).request.status).toBe('declined');
    expect((await list({ filter: 'cancelled' })).orders.map((order) => order.id)).toEqual([request.id]);
  });

  it("carries the person's own photos, each used once; another person's upload cannot be attached", async () => {
    const [first, second] = [await uploadPhoto(), await uploadPhoto()];
    const bens = await uploadPhoto(server.ben);
    // Ben's upload answers like a missing one, nothing is made, and Maya's own photo beside it
    // is not used up: she sends it with her next try.
    const foreign = await server.post('/reactapi/request/custom', await customRequest({ photo_upload_ids: [first, bens] }), server.maya);
    expect(foreign).toMatchObject({ status: 404, body: { message: 'Upload not found' } });
    expect((await list()).orders).toEqual([]);

    const request = await sendCustom({ photo_upload_ids: [first, second] });
    expect(request.custom?.photos).toEqual([`/api/avatar/file/${first}.png`, `/api/avatar/file/${second}.png`]);
    expect((await requestOf(request.id)).custom?.photos).toEqual(request.custom?.photos);
    const image = await server.app.request(request.custom!.photos[0]!);
    expect(image.status).toBe(200);
    // A used upload cannot go with another request.
    expect(await server.post('/reactapi/request/custom', await customRequest({ photo_upload_ids: [first] }), server.maya)).toMatchObject({ status: 404 });
    // A request without photos has none.
    expect((await sendCustom()).custom?.photos).toEqual([]);
  });

  it('keeps the photos usable when the request cannot be written: claiming the uploads and writing the request are one', async () => {
    const [first, second] = [await uploadPhoto(), await uploadPhoto()];
    const body = await customRequest({ photo_upload_ids: [first, second] });
    // The request's write fails after its photos were found (as a crash or a full disk would).
    const postgres = engineOf(server.db) === 'postgres';
    await exec(
      server.db,
      postgres
        ? `CREATE FUNCTION no_requests() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'the write failed'; END $$;
           CREATE TRIGGER no_requests BEFORE INSERT ON custom_requests FOR EACH ROW EXECUTE FUNCTION no_requests()`
        : "CREATE TRIGGER no_requests BEFORE INSERT ON custom_requests BEGIN SELECT RAISE(ABORT, 'the write failed'); END",
    );
    expect(await server.post('/reactapi/request/custom', body, server.maya)).toMatchObject({ status: 500, body: { code: 50000 } });
    await exec(server.db, postgres ? 'DROP TRIGGER no_requests ON custom_requests; DROP FUNCTION no_requests()' : 'DROP TRIGGER no_requests');

    const sent = await server.post('/reactapi/request/custom', body, server.maya);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const { photos } = requestAnswerSchema.parse(sent.body.data).request.custom!;
    expect(photos).toEqual([`/api/avatar/file/${first}.png`, `/api/avatar/file/${second}.png`]);
    for (const photo of photos) expect((await server.app.request(photo)).status).toBe(200);
  });

  it('takes at most four photos, each once', async () => {
    const five = await server.post('/reactapi/request/custom', await customRequest({ photo_upload_ids: ['a', 'b', 'c', 'd', 'e'] }), server.maya);
    expect(five).toMatchObject({ status: 400 });
    expect(JSON.stringify(five.body)).toContain('Add at most 4 photos');
    const twice = await server.post('/reactapi/request/custom', await customRequest({ photo_upload_ids: ['a', 'a'] }), server.maya);
    expect(JSON.stringify(twice.body)).toContain('Add each photo once');
  });
});
