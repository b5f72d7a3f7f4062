// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { addressListSchema, addressResultSchema, cardResultSchema } from '../src/api/contract/account';
import { orderResultSchema, paymentStatusSchema, type PaymentMethod } from '../src/api/contract/money';
import { requestListSchema } from '../src/api/contract/requests';
import { rows, run, sql, value } from './db';
import { DECLINED_VISA, newCard, startMoneyServer, VISA, type MoneyServer } from './moneyTestSupport';
import { DEMO_EMAIL } from './seed';

let server: MoneyServer;

beforeEach(async () => {
  server = await startMoneyServer();
});

const HOME = { label: 'Home', line1: '12 Harbor Rd', line2: '', city: 'Boston', state: 'MA', zipcode: '02110', is_default: true };

/** An order of 2 × the first product and 1 × the second, of the same vendor. */
async function orderOf(payment: PaymentMethod, overrides: Record<string, unknown> = {}) {
  const { first, second } = await server.products();
  return {
    idempotency_key: server.key(),
    vendor_id: first.vendor_id,
    lines: [
      { product_id: first.id, quantity: 2, options: {} },
      { product_id: second.id, quantity: 1, options: {} },
    ],
    delivery: { address: HOME },
    payment,
    ...overrides,
  };
}
const expectedTotal = async () => {
  const { first, second } = await server.products();
  return 2 * first.price_cents + second.price_cents;
};

const create = (body: unknown, token = server.maya) => server.post('/reactapi/order/create', body, token);
const requests = async (token = server.maya) =>
  requestListSchema.parse((await server.post('/reactapi/view/requests', {}, token)).body.data).orders;
const count = (table: string) => value<number>(server.db, sql`SELECT count(*) AS n FROM ${sql.id(table)}`);
const refused = (status: number, code: number, message: string) => ({ status, body: expect.objectContaining({ code, message }) });

describe('an order paid from the wallet', () => {
  it('is priced from the catalogue, paid, and shows in the wallet history and in requests', async () => {
    await server.addFunds(server.maya, 100_000);
    const { first, second } = await server.products();
    const response = await create(await orderOf({ type: 'wallet' }));
    expect(response.status).toBe(200);
    const { order, balance_cents, provider } = orderResultSchema.parse(response.body.data);

    expect(order).toMatchObject({ vendor_id: first.vendor_id, status: 'paid', total_cents: await expectedTotal(), failure: null });
    expect(order.lines).toEqual([
      { product_id: first.id, name: first.name, quantity: 2, unit_cents: first.price_cents, options: {} },
      { product_id: second.id, name: second.name, quantity: 1, unit_cents: second.price_cents, options: {} },
    ]);
    expect(balance_cents).toBe(100_000 - (await expectedTotal()));
    expect(provider).toBeNull();
    expect((await server.wallet(server.maya)).entries[0]).toMatchObject({
      kind: 'payment',
      amount_cents: -(await expectedTotal()),
      description: `Order #${order.id} at ${order.vendor_name}`,
    });
    expect(await requests()).toEqual([order]);
    expect(await count('addresses')).toBe(1);
  });

  it('is not placed when the balance is too low', async () => {
    await server.addFunds(server.maya, 500);
    expect(await create(await orderOf({ type: 'wallet' }))).toEqual(refused(400, 40201, 'Your LYLA Wallet balance is too low'));
    expect(await requests()).toEqual([]);
    expect(await count('addresses')).toBe(0);
    expect(await server.balance(server.maya)).toBe(500);
  });

  it('never takes the balance below zero under concurrent orders', async () => {
    const total = await expectedTotal();
    await server.addFunds(server.maya, total * 3 + 10);
    const bodies = await Promise.all(Array.from({ length: 10 }, () => orderOf({ type: 'wallet' })));
    const responses = await Promise.all(bodies.map((body) => create(body)));
    expect(responses.filter((response) => response.status === 200)).toHaveLength(3);
    expect(responses.filter((response) => response.body.code === 40201)).toHaveLength(7);
    expect(await server.ledgerOf(DEMO_EMAIL)).toEqual({ balance: 10, sum: 10 });
    expect(await requests()).toHaveLength(3);
  });
});

describe('an order paid by card', () => {
  it('is paid with a saved card of the person', async () => {
    const card = cardResultSchema.parse((await server.post('/reactapi/user/card/credit', VISA, server.maya)).body.data).card;
    const response = await create(await orderOf({ type: 'card', card_id: card.id }));
    expect(response.status).toBe(200);
    expect(orderResultSchema.parse(response.body.data)).toMatchObject({ order: { status: 'paid' }, balance_cents: null });
    expect(await create(await orderOf({ type: 'card', card_id: card.id }), server.ben)).toEqual(refused(404, 40400, 'Card not found'));
  });

  it('is paid with a new card, saved when asked', async () => {
    expect((await create(await orderOf(newCard(VISA, true)))).status).toBe(200);
    expect((await rows<{ last4: string }>(server.db, sql`SELECT last4 FROM cards`)).map((card) => card.last4)).toEqual(['4242']);
  });

  it('is kept as failed with the reason when the card is declined, and answered 402', async () => {
    const response = await create(await orderOf(newCard(DECLINED_VISA, true)));
    expect(response).toEqual(refused(402, 40202, 'Your card was declined'));
    const { order } = orderResultSchema.parse(response.body.data);
    expect(order).toMatchObject({ status: 'failed', failure: 'Your card was declined' });
    expect(await requests()).toEqual([order]);
    expect(await count('cards')).toBe(0);
  });
});

describe('what an order may hold', () => {
  it('refuses unknown products and products of another vendor', async () => {
    const { first, other } = await server.products();
    const line = (product_id: number) => ({ lines: [{ product_id, quantity: 1, options: {} }] });
    expect(await create(await orderOf({ type: 'wallet' }, line(999_999)))).toEqual(
      refused(400, 40000, 'This product is no longer available'),
    );
    const mixed = { lines: [{ product_id: first.id, quantity: 1, options: {} }, { product_id: other.id, quantity: 1, options: {} }] };
    const response = await create(await orderOf({ type: 'wallet' }, mixed));
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/^.+ is sold by another vendor$/);
    expect(await count('orders')).toBe(0);
  });

  it('refuses options the product does not offer', async () => {
    const { first } = await server.products();
    const response = await create(await orderOf({ type: 'wallet' }, { lines: [{ product_id: first.id, quantity: 1, options: { Size: 'XXL' } }] }));
    expect(response.body.message).toBe(`Choose Size from the choices of ${first.name}`);
  });

  it('refuses an empty cart and bad quantities', async () => {
    expect((await create(await orderOf({ type: 'wallet' }, { lines: [] }))).body.message).toBe('The cart is empty');
    const { first } = await server.products();
    const tooMany = { lines: [{ product_id: first.id, quantity: 100, options: {} }] };
    expect((await create(await orderOf({ type: 'wallet' }, tooMany))).body.message).toBe('Quantity must be at most 99');
  });

  it("delivers to a saved address of the person, never to someone else's", async () => {
    await server.addFunds(server.maya, 100_000);
    const saved = await server.post('/reactapi/user/address/add', HOME, server.maya);
    const address = addressResultSchema.parse(saved.body.data).address;
    expect((await create(await orderOf({ type: 'wallet' }, { delivery: { address_id: address.id } }))).status).toBe(200);
    expect(await count('addresses')).toBe(1);
    expect(await create(await orderOf({ type: 'wallet' }, { delivery: { address_id: address.id } }), server.ben)).toEqual(
      refused(404, 40400, 'Address not found'),
    );
  });
});

describe('requests', () => {
  it("lists the person's orders newest first, and never another person's", async () => {
    await server.addFunds(server.maya, 100_000);
    const first = orderResultSchema.parse((await create(await orderOf({ type: 'wallet' }))).body.data).order;
    server.advanceClock(60_000);
    const second = orderResultSchema.parse((await create(await orderOf(newCard()))).body.data).order;
    expect((await requests()).map((order) => order.id)).toEqual([second.id, first.id]);
    expect(await requests(server.ben)).toEqual([]);
  });
});

describe('the delivery address kept with an order', () => {
  const { is_default: _default, ...homeAsOrdered } = HOME;
  const saveHome = async () =>
    addressResultSchema.parse((await server.post('/reactapi/user/address/add', HOME, server.maya)).body.data).address;

  it('is the saved address as it was when ordered, whatever becomes of the address later', async () => {
    await server.addFunds(server.maya, 100_000);
    const address = await saveHome();
    const body = await orderOf({ type: 'wallet' }, { delivery: { address_id: address.id } });
    const response = await create(body);
    const { order } = orderResultSchema.parse(response.body.data);
    expect(order.delivery_address).toEqual(homeAsOrdered);
    expect(await requests()).toEqual([order]);

    const moved = { ...address, line1: '99 Elm St', city: 'Cambridge', zipcode: '02139' };
    expect((await server.post('/reactapi/user/address/edit', moved, server.maya)).status).toBe(200);
    expect((await requests())[0]!.delivery_address).toEqual(homeAsOrdered);

    expect((await server.post('/api/user/address/remove', { id: address.id }, server.maya)).status).toBe(200);
    expect(await count('addresses')).toBe(0);
    expect(await requests()).toEqual([order]);
    // A replay and the payment status answer the same address.
    expect(await create(body)).toEqual(response);
    const status = await server.post('/reactapi/payment/status', { idempotency_key: body.idempotency_key }, server.maya);
    expect(paymentStatusSchema.parse(status.body.data).order?.delivery_address).toEqual(homeAsOrdered);
  });

  it('is a new address as typed, also when the address saved with the order is edited later', async () => {
    const office = { ...HOME, label: 'Office', line1: '1 Federal St', line2: 'Floor 3', is_default: false };
    const response = await create(await orderOf(newCard(), { delivery: { address: office } }));
    const { order } = orderResultSchema.parse(response.body.data);
    const { is_default: _officeDefault, ...officeAsOrdered } = office;
    expect(order.delivery_address).toEqual(officeAsOrdered);

    const [saved] = addressListSchema.parse((await server.post('/reactapi/view/account/addresses', {}, server.maya)).body.data).addresses;
    expect(saved).toMatchObject(officeAsOrdered);
    await server.post('/reactapi/user/address/edit', { ...saved!, line2: 'Floor 9' }, server.maya);
    expect((await requests())[0]!.delivery_address).toEqual(officeAsOrdered);
  });

  it('is null when the order holds no readable copy of it', async () => {
    const { order } = orderResultSchema.parse((await create(await orderOf(newCard()))).body.data);
    await run(server.db, sql`UPDATE orders SET delivery_json = '{}' WHERE id = ${order.id}`);
    expect((await requests())[0]!.delivery_address).toBeNull();
  });
});
