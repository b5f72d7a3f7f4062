import type { StateValue } from 'xstate';
import { EnvelopeError } from '../../../src/api/errors';
import { documentedMachines } from '../../../src/machines/registry';
import type { MachineModel } from '../plan';

type Snapshot = {
  value: StateValue;
  matches(value: StateValue): boolean;
  context: { params: string; items: unknown[]; nextCursor: string | null; error: string | null };
};

/** The documented `pagedList` machine; the app builds one per list (`requests`, `catalogue.search`…). */
const pagedListMachine = documentedMachines.find((machine) => machine.id === 'pagedList')!;

/** The requests page reads every request first; the cancelled ones are none. */
export const FIRST_FILTER = 'all';
export const OTHER_FILTER = 'cancelled';
/** Five requests: a page of 3, then 2. */
export const PAGE_SIZE = 3;
export const TOTAL = 5;
/** The id of the listed request at a position in the list. */
export const requestIdAt = (position: number) => 100 + position;

const page = (from: number, count: number, nextCursor: string | null, total = TOTAL) => ({
  items: Array.from({ length: count }, (_, index) => from + index),
  nextCursor,
  total,
});
const is = (value: string) => (s: Snapshot) => s.matches(value);
const filter = (name: string) => (s: Snapshot) => s.context.params === name;
const shown = (s: Snapshot) => s.context.items.length > 0;
const and = (...tests: Array<(s: Snapshot) => boolean>) => (s: Snapshot) => tests.every((test) => test(s));

/**
 * A long list, as the requests page reads it: first page, more, failures, another filter,
 * and what the live stream says about a shown request.
 */
export const pagedListModel: MachineModel<Snapshot> = {
  machine: pagedListMachine,
  suite: 'pagedList',
  starts: [{ name: '', input: FIRST_FILTER }],
  events: [
    { name: 'the first page arrives', event: { type: 'xstate.done.actor.loadPage', output: page(0, PAGE_SIZE, String(PAGE_SIZE)) }, when: and(is('loadingFirst'), filter(FIRST_FILTER)), to: 'ready' },
    { name: 'there are none', event: { type: 'xstate.done.actor.loadPage', output: page(0, 0, null, 0) }, when: and(is('loadingFirst'), filter(OTHER_FILTER)), to: 'ready' },
    { name: 'the first page fails', event: { type: 'xstate.error.actor.loadPage', error: new EnvelopeError('Try again later', 503, 50300) }, when: is('loadingFirst'), to: 'failed' },
    { name: 'tries again', event: { type: 'list.retry' }, when: is('failed'), to: 'loadingFirst' },
    { name: 'the server is back', event: { type: 'connection.back' }, when: is('failed'), to: 'loadingFirst' },
    { name: 'asks for more', event: { type: 'list.loadMore' }, when: and(is('ready'), (s) => s.context.nextCursor !== null), to: 'loadingMore' },
    { name: 'the next page arrives', event: { type: 'xstate.done.actor.loadNextPage', output: page(PAGE_SIZE, TOTAL - PAGE_SIZE, null) }, when: is('loadingMore'), to: 'ready' },
    { name: 'the next page fails', event: { type: 'xstate.error.actor.loadNextPage', error: new EnvelopeError('Try again later', 503, 50300) }, when: is('loadingMore'), to: 'ready' },
    { name: 'shows another filter', event: { type: 'list.load', params: OTHER_FILTER }, when: and(is('ready'), filter(FIRST_FILTER)), to: 'loadingFirst' },
    { name: 'the vendor accepts the first request', event: { type: 'list.changed', change: { orderId: requestIdAt(0), status: 'accepted' } }, when: and(is('ready'), shown), to: 'ready' },
    { name: 'the vendor of the first request writes', event: { type: 'list.changed', change: { orderId: requestIdAt(0), vendorMessage: true } }, when: is('loadingMore'), to: 'loadingMore' },
  ],
  serializeState: (s) =>
    JSON.stringify({ value: s.value, filter: s.context.params, items: s.context.items.length, more: s.context.nextCursor !== null, error: s.context.error !== null }),
};
