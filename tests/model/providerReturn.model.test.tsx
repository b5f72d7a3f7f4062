import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { storeCarts } from '../support/moneyHandlers';
import { fail, ok } from '../support/sessionHandlers';
import { PROVIDER_REFUSAL, providerReturnModel } from './models/providerReturn';
import type { RecordedCall } from './harness';
import { itPlansEveryEntry } from './planChecks';
import { describeScreenSuite, person } from './screenSuite';

const CAPTURE = '/reactapi/payment/provider/capture';
/** The page's link names the provider's order to capture (`provider_order_id`), with the signed-in token. */
const asks = (call: RecordedCall) => expect(call.body).toEqual({ provider_order_id: 'SBX-1' });
const heading = async (name: string) => expect(await screen.findByRole('heading', { name })).toBeInTheDocument();

describeScreenSuite({
  model: providerReturnModel,
  page: () => '/checkoutPaypal/42?provider_order_id=SBX-1',
  scripted: [CAPTURE],
  token: () => 'token-demo',
  prepare: () => storeCarts(),
  answerFor(event) {
    if (event.type === 'xstate.error.actor.capture') return { endpoint: CAPTURE, answer: () => fail(503, 50300, 'There is something wrong'), asks };
    if (event.type !== 'xstate.done.actor.capture') return null;
    const { status, result } = event.output as { status: string; result: unknown };
    return { endpoint: CAPTURE, answer: () => ok({ status, order: result, movement: null }), asks };
  },
  drive: {
    'capture.retry': async () => person.click(await screen.findByRole('button', { name: 'Check again' })),
  },
  shows: {
    capturing: async () => {
      expect(await screen.findByText('Confirming the payment of order #42…')).toBeInTheDocument();
    },
    unconfirmed: async () => {
      await heading('We could not confirm your payment yet');
      expect(screen.getByRole('button', { name: 'Check again' })).toBeEnabled();
      // The toast says why (spec §8); the page does not say it again.
      expect(within(screen.getByRole('main')).queryByText(/There is something wrong/)).not.toBeInTheDocument();
    },
    completed: async () => {
      await heading('Order #42 placed');
    },
    cancelled: async () => {
      await heading('Payment cancelled — your cart is still here');
      expect(screen.getByRole('link', { name: 'Back to checkout' })).toBeInTheDocument();
    },
    declined: async () => {
      await heading('The payment was declined');
      expect(within(screen.getByRole('main')).getByText(PROVIDER_REFUSAL)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Pay another way' })).toBeInTheDocument();
    },
  },
});

describe('providerReturn model', () => {
  itPlansEveryEntry(providerReturnModel);
});
