import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import * as z from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { currentPath, expectPath, renderApp, signIn, startMockServer } from '../../../tests/support/renderApp';
import { fail, ok, sessionRevoked, tokenExpired } from '../../../tests/support/sessionHandlers';

const server = startMockServer();

describe('routing (spec §2)', () => {
  it('a deep link while signed out goes to login with the full wanted path, and back after sign-in', async () => {
    const { user } = renderApp('/settings/account/profile?tab=x');
    await expectPath('/login?redirect=%2Fsettings%2Faccount%2Fprofile%3Ftab%3Dx');
    await signIn(user);
    await expectPath('/settings/account/profile?tab=x');
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
  });

  it('public paths open without a sign-in', async () => {
    renderApp('/register');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(currentPath()).toBe('/register');
  });

  it('the registration steps are routes the router renders without a warning', async () => {
    const warn = vi.spyOn(console, 'warn');
    renderApp('/register');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining('does not have an element'));
    warn.mockRestore();
  });

  it('/ goes to /home', async () => {
    renderApp('/', { signedIn: true });
    await expectPath('/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Maya' })).toBeInTheDocument();
  });

  it('a signed-in visit to home reads the user and the home once each, sent before the screens ask', async () => {
    const asked: string[] = [];
    const count = ({ request }: { request: Request }) => asked.push(new URL(request.url).pathname);
    server.events.on('request:start', count);
    renderApp('/home', { signedIn: true, startVisit: true });
    // Sent by the page's head, before any of the app's code has loaded.
    expect(asked).toEqual(['/api/v2/user/current', '/api/catalogue/home']);
    const categories = await screen.findByRole('list', { name: 'Categories' });
    expect(within(categories).getByRole('link', { name: /Coffee & Tea/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading your account…' })).not.toBeInTheDocument());
    server.events.removeListener('request:start', count);
    expect(asked.filter((path) => path === '/api/catalogue/home')).toHaveLength(1);
    expect(asked.filter((path) => path === '/api/v2/user/current')).toHaveLength(1);
  });

  it('/register-login goes to /login, keeping the query', async () => {
    renderApp('/register-login?redirect=%2Fnews');
    await expectPath('/login?redirect=%2Fnews');
  });

  it('settings/account goes to settings/account/index', async () => {
    renderApp('/settings/account', { signedIn: true });
    await expectPath('/settings/account/index');
  });

  it('an unknown path shows the 404 page', async () => {
    renderApp('/no-such-page', { signedIn: true });
    await expectPath('/404');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it("a signed-in page shows inside the shell, and the tab says the page's title", async () => {
    renderApp('/news', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(document.title).toBe('News · LYLA');
  });

  it('scrolls to the top and finishes the progress bar after a navigation', async () => {
    const { user } = renderApp('/home', { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Hello, Maya' });
    let scrolledTo: unknown[] = [];
    window.scrollTo = ((...args: unknown[]) => (scrolledTo = args)) as typeof window.scrollTo;
    await user.click(screen.getByRole('link', { name: 'News' }));
    await screen.findByRole('heading', { name: 'News' });
    // Both happen in effects once the new page is on screen.
    await waitFor(() => expect(scrolledTo).toEqual([0, 0]));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });
});

describe('session', () => {
  it('fetches the user when the saved user info is empty and shows the name', async () => {
    renderApp('/home', { signedIn: true, user: false });
    expect(await screen.findByTestId('user-name')).toHaveTextContent('Maya Thompson');
  });

  it('a failed user fetch offers a retry that works', async () => {
    let calls = 0;
    server.use(
      http.post('/api/v2/user/current', () => (++calls === 1 ? fail(503, 50300, 'Try later') : undefined)),
    );
    const { user } = renderApp('/home', { signedIn: true, user: false });
    expect(await screen.findByText('Your account details could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('user-name')).toHaveTextContent('Maya Thompson');
  });

  it('an expired token (HTTP 500, code 400) toasts, clears storage and goes to login with a redirect back', async () => {
    server.use(http.post('/api/v2/user/current', tokenExpired));
    renderApp('/requests/5', { signedIn: true, user: false });
    await expectPath('/login?redirect=%2Frequests%2F5');
    expect(await screen.findByText('Token expired or does not exist')).toBeInTheDocument();
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull();
    expect(localStorage.getItem('USER_INFO')).toBeNull();
  });

  it('a burst of 70001 answers gives one toast and one redirect', async () => {
    server.use(http.post('/api/test/anything', sessionRevoked));
    const app = renderApp('/news', { signedIn: true });
    await screen.findByRole('heading', { name: 'News' });
    const client = await app.client();
    const toLogin = () =>
      [...pushState.mock.calls, ...replaceState.mock.calls].filter(([, , url]) => String(url).includes('#/login'));
    const pushState = vi.spyOn(window.history, 'pushState');
    const replaceState = vi.spyOn(window.history, 'replaceState');
    await act(async () => {
      await Promise.allSettled([1, 2, 3, 4].map(() => client.post('/api/test/anything', {}, z.unknown())));
    });
    await expectPath('/login?redirect=%2Fnews');
    await screen.findByText('Your session has ended. Please sign in again.');
    expect(screen.getAllByText('Your session has ended. Please sign in again.')).toHaveLength(1);
    expect(toLogin()).toHaveLength(1);
  });

  it('an ordinary failure toasts its message and keeps the person where they are', async () => {
    server.use(http.post('/api/test/anything', () => fail(200, 50000, 'outer', { message: 'Card declined' })));
    const app = renderApp('/news', { signedIn: true });
    await screen.findByRole('heading', { name: 'News' });
    const client = await app.client();
    await act(async () => {
      await client.post('/api/test/anything', {}, z.unknown()).catch(() => undefined);
    });
    expect(await screen.findByText('Card declined')).toBeInTheDocument();
    expect(currentPath()).toBe('/news');
  });

  it('shows the full-screen overlay while an overlay call is in flight', async () => {
    let release: () => void = () => {};
    server.use(
      http.post('/api/test/slow', () => new Promise((resolve) => (release = () => resolve(ok(null))))),
    );
    const app = renderApp('/news', { signedIn: true });
    await screen.findByRole('heading', { name: 'News' });
    const client = await app.client();
    let call: Promise<unknown> = Promise.resolve();
    act(() => {
      call = client.post('/api/test/slow', {}, z.unknown(), { overlay: true });
    });
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await act(async () => {
      release();
      await call;
    });
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('signs out: storage cleared, the server told, back at login', async () => {
    let sentToken: string | null = null;
    server.use(http.post('/api/auth/logout', ({ request }) => ((sentToken = request.headers.get('Authorization')), ok(null))));
    const { user } = renderApp('/home', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(currentPath()).toMatch(/^\/login/));
    expect(localStorage.getItem('ACCESS_TOKEN')).toBeNull();
    await waitFor(() => expect(sentToken).toBe('token-demo'));
  });

  it('signs out to a login page that does not lead the next person to the previous one’s page', async () => {
    server.use(http.post('/api/auth/logout', () => ok(null)));
    const { user } = renderApp('/settings/account/profile', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await expectPath('/login');
  });

  it('sign-out in another tab signs this tab out', async () => {
    renderApp('/home', { signedIn: true });
    await screen.findByTestId('user-name');
    localStorage.removeItem('ACCESS_TOKEN');
    fireEvent(window, new StorageEvent('storage', { key: 'ACCESS_TOKEN', oldValue: 'token-demo', newValue: null }));
    await waitFor(() => expect(currentPath()).toMatch(/^\/login/));
  });

  it('corrupt saved user info is dropped and fetched again', async () => {
    localStorage.setItem('USER_INFO', '{not json');
    localStorage.setItem('ACCESS_TOKEN', 'token-demo');
    renderApp('/home');
    expect(await screen.findByTestId('user-name')).toHaveTextContent('Maya Thompson');
  });
});
