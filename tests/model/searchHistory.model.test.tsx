import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { searchHistoryKey } from '../../src/ui/search/searchHistoryStorage';
import { catalogueHandlers } from '../support/catalogueHandlers';
import { demoUser } from '../support/sessionHandlers';
import { KEPT_SEARCH, searchHistoryModel } from './models/searchHistory';
import type { AnySnapshot } from './plan';
import { describeScreenSuite, person } from './screenSuite';

/** For the first look at the app on a busy machine: a limit, not a wait. */
const PAGE = { timeout: 15_000 };
const HISTORY_KEY = searchHistoryKey(demoUser.id);

const box = () => screen.getByRole('combobox', { name: 'Search products, vendors and categories' });
const storedHistory = () => JSON.parse(localStorage.getItem(HISTORY_KEY) ?? '[]') as string[];

describeScreenSuite({
  model: searchHistoryModel,
  // Any signed-in page has the header search; this one reads nothing.
  page: () => '/settings/account/password',
  scripted: [],
  answerFor: () => null,
  // A search opens its results page, which reads the catalogue's search.
  handlers: catalogueHandlers,
  prepare: () => localStorage.setItem(HISTORY_KEY, JSON.stringify([KEPT_SEARCH])),
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
    async 'search.move'() {
      box().focus();
      await person.keyboard('{ArrowDown}');
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
    async closed(s: AnySnapshot) {
      await waitFor(() => expect(box()).toHaveAttribute('aria-expanded', 'false'));
      expect(box()).toHaveValue(s.context.text);
      // A search (typed or picked) went to the results page and to the front of the history.
      if (s.context.text && s.context.terms[0] === s.context.text) {
        await waitFor(() => expect(window.location.hash).toBe(`#/search?q=${encodeURIComponent(s.context.text)}`));
      }
    },
    async open(s: AnySnapshot) {
      const expanded = s.context.terms.length > 0;
      await waitFor(() => expect(box()).toHaveAttribute('aria-expanded', String(expanded)));
      expect(box()).toHaveValue(s.context.text);
      if (expanded) expect(screen.getByRole('button', { name: 'Clear history' })).toBeVisible();
      else expect(storedHistory()).toEqual([]);
      if (s.context.active >= 0) expect(screen.getByRole('option', { selected: true })).toBeInTheDocument();
    },
  },
});
