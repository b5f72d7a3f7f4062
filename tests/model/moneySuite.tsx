import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import type { InspectionEvent, StateValue } from 'xstate';
import { composeApp } from '../../src/app/composeApp';
import { ACCESS_TOKEN_KEY, USER_INFO_KEY } from '../../src/domain/constants';
import { App } from '../../src/ui/app/App';
import { failOnConsoleError } from '../support/consoleErrors';
import { demoUserInfo } from '../support/renderApp';
import { checkoutPath, declined, savedAddress, savedCard, storeCarts } from '../support/moneyHandlers';
import { demoUser, fail, ok } from '../support/sessionHandlers';
import { allEventTypes, createCoverage } from './coverage';
import { createScriptedServer, modelSuiteLifecycle, walkPath, type PlannedAnswer } from './harness';
import { CARD, WALLET, checkoutModel, typeOf, walletAddModel, walletGiftModel } from './models/money';
import { planPaths, stateKey, type MachineModel } from './plan';

/**
 * The rendering half of the money suites (checkout, add funds, gift): how each event is
 * caused through the UI, what each state shows, and what the server answers.
 */

type Snapshot = { value: StateValue; matches(value: never): boolean; context: Record<string, unknown>; status: string };
type ModelEvent = { type: string; [key: string]: unknown };

interface FlowModel {
  model: MachineModel;
  path: string;
  endpoint: string;
  loadEndpoints: string[];
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
  model: walletGiftModel,
  path: '/settings/account/wallet/gift',
  endpoint: '/reactapi/user/gift',
  loadEndpoints: ['/reactapi/view/account/wallet'],
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
  model: walletAddModel,
  path: '/settings/account/wallet/add',
  endpoint: '/reactapi/user/recharge',
  loadEndpoints: ['/reactapi/view/account/wallet', '/reactapi/view/account/payment'],
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


const checkout: FlowModel = {
  model: checkoutModel,
  path: checkoutPath,
  endpoint: '/reactapi/order/create',
  loadEndpoints: ['/reactapi/view/account/wallet'],
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

const FLOWS = { checkout, walletAdd: add, walletGift: gift } as const;

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

/** The suite of one money flow: every planned path run against the rendered app. */
export function describeMoneyFlow(id: keyof typeof FLOWS) {
  const flow = FLOWS[id];
  const { machine } = flow.model;
  const scripted = createScriptedServer([flow.endpoint, '/reactapi/view/account/wallet']);
  const server = setupServer(
    ...scripted.handlers,
    http.post('/api/v2/user/current', () => ok(demoUser)),
    // A lost answer: the server never got the request.
    http.post('/reactapi/payment/status', () => ok({ status: 'unknown', order: null, movement: null })),
    http.all('*', () => HttpResponse.json({ code: 40400, message: 'not in the model' }, { status: 404 })),
  );
  const coverage = createCoverage(machine);
  const cleanups = modelSuiteLifecycle(server, { [machine.id]: coverage });

  describe(`${machine.id} machine, model-based`, () => {
    it('the harness can drive every event the machine knows', () => {
      const driven = new Set([...Object.keys(flow.drive), ...flow.model.events.map(({ event }) => event.type).filter((type) => type.startsWith('xstate.'))]);
      expect(allEventTypes(machine).filter((type) => !driven.has(type))).toEqual([]);
    });

    it.each(planPaths(flow.model).map((path) => [path.name, path] as const))('%s', async (_, path) => {
      scripted.reset();
      person = userEvent.setup();
      // jsdom cannot open the provider's page; it says so on the console.
      failOnConsoleError([/^Not implemented: navigation/]);
      let live: Snapshot | undefined;
      const inspect = (event: InspectionEvent) => {
        coverage.inspect(event);
        const snapshot = event.type === '@xstate.snapshot' ? (event.snapshot as unknown as Snapshot & { machine?: { id: string } }) : undefined;
        if (snapshot?.machine?.id === machine.id) live = snapshot;
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
    });
  });
}
