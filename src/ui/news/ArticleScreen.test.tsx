import { screen } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { unexpected } from '../../../tests/support/catalogueHandlers';
import { renderApp, startMockServer } from '../../../tests/support/renderApp';

declare global {
  interface Window {
    scriptRan?: boolean;
  }
}

const server = startMockServer();
afterEach(() => {
  delete window.scriptRan;
});

// The first import of lazily loaded code is slow in the test runner: not part of any test.
beforeAll(() => Promise.all([import('./ArticleScreen'), import('../../app/composeNews'), import('../shell/HeaderTools')]), 30_000);

describe('ArticleScreen', () => {
  it('shows the title, date, picture and body, with script in the body as text', async () => {
    const { container } = renderApp('/news/1', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'The rooftop garden opens for lunch' })).toBeInTheDocument();
    expect(screen.getByText('November 20, 2026')).toBeInTheDocument();
    expect(decodeURIComponent(container.querySelector('article img')?.getAttribute('src') ?? '')).toContain('class="art-plant"');
    expect(screen.getByRole('heading', { level: 2, name: 'What it means for you' })).toBeInTheDocument();
    expect(screen.getByText('11:30').tagName).toBe('STRONG');
    expect(screen.getByText('<script>window.scriptRan = true</script>')).toBeInTheDocument();
    expect(container.querySelector('article script')).toBeNull();
    expect(window.scriptRan).toBeUndefined();
    expect(screen.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '#/news');
  });

  it('shows the not-found page for an article the server does not have (or of another work place)', async () => {
    const { services } = renderApp('/news/77', { signedIn: true });
    expect(await screen.findByText('Article not found')).toBeInTheDocument();
    // The page says it is not found; no toast says it again (spec §8, said once).
    expect(services.toasts.getSnapshot()).toEqual([]);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '#/home');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows the not-found page for an id that is not one, without asking the server', async () => {
    renderApp('/news/garden', { signedIn: true });
    expect(await screen.findByText('Article not found')).toBeInTheDocument();
  });

  it('says when the article could not be read, and tries again', async () => {
    server.use(http.post('/api/news/article', unexpected, { once: true }));
    const { user } = renderApp('/news/1', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'This article could not be shown' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The rooftop garden opens for lunch' })).toBeInTheDocument();
  });
});
