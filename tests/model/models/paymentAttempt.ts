import type { SnapshotFrom } from 'xstate';
import { EnvelopeError, TransportError } from '../../../src/api/errors';
import { paymentAttemptMachine } from '../../../src/machines/paymentAttemptMachine';
import type { MachineModel } from '../plan';

type Snapshot = SnapshotFrom<typeof paymentAttemptMachine>;

export const DECLINED = 'Your card was declined';
export const COMPLETED_MOVEMENT = { status: 'completed', entry: null, balance_cents: 7_500, provider: null };
/** Added through the payment provider: the buyer approves on its page first. */
export const PENDING_MOVEMENT = { status: 'pending_provider', entry: null, balance_cents: 5_000, provider: { provider_order_id: 'p1', approve_url: '/sandbox-provider/checkout/p1' } };

const submitting = (s: Snapshot) => s.matches('submitting');
const checking = (s: Snapshot) => s.matches('checkingStatus');
const status = (value: string, result: unknown = null) => ({ status: value, result, failure: null });

/**
 * One money request, as adding funds to the wallet sends it: every way it can end, including
 * a lost answer that is then looked up with the server.
 */
export const paymentAttemptModel: MachineModel<Snapshot> = {
  machine: paymentAttemptMachine,
  suite: 'paymentAttempt',
  starts: [{ name: '', input: { key: 'key-1', request: { amount_cents: 2_500 } } }],
  events: [
    { name: 'the server answers', event: { type: 'xstate.done.actor.submit', output: COMPLETED_MOVEMENT }, when: submitting, to: 'finished' },
    { name: 'the server refuses', event: { type: 'xstate.error.actor.submit', error: new EnvelopeError(DECLINED, 402, 40202) }, when: submitting, to: 'finished' },
    { name: 'the answer is lost', event: { type: 'xstate.error.actor.submit', error: new TransportError() }, when: submitting, to: 'checkingStatus' },
    { name: 'the server says it went through', event: { type: 'xstate.done.actor.checkStatus', output: status('completed', COMPLETED_MOVEMENT) }, when: checking, to: 'finished' },
    {
      name: 'the server says it awaits the provider',
      event: { type: 'xstate.done.actor.checkStatus', output: status('pending_provider', PENDING_MOVEMENT) },
      when: checking,
      to: 'finished',
    },
    { name: 'the server says it failed there', event: { type: 'xstate.done.actor.checkStatus', output: status('failed') }, when: checking, to: 'finished' },
    { name: 'the server never got it', event: { type: 'xstate.done.actor.checkStatus', output: status('unknown') }, when: checking, to: 'finished' },
    { name: 'the check gets no answer either', event: { type: 'xstate.error.actor.checkStatus', error: new TransportError() }, when: checking, to: 'finished' },
  ],
  serializeState: (s) => JSON.stringify({ value: s.value, status: s.status }),
};
