import { createActor, fromPromise, type InspectionEvent } from 'xstate';
import { noEarlyReads, type EarlyReads } from '../api/earlyReads';
import { ACCESS_TOKEN_KEY, SIGNED_OUT_KEY } from '../domain/constants';
import { hashPath, opensHome } from '../domain/pagePath';
import { composeLive } from './composeLive';
import { lazyService } from './lazyService';
import { sessionMachine } from '../machines/sessionMachine';
import { takeEarlyReads } from './pageHead';
import type { AppServices } from '../ui/app/services';
import { createStoredSession } from '../ui/app/storedSession';
import { createValueStore } from '../ui/app/valueStore';
import { createPageProgress } from '../ui/components/pageProgress';
import { createToastStore } from '../ui/components/toastStore';
import { createChunkLoader } from '../ui/router/chunkLoader';
import { forgetAllDrafts } from '../ui/forms/draftStorage';
import { createLiveStates } from '../ui/statecharts/liveStates';

export interface Environment {
  apiOrigin: string;
  window: Window;
  /** Model-based tests watch which states and transitions the live session takes. */
  inspect?: (event: InspectionEvent) => void;
}

/**
 * The composition root: storage, the API client, the session actor and the stores the UI
 * reads. `main.tsx` renders the result; tests compose the same app against MSW.
 */
export function composeApp({ apiOrigin, window, inspect: inspectForTests }: Environment) {
  // The statecharts page shows where the actors are, in this tab and the others.
  const liveStates = createLiveStates(window);
  const inspect = (event: InspectionEvent) => {
    inspectForTests?.(event);
    liveStates.inspect(event);
  };
  const stored = createStoredSession(window.localStorage);
  const toasts = createToastStore();
  const overlay = createValueStore(false);
  const progressValue = createValueStore<number | null>(null);

  // Sent by the page's head script (src/app/pageHead.ts), before this client's code was there.
  let earlyReads: EarlyReads = noEarlyReads;
  const loadChunk = createChunkLoader({
    marks: window.sessionStorage,
    // This module's hashed name: a new build of any chunk renames it (their names are in it).
    build: import.meta.url,
    reload: () => window.location.reload(),
    // The app's own page (the hash is not sent): if it comes, so would a reloaded page.
    serverAnswers: () => window.fetch(new URL('./', window.location.href), { cache: 'no-store' }).then((answer) => answer.ok, () => false),
  });
  const api = lazyService(() =>
    loadChunk(() => import('./composeApi')).then((module) =>
      module.composeApi({
        baseURL: apiOrigin,
        readToken: stored.readToken,
        onSessionFault: (fault) =>
          session.send(
            fault.kind === 'mfaRequired'
              ? { type: 'session.mfaRequired', challenge: fault.challenge }
              : { type: 'session.ended', message: fault.message },
          ),
        onFailureMessage: (message) => toasts.push(message, 'error'),
        onNoAnswer: () => live.callUnanswered(),
        onOverlayChange: overlay.set,
        earlyReads: { take: (...call) => earlyReads.take(...call) },
      }),
    ),
  );
  const client = async () => (await api()).client;
  const sessionApi = async () => (await api()).session;

  const session = createActor(
    sessionMachine.provide({
      actors: {
        restoreSession: fromPromise(async () => stored.read()),
        login: fromPromise(async ({ input }) => (await sessionApi()).login(input)),
        verifyMfa: fromPromise(async ({ input }) => (await sessionApi()).verifyMfa(input)),
        resendMfaCode: fromPromise(async ({ input }) => (await sessionApi()).resendMfaCode(input)),
        fetchCurrentUser: fromPromise(async () => (await sessionApi()).fetchCurrentUser()),
        logout: fromPromise(async ({ input }) => (input.token ? (await sessionApi()).logout(input.token) : null)),
      },
      actions: {
        storeToken: (_, { token }) => stored.storeToken(token),
        storeUser: (_, { user }) => stored.storeUser(user),
        clearStoredSession: () => stored.clear(),
        announceSignOut: () => stored.announceSignOut(),
        // The tab's unsaved forms, and the unsent chat messages every tab shares.
        forgetDrafts: () => {
          forgetAllDrafts(window.sessionStorage);
          forgetAllDrafts(window.localStorage);
        },
        // The session ended: said on the sign-in page it leads to.
        notify: (_, { message }) => toasts.push(message, 'error', { ofPage: false }),
      },
    }),
    { input: { path: hashPath(window.location.hash) }, inspect },
  );

  // A sign-out in another tab is announced before it removes the token; a token removed
  // without it is a session that ended there. This tab follows either way.
  const followOtherTabs = (event: StorageEvent) => {
    if (event.key === SIGNED_OUT_KEY) session.send({ type: 'session.signedOutElsewhere' });
    else if ((event.key === ACCESS_TOKEN_KEY || event.key === null) && !stored.readToken()) session.send({ type: 'session.endedElsewhere' });
  };
  window.addEventListener('storage', followOtherTabs);

  session.start();
  const live = composeLive({ apiOrigin, session, window, readToken: stored.readToken, client, loadChunk, inspect });
  // Built with the first signed-in page that needs them, so /login does not carry their code.
  const catalogue = lazyService(() => loadChunk(() => import('./catalogueReads')).then(async (module) => module.createCatalogueReads(await client())));
  const news = lazyService(() => loadChunk(() => import('./composeNews')).then(async (module) => module.composeNews(await client())));
  const composedCart = lazyService(() => loadChunk(() => import('./composeCart')).then((module) => module.composeCart(session, window, inspect)));

  const cart = lazyService(() => composedCart().then((composed) => composed.actor));

  const services: AppServices = {
    apiOrigin,
    session,
    toasts,
    overlay,
    progressValue,
    progress: createPageProgress({ onChange: progressValue.set }),
    loadChunk,
    registration: lazyService(() =>
      loadChunk(() => import('./composeRegistration')).then(async (module) =>
        module.composeRegistration(await client(), session, window.sessionStorage),
      ),
    ),
    catalogue,
    news,
    cart,
    money: lazyService(() => loadChunk(() => import('./composeMoney')).then(async (module) => module.composeMoney(await client(), cart, window))),
    account: lazyService(() => loadChunk(() => import('./composeAccount')).then(async (module) => module.composeAccount(await client(), session, window))),
    desk: lazyService(() => loadChunk(() => import('./composeDesk')).then(async (module) => module.composeDesk(await client(), window))),
    chat: lazyService(() => loadChunk(() => import('./composeChat')).then(async (module) => module.composeChat(await client(), window.localStorage))),
    inspect,
    liveStates,
    live,
  };
  return {
    services,
    client,
    /**
     * For a visit that opens with a stored sign-in: takes the first reads the page's head sent
     * (the user, and the home's catalogue when it opens on the home page), and starts loading
     * the catalogue reads' code. Null when nobody is signed in.
     */
    startSignedInVisit(): { opensHome: boolean } | null {
      if (!stored.readToken()) return null;
      earlyReads = takeEarlyReads(window);
      // A failure here is left to the screen that needs the catalogue.
      catalogue().catch(() => undefined);
      return { opensHome: opensHome(hashPath(window.location.hash)) };
    },
    dispose() {
      window.removeEventListener('storage', followOtherTabs);
      void composedCart.ifStarted()?.then((composed) => composed.dispose());
      live.dispose();
      session.stop();
      liveStates.dispose();
    },
  };
}
