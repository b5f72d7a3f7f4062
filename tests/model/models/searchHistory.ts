import type { SnapshotFrom, StateValue } from 'xstate';
import { searchHistoryMachine } from '../../../src/machines/searchHistoryMachine';
import type { MachineModel } from '../plan';

type Snapshot = SnapshotFrom<typeof searchHistoryMachine>;

/** What this browser remembers before the path starts. */
export const KEPT_SEARCH = 'iced latte';
export const OTHER_TAB_SEARCH = 'flat white';

const is = (...values: StateValue[]) => (s: Snapshot) => values.some((value) => s.matches(value as never));
const and = (...tests: Array<(s: Snapshot) => boolean>) => (s: Snapshot) => tests.every((test) => test(s));
const hasTerms = (s: Snapshot) => s.context.terms.length > 0;

export const searchHistoryModel: MachineModel<Snapshot> = {
  machine: searchHistoryMachine,
  suite: 'searchHistory',
  starts: [{ name: '', input: { terms: [KEPT_SEARCH] } }],
  events: [
    { name: 'focuses the box', event: { type: 'search.open' }, when: is('closed') },
    { name: 'types latte', event: { type: 'search.type', text: 'latte' }, when: (s) => s.context.text === '' },
    { name: 'chooses the first suggestion', event: { type: 'search.move', step: 1 }, when: and(is('open'), hasTerms, (s) => s.context.active === -1) },
    { name: 'presses Escape', event: { type: 'search.close' }, when: and(is('open'), hasTerms) },
    { name: 'searches', event: { type: 'search.submit' }, when: (s) => s.context.text !== '' || s.context.active >= 0 },
    { name: 'searches with nothing typed', event: { type: 'search.submit' }, when: (s) => s.context.text === '' && s.context.active === -1 },
    { name: 'picks a recent search', event: { type: 'search.pick', term: KEPT_SEARCH }, when: and(is('open'), (s) => s.context.text === '' && s.context.terms.includes(KEPT_SEARCH)) },
    { name: 'clears the history', event: { type: 'search.clear' }, when: and(is('open'), hasTerms) },
    { name: 'another tab searches', event: { type: 'history.changed', terms: [OTHER_TAB_SEARCH] }, when: (s) => !hasTerms(s) },
    { name: 'opens a results page', event: { type: 'search.show', text: 'mocha' }, when: (s) => s.context.text === '' },
    { name: 'a results page opens while typing', event: { type: 'search.show', text: 'mocha' }, when: (s) => s.context.typing },
    { name: 'leaves the box', event: { type: 'search.leave' }, when: (s) => s.context.typing },
  ],
  serializeState: (s) =>
    JSON.stringify({ value: s.value, terms: s.context.terms.length, text: s.context.text, active: s.context.active, typing: s.context.typing }),
};
