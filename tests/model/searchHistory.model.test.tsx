import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { searchHistoryKey } from '../../src/ui/search/searchHistoryStorage';
import { catalogueHandlers } from '../support/catalogueHandlers';
import { demoUser } from '../support/sessionHandlers';
import { STORED_SEARCHES, searchHistoryModel } from './models/searchHistory';
import type { PathStep } from './harness';
import type { AnySnapshot, ModelEvent } from './plan';
import { itPlansEveryEntry } from './planChecks';
import { describeScreenSuite, person } from './screenSuite';

/** For the first look at the app on a busy machine: a limit, not a wait. */
const PAGE = { timeout: 15_000 };
const HISTORY_KEY = searchHistoryKey(demoUser.id);
// Any signed-in page has the header search; this one reads nothing.
const PAGE_OPEN = '/settings/account/password';

const box = () => screen.getByRole('combobox', { name: 'Search products, vendors and categories' });
const storedHistory = () => JSON.parse(localStorage.getItem(HISTORY_KEY) ?? '[]') as string[];

/** What the person sees of the search: the box, the chosen suggestion, the page open, the history kept. */
interface SeenSearch {
  history: string[];
  text: string;
  /** Where the arrow keys are in the list (-1: at the text); the list follows the text. */
  chosenAt: number;
  /** Typed since the last search, with the focus still in the search: a page opening leaves the box alone. */
  typing: boolean;
  hash: string;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const suggestionsFor = ({ history, text }: SeenSearch) => history.filter((term) => term.toLowerCase().includes(text.trim().toLowerCase()));

/** ArrowDown and ArrowUp go through the suggestions; past either end they come back to the text (-1). */
function moved(count: number, at: number, key: 'down' | 'up'): number {
  if (key === 'down') return at === count - 1 ? -1 : at + 1;
  return at === -1 ? count - 1 : at - 1;
}

/** The suggestion shown as chosen, if any. */
const chosenOf = (seen: SeenSearch) => suggestionsFor(seen)[seen.chosenAt] ?? null;

/**
 * The search after the path's steps, from the stored history and what the person did (spec
 * §3: a new search goes to the front, a repeated one moves there, the history can be
 * cleared), never from the machine.
 */
function seenAfter(before: Array<PathStep<AnySnapshot, ModelEvent>>): SeenSearch {
  let seen: SeenSearch = { history: [...STORED_SEARCHES], text: '', chosenAt: -1, typing: false, hash: `#${PAGE_OPEN}` };
  const searchFor = (term: string) => {
    seen = {
      history: [term, ...seen.history.filter((earlier) => !same(earlier, term))],
      text: term,
      chosenAt: -1,
      typing: false,
      hash: `#/search?q=${encodeURIComponent(term)}`,
    };
  };
  for (const { event } of before) {
    if (event.type === 'search.type') seen = { ...seen, text: event.text as string, chosenAt: -1, typing: true };
    else if (event.type === 'search.move') seen = { ...seen, chosenAt: moved(suggestionsFor(seen).length, seen.chosenAt, event.step === 1 ? 'down' : 'up') };
    else if (event.type === 'search.close') seen = { ...seen, chosenAt: -1 };
    else if (event.type === 'search.leave') seen = { ...seen, chosenAt: -1, typing: false };
    else if (event.type === 'search.clear') seen = { ...seen, history: [], chosenAt: -1 };
    // A list that changes under the arrow keys (another tab, a page's search) has none chosen.
    else if (event.type === 'history.changed') seen = { ...seen, history: [...(event.terms as string[])], chosenAt: -1 };
    else if (event.type === 'search.pick') searchFor(event.term as string);
    else if (event.type === 'search.submit') {
      const term = (chosenOf(seen) ?? seen.text).trim();
      if (term) searchFor(term);
      // Nothing to search: the suggestions show, none chosen.
      else seen = { ...seen, chosenAt: -1 };
    } else if (event.type === 'search.show') {
      const hash = `#/search?q=${event.text as string}`;
      seen = seen.typing ? { ...seen, hash } : { ...seen, text: event.text as string, chosenAt: -1, hash };
    }
  }
  return seen;
}

describeScreenSuite({
  model: searchHistoryModel,
  page: () => PAGE_OPEN,
  scripted: [],
  answerFor: () => null,
  // A search opens its results page, which reads the catalogue's search.
  handlers: catalogueHandlers,
  prepare: () => localStorage.setItem(HISTORY_KEY, JSON.stringify(STORED_SEARCHES)),
  begin: async () => void (await screen.findByRole('combobox', { name: 'Search products, vendors and categories' }, PAGE)),
  drive: {
    async 'search.open'() {
      await person.click(box());
    },
    async 'search.type'(event) {
      if (document.activeElement !== box()) {
        // Focus opens the suggestions; Escape closes them again, so the typing opens them.
        await person.click(box());
        await person.keyboard('{Escape}');
      }
      await person.type(box(), event.text as string, { skipClick: true });
    },
    async 'search.move'(event) {
      box().focus();
      await person.keyboard(event.step === 1 ? '{ArrowDown}' : '{ArrowUp}');
    },
    async 'search.close'() {
      box().focus();
      await person.keyboard('{Escape}');
    },
    async 'search.submit'() {
      box().focus();
      await person.keyboard('{Enter}');
    },
    async 'search.pick'(event) {
      await person.click(await screen.findByRole('option', { name: event.term as string }));
    },
    async 'search.clear'() {
      await person.click(screen.getByRole('button', { name: 'Clear history' }));
    },
    async 'history.changed'(event) {
      localStorage.setItem(HISTORY_KEY, JSON.stringify(event.terms));
      window.dispatchEvent(new StorageEvent('storage', { key: HISTORY_KEY }));
    },
    async 'search.leave'() {
      await person.click(document.body);
    },
    async 'search.show'(event) {
      window.location.hash = `#/search?q=${event.text as string}`;
      // The page has opened (this suite answers no search: its results do not matter here).
      await screen.findByRole('heading', { level: 1, name: 'Search' }, PAGE);
    },
  },
  shows: {
    async closed(_, before) {
      const seen = seenAfter(before);
      await waitFor(() => expect(box()).toHaveAttribute('aria-expanded', 'false'));
      expect(box()).toHaveValue(seen.text);
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      // A search (typed or picked) opened its results page; the history is what this browser keeps.
      await waitFor(() => expect(window.location.hash).toBe(seen.hash));
      expect(storedHistory()).toEqual(seen.history);
    },
    async open(_, before) {
      const seen = seenAfter(before);
      const expanded = seen.history.length > 0;
      await waitFor(() => expect(box()).toHaveAttribute('aria-expanded', String(expanded)));
      expect(box()).toHaveValue(seen.text);
      // The suggestions are for the box: the focus stays in it (also after "Clear history").
      expect(box()).toHaveFocus();
      if (expanded) {
        const suggestions = suggestionsFor(seen);
        const list = screen.getByRole('listbox', { name: suggestions.length ? 'Recent searches' : 'No recent search matches' });
        expect(within(list).queryAllByRole('option').map((option) => option.textContent)).toEqual(suggestions);
        const selected = within(list).queryByRole('option', { selected: true });
        expect(selected?.textContent ?? null, 'the chosen suggestion').toBe(chosenOf(seen));
        expect(box().getAttribute('aria-activedescendant')).toBe(selected?.id ?? null);
        expect(screen.getByRole('button', { name: 'Clear history' })).toBeVisible();
      } else {
        expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      }
      expect(window.location.hash).toBe(seen.hash);
      expect(storedHistory()).toEqual(seen.history);
    },
  },
});

// Run alone (mutation testing), a machine that lost an event or its id would pass with fewer paths.
itPlansEveryEntry(searchHistoryModel);
