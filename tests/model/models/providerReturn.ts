import type { SnapshotFrom } from 'xstate';
import { EnvelopeError } from '../../../src/api/errors';
import { providerReturnMachine } from '../../../src/machines/providerReturnMachine';
import { orderOf } from '../../support/moneyData';
import type { MachineModel } from '../plan';

type Snapshot = SnapshotFrom<typeof providerReturnMachine>;

export const PROVIDER_REFUSAL = 'The provider refused this card';
const capturing = (s: Snapshot) => s.matches('capturing');

/** Back from the payment provider's page after paying an order. */
export const providerReturnModel: MachineModel<Snapshot> = {
  machine: providerReturnMachine,
  suite: 'providerReturn',
  starts: [{ name: '', input: { providerOrderId: 'SBX-1' } }],
  events: [
    { name: 'the buyer approved', event: { type: 'xstate.done.actor.capture', output: { status: 'completed', result: orderOf() } }, when: capturing, to: 'completed' },
    { name: 'the buyer cancelled', event: { type: 'xstate.done.actor.capture', output: { status: 'cancelled', result: orderOf({ status: 'cancelled' }) } }, when: capturing, to: 'cancelled' },
    {
      name: 'the provider declined',
      event: { type: 'xstate.done.actor.capture', output: { status: 'failed', result: orderOf({ status: 'failed', failure: PROVIDER_REFUSAL }) } },
      when: capturing,
      to: 'declined',
    },
    { name: 'the capture gets no answer', event: { type: 'xstate.error.actor.capture', error: new EnvelopeError('There is something wrong', 503, 50300) }, when: capturing, to: 'unconfirmed' },
    { name: 'checks again', event: { type: 'capture.retry' }, when: (s) => s.matches('unconfirmed'), to: 'capturing' },
  ],
  serializeState: (s) => JSON.stringify({ value: s.value }),
};
