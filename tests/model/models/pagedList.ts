import type { StateValue } from 'xstate';
import { EnvelopeError } from '../../../src/api/errors';
import { documentedMachines } from '../../../src/machines/registry';
import type { MachineModel } from '../plan';

type Snapshot = {
  value: StateValue;
  matches(value: StateValue): boolean;
  context: { params: { q: string }; items: unknown[]; nextCursor: string | null; error: string | null };
};

/** The documented `pagedList` machine; the app builds one per list (`catalogue.search`…). */
const pagedListMachine = documentedMachines.find((machine) => machine.id === 'pagedList')!;

export const FIRST_QUERY = 'latte';
export const OTHER_QUERY = 'nothing-like-it';
/** The search for "latte" finds 32 things: a page of 24, then 8. */
export const PAGE_SIZE = 24;
export const TOTAL = 32;

const page = (from: number, count: number, nextCursor: string | null, total = TOTAL) => ({
  items: Array.from({ length: count }, (_, index) => from + index),
  nextCursor,
  total,
});
const is = (value: string) => (s: Snapshot) => s.matches(value);
const query = (q: string) => (s: Snapshot) => s.context.params.q === q;
const and = (...tests: Array<(s: Snapshot) => boolean>) => (s: Snapshot) => tests.every((test) => test(s));

/** A long list, as the search page reads it: first page, more, failures, another search. */
export const pagedListModel: MachineModel<Snapshot> = {
  machine: pagedListMachine,
  suite: 'pagedList',
  starts: [{ name: '', input: { q: FIRST_QUERY } }],
  events: [
    { name: 'the first page arrives', event: { type: 'xstate.done.actor.loadPage', output: page(0, PAGE_SIZE, String(PAGE_SIZE)) }, when: and(is('loadingFirst'), query(FIRST_QUERY)) },
    { name: 'nothing matches', event: { type: 'xstate.done.actor.loadPage', output: page(0, 0, null, 0) }, when: and(is('loadingFirst'), query(OTHER_QUERY)) },
    { name: 'the first page fails', event: { type: 'xstate.error.actor.loadPage', error: new EnvelopeError('Try again later', 503, 50300) }, when: is('loadingFirst') },
    { name: 'tries again', event: { type: 'list.retry' }, when: is('failed') },
    { name: 'asks for more', event: { type: 'list.loadMore' }, when: and(is('ready'), (s) => s.context.nextCursor !== null) },
    { name: 'the next page arrives', event: { type: 'xstate.done.actor.loadNextPage', output: page(PAGE_SIZE, TOTAL - PAGE_SIZE, null) }, when: is('loadingMore') },
    { name: 'the next page fails', event: { type: 'xstate.error.actor.loadNextPage', error: new EnvelopeError('Try again later', 503, 50300) }, when: is('loadingMore') },
    { name: 'searches for something else', event: { type: 'list.load', params: { q: OTHER_QUERY } }, when: and(is('ready'), query(FIRST_QUERY)) },
  ],
  serializeState: (s) =>
    JSON.stringify({ value: s.value, q: s.context.params.q, items: s.context.items.length, more: s.context.nextCursor !== null, error: s.context.error !== null }),
};
