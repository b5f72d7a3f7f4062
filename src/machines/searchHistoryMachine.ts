import { assertEvent, assign, enqueueActions, setup } from 'xstate';
import { addTerm, clearHistory, normalizeTerm, type SearchHistory } from '../domain/searchHistory';

export interface SearchHistoryContext {
  /** The person's recent searches, newest first. */
  terms: SearchHistory;
  /** What is in the box. */
  text: string;
  /** The suggestion chosen with the arrow keys; -1 for the text being typed. */
  active: number;
  /**
   * The text is the person's own: typed since they last searched, with the focus still in the
   * search. A page that opens meanwhile (even the one of their last search, landing late)
   * leaves it alone.
   */
  typing: boolean;
}

export type SearchHistoryEvent =
  | { type: 'search.type'; text: string }
  /** The box shows what the results page searched for (also after back and forward). */
  | { type: 'search.show'; text: string }
  /** Focus, a click or an arrow key on the closed box. */
  | { type: 'search.open' }
  | { type: 'search.move'; step: 1 | -1 }
  /** Escape: the suggestions close; what is typed stays the person's. */
  | { type: 'search.close' }
  /** The focus left the search. */
  | { type: 'search.leave' }
  /** Enter or the search button: the chosen suggestion, else the text. */
  | { type: 'search.submit' }
  | { type: 'search.pick'; term: string }
  | { type: 'search.clear' }
  /** Another tab changed the history. */
  | { type: 'history.changed'; terms: SearchHistory };

/** The suggestions for what is typed: recent searches that contain it, ignoring case. */
export function suggestionsOf(context: Pick<SearchHistoryContext, 'terms' | 'text'>): string[] {
  const typed = normalizeTerm(context.text).toLocaleLowerCase();
  return context.terms.filter((term) => term.toLocaleLowerCase().includes(typed));
}

/** What a submit searches for: the chosen suggestion, else the text; '' for nothing. */
function wantedTerm(context: SearchHistoryContext): string {
  const suggestion = context.active >= 0 ? suggestionsOf(context)[context.active] : undefined;
  return normalizeTerm(suggestion ?? context.text);
}

/**
 * The header search with the person's recent searches (spec §3 search history) as suggestions:
 * a combobox that opens on focus, moves with the arrow keys, searches on Enter and can forget
 * the history. The UI provides `storeHistory` (this browser's storage) and `showResults`
 * (the results page); nothing blank is ever searched. The box shows the search of the page
 * open (also after back and forward), except while the person is typing in it.
 */
export const searchHistoryMachine = setup({
  types: {
    context: {} as SearchHistoryContext,
    events: {} as SearchHistoryEvent,
    input: {} as { terms: SearchHistory },
  },
  actions: {
    storeHistory: (_, _params: { terms: SearchHistory }) => {},
    showResults: (_, _params: { term: string }) => {},
    resetChoice: assign({ active: -1 }),
    takeTyping: assign(({ event }) => {
      assertEvent(event, 'search.type');
      return { text: event.text, active: -1, typing: true };
    }),
  },
  guards: {
    hasWantedTerm: ({ context }) => wantedTerm(context) !== '',
    isTyping: ({ context }) => context.typing,
  },
}).createMachine({
  id: 'searchHistory',
  description: 'The header search: suggests recent searches, searches on Enter, and can forget the history.',
  context: ({ input }) => ({ terms: input.terms, text: '', active: -1, typing: false }),
  initial: 'closed',
  on: {
    'search.show': [
      { guard: 'isTyping', description: 'The person is typing: the box keeps their text.' },
      // The suggestions follow the new text: none is chosen (an index into the old list could point past the new one).
      { actions: assign({ text: ({ event }) => event.text, active: -1 }), description: 'The box shows what the results page searched for.' },
    ],
    'search.leave': {
      target: '.closed',
      actions: assign({ typing: false, active: -1 }),
      description: 'The focus left the search: the suggestions close, and the box follows the page again.',
    },
    'history.changed': { actions: assign({ terms: ({ event }) => event.terms, active: -1 }), description: 'Another tab changed the history.' },
    'search.submit': [
      {
        guard: 'hasWantedTerm',
        target: '.closed',
        actions: enqueueActions(({ context, enqueue }) => {
          const term = wantedTerm(context);
          const terms = addTerm(context.terms, term);
          enqueue.assign({ terms, text: term, active: -1, typing: false });
          enqueue({ type: 'storeHistory', params: { terms } });
          enqueue({ type: 'showResults', params: { term } });
        }),
        description: 'The search is sent to the results page and goes to the front of the history.',
      },
      { target: '.open', actions: 'resetChoice', description: 'Nothing typed (or only spaces): nothing is searched; the recent searches show instead.' },
    ],
    // A suggestion is a recent search, and the history never holds a blank one (addTerm).
    'search.pick': {
      target: '.closed',
      actions: enqueueActions(({ context, event, enqueue }) => {
        const term = normalizeTerm(event.term);
        const terms = addTerm(context.terms, term);
        enqueue.assign({ terms, text: term, active: -1, typing: false });
        enqueue({ type: 'storeHistory', params: { terms } });
        enqueue({ type: 'showResults', params: { term } });
      }),
      description: 'A recent search is picked and searched again.',
    },
  },
  states: {
    closed: {
      description: 'The box without suggestions.',
      on: {
        'search.open': { target: 'open', description: 'The box is focused or clicked: the recent searches show.' },
        'search.type': {
          target: 'open',
          actions: 'takeTyping',
          description: 'The person types: matching recent searches show.',
        },
      },
    },
    open: {
      description: 'The recent searches that match what is typed, with "Clear history".',
      on: {
        'search.type': { actions: 'takeTyping', description: 'The suggestions follow the text.' },
        'search.move': {
          actions: assign({
            // Past either end comes back to the text being typed (-1).
            active: ({ context, event }) => {
              const count = suggestionsOf(context).length;
              return ((context.active + event.step + 1 + count + 1) % (count + 1)) - 1;
            },
          }),
          description: 'The arrow keys choose a suggestion.',
        },
        'search.close': { target: 'closed', actions: 'resetChoice', description: 'Escape: the suggestions close; the text stays.' },
        'search.clear': {
          actions: [
            assign({ terms: clearHistory(), active: -1 }),
            { type: 'storeHistory', params: { terms: clearHistory() } },
          ],
          description: 'The person forgets the history.',
        },
      },
    },
  },
});
