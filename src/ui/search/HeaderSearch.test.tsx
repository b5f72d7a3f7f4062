import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHAT_ORDER_ID, chatServer, VENDOR_NAME } from '../../../tests/support/chatHandlers';
import { act, expectPath, renderApp, startMockServer } from '../../../tests/support/renderApp';
import { demoUser, ok } from '../../../tests/support/sessionHandlers';

const server = startMockServer();

// The first import of lazily loaded code is slow in the test runner: not part of any test.
beforeAll(() => Promise.all([import('../shell/HeaderTools'), import('./SearchScreen'), import('../../app/catalogueReads')]));

const HISTORY_KEY = 'lyla:search-history:1';
const searchBox = () => screen.findByRole('combobox', { name: 'Search products, vendors and categories' });
const suggestions = () => screen.getByRole('listbox', { name: 'Recent searches' });
/**
 * The results page, ready: its code and the cart have loaded, so a key press that opens the
 * page again does not have to wait for them.
 */
async function openResultsPage(options: { user?: boolean } = {}) {
  const view = renderApp('/search', { signedIn: true, ...options });
  await screen.findByRole('heading', { level: 1, name: 'Search' });
  await within(screen.getByRole('banner')).findByRole('img', { name: /^Cart:/ });
  return view;
}

describe('HeaderSearch', () => {
  it('searches from the header and remembers the search for this person', async () => {
    const { user } = await openResultsPage();
    await user.type(await searchBox(), '  oat   latte {Enter}');
    await expectPath('/search?q=oat%20latte');
    expect(await screen.findByText(/results for “oat latte”/)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(HISTORY_KEY) ?? '[]')).toEqual(['oat latte']);
  });

  it('holds the search on the results page, and starts empty on other pages', async () => {
    const { user } = await openResultsPage();
    await user.type(await searchBox(), 'latte{Enter}');
    await expectPath('/search?q=latte');
    expect(await searchBox()).toHaveValue('latte');
    await act(async () => {
      window.location.hash = '#/news';
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    expect(await searchBox()).toHaveValue('');
  });

  it('never writes over what the person is typing when a page opens; back shows the search again', async () => {
    const { user } = await openResultsPage();
    const box = await searchBox();
    await user.type(box, 'latte{Enter}');
    await expectPath('/search?q=latte');
    await user.clear(box);
    await user.type(box, 'croissant');

    // Another results page opens while the person types (as the page of their last search
    // does when it lands late).
    await act(async () => {
      window.location.hash = '#/search?q=mocha';
    });
    expect(await screen.findByText(/results for “mocha”/)).toBeInTheDocument();
    expect(box).toHaveValue('croissant');

    await user.keyboard('{Enter}');
    await expectPath('/search?q=croissant');
    expect(JSON.parse(localStorage.getItem(HISTORY_KEY) ?? '[]')).toEqual(['croissant', 'latte']);

    // Back, after a search: the box shows the search of the page it returns to.
    await act(async () => {
      window.history.back();
    });
    await expectPath('/search?q=mocha');
    expect(await screen.findByText(/results for “mocha”/)).toBeInTheDocument();
    expect(box).toHaveValue('mocha');

    // Typed, then left: the next page's search shows.
    await user.type(box, ' tea');
    await user.click(screen.getByRole('heading', { level: 1, name: 'Search' }));
    await act(async () => {
      window.history.back();
    });
    await expectPath('/search?q=latte');
    expect(await screen.findByText(/results for “latte”/)).toBeInTheDocument();
    expect(box).toHaveValue('latte');
  });

  it('offers recent searches, newest first, a repeated one moved to the front', async () => {
    localStorage.setItem(HISTORY_KEY, JSON.stringify(['roast', 'latte', 'mocha']));
    const { user } = await openResultsPage();
    const box = await searchBox();
    await user.click(box);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(within(suggestions()).getAllByRole('option').map((option) => option.textContent)).toEqual(['roast', 'latte', 'mocha']);

    await user.type(box, 'LATTE{Enter}');
    await expectPath('/search?q=LATTE');
    expect(JSON.parse(localStorage.getItem(HISTORY_KEY) ?? '[]')).toEqual(['LATTE', 'roast', 'mocha']);
  });

  it('is used with the keyboard: arrows choose, Enter searches, Escape closes', async () => {
    localStorage.setItem(HISTORY_KEY, JSON.stringify(['roast', 'latte']));
    const { user } = await openResultsPage();
    const box = await searchBox();
    await user.click(box);
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    const active = document.getElementById(box.getAttribute('aria-activedescendant') ?? '');
    expect(active).toHaveTextContent('latte');
    expect(active).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await expectPath('/search?q=latte');
    expect(box).toHaveValue('latte');
  });

  it('narrows the suggestions to what is typed', async () => {
    localStorage.setItem(HISTORY_KEY, JSON.stringify(['roast', 'latte', 'iced latte']));
    const { user } = await openResultsPage();
    await user.type(await searchBox(), 'lat');
    expect(within(suggestions()).getAllByRole('option').map((option) => option.textContent)).toEqual(['latte', 'iced latte']);
    await user.click(within(suggestions()).getByRole('option', { name: 'iced latte' }));
    await expectPath('/search?q=iced%20latte');
  });

  it('clears the history', async () => {
    localStorage.setItem(HISTORY_KEY, JSON.stringify(['roast', 'latte']));
    const { user } = await openResultsPage();
    const box = await searchBox();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Clear history' }));
    expect(localStorage.getItem(HISTORY_KEY)).toBeNull();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveFocus();
  });

  it("never shows one person's history to another person on the same browser", async () => {
    localStorage.setItem(HISTORY_KEY, JSON.stringify(['secret gift']));
    server.use(http.post('/api/v2/user/current', () => ok({ ...demoUser, id: 2 })));
    const { user } = await openResultsPage({ user: false });
    await user.click(await searchBox());
    expect(screen.queryByText('secret gift')).not.toBeInTheDocument();
    expect(await searchBox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('reads a broken history as an empty one', async () => {
    localStorage.setItem(HISTORY_KEY, '["unfinished');
    const { user } = await openResultsPage();
    await user.click(await searchBox());
    expect(await searchBox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('is not in the header of the old order chat', async () => {
    server.use(...chatServer().handlers);
    renderApp(`/requests/${CHAT_ORDER_ID}/message`, { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: `Chat with ${VENDOR_NAME}` }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await within(screen.getByRole('banner')).findByRole('img', { name: /^Cart:/ })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
