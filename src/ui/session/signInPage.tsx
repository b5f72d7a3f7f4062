import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine, type StoredSession } from '../../machines/sessionMachine';
import { routes } from '../router/routes';
import { ServicesProvider, type AppServices } from '../app/services';

/**
 * The sign-in page as a signed-out visitor first sees it, as HTML: written into index.html at
 * build time (vite.config.ts, `prerenderSignInPlugin`), so the page paints its card from the
 * first bytes instead of once the entry script has come and run. The app then draws the same
 * card in its place and takes over what was typed meanwhile (`takeEarlyTyping`).
 */
export async function renderSignInPage(): Promise<string> {
  // The real session machine, restored with nothing stored: the state a first visit renders.
  const session = createActor(
    sessionMachine.provide({ actors: { restoreSession: fromPromise(async (): Promise<StoredSession> => ({ token: null, user: null })) } }),
    { input: { path: '/login' } },
  ).start();
  await waitFor(session, (snapshot) => !snapshot.matches('restoring'));
  // The sign-in page reads the session and nothing else; another service it comes to need
  // fails this render, and so the build, rather than showing a different page.
  const services = { session } as unknown as AppServices;
  const router = createMemoryRouter(routes, { initialEntries: ['/login'] });
  const html = renderToString(
    <StrictMode>
      <ServicesProvider services={services}>
        <RouterProvider router={router} />
      </ServicesProvider>
    </StrictMode>,
  );
  session.stop();
  return html;
}
