import type { SnapshotFrom, StateValue } from 'xstate';
import { searchHistoryMachine } from '../../../src/machines/searchHistoryMachine';
import type { MachineModel } from '../plan';

type Snapshot = SnapshotFrom<typeof searchHistoryMachine>;

/** What this browser remembers before the path starts. */
export const KEPT_SEARCH = 'iced latte';
/** Newest first: picking the older one moves it to the front. */
export const STORED_SEARCHES = ['espresso', KEPT_SEARCH];
export const OTHER_TAB_SEARCH = 'flat white';

const is = (...values: StateValue[]) => (s: Snapshot) => values.some((value) => s.matches(value as never));
const and = (...tests: Array<(s: Snapshot) => boolean>) => (s: Snapshot) => tests.every((test) => test(s));
/** Where the product says the event leaves the box: as it was (a page or another tab changes no state). */
const stays = (from: string) => from;
/** How many recent searches the box suggests for its text (the model's own count: they contain it, ignoring case). */
const matching = (s: Snapshot) => s.context.terms.filter((term) => term.toLowerCase().includes(s.context.text.trim().toLowerCase())).length;
const hasTerms = (s: Snapshot) => s.context.terms.length > 0;

export const searchHistoryModel: MachineModel<Snapshot> = {
  machine: searchHistoryMachine,
  suite: 'searchHistory',
  starts: [{ name: '', input: { terms: STORED_SEARCHES } }],
  events: [
    { name: 'focuses the box', event: { type: 'search.open' }, when: is('closed'), to: 'open' },
    { name: 'types latte', event: { type: 'search.type', text: 'latte' }, when: (s) => s.context.text === '', to: 'open' },
    { name: 'chooses the first suggestion', event: { type: 'search.move', step: 1 }, when: and(is('open'), hasTerms, (s) => s.context.active === -1), to: 'open' },
    // ArrowUp from the text chooses the last suggestion; ArrowDown past the last comes back to the text.
    { name: 'chooses the last suggestion', event: { type: 'search.move', step: -1 }, when: and(is('open'), (s) => s.context.active === -1 && matching(s) >= 2), to: 'open' },
    { name: 'goes past the last suggestion', event: { type: 'search.move', step: 1 }, when: and(is('open'), (s) => s.context.active >= 1 && s.context.active === matching(s) - 1), to: 'open' },
    { name: 'presses Escape', event: { type: 'search.close' }, when: and(is('open'), hasTerms), to: 'closed' },
    { name: 'searches', event: { type: 'search.submit' }, when: (s) => s.context.text !== '' && s.context.active === -1, to: 'closed' },
    { name: 'searches the chosen suggestion', event: { type: 'search.submit' }, when: (s) => s.context.active >= 0, to: 'closed' },
    { name: 'searches with nothing typed', event: { type: 'search.submit' }, when: (s) => s.context.text === '' && s.context.active === -1, to: 'open' },
    { name: 'picks a recent search', event: { type: 'search.pick', term: KEPT_SEARCH }, when: and(is('open'), (s) => s.context.text === '' && s.context.terms.includes(KEPT_SEARCH)), to: 'closed' },
    { name: 'clears the history', event: { type: 'search.clear' }, when: and(is('open'), hasTerms), to: 'open' },
    { name: 'another tab searches', event: { type: 'history.changed', terms: [OTHER_TAB_SEARCH] }, when: (s) => !hasTerms(s), to: stays },
    { name: 'opens a results page', event: { type: 'search.show', text: 'mocha' }, when: (s) => s.context.text === '', to: stays },
    { name: 'a results page opens while typing', event: { type: 'search.show', text: 'mocha' }, when: (s) => s.context.typing, to: stays },
    { name: 'leaves the box', event: { type: 'search.leave' }, when: (s) => s.context.typing, to: 'closed' },
  ],
  serializeState: (s) =>
    JSON.stringify({ value: s.value, terms: s.context.terms.length, text: s.context.text, active: s.context.active, typing: s.context.typing }),
};
