import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { unexpected } from '../../../tests/support/catalogueHandlers';
import { gate } from '../../../tests/support/gate';
import { heldLiveStream } from '../../../tests/support/liveStream';
import { renderApp, startMockServer } from '../../../tests/support/renderApp';
import { ok } from '../../../tests/support/sessionHandlers';

const server = startMockServer();
afterEach(() => vi.unstubAllGlobals());

// The first import of lazily loaded code is slow in the test runner: not part of any test.
beforeAll(() => Promise.all([import('./NewsScreen'), import('../../app/composeNews'), import('../shell/HeaderTools')]), 30_000);

/** An observer that sees its element at once, as when the end of the list is on screen. */
class AlwaysVisible {
  constructor(private readonly onChange: (entries: Array<{ isIntersecting: boolean }>) => void) {}
  observe() {
    this.onChange([{ isIntersecting: true }]);
  }
  disconnect() {}
}

describe('NewsScreen', () => {
  it('a list that failed while the server was away is read again by itself when the server is back', async () => {
    const live = heldLiveStream();
    const away = gate();
    server.use(
      live.handler,
      http.post('/api/news/articles', async () => (await away.opened, HttpResponse.error()), { once: true }),
    );
    const { services } = renderApp('/news', { signedIn: true });
    await live.open();
    await vi.waitFor(() => expect(services.live.status()).toBe('live'));
    away.open();
    expect(await screen.findByRole('heading', { name: 'The articles could not be loaded' })).toBeInTheDocument();

    // The call got no answer, so the stream is opened again: the server answers it.
    await live.open();
    expect(await screen.findByRole('list', { name: 'News' }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('lists the newest articles with picture, title, date and summary, and shows more on request', async () => {
    const { user } = renderApp('/news', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'News' });
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    const link = within(first).getByRole('link', { name: /The rooftop garden opens for lunch/ });
    expect(link).toHaveAttribute('href', '#/news/1');
    expect(link).toHaveTextContent('November 20, 2026');
    expect(link).toHaveTextContent('Tables, shade and herbs you may pick.');
    // Each article's own picture, of what it is about: the garden story shows a plant.
    expect(decodeURIComponent(first.querySelector('img')?.getAttribute('src') ?? '')).toContain('class="art-plant"');
    const pictures = within(list).getAllByRole('listitem').map((item) => item.querySelector('img')?.getAttribute('src'));
    expect(new Set(pictures).size).toBe(10);
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('Showing 10 of 14')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Showing 14 of 14')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Watch video news' })).toHaveAttribute('href', '#/video/news');
  });

  it('reads the next page when the end of the list scrolls into view', async () => {
    vi.stubGlobal('IntersectionObserver', AlwaysVisible);
    renderApp('/news', { signedIn: true });
    expect(await screen.findByText('Showing 14 of 14')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'News' })).getAllByRole('listitem')).toHaveLength(14);
  });

  it('says when there is no news yet, with a way home', async () => {
    server.use(http.post('/api/news/articles', () => ok({ items: [], next_cursor: null, total: 0 })));
    renderApp('/news', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'No articles yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '#/home');
  });

  it('says when the news could not be read, and tries again', async () => {
    server.use(http.post('/api/news/articles', unexpected, { once: true }));
    const { user } = renderApp('/news', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'The articles could not be loaded' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'News' })).toBeInTheDocument();
  });
});
