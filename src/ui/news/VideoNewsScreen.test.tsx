import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { unexpected } from '../../../tests/support/catalogueHandlers';
import { renderApp, startMockServer } from '../../../tests/support/renderApp';
import { ok } from '../../../tests/support/sessionHandlers';

const server = startMockServer();

// The first import of lazily loaded code is slow in the test runner: not part of any test.
beforeAll(() => Promise.all([import('./VideoNewsScreen'), import('../../app/composeNews'), import('../shell/HeaderTools')]), 30_000);

describe('VideoNewsScreen', () => {
  it('lists the videos with poster, title, date, length and summary', async () => {
    const { container } = renderApp('/video/news', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Video news' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Video news' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const link = within(list).getByRole('link', { name: /Welcome week in five seconds/ });
    expect(link).toHaveAttribute('href', '#/video/news/1');
    expect(link).toHaveTextContent('November 20, 2026 · Video · 0:05');
    expect(link).toHaveTextContent('A quick hello from the people team.');
    expect(container.querySelector('li img')).toHaveAttribute('src', '/site/app/media/news/clip-1.jpg');
    expect(screen.getByText('Showing 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the news' })).toHaveAttribute('href', '#/news');
  });

  it('says when there are no videos yet, with a way home', async () => {
    server.use(http.post('/api/news/videos', () => ok({ items: [], next_cursor: null, total: 0 })));
    renderApp('/video/news', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'No videos yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeInTheDocument();
  });

  it('says when the videos could not be read, and tries again', async () => {
    server.use(http.post('/api/news/videos', unexpected, { once: true }));
    const { user } = renderApp('/video/news', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'The videos could not be loaded' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Video news' })).toBeInTheDocument();
  });
});
