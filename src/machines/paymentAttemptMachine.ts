import { assign, fromPromise, setup } from 'xstate';
import type { ProviderLink } from '../api/contract/money';
import { isApiError } from '../api/errors';
import { messageInPlace } from './failure';

/** What one money request ended with, for the flow that made it. */
export type AttemptOutcome =
  | { kind: 'answered'; result: unknown }
  | { kind: 'refused'; message: string }
  /** The server never got it, or its answer could not be confirmed: safe to send again with the same key. */
  | { kind: 'notConfirmed'; message: string };

/** The server's word on a request, looked up by its key after the answer was lost. */
export interface RequestStatus {
  status: 'unknown' | 'completed' | 'pending_provider' | 'failed';
  /** The order or movement, when there is one. */
  result: unknown;
  failure: string | null;
}

/**
 * Where the buyer approves a payment waiting at the provider, or null when the answer gave no
 * link (a backend may not send it): a flow never sends the person to an empty address.
 */
export const approveUrlOf = (provider: ProviderLink | null | undefined) => provider?.approve_url || null;

/** Why a wallet movement did not go through, and whether sending it again (same key) is safe. */
export const failureOf = (outcome: AttemptOutcome) => ({
  retryable: outcome.kind === 'notConfirmed',
  // Stryker disable next-line ConditionalExpression,StringLiteral: the flows call it only after their answered branches, so an answered outcome never comes here (the check is for the type).
  error: outcome.kind === 'answered' ? null : outcome.message,
});

/** A timeout or a dropped connection: the request may or may not have reached the server. */
const outcomeUnknown = (error: unknown) => isApiError(error) && (error.kind === 'timeout' || error.kind === 'transport');

/**
 * One money request (order, recharge, gift) sent with its idempotency key. An answer that
 * never arrives is not taken as a failure: the server is asked what happened first.
 */
export const paymentAttemptMachine = setup({
  types: {
    context: {} as { key: string; request: unknown; outcome: AttemptOutcome | null },
    input: {} as { key: string; request: unknown },
    output: {} as AttemptOutcome,
  },
  actors: {
    submit: fromPromise<unknown, { key: string; request: unknown }>(() => Promise.reject(new Error('provide "submit"'))),
    checkStatus: fromPromise<RequestStatus, { key: string }>(() => Promise.reject(new Error('provide "checkStatus"'))),
  },
  guards: {
    isOutcomeUnknown: (_, params: { error: unknown }) => outcomeUnknown(params.error),
    wentThrough: (_, params: { status: RequestStatus['status'] }) => params.status === 'completed' || params.status === 'pending_provider',
    failedThere: (_, params: { status: RequestStatus['status'] }) => params.status === 'failed',
  },
}).createMachine({
  id: 'paymentAttempt',
  description: 'One money request sent with its key; a lost answer is checked with the server, never assumed failed.',
  context: ({ input }) => ({ key: input.key, request: input.request, outcome: null }),
  initial: 'submitting',
  states: {
    submitting: {
      description: 'The request is on its way.',
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ key: context.key, request: context.request }),
        onDone: {
          target: 'finished',
          actions: assign({ outcome: ({ event }) => ({ kind: 'answered' as const, result: event.output }) }),
          description: 'The server answered.',
        },
        onError: [
          {
            guard: { type: 'isOutcomeUnknown', params: ({ event }) => ({ error: event.error }) },
            target: 'checkingStatus',
            description: 'No answer (timeout, connection lost): ask the server what happened.',
          },
          {
            target: 'finished',
            actions: assign({ outcome: ({ event }) => ({ kind: 'refused' as const, message: messageInPlace(event.error) }) }),
            description: 'The server refused (declined card, low balance…).',
          },
        ],
      },
    },
    checkingStatus: {
      description: 'Asking the server whether the request went through (POST /reactapi/payment/status).',
      invoke: {
        id: 'checkStatus',
        src: 'checkStatus',
        input: ({ context }) => ({ key: context.key }),
        onDone: [
          {
            guard: { type: 'wentThrough', params: ({ event }) => ({ status: event.output.status }) },
            target: 'finished',
            actions: assign({ outcome: ({ event }) => ({ kind: 'answered' as const, result: event.output.result }) }),
            description: 'It went through.',
          },
          {
            guard: { type: 'failedThere', params: ({ event }) => ({ status: event.output.status }) },
            target: 'finished',
            actions: assign({
              outcome: ({ event }) => ({ kind: 'refused' as const, message: event.output.failure ?? 'The payment failed' }),
            }),
            description: 'It reached the server and failed.',
          },
          {
            target: 'finished',
            actions: assign({
              outcome: { kind: 'notConfirmed', message: 'The request did not reach us. Nothing was charged; you can try again.' },
            }),
            description: 'The server never got it: nothing moved.',
          },
        ],
        onError: {
          target: 'finished',
          actions: assign({
            outcome: {
              kind: 'notConfirmed',
              message: 'We could not confirm the payment. Check your connection and try again; you will not be charged twice.',
            },
          }),
          description: 'Still no answer: the person may try again safely with the same key.',
        },
      },
    },
    finished: { type: 'final', description: 'The outcome is known.' },
  },
  // Every way into `finished` sets the outcome.
  output: ({ context }) => context.outcome as AttemptOutcome,
});
