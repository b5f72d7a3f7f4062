import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { moneyReads } from '../../../tests/support/moneyHandlers';
import { renderApp, startMockServer } from '../../../tests/support/renderApp';

const server = startMockServer();
const PAGE = { timeout: 15_000 };

/** Issue 31, point 10: a navigation shows the shape of what is coming, not a lone spinner. */
describe('a list page on its way', () => {
  it('the requests list shows rows of placeholders while its code and services load, then the list', async () => {
    server.use(...moneyReads());
    renderApp('/requests', { signedIn: true });
    expect(await screen.findByRole('status', { name: 'Loading requests' })).toHaveAttribute('data-skeleton', 'rows');
    expect(await screen.findByRole('heading', { level: 1, name: 'Requests' }, PAGE)).toBeInTheDocument();
  });

  it('the news shows cards of placeholders', async () => {
    renderApp('/news', { signedIn: true });
    expect(await screen.findByRole('status', { name: 'Loading news' })).toHaveAttribute('data-skeleton', 'cards');
    expect(await screen.findByRole('list', { name: 'News' }, PAGE)).toBeInTheDocument();
  });

  it('the notifications show rows of placeholders', async () => {
    renderApp('/notifications', { signedIn: true });
    expect(await screen.findByRole('status', { name: 'Loading notifications' })).toHaveAttribute('data-skeleton', 'rows');
    expect(await screen.findByText(/No notifications yet/, {}, PAGE)).toBeInTheDocument();
  });

  it('a page with nothing to list keeps the spinner', async () => {
    renderApp('/settings/account/password', { signedIn: true });
    expect(await screen.findByRole('status', { name: 'Loading page' })).not.toHaveAttribute('data-skeleton');
  });
});
