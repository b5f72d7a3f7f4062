import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Card } from '../api/contract/account';
import type { Wallet } from '../api/contract/money';
import { EnvelopeError, TimeoutError, TransportError } from '../api/errors';
import { checkoutMachine } from './checkoutMachine';
import { paymentAttemptMachine, type RequestStatus } from './paymentAttemptMachine';
import { walletAddMachine } from './walletAddMachine';
import { walletGiftMachine } from './walletGiftMachine';

const wallet: Wallet = {
  balance_cents: 5_000,
  entries: [],
  limits: { recharge_min_cents: 500, recharge_max_cents: 100_000, gift_min_cents: 100, gift_max_cents: 50_000 },
};
const movement = { status: 'completed' as const, entry: null, balance_cents: 4_000, provider: null };

/** A payment attempt whose server calls are scripted: each submit takes the next answer. */
function attemptWith(answers: Array<() => Promise<unknown>>, status?: () => Promise<RequestStatus>) {
  const submitted: unknown[] = [];
  const logic = paymentAttemptMachine.provide({
    actors: {
      submit: fromPromise(async ({ input }) => {
        submitted.push(input);
        const next = answers.shift();
        if (!next) throw new Error('no more answers');
        return next();
      }),
      checkStatus: fromPromise(status ?? (async () => ({ status: 'unknown' as const, result: null, failure: null }))),
    },
  });
  return { logic, submitted };
}

describe('paymentAttemptMachine', () => {
  it('a lost answer is checked with the server, and counts as done when the request went through', async () => {
    const { logic } = attemptWith([() => Promise.reject(new TimeoutError())], async () => ({ status: 'completed', result: movement, failure: null }));
    const actor = createActor(logic, { input: { key: 'k'.repeat(20), request: {} } }).start();
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ kind: 'answered', result: movement });
  });

  it('a dropped connection the server never saw is safe to send again', async () => {
    const { logic } = attemptWith([() => Promise.reject(new TransportError())]);
    const actor = createActor(logic, { input: { key: 'k'.repeat(20), request: {} } }).start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toMatchObject({ kind: 'notConfirmed' });
  });

  it('a refusal is final; its reason was the toast’s, not said again (spec §8)', async () => {
    const { logic } = attemptWith([() => Promise.reject(new EnvelopeError('Your card was declined', 402, 40202))]);
    const actor = createActor(logic, { input: { key: 'k'.repeat(20), request: {} } }).start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ kind: 'refused', message: '' });
  });
});

describe('walletGiftMachine', () => {
  function start(answers: Array<() => Promise<unknown>>) {
    const { logic, submitted } = attemptWith(answers);
    const machine = walletGiftMachine.provide({ actors: { loadWallet: fromPromise(async () => wallet), pay: logic } });
    return { actor: createActor(machine, { input: { ownEmail: 'me@lyla.example' } }).start(), submitted };
  }

  it('refuses to review an invalid gift and says why', async () => {
    const { actor } = start([]);
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'gift.change', changes: { recipient: 'me@lyla.example', amount: '60' } });
    actor.send({ type: 'gift.review' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.showErrors).toBe(true);
  });

  it('a retry after a lost answer sends the same request key; a confirm sent twice sends once', async () => {
    const { actor, submitted } = start([() => Promise.reject(new TransportError()), async () => movement]);
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'gift.change', changes: { recipient: 'friend@lyla.example', amount: '10', message: 'Lunch' } });
    actor.send({ type: 'gift.review' });
    actor.send({ type: 'gift.confirm' });
    actor.send({ type: 'gift.confirm' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().can({ type: 'gift.retry' })).toBe(true);
    actor.send({ type: 'gift.retry' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(submitted).toHaveLength(2);
    const [first, second] = submitted as Array<{ key: string; request: { idempotency_key: string; amount_cents: number } }>;
    expect(first?.key).toBe(second?.key);
    expect(second?.request).toMatchObject({ idempotency_key: first?.key, amount_cents: 1_000, recipient_email: 'friend@lyla.example' });
  });

  it('after a refusal there is no retry with the same request, only a change', async () => {
    const { actor } = start([() => Promise.reject(new EnvelopeError('No LYLA account uses this email', 400, 40000))]);
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'gift.change', changes: { recipient: 'nobody@lyla.example', amount: '10' } });
    actor.send({ type: 'gift.review' });
    actor.send({ type: 'gift.confirm' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    // The toast said why (spec §8): the page shows where, not the sentence again.
    expect(failed.context.error).toBe('');
    expect(failed.can({ type: 'gift.retry' })).toBe(false);
    expect(failed.can({ type: 'gift.edit' })).toBe(true);
  });
});

describe('walletAddMachine', () => {
  /** Adds $25 through the provider; the pages it opens go to `openProvider`. */
  async function addThroughProvider(logic: ReturnType<typeof attemptWith>['logic'], openProvider: (url: string) => void) {
    const machine = walletAddMachine.provide({
      actors: { loadWalletAndCards: fromPromise(async () => ({ wallet, cards: [] as Card[] })), pay: logic },
      actions: { openProvider: (_, { url }) => openProvider(url) },
    });
    const actor = createActor(machine).start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'add.changeAmount', amount: '25' });
    actor.send({ type: 'add.choose', choice: { type: 'provider' } });
    actor.send({ type: 'add.submit' });
    return actor;
  }

  it('leaves for the provider when the top-up needs approval', async () => {
    const openProvider = vi.fn();
    const pending = { ...movement, status: 'pending_provider' as const, provider: { provider_order_id: 'p1', approve_url: '/sandbox-provider/checkout/p1' } };
    const { logic } = attemptWith([async () => pending]);
    const actor = await addThroughProvider(logic, openProvider);
    await waitFor(actor, (s) => s.matches('toProvider'));
    expect(openProvider).toHaveBeenCalledWith('/sandbox-provider/checkout/p1');
  });

  it('a top-up left at the provider with no link to it fails with a way out, and goes nowhere', async () => {
    const openProvider = vi.fn();
    const { logic } = attemptWith([() => Promise.reject(new TimeoutError())], async () => ({
      status: 'pending_provider',
      result: { ...movement, status: 'pending_provider' as const, provider: null },
      failure: null,
    }));
    const actor = await addThroughProvider(logic, openProvider);
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toBe('We could not reach the payment provider. Check your wallet before adding money again.');
    expect(failed.can({ type: 'add.retry' })).toBe(false);
    expect(failed.can({ type: 'add.edit' })).toBe(true);
    expect(openProvider).not.toHaveBeenCalled();
  });

  it('refuses an amount over the limit', async () => {
    const { logic } = attemptWith([]);
    const machine = walletAddMachine.provide({ actors: { loadWalletAndCards: fromPromise(async () => ({ wallet, cards: [] as Card[] })), pay: logic } });
    const actor = createActor(machine).start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'add.changeAmount', amount: '1000.01' });
    actor.send({ type: 'add.choose', choice: { type: 'provider' } });
    actor.send({ type: 'add.submit' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });
});

describe('checkoutMachine', () => {
  const address = { id: 3, label: 'Home', line1: '1 Main St', line2: '', city: 'Austin', state: 'TX', zipcode: '78701', is_default: true };

  it('does not offer the wallet when the balance does not cover the total', async () => {
    const { logic } = attemptWith([]);
    const machine = checkoutMachine.provide({
      actors: { loadCheckout: fromPromise(async () => ({ addresses: [address], cards: [] as Card[], wallet })), pay: logic },
    });
    const actor = createActor(machine, { input: { vendorId: 9 } }).start();
    await waitFor(actor, (s) => s.matches('review'));
    actor.send({ type: 'checkout.reviewed', lines: [{ product_id: 1, quantity: 1, options: {} }], totalCents: 9_000 });
    actor.send({ type: 'checkout.continue' });
    actor.send({ type: 'checkout.choosePayment', payment: { type: 'wallet' } });
    actor.send({ type: 'checkout.continue' });
    expect(actor.getSnapshot().matches('payment')).toBe(true);
  });

  const order = { id: 77, vendor_id: 9, vendor_name: 'Bean Co', status: 'paid' as const, total_cents: 1_200, lines: [], created_at: '', failure: null };

  /** A checkout of two lines ($12.00) paid with `payment`, the pay sent once; its calls and actions as given. */
  async function pay(logic: ReturnType<typeof attemptWith>['logic'], payment: 'wallet' | 'provider', actions: Parameters<typeof checkoutMachine.provide>[0]['actions'] = {}) {
    const machine = checkoutMachine.provide({
      actors: { loadCheckout: fromPromise(async () => ({ addresses: [address], cards: [] as Card[], wallet })), pay: logic },
      actions,
    });
    const actor = createActor(machine, { input: { vendorId: 9 } }).start();
    await waitFor(actor, (s) => s.matches('review'));
    actor.send({ type: 'checkout.reviewed', lines: [{ product_id: 1, quantity: 2, options: {} }], totalCents: 1_200 });
    actor.send({ type: 'checkout.continue' });
    actor.send({ type: 'checkout.choosePayment', payment: { type: payment } });
    actor.send({ type: 'checkout.continue' });
    actor.send({ type: 'checkout.pay' });
    return actor;
  }

  it('an order left at the provider with no link to it fails with a way out, and goes nowhere', async () => {
    const openProvider = vi.fn();
    const { logic } = attemptWith([() => Promise.reject(new TimeoutError())], async () => ({
      status: 'pending_provider',
      result: { order: { ...order, status: 'pending_provider' as const }, balance_cents: null, provider: null },
      failure: null,
    }));
    const actor = await pay(logic, 'provider', { openProvider: (_, { url }) => openProvider(url) });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.error).toBe('We could not reach the payment provider. Check your requests before paying again.');
    expect(failed.can({ type: 'checkout.retry' })).toBe(false);
    expect(failed.can({ type: 'checkout.changePayment' })).toBe(true);
    expect(openProvider).not.toHaveBeenCalled();
  });

  it('pays with the wallet, empties the cart of the vendor, and sends the order once', async () => {
    const clearCart = vi.fn();
    const { logic, submitted } = attemptWith([async () => ({ order, balance_cents: 3_800, provider: null })]);
    const actor = await pay(logic, 'wallet', { clearCart: (_, { vendorId }) => clearCart(vendorId) });
    actor.send({ type: 'checkout.pay' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(submitted).toHaveLength(1);
    expect(submitted[0]).toMatchObject({ request: { vendor_id: 9, delivery: { address_id: 3 }, payment: { type: 'wallet' } } });
    expect(clearCart).toHaveBeenCalledWith(9);
  });
});
