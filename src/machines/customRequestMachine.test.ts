import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { OrderResult, Wallet } from '../api/contract/money';
import type { RequestDetail } from '../api/contract/requests';
import { EnvelopeError, QuoteChangedError, TransportError } from '../api/errors';
import type { RequestStatus as OrderStatus } from '../domain/requests';
import { addDays, dayOf } from '../domain/dates';
import { EMPTY_CARD } from '../domain/money';
import { customRequestForm, EMPTY_CUSTOM_REQUEST } from '../domain/customRequest';
import { demoWallet, orderOf, requestDetailOf, savedCard } from '../../tests/support/moneyData';
import type { Card } from '../api/contract/account';
import { createCustomRequestMachine, customRequestMachine } from './customRequestMachine';
import type { DraftKeeper } from './formMachine';
import { paymentAttemptMachine, type RequestStatus as AttemptStatus } from './paymentAttemptMachine';

const requestIn = (status: OrderStatus): RequestDetail => requestDetailOf(orderOf({ id: 12, kind: 'custom', status }));
/** A custom request quoted at `cents`. */
const quotedAt = (cents: number, quotedAt: string): RequestDetail =>
  requestDetailOf(
    orderOf({
      id: 12,
      kind: 'custom',
      status: 'quoted',
      total_cents: cents,
      custom: {
        category_id: 3,
        category_name: 'Events',
        description: 'A banner',
        quantity: 1,
        budget_cents: 25_000,
        needed_by: '2026-12-01',
        quote: { price_cents: cents, date: '2026-11-30', note: '', quoted_at: quotedAt },
        photos: [],
      },
    }),
  );
const paidResult = (status: OrderStatus): OrderResult => ({
  order: orderOf({ id: 12, kind: 'custom', status }),
  balance_cents: 1_000,
  provider: status === 'pending_provider' ? { provider_order_id: 'P-1', approve_url: 'https://provider.example/approve' } : null,
});

const filled = {
  description: 'A banner with our team name',
  quantity: '2',
  budget: '250',
  needed_by: addDays(dayOf(new Date()), 30),
  label: 'Home',
  line1: '12 Orchard Lane',
  city: 'Springfield',
  state: 'IL',
  zipcode: '62704',
};

/** The machine with scripted server answers: each call takes the next answer of its kind. */
function start(
  /** The request as its page read it, or null for a new one. */
  request: RequestDetail | null,
  answers: {
    send?: Array<() => Promise<unknown>>;
    load?: Array<() => Promise<RequestDetail>>;
    answer?: Array<() => Promise<unknown>>;
    pay?: Array<() => Promise<unknown>>;
    /** The saved cards and the wallet, read once the quote is taken (the default card and a wallet covering 4,900 cents unless said). */
    ways?: Array<() => Promise<{ cards: Card[]; wallet: Wallet }>>;
  } = {},
  /** A new request's form keeping its draft there, with what was kept before. */
  draft?: { keeper: DraftKeeper<typeof EMPTY_CUSTOM_REQUEST>; kept: string | null },
) {
  const calls = { send: [] as unknown[], load: 0, answer: [] as unknown[], pay: [] as unknown[], ways: 0 };
  const next = <T,>(list: Array<() => Promise<T>> | undefined): Promise<T> => {
    const answer = list?.shift();
    return answer ? answer() : Promise.reject(new Error('no more answers'));
  };
  const openProvider = vi.fn();
  const machine = draft ? createCustomRequestMachine(customRequestForm(() => dayOf(new Date())), draft.keeper) : customRequestMachine;
  const logic = machine.provide({
    actors: {
      send: fromPromise(async ({ input }) => {
        calls.send.push(input);
        return (await next(answers.send)) as never;
      }),
      loadRequest: fromPromise(async () => {
        calls.load += 1;
        return next(answers.load);
      }),
      answerQuote: fromPromise(async ({ input }) => {
        calls.answer.push(input);
        return (await next(answers.answer)) as never;
      }),
      loadPaymentOptions: fromPromise(async () => {
        calls.ways += 1;
        return answers.ways ? next(answers.ways) : { cards: [savedCard], wallet: demoWallet };
      }),
      pay: paymentAttemptMachine.provide({
        actors: {
          submit: fromPromise(async ({ input }) => {
            calls.pay.push(input);
            return next(answers.pay);
          }),
          checkStatus: fromPromise(async (): Promise<AttemptStatus> => ({ status: 'unknown', result: null, failure: null })),
        },
      }),
    },
    actions: { openProvider: (_, { url }) => openProvider(url) },
  });
  const actor = createActor(logic, { input: request ? { orderId: request.id, request } : { orderId: null, categoryId: 3, kept: draft?.kept ?? null } }).start();
  return { actor, calls, openProvider };
}

const formStatus = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.form?.getSnapshot();

describe('customRequestMachine: the new request', () => {
  it('takes up to four pictures that pass the avatar checks, says why it takes none of a bad choice, and sends them', async () => {
    const picture = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });
    const { actor, calls } = start(null, { send: [async () => ({ request: requestIn('requested'), balance_cents: null })] });
    actor.send({ type: 'photos.add', photos: [picture('a.png'), picture('b.png')] });
    actor.send({ type: 'photos.add', photos: [picture('c.png'), picture('huge.png', 2 * 1024 * 1024 + 1)] });
    expect(actor.getSnapshot().context.photoError).toMatch(/^huge\.png: /);
    actor.send({ type: 'photos.add', photos: [new File(['x'], 'notes.txt', { type: 'text/plain' })] });
    expect(actor.getSnapshot().context.photoError).toMatch(/^notes\.txt: /);
    actor.send({ type: 'photos.add', photos: [picture('c.png'), picture('d.png'), picture('e.png')] });
    expect(actor.getSnapshot().context.photoError).toBe('Add at most 4 photos');
    expect(actor.getSnapshot().context.photos.map((photo) => photo.name)).toEqual(['a.png', 'b.png']);

    actor.send({ type: 'photos.remove', index: 0 });
    actor.send({ type: 'photos.add', photos: [picture('c.png')] });
    expect(actor.getSnapshot().context).toMatchObject({ photoError: null });
    actor.send({ type: 'form.change', changes: filled });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ following: 'waitingForQuotes' }));
    expect((calls.send[0] as { photos: File[] }).photos.map((photo) => photo.name)).toEqual(['b.png', 'c.png']);
  });

  it('sends nothing while the form is wrong; the form says what at each field', () => {
    const { actor, calls } = start(null);
    expect(actor.getSnapshot().matches('drafting')).toBe(true);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches('drafting')).toBe(true);
    expect(formStatus(actor)?.value).toBe('invalid');
    expect(formStatus(actor)?.context.errors.description).toBe('Say what you need');
    expect(calls.send).toEqual([]);
  });

  it('a refused request keeps what was typed; trying again sends the same key, then the server status leads', async () => {
    const { actor, calls } = start(null, {
      send: [
        () => Promise.reject(new EnvelopeError('Vendors cannot take requests right now', 503, 50301)),
        async () => ({ request: requestIn('requested'), balance_cents: null }),
      ],
    });
    actor.send({ type: 'form.change', changes: filled });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('refused'));
    // Refused; why is the toast's (spec §8), not kept to say again on the page.
    expect(actor.getSnapshot().context.error).toBe('');
    expect(formStatus(actor)?.context.values.description).toBe(filled.description);

    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ following: 'waitingForQuotes' }));
    expect(calls.send).toHaveLength(2);
    const [first, second] = calls.send as Array<{ categoryId: number; key: string; request: { budget_cents: number; quantity: number } } | undefined>;
    expect(first?.categoryId).toBe(3);
    expect(second?.key).toBe(first?.key);
    expect(first?.request).toMatchObject({ budget_cents: 25_000, quantity: 2 });
    expect(actor.getSnapshot().context.orderId).toBe(12);
    // Sent: the form holds no draft any more.
    expect(formStatus(actor)?.context.values.description).toBe('');
  });

  it('keeps what is typed as a draft, starts from a kept one, and drops it once the request is sent', async () => {
    const keeper = { keep: vi.fn(), drop: vi.fn() };
    const kept = JSON.stringify({ ...EMPTY_CUSTOM_REQUEST, description: 'A banner, kept' });
    const { actor } = start(null, { send: [async () => ({ request: requestIn('requested'), balance_cents: null })] }, { keeper, kept });
    expect(formStatus(actor)?.context.values.description).toBe('A banner, kept');

    actor.send({ type: 'form.change', changes: filled });
    expect(keeper.keep).toHaveBeenLastCalledWith(expect.objectContaining({ description: filled.description, budget: '250' }));
    expect(keeper.drop).not.toHaveBeenCalled();
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ following: 'waitingForQuotes' }));
    expect(keeper.drop).toHaveBeenCalledTimes(1);
  });

  it('changing the form after a refusal goes back to drafting', async () => {
    const { actor } = start(null, { send: [() => Promise.reject(new TransportError())] });
    actor.send({ type: 'form.change', changes: filled });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('refused'));
    actor.send({ type: 'form.change', changes: { quantity: '3' } });
    expect(actor.getSnapshot().matches('drafting')).toBe(true);
    expect(formStatus(actor)?.context.values.quantity).toBe('3');
  });
});

describe('customRequestMachine: following the request', () => {
  it.each<[OrderStatus, string]>([
    ['requested', 'waitingForQuotes'],
    ['quoted', 'quoted'],
    // Its ways to pay are read first.
    ['accepted', 'loadingPayment'],
    ['pending_provider', 'awaitingProvider'],
    ['delivered', 'paid'],
    ['declined', 'declined'],
    ['expired', 'expired'],
    ['cancelled', 'cancelled'],
    ['failed', 'paymentFailed'],
  ])('a request the server has as %s is shown as %s', async (status, state) => {
    const { actor, calls } = start(requestIn(status));
    expect(actor.getSnapshot().value).toEqual({ following: state });
    // The page read it already: not read again.
    expect(calls.load).toBe(0);
  });

  it('a live status update of this request reads it again; one of another request does not', async () => {
    const { actor, calls } = start(requestIn('requested'), { load: [async () => requestIn('quoted')] });
    expect(actor.getSnapshot().matches({ following: 'waitingForQuotes' })).toBe(true);
    actor.send({ type: 'request.status', orderId: 99 });
    expect(calls.load).toBe(0);
    actor.send({ type: 'request.status', orderId: 12 });
    await waitFor(actor, (s) => s.matches({ following: 'quoted' }));
    expect(calls.load).toBe(1);
  });

  it('a request that cannot be read can be read again', async () => {
    const { actor } = start(requestIn('requested'), { load: [() => Promise.reject(new TransportError()), async () => requestIn('quoted')] });
    actor.send({ type: 'request.reload' });
    await waitFor(actor, (s) => s.matches({ following: 'loadFailed' }));
    actor.send({ type: 'request.retry' });
    await waitFor(actor, (s) => s.matches({ following: 'quoted' }));
  });

  it('a refused answer to the quote says why and keeps the quote open', async () => {
    const { actor, calls } = start(requestIn('quoted'), {
      answer: [() => Promise.reject(new EnvelopeError('The quote has expired', 409, 40904)), async () => ({ request: requestIn('declined'), balance_cents: null })],
    });
    await waitFor(actor, (s) => s.matches({ following: 'quoted' }));
    actor.send({ type: 'quote.accept' });
    await waitFor(actor, (s) => s.matches({ following: 'quoted' }) && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('');
    actor.send({ type: 'quote.decline' });
    await waitFor(actor, (s) => s.matches({ following: 'declined' }));
    expect(calls.answer).toEqual([
      { orderId: 12, accept: true, quote: null },
      { orderId: 12, accept: false, quote: null },
    ]);
  });

  it('accepts the quote shown; one changed meanwhile is shown instead, with why, to be accepted in turn', async () => {
    const shown = quotedAt(1_000, '2026-11-22T09:00:00.000Z');
    const requoted = quotedAt(99_000, '2026-11-22T09:05:00.000Z');
    const changed = 'The vendor changed the quote: it is now $990.00 by Nov 30, 2026. Accept the new quote if it suits you.';
    const { actor, calls } = start(shown, {
      answer: [() => Promise.reject(new QuoteChangedError(changed, requoted)), async () => ({ request: { ...requoted, status: 'accepted' }, balance_cents: null })],
    });
    actor.send({ type: 'quote.accept' });
    await waitFor(actor, (s) => s.matches({ following: 'quoted' }) && s.context.error !== null);
    // Why is the toast's (spec §8); the page shows the new quote.
    expect(actor.getSnapshot().context).toMatchObject({ error: '', request: requoted });

    actor.send({ type: 'quote.accept' });
    await waitFor(actor, (s) => s.matches({ following: 'accepted' }));
    expect(calls.answer).toEqual([
      { orderId: 12, accept: true, quote: shown.custom!.quote },
      { orderId: 12, accept: true, quote: requoted.custom!.quote },
    ]);
  });

  it('an accepted quote is paid through the payment attempt, then the server status shows it paid', async () => {
    const { actor, calls } = start(requestIn('quoted'), {
      load: [async () => requestIn('paid')],
      answer: [async () => ({ request: requestIn('accepted'), balance_cents: null })],
      pay: [async () => paidResult('paid')],
    });
    await waitFor(actor, (s) => s.matches({ following: 'quoted' }));
    actor.send({ type: 'quote.accept' });
    await waitFor(actor, (s) => s.matches({ following: 'accepted' }));
    actor.send({ type: 'request.pay' });
    // The stream comes back meanwhile: the payment is not broken off, its answer reads the request.
    actor.send({ type: 'request.reload' });
    actor.send({ type: 'request.status', orderId: 12 });
    expect(actor.getSnapshot().matches({ following: 'paying' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ following: 'paid' }));
    expect(calls.load).toBe(1);
    // The default card, as checkout starts on.
    expect(calls.pay).toEqual([{ key: expect.any(String), request: { orderId: 12, payment: { type: 'card', card_id: 11 } } }]);
  });

  it('an incomplete payment choice is not sent', async () => {
    const { actor, calls } = start(requestIn('accepted'));
    await waitFor(actor, (s) => s.matches({ following: 'accepted' }));
    actor.send({
      type: 'payment.choose',
      payment: { type: 'new_card', card: { ...EMPTY_CARD, number: '4242' } },
    });
    actor.send({ type: 'request.pay' });
    expect(actor.getSnapshot().matches({ following: 'accepted' })).toBe(true);
    expect(actor.getSnapshot().context.paymentErrors).toMatchObject({ number: expect.any(String), cvc: expect.any(String) });
    expect(calls.pay).toEqual([]);
  });

  it('an unconfirmed payment may be sent again with the same key; a refused one leaves the why to the toast (spec §8)', async () => {
    const { actor, calls } = start(requestIn('accepted'), {
      pay: [() => Promise.reject(new TransportError()), () => Promise.reject(new EnvelopeError('Your LYLA Wallet balance is too low', 402, 40201))],
    });
    await waitFor(actor, (s) => s.matches({ following: 'accepted' }));
    actor.send({ type: 'request.pay' });
    await waitFor(actor, (s) => s.matches({ following: 'accepted' }) && s.context.retryable);
    actor.send({ type: 'request.pay' });
    await waitFor(actor, (s) => s.matches({ following: 'accepted' }) && !s.context.retryable && s.context.error === '');
    const [first, second] = calls.pay as Array<{ key: string } | undefined>;
    expect(second?.key).toBe(first?.key);
    expect(actor.getSnapshot().context.retryable).toBe(false);
  });

  it('paying at the provider opens its approval page and waits for it', async () => {
    const { actor, openProvider } = start(requestIn('accepted'), { pay: [async () => paidResult('pending_provider')] });
    await waitFor(actor, (s) => s.matches({ following: 'accepted' }));
    actor.send({ type: 'payment.choose', payment: { type: 'provider' } });
    actor.send({ type: 'request.pay' });
    await waitFor(actor, (s) => s.matches({ following: 'awaitingProvider' }));
    expect(openProvider).toHaveBeenCalledWith('https://provider.example/approve');
  });

  it('an answer waiting at the provider with no link to it opens nothing: the request is read again and shows it waiting', async () => {
    const { actor, calls, openProvider } = start(requestIn('accepted'), {
      pay: [async () => ({ ...paidResult('pending_provider'), provider: null })],
      load: [async () => requestIn('pending_provider')],
    });
    await waitFor(actor, (s) => s.matches({ following: 'accepted' }));
    actor.send({ type: 'payment.choose', payment: { type: 'provider' } });
    actor.send({ type: 'request.pay' });
    await waitFor(actor, (s) => s.matches({ following: 'awaitingProvider' }));
    expect(calls.load).toBe(1);
    expect(openProvider).not.toHaveBeenCalled();
  });
});

describe('customRequestMachine: how an accepted quote is paid (as checkout)', () => {
  /** The request accepted at 4,900 cents, with these saved cards and this wallet. */
  const acceptedWith = (cards: Card[], balanceCents: number, pay: Array<() => Promise<unknown>> = []) =>
    start(requestIn('accepted'), { ways: [async () => ({ cards, wallet: { ...demoWallet, balance_cents: balanceCents } })], pay, load: [async () => requestIn('paid')] });
  const otherCard: Card = { ...savedCard, id: 12, last4: '1881', is_default: false };

  it('starts on the default card, not on a wallet that covers the quote, and pays with it', async () => {
    const { actor, calls } = acceptedWith([otherCard, savedCard], 4_900, [async () => paidResult('paid')]);
    await waitFor(actor, (s) => s.matches({ following: 'accepted' }));
    expect(actor.getSnapshot().context.payment).toEqual({ type: 'card', card_id: 11 });
    actor.send({ type: 'request.pay' });
    await waitFor(actor, (s) => s.matches({ following: 'paid' }));
    expect(calls.pay).toEqual([{ key: expect.any(String), request: { orderId: 12, payment: { type: 'card', card_id: 11 } } }]);
  });

  it('starts on the first card when none is the default', async () => {
    const { actor } = acceptedWith([otherCard, { ...savedCard, is_default: false }], 0);
    await waitFor(actor, (s) => s.matches({ following: 'accepted' }));
    expect(actor.getSnapshot().context.payment).toEqual({ type: 'card', card_id: 12 });
  });

  it('with no saved card nothing is chosen, and paying asks how', async () => {
    const { actor, calls } = acceptedWith([], 10_000);
    await waitFor(actor, (s) => s.matches({ following: 'accepted' }));
    expect(actor.getSnapshot().context.payment).toBeNull();
    actor.send({ type: 'request.pay' });
    expect(actor.getSnapshot().context.paymentErrors).toEqual({ method: 'Choose how to pay' });
    expect(calls.pay).toEqual([]);
  });

  it('sends nothing for a wallet one cent short of the quote; a wallet of exactly the quote pays', async () => {
    const short = acceptedWith([savedCard], 4_899);
    await waitFor(short.actor, (s) => s.matches({ following: 'accepted' }));
    short.actor.send({ type: 'payment.choose', payment: { type: 'wallet' } });
    short.actor.send({ type: 'request.pay' });
    expect(short.actor.getSnapshot().matches({ following: 'accepted' })).toBe(true);
    expect(short.actor.getSnapshot().context.paymentErrors).toEqual({ method: 'Your LYLA Wallet balance is too low' });
    expect(short.calls.pay).toEqual([]);

    const exact = acceptedWith([savedCard], 4_900, [async () => paidResult('paid')]);
    await waitFor(exact.actor, (s) => s.matches({ following: 'accepted' }));
    exact.actor.send({ type: 'payment.choose', payment: { type: 'wallet' } });
    exact.actor.send({ type: 'request.pay' });
    await waitFor(exact.actor, (s) => s.matches({ following: 'paid' }));
    expect(exact.calls.pay).toEqual([{ key: expect.any(String), request: { orderId: 12, payment: { type: 'wallet' } } }]);
  });

  it('ways to pay that cannot be read can be read again', async () => {
    const { actor, calls } = start(requestIn('accepted'), {
      ways: [() => Promise.reject(new TransportError()), async () => ({ cards: [savedCard], wallet: demoWallet })],
    });
    await waitFor(actor, (s) => s.matches({ following: 'paymentOptionsFailed' }));
    actor.send({ type: 'request.retry' });
    await waitFor(actor, (s) => s.matches({ following: 'accepted' }));
    expect(actor.getSnapshot().context).toMatchObject({ payment: { type: 'card', card_id: 11 }, error: null });
    expect(calls.ways).toBe(2);
  });

  it("a status update while choosing keeps the person's choice (the ways to pay are read once)", async () => {
    const { actor, calls } = start(requestIn('accepted'), { load: [async () => requestIn('accepted')] });
    await waitFor(actor, (s) => s.matches({ following: 'accepted' }));
    actor.send({ type: 'payment.choose', payment: { type: 'provider' } });
    actor.send({ type: 'request.status', orderId: 12 });
    await waitFor(actor, (s) => s.matches({ following: 'accepted' }));
    expect(actor.getSnapshot().context.payment).toEqual({ type: 'provider' });
    expect(calls).toMatchObject({ load: 1, ways: 1 });
  });
});
