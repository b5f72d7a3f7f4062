// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { captureResultSchema, orderResultSchema, paymentStatusSchema, walletMovementSchema } from '../src/api/contract/money';
import type { CaptureOutcome, PaymentProvider } from './money/paymentProvider';
import { startMoneyServer, type MoneyServer } from './moneyTestSupport';

let server: MoneyServer;

beforeEach(async () => {
  server = await startMoneyServer();
});

/** An order of one product paid through the provider; answers the order, its key and the provider step. */
async function providerOrder() {
  const { first } = await server.products();
  const key = server.key();
  const response = await server.post(
    '/reactapi/order/create',
    {
      idempotency_key: key,
      vendor_id: first.vendor_id,
      lines: [{ product_id: first.id, quantity: 3, options: {} }],
      delivery: { address: { label: 'Home', line1: '1 Main St', line2: '', city: 'Boston', state: 'MA', zipcode: '02110', is_default: true } },
      payment: { type: 'provider' },
    },
    server.maya,
  );
  expect(response.status).toBe(200);
  const { order, provider } = orderResultSchema.parse(response.body.data);
  return { order, key, provider: provider!, total: 3 * first.price_cents };
}

/** The buyer at the provider's page: opens it, then presses a button. Answers where they are sent back. */
async function decideAtProvider(approveUrl: string, button: 'approve' | 'cancel' | 'fail') {
  const page = await server.app.request(approveUrl);
  expect(page.status).toBe(200);
  const decision = await server.app.request(`${approveUrl}/${button}`, { method: 'POST' });
  expect(decision.status).toBe(303);
  return decision.headers.get('Location');
}

const capture = async (providerOrderId: string, token = server.maya) =>
  server.post('/reactapi/payment/provider/capture', { provider_order_id: providerOrderId }, token);
const captured = async (providerOrderId: string) => {
  const response = await capture(providerOrderId);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return captureResultSchema.parse(response.body.data);
};
const statusOf = async (key: string) =>
  paymentStatusSchema.parse((await server.post('/reactapi/payment/status', { idempotency_key: key }, server.maya)).body.data);

describe('the sandbox provider page', () => {
  it('shows the amount with Approve, Cancel and Fail, self-contained', async () => {
    const { provider, total } = await providerOrder();
    expect(provider.approve_url).toBe(`/sandbox-provider/checkout/${provider.provider_order_id}`);
    const page = await server.app.request(provider.approve_url);
    expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain(`$${(total / 100).toFixed(2)}`);
    for (const button of ['Approve', 'Cancel', 'Fail']) expect(html).toContain(`>${button}</button>`);
    expect(html).not.toMatch(/(src|href)=|https?:/);
  });

  it('answers 404 for a payment it does not know', async () => {
    expect((await server.app.request('/sandbox-provider/checkout/SBX-NOPE')).status).toBe(404);
    expect((await server.app.request('/sandbox-provider/checkout/SBX-NOPE/approve', { method: 'POST' })).status).toBe(404);
  });
});

describe('an order paid through the provider', () => {
  it('waits for the provider, then is paid once approved and captured', async () => {
    const { order, key, provider } = await providerOrder();
    expect(order.status).toBe('pending_provider');
    expect(await statusOf(key)).toMatchObject({ status: 'pending_provider', order: { id: order.id } });

    const back = await decideAtProvider(provider.approve_url, 'approve');
    expect(back).toBe(`/site/app/#/checkoutPaypal/${order.id}?provider_order_id=${provider.provider_order_id}`);
    const result = await captured(provider.provider_order_id);
    expect(result).toMatchObject({ status: 'completed', order: { id: order.id, status: 'paid', failure: null }, movement: null });
    expect(await statusOf(key)).toMatchObject({ status: 'completed', order: { status: 'paid' } });
  });

  it('answers where to approve it when its placing answer is asked again by the key, until the buyer decides', async () => {
    const { order, key, provider } = await providerOrder();
    expect(await statusOf(key)).toEqual({ status: 'pending_provider', order: expect.objectContaining({ id: order.id }), movement: null, provider });

    await decideAtProvider(provider.approve_url, 'cancel');
    await captured(provider.provider_order_id);
    expect(await statusOf(key)).toMatchObject({ status: 'failed', provider: null });
  });

  it('is captured once: capturing again, also at the same time, answers the same', async () => {
    const { provider } = await providerOrder();
    await decideAtProvider(provider.approve_url, 'approve');
    const [first, ...others] = await Promise.all(Array.from({ length: 4 }, () => capture(provider.provider_order_id)));
    for (const other of others) expect(other).toEqual(first);
    expect(await capture(provider.provider_order_id)).toEqual(first);
  });

  it('is cancelled when the buyer cancels at the provider', async () => {
    const { order, key, provider } = await providerOrder();
    const back = await decideAtProvider(provider.approve_url, 'cancel');
    expect(back).toBe(`/site/app/#/checkoutPaypal/${order.id}?provider_order_id=${provider.provider_order_id}`);
    expect(await captured(provider.provider_order_id)).toMatchObject({
      status: 'cancelled',
      order: { status: 'cancelled', failure: 'The payment was cancelled' },
    });
    expect((await statusOf(key)).status).toBe('failed');
  });

  it('fails when the provider fails the payment', async () => {
    const { provider } = await providerOrder();
    await decideAtProvider(provider.approve_url, 'fail');
    expect(await captured(provider.provider_order_id)).toMatchObject({
      status: 'failed',
      order: { status: 'failed', failure: 'The payment provider declined the payment' },
    });
  });

  it('keeps the first decision made at the provider', async () => {
    const { provider } = await providerOrder();
    await decideAtProvider(provider.approve_url, 'approve');
    await decideAtProvider(provider.approve_url, 'fail');
    expect((await captured(provider.provider_order_id)).status).toBe('completed');
  });

  it('cannot be captured before the buyer decides, nor by another person', async () => {
    const { order, provider } = await providerOrder();
    expect(await capture(provider.provider_order_id)).toEqual({
      status: 409,
      body: { code: 40903, message: 'The payment has not been approved at the provider yet', data: null },
    });
    await decideAtProvider(provider.approve_url, 'approve');
    expect(await capture(provider.provider_order_id, server.ben)).toEqual({
      status: 404,
      body: { code: 40400, message: 'Payment not found', data: null },
    });
    expect((await captured(provider.provider_order_id)).order).toMatchObject({ id: order.id, status: 'paid' });
  });
});

describe('adding funds through the provider', () => {
  async function rechargeByProvider(amountCents: number) {
    const key = server.key();
    const response = await server.post(
      '/reactapi/user/recharge',
      { idempotency_key: key, amount_cents: amountCents, method: { type: 'provider' } },
      server.maya,
    );
    expect(response.status).toBe(200);
    return { key, movement: walletMovementSchema.parse(response.body.data) };
  }

  it('credits the wallet once the buyer approves and the app captures, once', async () => {
    const { key, movement } = await rechargeByProvider(2500);
    expect(movement).toMatchObject({ status: 'pending_provider', entry: null, balance_cents: 0 });
    const providerOrderId = movement.provider!.provider_order_id;
    expect(await statusOf(key)).toMatchObject({ status: 'pending_provider', movement: { provider: movement.provider } });

    const back = await decideAtProvider(movement.provider!.approve_url, 'approve');
    expect(back).toBe(`/site/app/#/settings/account/wallet/add/feedback?provider_order_id=${providerOrderId}`);
    const results = await Promise.all([captured(providerOrderId), captured(providerOrderId)]);
    expect(results[1]).toEqual(results[0]);
    expect(results[0]).toMatchObject({
      status: 'completed',
      order: null,
      movement: { status: 'completed', balance_cents: 2500, entry: { kind: 'top_up', amount_cents: 2500, description: 'Added with the payment provider' } },
    });
    expect(await server.balance(server.maya)).toBe(2500);
    expect((await server.wallet(server.maya)).entries).toHaveLength(1);
    expect(await statusOf(key)).toMatchObject({ status: 'completed', movement: { entry: { amount_cents: 2500 } } });
  });

  it('credits nothing when the buyer cancels', async () => {
    const { key, movement } = await rechargeByProvider(2500);
    await decideAtProvider(movement.provider!.approve_url, 'cancel');
    expect(await captured(movement.provider!.provider_order_id)).toEqual({ status: 'cancelled', order: null, movement: null });
    expect(await server.balance(server.maya)).toBe(0);
    expect((await statusOf(key)).status).toBe('failed');
  });
});

describe('another provider', () => {
  it('is plugged in by configuration, and the sandbox pages are then not served', async () => {
    const outcomes = new Map<string, CaptureOutcome>();
    const provider: PaymentProvider = {
      createOrder: async (amountCents, returnUrl) => {
        const id = `REAL-${outcomes.size + 1}`;
        outcomes.set(id, 'completed');
        expect([amountCents > 0, returnUrl]).toEqual([true, expect.stringMatching(/^\/site\/app\/#\/checkoutPaypal\/\d+$/)]);
        return { providerOrderId: id, approveUrl: `https://pay.example/approve/${id}` };
      },
      capture: async (id) => outcomes.get(id) ?? 'failed',
    };
    server = await startMoneyServer({ paymentProvider: provider });
    const { order, provider: step } = await providerOrder();
    expect(step).toEqual({ provider_order_id: 'REAL-1', approve_url: 'https://pay.example/approve/REAL-1' });
    expect((await captured('REAL-1')).order).toMatchObject({ id: order.id, status: 'paid' });
    expect((await server.app.request('/sandbox-provider/checkout/REAL-1')).status).toBe(404);
  });

  it('that cannot be reached leaves the order failed with the reason', async () => {
    const unreachable: PaymentProvider = {
      createOrder: async () => {
        throw new Error('connect ECONNREFUSED');
      },
      capture: async () => 'failed',
    };
    server = await startMoneyServer({ paymentProvider: unreachable });
    const { first } = await server.products();
    const response = await server.post(
      '/reactapi/order/create',
      {
        idempotency_key: server.key(),
        vendor_id: first.vendor_id,
        lines: [{ product_id: first.id, quantity: 1, options: {} }],
        delivery: { address: { label: 'Home', line1: '1 Main St', line2: '', city: 'Boston', state: 'MA', zipcode: '02110', is_default: true } },
        payment: { type: 'provider' },
      },
      server.maya,
    );
    const reason = 'The payment provider is not available. Try again later.';
    expect(response).toMatchObject({ status: 402, body: { code: 40202, message: reason } });
    expect(orderResultSchema.parse(response.body.data).order).toMatchObject({ status: 'failed', failure: reason });
    expect(server.logs.some((line) => line.includes('ECONNREFUSED'))).toBe(true);
  });
});
