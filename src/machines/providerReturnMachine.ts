import { assign, fromPromise, setup } from 'xstate';
import { messageInPlace } from './failure';

export type CaptureStatus = 'completed' | 'cancelled' | 'failed';

/**
 * Back from the payment provider's page: capture what the buyer decided (once; capturing
 * again is harmless) and say how it ended.
 */
export const providerReturnMachine = setup({
  types: {
    /** `result`: what the capture answered (the order, or the wallet movement), however it ended. */
    context: {} as { providerOrderId: string; result: unknown; error: string | null },
    events: {} as { type: 'capture.retry' },
    input: {} as { providerOrderId: string },
  },
  actors: {
    capture: fromPromise<{ status: CaptureStatus; result: unknown }, { providerOrderId: string }>(() =>
      Promise.reject(new Error('provide "capture"')),
    ),
  },
  guards: {
    endedAs: (_, params: { status: CaptureStatus; expected: CaptureStatus }) => params.status === params.expected,
  },
}).createMachine({
  id: 'providerReturn',
  description: 'Back from the payment provider: the payment is captured and its outcome shown.',
  context: ({ input }) => ({ providerOrderId: input.providerOrderId, result: null, error: null }),
  initial: 'capturing',
  states: {
    capturing: {
      description: 'Capturing the payment (POST /reactapi/payment/provider/capture).',
      invoke: {
        id: 'capture',
        src: 'capture',
        input: ({ context }) => ({ providerOrderId: context.providerOrderId }),
        onDone: [
          {
            guard: { type: 'endedAs', params: ({ event }) => ({ status: event.output.status, expected: 'completed' as const }) },
            target: 'completed',
            actions: assign({ result: ({ event }) => event.output.result }),
            description: 'The buyer approved: paid.',
          },
          {
            guard: { type: 'endedAs', params: ({ event }) => ({ status: event.output.status, expected: 'cancelled' as const }) },
            target: 'cancelled',
            actions: assign({ result: ({ event }) => event.output.result }),
            description: 'The buyer cancelled: nothing was paid.',
          },
          {
            target: 'declined',
            actions: assign({ result: ({ event }) => event.output.result }),
            description: 'The provider refused the payment.',
          },
        ],
        onError: {
          target: 'unconfirmed',
          actions: assign({ error: ({ event }) => messageInPlace(event.error) }),
          description: 'The capture could not be confirmed.',
        },
      },
    },
    unconfirmed: {
      description: 'The outcome is not known yet; asking again is safe.',
      on: { 'capture.retry': { target: 'capturing', description: 'Ask again.' } },
    },
    completed: { type: 'final', description: 'Paid.' },
    cancelled: { type: 'final', description: 'Cancelled by the buyer; the cart is intact.' },
    declined: { type: 'final', description: 'Refused by the provider.' },
  },
});
