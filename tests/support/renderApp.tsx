import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { composeApp } from '../../src/app/composeApp';
import { ACCESS_TOKEN_KEY, USER_INFO_KEY } from '../../src/domain/constants';
import type { UserInfo } from '../../src/domain/user';
import { toUserInfo } from '../../src/api/session';
import { App } from '../../src/ui/app/App';
import { sendFirstReads } from '../../src/app/pageHead';
import { catalogueHandlers } from './catalogueHandlers';
import { newsHandlers } from './newsHandlers';
import { demoUser, sessionHandlers } from './sessionHandlers';

/** MSW for a test file: every request must be answered by a handler. */
export function startMockServer() {
  // Signed-in apps land on /home, which reads the catalogue; many tests stand on /news.
  const server = setupServer(...sessionHandlers, ...catalogueHandlers, ...newsHandlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

const mounted: Array<() => void> = [];
afterEach(() => {
  while (mounted.length) mounted.pop()?.();
  window.location.hash = '';
});

export const demoUserInfo: UserInfo = toUserInfo(demoUser);

interface RenderAppOptions {
  /** Signed in as the demo user; `user: false` stores only the token. */
  signedIn?: boolean;
  user?: boolean;
  /** Boots as the page does: its head sends a signed-in visit's first reads (src/app/pageHead.ts), main.tsx takes them. */
  startVisit?: boolean;
}

/** Mounts the real app (real machines, hash router, API client) at `path`. */
export function renderApp(path: string, { signedIn = false, user = true, startVisit = false }: RenderAppOptions = {}) {
  if (signedIn) {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'token-demo');
    if (user) localStorage.setItem(USER_INFO_KEY, JSON.stringify(demoUserInfo));
  }
  window.location.hash = `#${path}`;
  if (startVisit) sendFirstReads('');
  const app = composeApp({ apiOrigin: '', window });
  mounted.push(app.dispose);
  const visit = startVisit ? app.startSignedInVisit() : null;
  const view = render(<App services={app.services} />);
  return { ...app, ...view, visit, user: userEvent.setup() };
}

/** The current hash route, e.g. `/login?redirect=%2Fhome`. */
export const currentPath = () => window.location.hash.replace(/^#/, '');

export async function expectPath(expected: string) {
  await waitFor(() => expect(currentPath()).toBe(expected));
}

export async function signIn(user: ReturnType<typeof userEvent.setup>, email = 'demo@lyla.example', password = 'lyla-demo-2026') {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

export { act };
