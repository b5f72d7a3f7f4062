import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect } from 'vitest';
import { failOnConsoleError } from '../support/consoleErrors';
import { fail, ok } from '../support/sessionHandlers';
import { CARD, WALLET } from './models/money';
import { COMPLETED_MOVEMENT, DECLINED, PENDING_MOVEMENT, paymentAttemptModel } from './models/paymentAttempt';
import type { PlannedAnswer } from './harness';
import { itPlansEveryEntry } from './planChecks';
import { describeScreenSuite, person } from './screenSuite';

/** The payment attempt where adding funds to the wallet runs it. */

const RECHARGE = '/reactapi/user/recharge';
const STATUS = '/reactapi/payment/status';
/** The movement the server tells of with each status (none when nothing moved). */
const MOVEMENTS: Record<string, unknown> = { completed: COMPLETED_MOVEMENT, pending_provider: PENDING_MOVEMENT };
const statusAnswer = (output: unknown) => {
  const { status } = output as { status: string };
  return () => ok({ status, order: null, movement: MOVEMENTS[status] ?? null });
};
const awaitsProvider = (event: { type: string; output?: unknown }) =>
  event.type === 'xstate.done.actor.checkStatus' && (event.output as { status?: string }).status === 'pending_provider';

/** The pages the app was told to open (the payment provider's), as the composition root is asked. */
let opened: string[] = [];

/** The recharge: $25 with the saved card, its key, the signed-in token. */
const asksRecharge: PlannedAnswer['asks'] = (call) => {
  expect(call.token).toBe('token-demo');
  expect(call.body).toEqual({ idempotency_key: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/), amount_cents: 2_500, method: { type: 'card', card_id: CARD.id } });
};
/** A lost answer is looked up by the request's own key. */
const asksStatus: PlannedAnswer['asks'] = (call, earlier) => {
  expect(call.token).toBe('token-demo');
  expect(call.body).toEqual({ idempotency_key: earlier.filter((previous) => previous.path === RECHARGE).at(-1)?.body?.idempotency_key });
};

describeScreenSuite({
  model: paymentAttemptModel,
  page: () => '/settings/account/wallet/add',
  scripted: [RECHARGE, STATUS],
  handlers: [
    http.post('/reactapi/view/account/wallet', () => ok(WALLET)),
    http.post('/reactapi/view/account/payment', () => ok({ cards: [CARD] })),
  ],
  prepare(path) {
    opened = [];
    // jsdom cannot open the provider's page; it says so on the console.
    if (path.steps.some((step) => awaitsProvider(step.event))) failOnConsoleError([/^Not implemented: navigation/]);
  },
  inspect(event) {
    if (event.type === '@xstate.action' && event.action.type === 'openProvider') opened.push((event.action.params as { url: string }).url);
  },
  async begin() {
    // Adding $25 with the saved card starts the attempt.
    const amount = await screen.findByLabelText('Amount');
    await person.type(amount, '25');
    await person.click(screen.getByRole('button', { name: 'Add funds' }));
  },
  answerFor(event) {
    switch (event.type) {
      case 'xstate.done.actor.submit':
        return { endpoint: RECHARGE, answer: () => ok(COMPLETED_MOVEMENT), asks: asksRecharge };
      case 'xstate.error.actor.submit':
        return {
          endpoint: RECHARGE,
          answer: (event.error as Error).message === DECLINED ? () => fail(402, 40202, DECLINED) : () => HttpResponse.error(),
          asks: asksRecharge,
        };
      case 'xstate.done.actor.checkStatus':
        return { endpoint: STATUS, answer: statusAnswer(event.output), asks: asksStatus };
      case 'xstate.error.actor.checkStatus':
        return { endpoint: STATUS, answer: () => HttpResponse.error(), asks: asksStatus };
      default:
        return null;
    }
  },
  drive: {},
  shows: {
    async submitting() {
      expect(await screen.findByText('Adding funds…')).toBeInTheDocument();
    },
    async checkingStatus() {
      expect(await screen.findByText('We did not hear back in time. Checking whether your payment went through…')).toBeInTheDocument();
    },
    async finished(_, before) {
      // How it ended, from the path's last event and the product's rules (decision 0005), not the machine's outcome.
      const last = paymentAttemptModel.events.find((entry) => entry.event === before.at(-1)?.event)?.name ?? '';
      if (last === 'the server answers' || last === 'the server says it went through') {
        await waitFor(() => expect(window.location.hash).toBe('#/settings/account/wallet/add/feedback'));
        // The balance the server answered with (for a lost answer, the one the status check told).
        expect(await screen.findByText('Your balance is now $75.00.')).toBeInTheDocument();
        return;
      }
      if (last === 'the server says it awaits the provider') {
        // It went through to the provider: the person approves there (no failure, no second request).
        expect(await screen.findByText('Taking you to the payment provider…')).toBeInTheDocument();
        await waitFor(() => expect(opened).toEqual([PENDING_MOVEMENT.provider.approve_url]));
        expect(screen.queryByRole('alert')).not.toBeInTheDocument();
        return;
      }
      const shown: Record<string, { message: string | RegExp; retry: boolean }> = {
        // Why is the toast's (spec §8); the page says only that it was not paid.
        'the server refuses': { message: /^Not paid\.$/, retry: false },
        'the server says it failed there': { message: 'The payment failed', retry: false },
        // Only a request the server never got (or could not be asked about) may be sent again, with its key.
        'the server never got it': { message: 'The request did not reach us. Nothing was charged; you can try again.', retry: true },
        'the check gets no answer either': {
          message: 'We could not confirm the payment. Check your connection and try again; you will not be charged twice.',
          retry: true,
        },
      };
      const expected = shown[last];
      expect(expected, `an outcome for "${last}"`).toBeDefined();
      expect(await screen.findByRole('alert')).toHaveTextContent(expected!.message);
      if (last === 'the server refuses') expect((await screen.findAllByText(DECLINED, { selector: 'li *' })).length).toBeGreaterThan(0);
      if (expected!.retry) expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      else expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Change amount or card' })).toBeEnabled();
    },
  },
});

describe('paymentAttempt model', () => {
  itPlansEveryEntry(paymentAttemptModel);
});
