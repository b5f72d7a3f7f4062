import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, startMockServer } from '../../../tests/support/renderApp';

startMockServer();

const mainNav = async () => within(await screen.findByRole('navigation', { name: 'Main' }));

describe('Shell', () => {
  it('highlights the main section of any page in it, not only its first page', async () => {
    renderApp('/settings/account/invite', { signedIn: true });
    expect((await mainNav()).getByRole('link', { current: 'page' })).toHaveTextContent('Settings');
  });

  it('highlights Requests on a page of one request', async () => {
    renderApp('/requests/7/chat', { signedIn: true });
    expect((await mainNav()).getByRole('link', { current: 'page' })).toHaveTextContent('Requests');
  });

  it('marks Home only on the home page, not on a shop page such as search', async () => {
    renderApp('/search?q=latte', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect((await mainNav()).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  });

  it('highlights nothing on a page of no section', async () => {
    renderApp('/404', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect((await mainNav()).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  });
});
