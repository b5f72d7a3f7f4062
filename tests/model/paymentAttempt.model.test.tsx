import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import type { AttemptOutcome } from '../../src/machines/paymentAttemptMachine';
import { fail, ok } from '../support/sessionHandlers';
import { CARD, WALLET } from './models/money';
import { COMPLETED_MOVEMENT, DECLINED, paymentAttemptModel } from './models/paymentAttempt';
import type { AnySnapshot } from './plan';
import { describeScreenSuite, person } from './screenSuite';

/** The payment attempt where adding funds to the wallet runs it. */

const RECHARGE = '/reactapi/user/recharge';
const STATUS = '/reactapi/payment/status';
const statusAnswer = (output: unknown) => {
  const { status } = output as { status: string };
  return () => ok({ status, order: null, movement: status === 'completed' ? COMPLETED_MOVEMENT : null });
};

describeScreenSuite({
  model: paymentAttemptModel,
  page: () => '/settings/account/wallet/add',
  scripted: [RECHARGE, STATUS],
  handlers: [
    http.post('/reactapi/view/account/wallet', () => ok(WALLET)),
    http.post('/reactapi/view/account/payment', () => ok({ cards: [CARD] })),
  ],
  async begin() {
    // Adding $25 with the saved card starts the attempt.
    const amount = await screen.findByLabelText('Amount');
    await person.type(amount, '25');
    await person.click(screen.getByRole('button', { name: 'Add funds' }));
  },
  answerFor(event) {
    switch (event.type) {
      case 'xstate.done.actor.submit':
        return { endpoint: RECHARGE, answer: () => ok(COMPLETED_MOVEMENT) };
      case 'xstate.error.actor.submit':
        return { endpoint: RECHARGE, answer: (event.error as Error).message === DECLINED ? () => fail(402, 40202, DECLINED) : () => HttpResponse.error() };
      case 'xstate.done.actor.checkStatus':
        return { endpoint: STATUS, answer: statusAnswer(event.output) };
      case 'xstate.error.actor.checkStatus':
        return { endpoint: STATUS, answer: () => HttpResponse.error() };
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
    async finished(s: AnySnapshot) {
      const outcome = s.context.outcome as AttemptOutcome;
      if (outcome.kind === 'answered') {
        await waitFor(() => expect(window.location.hash).toBe('#/settings/account/wallet/add/feedback'));
        return;
      }
      expect(await screen.findByRole('alert')).toHaveTextContent(outcome.message);
      // Only a request the server never got may be sent again.
      if (outcome.kind === 'notConfirmed') expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      else expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    },
  },
});
