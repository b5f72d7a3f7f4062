import type { StateValue } from 'xstate';
import { EnvelopeError } from '../../../src/api/errors';
import { documentedMachines } from '../../../src/machines/registry';
import type { MachineModel } from '../plan';

type Snapshot = { value: StateValue; matches(value: StateValue): boolean; context: { params: { product_id: number } } };

/** The documented `resource` machine; the app builds one per read (`catalogue.product`…). */
const resourceMachine = documentedMachines.find((machine) => machine.id === 'resource')!;

export const FIRST = { category_id: 2, vendor_id: 7, product_id: 100 };
export const OTHER = { ...FIRST, product_id: 101 };
export const OTHER_NAME = 'Roast No. 01';

/** One read, as the product page makes it: loading, failure and retry, another product. */
export const resourceModel: MachineModel<Snapshot> = {
  machine: resourceMachine,
  suite: 'resource',
  starts: [{ name: '', input: FIRST }],
  events: [
    ...[FIRST, OTHER].map(({ product_id }) => ({
      name: product_id === FIRST.product_id ? 'the product arrives' : 'the other product arrives',
      event: { type: 'xstate.done.actor.load', output: { id: product_id } },
      when: (s: Snapshot) => s.matches('loading') && s.context.params.product_id === product_id,
      to: 'ready',
    })),
    ...[FIRST, OTHER].map(({ product_id }) => ({
      name: product_id === FIRST.product_id ? 'the read fails' : "the other product's read fails",
      event: { type: 'xstate.error.actor.load', error: new EnvelopeError('Try again later', 503, 50300) },
      when: (s: Snapshot) => s.matches('loading') && s.context.params.product_id === product_id,
      to: 'failed',
    })),
    {
      name: 'there is no such product',
      event: { type: 'xstate.error.actor.load', error: new EnvelopeError('Product not found', 404, 40400) },
      when: (s) => s.matches('loading') && s.context.params.product_id === FIRST.product_id,
      to: 'missing',
    },
    { name: 'tries again', event: { type: 'resource.retry' }, when: (s) => s.matches('failed'), to: 'loading' },
    { name: 'the server is back', event: { type: 'connection.back' }, when: (s) => s.matches('failed'), to: 'loading' },
    { name: 'opens another product', event: { type: 'resource.load', params: OTHER }, when: (s) => s.matches('ready') && s.context.params.product_id === FIRST.product_id, to: 'loading' },
  ],
  serializeState: (s) => JSON.stringify({ value: s.value, product: s.context.params.product_id }),
};
