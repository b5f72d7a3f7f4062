import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { latteHits } from '../support/catalogueHandlers';
import { fail, ok } from '../support/sessionHandlers';
import { FIRST_QUERY, OTHER_QUERY, TOTAL, pagedListModel } from './models/pagedList';
import type { AnySnapshot } from './plan';
import { describeScreenSuite, person } from './screenSuite';

/** The paged list where the search page runs it (`catalogue.search`). */

const SEARCH = '/api/catalogue/search';
const answerWith = (output: unknown) => {
  const { items, nextCursor, total } = output as { items: number[]; nextCursor: string | null; total: number };
  const from = items[0] ?? 0;
  return () => ok({ items: latteHits.slice(from, from + items.length), next_cursor: nextCursor, total });
};
const refused = () => fail(503, 50300, 'Try again later');
const footerButton = () => screen.findByRole('button', { name: /^(Show more|Try again)$/ });

describeScreenSuite({
  model: pagedListModel,
  liveId: 'catalogue.search',
  page: () => `/search?q=${FIRST_QUERY}`,
  scripted: [SEARCH],
  answerFor(event) {
    switch (event.type) {
      case 'xstate.done.actor.loadPage':
      case 'xstate.done.actor.loadNextPage':
        return { endpoint: SEARCH, answer: answerWith(event.output) };
      case 'xstate.error.actor.loadPage':
      case 'xstate.error.actor.loadNextPage':
        return { endpoint: SEARCH, answer: refused };
      default:
        return null;
    }
  },
  drive: {
    'list.retry': async () => person.click(await screen.findByRole('button', { name: 'Try again' })),
    'list.loadMore': async () => person.click(await footerButton()),
    async 'list.load'() {
      // The person searches again from the address (the header search leads there too).
      window.location.hash = `#/search?q=${OTHER_QUERY}`;
    },
  },
  shows: {
    async loadingFirst() {
      expect(await screen.findByRole('status', { name: 'Loading search results' })).toBeInTheDocument();
    },
    async failed() {
      expect(await screen.findByRole('heading', { name: 'The search could not be done' })).toBeInTheDocument();
      // The page says why; the same words are also in the §8 toast, outside the page.
      expect(within(screen.getByRole('main')).getByText('Try again later')).toBeInTheDocument();
    },
    async ready(s: AnySnapshot) {
      if (s.context.items.length === 0) {
        expect(await screen.findByRole('heading', { name: `Nothing matches “${OTHER_QUERY}”` })).toBeInTheDocument();
        return;
      }
      const list = await screen.findByRole('list', { name: 'Search results' });
      expect(await screen.findByText(`Showing ${s.context.items.length} of ${TOTAL}`)).toBeInTheDocument();
      expect(within(list).getAllByRole('listitem')).toHaveLength(s.context.items.length);
      if (s.context.error) expect(within(screen.getByRole('main')).getByText('More could not be loaded: Try again later')).toBeInTheDocument();
      if (s.context.nextCursor === null) expect(screen.queryByRole('button', { name: /^(Show more|Try again)$/ })).not.toBeInTheDocument();
      else expect(await footerButton()).toBeEnabled();
    },
    async loadingMore() {
      expect(await footerButton()).toHaveAttribute('aria-busy', 'true');
    },
  },
});
