import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, InspectionEvent, StateValue } from 'xstate';
import { composeApp } from '../../src/composeApp';
import { ACCESS_TOKEN_KEY, USER_INFO_KEY } from '../../src/domain/constants';
import { EMPTY_CARD } from '../../src/domain/money';
import { checkoutMachine } from '../../src/machines/checkoutMachine';
import { walletAddMachine } from '../../src/machines/walletAddMachine';
import { walletGiftMachine } from '../../src/machines/walletGiftMachine';
import { App } from '../../src/ui/app/App';
import { failOnConsoleError } from '../support/consoleErrors';
import { demoUserInfo } from '../support/renderApp';
import { checkoutPath, declined, orderOf, savedAddress, savedCard, storeCarts } from '../support/moneyHandlers';
import { demoUser, fail, ok } from '../support/sessionHandlers';
import { allEventTypes, createCoverage, fewestPathsCovering, pathsCoveringEveryEdge } from './coverage';
import { createScriptedServer, modelSuiteLifecycle, stateKey, walkPath, type PlannedAnswer } from './harness';

/**
 * Money flows, model-based: checkout, add funds and gift, each path run against the rendered
 * app with the server's answers scripted.
 */

type Snapshot = { value: StateValue; matches(value: never): boolean; can(event: never): boolean; context: Record<string, unknown>; status: string };
type ModelEvent = { type: string; [key: string]: unknown };
interface ModelEntry {
  name: string;
  event: ModelEvent;
  when: (s: Snapshot) => boolean;
}

const is = (...values: StateValue[]) => (s: Snapshot) => values.some((value) => s.matches(value as never));
const and = (...tests: Array<(s: Snapshot) => boolean>) => (s: Snapshot) => tests.every((test) => test(s));

const WALLET = {
  balance_cents: 5_000,
  entries: [],
  limits: { recharge_min_cents: 500, recharge_max_cents: 100_000, gift_min_cents: 100, gift_max_cents: 50_000 },
};
const CARD = { id: 7, brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031, holder_name: 'Maya Thompson', is_default: true };
const completed = { status: 'completed', entry: null, balance_cents: 7_500, provider: null };
const pending = { status: 'pending_provider', entry: null, balance_cents: 5_000, provider: { provider_order_id: 'p1', approve_url: '/sandbox-provider/checkout/p1' } };

const payOutcomes = (refusal: string, answered: unknown = completed): ModelEntry[] => [
  { name: 'the server says yes', event: { type: 'xstate.done.actor.pay', output: { kind: 'answered', result: answered } }, when: is('paying', 'sending', 'processing') },
  { name: 'the server refuses', event: { type: 'xstate.done.actor.pay', output: { kind: 'refused', message: refusal } }, when: is('paying', 'sending', 'processing') },
  { name: 'the answer is lost', event: { type: 'xstate.done.actor.pay', output: { kind: 'notConfirmed', message: 'lost' } }, when: is('paying', 'sending', 'processing') },
];

interface FlowModel {
  machine: AnyStateMachine;
  path: string;
  endpoint: string;
  loadEndpoints: string[];
  events: ModelEntry[];
  drive: Record<string, (event: ModelEvent) => Promise<void>>;
  shows: Record<string, (s: Snapshot) => Promise<void>>;
  answer(kind: string, result: unknown): () => Response;
}

let person = userEvent.setup();
const click = async (name: string | RegExp) => person.click(await screen.findByRole('button', { name }));
const currentPath = () => window.location.hash.replace(/^#/, '');
async function typeInto(label: string, text: string) {
  const field = await screen.findByLabelText(label);
  await person.clear(field);
  await person.type(field, text);
}
const shows = (text: string | RegExp) => async () => {
  expect(await screen.findByText(text)).toBeInTheDocument();
};

const gift: FlowModel = {
  machine: walletGiftMachine,
  path: '/settings/account/wallet/gift',
  endpoint: '/reactapi/user/gift',
  loadEndpoints: ['/reactapi/view/account/wallet'],
  events: [
    { name: 'the wallet arrives', event: { type: 'xstate.done.actor.loadWallet', output: WALLET }, when: is('loading') },
    { name: 'the wallet fails', event: { type: 'xstate.error.actor.loadWallet', error: 'down' }, when: is('loading') },
    { name: 'tries the wallet again', event: { type: 'wallet.retry' }, when: is('loadFailed') },
    { name: 'asks to review an empty gift', event: { type: 'gift.review' }, when: and(is('editing'), (s) => (s.context.draft as { amount: string }).amount === '') },
    {
      name: 'types a gift',
      event: { type: 'gift.change', changes: { recipient: 'friend@lyla.example', amount: '10', message: 'Lunch' } },
      when: and(is('editing'), (s) => (s.context.draft as { amount: string }).amount === ''),
    },
    { name: 'reviews the gift', event: { type: 'gift.review' }, when: and(is('editing'), (s) => (s.context.draft as { amount: string }).amount !== '') },
    { name: 'edits the gift', event: { type: 'gift.edit' }, when: is('confirming', 'failed') },
    { name: 'sends the gift', event: { type: 'gift.confirm' }, when: is('confirming') },
    ...payOutcomes('No LYLA account uses this email'),
    { name: 'tries again', event: { type: 'gift.retry' }, when: and(is('failed'), (s) => s.context.retryable === true) },
  ],
  drive: {
    'wallet.retry': () => click('Try again'),
    async 'gift.change'() {
      await typeInto('Recipient email', 'friend@lyla.example');
      await typeInto('Amount', '10');
      await typeInto('Message', 'Lunch');
    },
    'gift.review': () => click('Review gift'),
    'gift.edit': () => click('Edit gift'),
    'gift.confirm': () => click('Send gift'),
    'gift.retry': () => click('Try again'),
  },
  shows: {
    loading: shows('Loading your wallet…'),
    loadFailed: shows('Your wallet could not be loaded'),
    async editing(s) {
      expect(await screen.findByRole('form', { name: 'Send a gift' })).toBeInTheDocument();
      if (s.context.showErrors) expect(screen.getByText('Recipient email is required')).toBeInTheDocument();
    },
    confirming: async () => {
      expect(await screen.findByRole('heading', { name: 'Send $10.00 to friend@lyla.example?' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send gift' })).toBeEnabled();
    },
    sending: shows('Sending your gift…'),
    async failed(s) {
      expect(await screen.findByRole('alert')).toBeInTheDocument();
      if (s.context.retryable) expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      else expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    },
    sent: async () => waitFor(() => expect(currentPath()).toBe('/settings/account/wallet/gift/feedback')),
  },
  answer: (kind, result) =>
    kind === 'answered'
      ? () => ok(result)
      : kind === 'refused'
        ? () => fail(400, 40000, 'No LYLA account uses this email')
        : () => HttpResponse.error(),
};

const add: FlowModel = {
  machine: walletAddMachine,
  path: '/settings/account/wallet/add',
  endpoint: '/reactapi/user/recharge',
  loadEndpoints: ['/reactapi/view/account/wallet', '/reactapi/view/account/payment'],
  events: [
    { name: 'wallet and cards arrive', event: { type: 'xstate.done.actor.loadWalletAndCards', output: { wallet: WALLET, cards: [CARD] } }, when: is('loading') },
    { name: 'the wallet fails', event: { type: 'xstate.error.actor.loadWalletAndCards', error: 'down' }, when: is('loading') },
    { name: 'tries the wallet again', event: { type: 'wallet.retry' }, when: is('loadFailed') },
    { name: 'sends without an amount', event: { type: 'add.submit' }, when: and(is('editing'), (s) => s.context.amount === '') },
    { name: 'types an amount', event: { type: 'add.changeAmount', amount: '25' }, when: and(is('editing'), (s) => s.context.amount === '') },
    { name: 'chooses the payment provider', event: { type: 'add.choose', choice: { type: 'provider' } }, when: and(is('editing'), (s) => (s.context.choice as { type: string } | null)?.type === 'card') },
    { name: 'adds the funds', event: { type: 'add.submit' }, when: and(is('editing'), (s) => s.context.amount !== '') },
    ...payOutcomes('Your card was declined'),
    { name: 'the provider must approve', event: { type: 'xstate.done.actor.pay', output: { kind: 'answered', result: pending } }, when: is('paying') },
    { name: 'changes the request', event: { type: 'add.edit' }, when: is('failed') },
    { name: 'tries again', event: { type: 'add.retry' }, when: and(is('failed'), (s) => s.context.retryable === true) },
  ],
  drive: {
    'wallet.retry': () => click('Try again'),
    'add.changeAmount': () => typeInto('Amount', '25'),
    async 'add.choose'() {
      await person.click(await screen.findByRole('radio', { name: /Payment provider/ }));
    },
    'add.submit': () => click('Add funds'),
    'add.edit': () => click('Change amount or card'),
    'add.retry': () => click('Try again'),
  },
  shows: {
    loading: shows('Loading your wallet…'),
    loadFailed: shows('Your wallet could not be loaded'),
    async editing(s) {
      expect(await screen.findByRole('form', { name: 'Add funds' })).toBeInTheDocument();
      if (s.context.showErrors) expect(screen.getByText('Amount is required')).toBeInTheDocument();
    },
    paying: shows('Adding funds…'),
    async failed(s) {
      expect(await screen.findByRole('alert')).toBeInTheDocument();
      if (s.context.retryable) expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      else expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    },
    done: async () => waitFor(() => expect(currentPath()).toBe('/settings/account/wallet/add/feedback')),
    toProvider: shows('Taking you to the payment provider…'),
  },
  answer: (kind, result) =>
    kind === 'answered'
      ? () => ok(result)
      : kind === 'refused'
        ? () => fail(402, 40202, 'Your card was declined')
        : () => HttpResponse.error(),
};


const paidOrder = { order: orderOf(), balance_cents: null, provider: null };
const pendingOrder = { order: orderOf({ status: 'pending_provider' }), balance_cents: null, provider: pending.provider };
const typeOf = (value: unknown) => (value as { type?: string } | null)?.type;

const checkout: FlowModel = {
  machine: checkoutMachine,
  path: checkoutPath,
  endpoint: '/reactapi/order/create',
  loadEndpoints: ['/reactapi/view/account/wallet'],
  events: [
    { name: 'the checkout is ready', event: { type: 'xstate.done.actor.loadCheckout', output: { addresses: [savedAddress], cards: [savedCard], wallet: WALLET } }, when: is('loading') },
    { name: 'the checkout fails', event: { type: 'xstate.error.actor.loadCheckout', error: 'down' }, when: is('loading') },
    { name: 'tries again', event: { type: 'checkout.retryLoad' }, when: is('loadFailed') },
    { name: 'confirms the cart', event: { type: 'checkout.reviewed', lines: [{ product_id: 1, quantity: 1, options: {} }], totalCents: 4_900 }, when: is('review') },
    { name: 'picks a new address', event: { type: 'checkout.chooseDelivery', delivery: { type: 'new', address: {} } }, when: and(is('delivery'), (s) => typeOf(s.context.delivery) === 'saved') },
    { name: 'picks the saved address', event: { type: 'checkout.chooseDelivery', delivery: { type: 'saved', addressId: savedAddress.id } }, when: and(is('delivery'), (s) => typeOf(s.context.delivery) === 'new') },
    { name: 'goes on', event: { type: 'checkout.continue' }, when: is('delivery', 'payment') },
    { name: 'picks a new card', event: { type: 'checkout.choosePayment', payment: { type: 'new_card', card: EMPTY_CARD } }, when: and(is('payment'), (s) => typeOf(s.context.payment) === 'card') },
    { name: 'picks the wallet', event: { type: 'checkout.choosePayment', payment: { type: 'wallet' } }, when: and(is('payment'), (s) => typeOf(s.context.payment) === 'new_card') },
    { name: 'goes back', event: { type: 'checkout.back' }, when: is('delivery', 'payment', 'confirm') },
    { name: 'pays', event: { type: 'checkout.pay' }, when: is('confirm') },
    ...payOutcomes('Your card was declined', paidOrder),
    { name: 'the provider must approve', event: { type: 'xstate.done.actor.pay', output: { kind: 'answered', result: pendingOrder } }, when: is('processing') },
    { name: 'pays another way', event: { type: 'checkout.changePayment' }, when: is('failed') },
    { name: 'tries the payment again', event: { type: 'checkout.retry' }, when: and(is('failed'), (s) => s.context.retryable === true) },
  ],
  drive: {
    'checkout.retryLoad': () => click('Try again'),
    'checkout.reviewed': () => click('Continue to delivery'),
    async 'checkout.chooseDelivery'(event) {
      const name = typeOf(event.delivery) === 'new' ? /New address/ : new RegExp(savedAddress.label);
      await person.click(await screen.findByRole('radio', { name }));
    },
    async 'checkout.continue'() {
      await click(screen.queryByRole('button', { name: 'Continue to payment' }) ? 'Continue to payment' : 'Review your order');
    },
    async 'checkout.choosePayment'(event) {
      const name = typeOf(event.payment) === 'wallet' ? /LYLA Wallet/ : /New card/;
      await person.click(await screen.findByRole('radio', { name }));
    },
    'checkout.back': () => click(/^Back to (cart|delivery|payment)$/),
    'checkout.pay': () => click('Pay $49.00'),
    'checkout.changePayment': () => click('Pay another way'),
    'checkout.retry': () => click('Try again'),
  },
  shows: {
    loading: shows('Preparing your checkout…'),
    loadFailed: shows('Your checkout could not be prepared'),
    review: async () => {
      expect(await screen.findByRole('button', { name: 'Continue to delivery' })).toBeEnabled();
    },
    delivery: async () => {
      expect(await screen.findByRole('button', { name: 'Continue to payment' })).toBeInTheDocument();
    },
    payment: async () => {
      expect(await screen.findByRole('button', { name: 'Review your order' })).toBeInTheDocument();
    },
    confirm: async () => {
      expect(await screen.findByRole('region', { name: 'Check and pay' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Pay $49.00' })).toBeEnabled();
    },
    processing: shows('Paying…'),
    async failed(s) {
      expect(await screen.findByRole('button', { name: 'Pay another way' })).toBeInTheDocument();
      if (s.context.retryable) expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      else expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    },
    done: async () => {
      expect(await screen.findByRole('heading', { name: /Order #\d+ placed/ })).toBeInTheDocument();
    },
    toProvider: shows('Taking you to the payment provider…'),
  },
  answer: (kind, result) =>
    kind === 'answered'
      ? () => ok(result)
      : kind === 'refused'
        ? () => declined()
        : () => HttpResponse.error(),
};

// ---------------------------------------------------------------------------------------

const FLOWS = { checkout, 'wallet add': add, 'wallet gift': gift } as const;

const scripted = createScriptedServer([
  checkout.endpoint,
  add.endpoint,
  gift.endpoint,
  '/reactapi/view/account/wallet',
]);
const server = setupServer(
  ...scripted.handlers,
  http.post('/api/v2/user/current', () => ok(demoUser)),
  // A lost answer: the server never got the request.
  http.post('/reactapi/payment/status', () => ok({ status: 'unknown', order: null, movement: null })),
  http.all('*', () => HttpResponse.json({ code: 40400, message: 'not in the model' }, { status: 404 })),
);

function answerFor(flow: FlowModel, event: ModelEvent): PlannedAnswer | null {
  if (event.type === 'xstate.done.actor.pay') {
    const output = event.output as { kind: string; result?: unknown };
    return { endpoint: flow.endpoint, answer: flow.answer(output.kind, output.result) };
  }
  const load = /^xstate\.(done|error)\.actor\.(loadWallet|loadWalletAndCards|loadCheckout)$/.exec(event.type);
  if (!load) return null;
  // The wallet read is the one that decides; the cards (when read) always arrive.
  return {
    endpoint: '/reactapi/view/account/wallet',
    answer: load[1] === 'done' ? () => ok(WALLET) : () => fail(503, 50300, 'The wallet is unavailable'),
  };
}

const coverages = Object.fromEntries(Object.entries(FLOWS).map(([name, flow]) => [name, createCoverage(flow.machine)]));
const cleanups = modelSuiteLifecycle(server, coverages);

for (const [name, flow] of Object.entries(FLOWS)) {
  const nameOf = (event: ModelEvent) => flow.events.find((entry) => entry.event === event)?.name ?? event.type;
  const paths = fewestPathsCovering(
    flow.machine,
    pathsCoveringEveryEdge<never, never>(flow.machine, {
      input: { ownEmail: demoUser.email, vendorId: 2 },
      events: ((s: Snapshot) => flow.events.filter(({ when }) => when(s)).map(({ event }) => event)) as never,
      filterEvents: ((s: Snapshot, event: ModelEvent) => s.can(event as never)) as never,
      serializeState: ((s: Snapshot) =>
        JSON.stringify({
          value: s.value,
          retryable: s.context.retryable,
          typed: s.context.amount ?? (s.context.draft as { amount?: string })?.amount,
          choice: typeOf(s.context.choice ?? s.context.payment),
          delivery: typeOf(s.context.delivery),
          showErrors: s.context.showErrors,
        })) as never,
      serializeEvent: nameOf as never,
    }),
  );

  describe(`${name} machine, model-based`, () => {
    it('the harness can drive every event the machine knows', () => {
      const driven = new Set([...Object.keys(flow.drive), ...flow.events.map(({ event }) => event.type).filter((type) => type.startsWith('xstate.'))]);
      expect(allEventTypes(flow.machine).filter((type) => !driven.has(type))).toEqual([]);
    });

    it.each(paths.map((path) => [(path.steps as Array<{ event: ModelEvent }>).map((step) => nameOf(step.event)).slice(1).join(' → ') || 'opens the page', path] as const))(
      '%s',
      async (_, path) => {
        scripted.reset();
        person = userEvent.setup();
        // jsdom cannot open the provider's page; it says so on the console.
        failOnConsoleError([/^Not implemented: navigation/]);
        let live: Snapshot | undefined;
        const inspect = (event: InspectionEvent) => {
          coverages[name]?.inspect(event);
          const snapshot = event.type === '@xstate.snapshot' ? (event.snapshot as unknown as Snapshot & { machine?: { id: string } }) : undefined;
          if (snapshot?.machine?.id === flow.machine.id) live = snapshot;
        };
        const [initial, ...steps] = path.steps as unknown as Array<{ event: ModelEvent; state: Snapshot }>;
        await walkPath<Snapshot, ModelEvent>({
          steps: [{ event: { type: 'page.open' }, state: initial!.state }, ...steps],
          server: scripted,
          answerFor: (event) => answerFor(flow, event),
          start() {
            localStorage.setItem(ACCESS_TOKEN_KEY, 'token-demo');
            localStorage.setItem(USER_INFO_KEY, JSON.stringify(demoUserInfo));
            server.use(
              http.post('/reactapi/view/account/payment', () => ok({ cards: flow === add ? [CARD] : [savedCard] })),
              http.post('/reactapi/view/account/addresses', () => ok({ addresses: [savedAddress] })),
            );
            if (flow === checkout) storeCarts();
            window.location.hash = `#${flow.path}`;
            const app = composeApp({ apiOrigin: '', window, inspect });
            cleanups.push(app.dispose);
            render(<App services={app.services} />);
          },
          drive: flow.drive,
          isIn: (state) => (live ? (state.status === 'done' ? live.status === 'done' && live.matches(state.value as never) : live.matches(state.value as never)) : false),
          shows: Object.fromEntries(Object.entries(flow.shows).map(([key, check]) => [stateKey(key as StateValue), check])),
        });
      },
    );
  });
}
