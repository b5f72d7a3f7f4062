import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { MfaRequiredError } from '../../src/api/errors';
import { composeApp } from '../../src/app/composeApp';
import { ACCESS_TOKEN_KEY, SIGNED_OUT_KEY, USER_INFO_KEY } from '../../src/domain/constants';
import { isPublicPath } from '../../src/domain/publicPaths';
import { EMPTY_DRAFT, type RegistrationDraft } from '../../src/domain/registration';
import { sessionMachine, type SessionEvent } from '../../src/machines/sessionMachine';
import { App } from '../../src/ui/app/App';
import { catalogueHandlers } from '../support/catalogueHandlers';
import { newsHandlers } from '../support/newsHandlers';
import { demoPreference, demoUser, fail, mfaChallenge, ok, sessionRevoked, tokenExpired } from '../support/sessionHandlers';
import { allEventTypes, createCoverage } from './coverage';
import { createScriptedServer, modelSuiteLifecycle, signedInBackground, walkPath, type PathStep, type PlannedAnswer } from './harness';
import {
  CODE_TOKEN,
  NEW_ACCOUNT_TOKEN,
  NEW_FIRST_NAME,
  RENEWED_TOKEN,
  SESSION_ENDED,
  SIGNED_IN_TOKEN,
  STORED_TOKEN,
  TOKEN_EXPIRED,
  TYPED_PAGE,
  VERIFY_PAGE,
  sessionModel,
} from './models/session';
import { wrongTargets } from './plan';
import { itPlansEveryEntry, pathsOrNone } from './planChecks';

type Snapshot = SnapshotFrom<typeof sessionMachine>;
type ModelEvent = SessionEvent | { type: `xstate.${'done' | 'error'}.actor.${string}`; output?: unknown; error?: unknown };

const paths = pathsOrNone(sessionModel);

// ---------------------------------------------------------------------------------------
// The server's side: an outcome event is the answer to a call already in flight. Its answer
// is queued before the step that makes the call and released when the path reaches it, so
// in-flight states stay on screen long enough to be checked.

/** The names of the path's events so far (the model's words), for checks that must not read the machine. */
const namesOf = (steps: ReadonlyArray<{ event: unknown }>) =>
  steps.map((step) => sessionModel.events.find((entry) => entry.event === step.event)?.name ?? 'opens');

/**
 * Unsaved changes this tab kept of a form (docs/decisions/0006: `lyla:draft:{userId}:{form}`
 * in sessionStorage), there when every path starts: an ended session keeps them for the next
 * sign-in, the person signing out here forgets them.
 */
const KEPT_DRAFT = `lyla:draft:${demoUser.id}:profile`;
const KEPT_VALUES = '{"first_name":"Ada"}';
const THIS_TAB_SIGNS_OUT = ['signs out', 'signs out after signing in', 'signs out after a code', 'signs out after a new password', 'signs out after registering'];
function keepsDraftUnlessSignedOut(before: ReadonlyArray<{ event: unknown }>) {
  const signedOut = namesOf(before).some((name) => THIS_TAB_SIGNS_OUT.includes(name));
  expect(sessionStorage.getItem(KEPT_DRAFT), signedOut ? 'forgotten at sign-out' : 'kept').toBe(signedOut ? null : KEPT_VALUES);
}

/**
 * The token this browser holds after the path's events: stored at first, then the one the
 * last sign-in, code, registration or password change answered.
 */
function heldToken(names: string[]) {
  const TOKENS: Record<string, string> = {
    'opens with a stored token only': STORED_TOKEN,
    'opens with a stored token and user': STORED_TOKEN,
    'sign-in accepted': SIGNED_IN_TOKEN,
    'code accepted': CODE_TOKEN,
    'verifies a new account': NEW_ACCOUNT_TOKEN,
    'changes the password and gets a fresh token': RENEWED_TOKEN,
  };
  const last = names.filter((name) => name in TOKENS).at(-1);
  return last ? TOKENS[last] : null;
}

/** What the server must have been asked for the answer to `event`, after the path's events so far. */
function asksFor(event: ModelEvent, before: PathStep<Snapshot, ModelEvent>[]): PlannedAnswer['asks'] {
  const names = namesOf(before);
  switch (answerOf(event)?.endpoint) {
    case '/api/auth/login':
      // Sign-in carries no token (spec §7: the call opts out of credentials).
      return (call) => expect(call).toMatchObject({ token: null, body: { email: 'demo@lyla.example', password: 'lyla-demo-2026' } });
    case '/api/auth/mfa/verify':
      return (call) => expect(call).toMatchObject({ token: null, body: { mfa_token: mfaChallenge.mfa_token, code: '123456' } });
    case '/api/auth/mfa/resend':
      return (call) => expect(call).toMatchObject({ token: null, body: { mfa_token: mfaChallenge.mfa_token } });
    case '/api/v2/user/current':
    case '/api/auth/logout':
      // The stored token goes with the call (spec §4); sign-out sends the one it ends.
      return (call) => expect(call.token, `the token of ${call.path}`).toBe(heldToken(names));
    default:
      return undefined;
  }
}

function answerFor(event: ModelEvent, before: PathStep<Snapshot, ModelEvent>[]): PlannedAnswer | null {
  const answer = answerOf(event);
  return answer && { ...answer, asks: asksFor(event, before) };
}

/** The server's refusals, as its toast says them (spec §8). */
const REFUSALS = { login: 'Email or password is incorrect', code: 'The code is incorrect', resend: 'Wait 42 seconds before asking for a new code' };
/** Tried again: what a toast said of an earlier refusal goes with it (it was about that try). */
function refusalsGone() {
  for (const said of Object.values(REFUSALS)) expect(screen.queryByText(said), said).not.toBeInTheDocument();
}

function answerOf(event: ModelEvent): PlannedAnswer | null {
  const { type } = event;
  const error = 'error' in event ? event.error : undefined;
  switch (type) {
    case 'xstate.done.actor.login':
      return { endpoint: '/api/auth/login', answer: () => ok({ token: SIGNED_IN_TOKEN }) };
    case 'xstate.error.actor.login':
      return {
        endpoint: '/api/auth/login',
        answer: () =>
          error instanceof MfaRequiredError
            ? fail(401, 60001, 'mfa required', mfaChallenge)
            : fail(401, 40100, REFUSALS.login),
      };
    case 'xstate.done.actor.verifyMfa':
      return { endpoint: '/api/auth/mfa/verify', answer: () => ok({ token: CODE_TOKEN }) };
    case 'xstate.error.actor.verifyMfa':
      return { endpoint: '/api/auth/mfa/verify', answer: () => fail(400, 40101, REFUSALS.code) };
    case 'xstate.done.actor.resendMfaCode':
      return { endpoint: '/api/auth/mfa/resend', answer: () => ok({ resend_after_seconds: 60 }) };
    case 'xstate.error.actor.resendMfaCode':
      return { endpoint: '/api/auth/mfa/resend', answer: () => fail(429, 42900, REFUSALS.resend) };
    case 'xstate.done.actor.fetchCurrentUser':
      return { endpoint: '/api/v2/user/current', answer: () => ok(demoUser) };
    case 'xstate.error.actor.fetchCurrentUser':
      return { endpoint: '/api/v2/user/current', answer: () => fail(503, 50300, 'Try again later') };
    case 'session.ended':
      return {
        endpoint: '/api/v2/user/current',
        answer: 'message' in event && event.message === TOKEN_EXPIRED ? tokenExpired : sessionRevoked,
      };
    case 'session.mfaRequired':
      return { endpoint: '/api/v2/user/current', answer: () => fail(401, 60001, 'mfa required', mfaChallenge) };
    case 'session.started':
      return { endpoint: '/reactapi/user/account/verify', answer: () => ok({ token: NEW_ACCOUNT_TOKEN }) };
    case 'xstate.done.actor.logout':
      return { endpoint: '/api/auth/logout', answer: () => ok(null) };
    case 'xstate.error.actor.logout':
      return { endpoint: '/api/auth/logout', answer: () => fail(503, 50300, 'There is something wrong') };
    default:
      return null;
  }
}

const scripted = createScriptedServer([
  '/api/auth/login',
  '/api/auth/mfa/verify',
  '/api/auth/mfa/resend',
  '/api/v2/user/current',
  '/api/auth/logout',
  '/reactapi/user/account/verify',
]);
const server = setupServer(
  ...scripted.handlers,
  // The profile screen, where a person changes their name (user.updated).
  http.post('/reactapi/view/account/preference', () => ok(demoPreference)),
  http.get('/api/v2/user/friends', () => ok({ friends: [] })),
  http.post('/api/user/profile-edit', async ({ request }) => {
    const { first_name, last_name } = (await request.json()) as { first_name: string; last_name: string };
    return ok({ ...demoUser, first_name, last_name });
  }),
  // Settings → Password, where a changed password answers a fresh token (session.tokenRenewed).
  http.post('/api/user/account/change-password', () => ok({ token: RENEWED_TOKEN })),
  // Signed-in pages open on /home, which reads the catalogue; the model also opens /news.
  ...catalogueHandlers,
  ...newsHandlers,
  ...signedInBackground,
  // A verified registration goes on to its interests step, which reads the dictionary.
  http.post('/reactapi/dictionary/interests', () => ok({ interests: [] })),
);

// ---------------------------------------------------------------------------------------
// The person's side: how each event is caused through the UI, and what each state shows.

const currentPath = () => window.location.hash.replace(/^#/, '');
let person = userEvent.setup();
/** The sign-out mark other tabs listen to, as it was just before this tab's sign-out. */
let markBeforeSignOut: string | null = null;

const drive: Partial<Record<string, (event: ModelEvent) => Promise<void>>> = {
  async 'login.submit'() {
    await waitFor(() => expect(currentPath()).toMatch(/^\/login/));
    const email = await screen.findByLabelText('Email');
    await person.clear(email);
    await person.type(email, 'demo@lyla.example');
    await person.clear(screen.getByLabelText('Password'));
    await person.type(screen.getByLabelText('Password'), 'lyla-demo-2026');
    await person.click(screen.getByRole('button', { name: 'Sign in' }));
  },
  async 'mfa.submit'() {
    const code = await screen.findByLabelText('Code');
    await person.clear(code);
    await person.type(code, '123456');
    await person.click(screen.getByRole('button', { name: 'Verify' }));
  },
  async 'mfa.resend'() {
    await person.click(await screen.findByRole('button', { name: 'Send a new code' }));
  },
  async 'mfa.cancel'() {
    await person.click(await screen.findByRole('button', { name: 'Use another account' }));
  },
  async 'user.retry'() {
    // The page below may offer a retry of its own: take the one of the account details.
    const alert = await screen.findByText(
      (_, element) => element?.getAttribute('role') === 'alert' && /Your account details could not be loaded/.test(element.textContent ?? ''),
    );
    await person.click(within(alert).getByRole('button', { name: 'Try again' }));
  },
  async 'route.changed'(event) {
    if (event.type !== 'route.changed') return;
    if (event.path === VERIFY_PAGE) {
      // A registration that reached the code step in this tab (see src/app/composeRegistration.ts).
      sessionStorage.setItem('lyla:registration', JSON.stringify(verifyDraft));
      window.location.hash = `#${VERIFY_PAGE}`;
      await screen.findByRole('heading', { name: 'Verify your email' });
    } else if (event.path === TYPED_PAGE) {
      window.location.hash = `#${TYPED_PAGE}`;
    } else {
      await person.click(await screen.findByRole('link', { name: 'News' }));
    }
  },
  async 'session.started'() {
    const code = await screen.findByLabelText('Code');
    await person.type(code, '123456');
    await person.click(screen.getByRole('button', { name: 'Verify' }));
  },
  async 'session.logout'() {
    markBeforeSignOut = localStorage.getItem(SIGNED_OUT_KEY);
    await person.click(await screen.findByRole('button', { name: 'Sign out' }));
  },
  async 'user.updated'() {
    // Awaited inside act: navigations update the router in a transition, which act() only
    // finishes when awaited (a transition that waits on a promise is otherwise left pending).
    const settings = within(await screen.findByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Settings' });
    await act(() => person.click(settings));
    // The settings pages and the account machines load on first use.
    const profile = await screen.findByRole('link', { name: /^Profile/ }, { timeout: 10_000 });
    await act(() => person.click(profile));
    const firstName = await screen.findByLabelText('First name', {}, { timeout: 10_000 });
    await person.clear(firstName);
    await person.type(firstName, NEW_FIRST_NAME);
    await person.click(screen.getByRole('button', { name: 'Save personal details' }));
    await screen.findByText('Your personal details are saved.');
  },
  async 'session.tokenRenewed'() {
    const settings = within(await screen.findByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Settings' });
    await act(() => person.click(settings));
    const password = await screen.findByRole('link', { name: /^Password/ }, { timeout: 10_000 });
    await act(() => person.click(password));
    const form = await screen.findByRole('form', { name: 'Change password' }, { timeout: 10_000 });
    await person.type(within(form).getByLabelText('Current password'), 'lyla-demo-2026');
    await person.type(within(form).getByLabelText('New password'), 'new-pass-2026');
    await person.type(within(form).getByLabelText('Confirm new password'), 'new-pass-2026');
    await person.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password is changed. Use it the next time you sign in.')).toBeInTheDocument();
    // The old token no longer works anywhere: this tab keeps the fresh one for its calls and the next visit.
    await waitFor(() => expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(RENEWED_TOKEN));
  },
  // Another tab announces its sign-out, then removes the stored sign-in.
  async 'session.signedOutElsewhere'() {
    localStorage.setItem(SIGNED_OUT_KEY, '1');
    window.dispatchEvent(new StorageEvent('storage', { key: SIGNED_OUT_KEY, oldValue: null, newValue: '1' }));
    await drive['session.endedElsewhere']!({ type: 'session.endedElsewhere' });
  },
  async 'session.endedElsewhere'() {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: ACCESS_TOKEN_KEY, oldValue: 'token-demo', newValue: null }));
  },
};

const verifyDraft: RegistrationDraft = {
  ...EMPTY_DRAFT,
  first_name: 'Ada',
  last_name: 'Stone',
  gender: 2,
  work_email: 'ada@acme.example',
  checked_email: 'ada@acme.example',
  location_id: 1,
  site_id: 11,
  code_sent_to: 'ada@acme.example',
};

/**
 * Where keyboard focus is: a sign-in page opened or a refusal puts it in the form's first field
 * (Email, Code) to type again; a pressed button that turns busy keeps it. Toasts never take it
 * (tests/model/harness.ts).
 */
async function focusIs(target: () => HTMLElement) {
  await waitFor(() => expect(document.activeElement, 'where keyboard focus is').toBe(target()));
}
/** The code field is marked as wrong (a refused code): `aria-invalid` is left out when it is not. */
const codeMarked = () => screen.getByLabelText('Code').getAttribute('aria-invalid') === 'true';
const onLoginPage = async () => {
  await waitFor(() => expect(currentPath()).toMatch(/^\/login/));
  await focusIs(() => screen.getByLabelText('Email'));
};

const shows: Record<string, (s: Snapshot, before: Array<PathStep<Snapshot, ModelEvent>>) => Promise<void>> = {
  async signedOut(_, before) {
    const names = namesOf(before);
    if (names.at(-1) === 'opens the code page of a registration') {
      expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
      return;
    }
    // A private page opened signed out (on opening, or after signing out): its login page leads back to it (spec §2).
    if (names.at(-1) === 'opens with nothing stored') await waitFor(() => expect(currentPath()).toBe('/login?redirect=%2Fhome'));
    if (names.at(-1) === 'types the address of a private page') await waitFor(() => expect(currentPath()).toBe(`/login?redirect=${encodeURIComponent(TYPED_PAGE)}`));
    await waitFor(() => expect(isPublicPath(currentPath().split('?')[0] ?? '')).toBe(true));
    // Signed out, this browser keeps no sign-in (spec §9: the token's key is ACCESS_TOKEN).
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    keepsDraftUnlessSignedOut(before);
    // Signed out by the person (here or in another tab): no way back to their page.
    if (['server ends the session', 'server unreachable at sign-out', 'signs out in another tab'].includes(names.at(-1) ?? '')) expect(currentPath()).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    // Every way to the sign-in page ends there (a refused sign-in too): the next key goes into Email.
    if (currentPath().startsWith('/login')) await onLoginPage();
  },
  async authenticating() {
    expect(await screen.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
    refusalsGone();
    await focusIs(() => screen.getByRole('button', { name: 'Signing in…' }));
  },
  async 'mfaRequired.awaitingCode'(_, before) {
    await waitFor(() => expect(currentPath()).toMatch(/^\/auth/));
    expect(await screen.findByRole('button', { name: 'Verify' })).toBeEnabled();
    // Where the code went (the server's challenge), and that a new one is on its way only right after it was sent.
    expect(screen.getByText(`We sent a 6-digit code to ${mfaChallenge.destination}. It is valid for 10 minutes.`)).toBeInTheDocument();
    const last = namesOf(before).at(-1);
    if (last === 'new code sent') expect(screen.getByText('A new code is on its way. Earlier codes no longer work.')).toBeInTheDocument();
    else expect(screen.queryByText(/A new code is on its way/)).not.toBeInTheDocument();
    // The code field is marked only right after the code typed was refused.
    expect(codeMarked(), 'the code field marked').toBe(last === 'code refused');
    // Asked for a code, a refused code, a new code sent or refused: the next key goes into Code.
    await focusIs(() => screen.getByLabelText('Code'));
  },
  async 'mfaRequired.resending'() {
    expect(await screen.findByRole('button', { name: 'Send a new code' })).toHaveAttribute('aria-busy', 'true');
    refusalsGone();
    // Asked again: what was said about the last code, and the mark of a refused one, are gone.
    expect(screen.queryByText(/A new code is on its way/)).not.toBeInTheDocument();
    expect(codeMarked(), 'the code field marked').toBe(false);
    await focusIs(() => screen.getByRole('button', { name: 'Send a new code' }));
  },
  async 'mfaRequired.verifying'() {
    expect(await screen.findByRole('button', { name: 'Checking…' })).toBeDisabled();
    refusalsGone();
    // A code sent again is a new try: the mark of the refused one is gone.
    expect(codeMarked(), 'the code field marked').toBe(false);
    await focusIs(() => screen.getByRole('button', { name: 'Checking…' }));
  },
  async 'signedIn.ready'(_, before) {
    const names = namesOf(before);
    // A verified registration goes on in its own public pages; the model opens no private page after it.
    if (names.at(-1) === 'verifies a new account') {
      // Signed in on a public page (a registration's next step): the token is stored.
      await waitFor(() => expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(NEW_ACCOUNT_TOKEN));
      return;
    }
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    const firstName = names.includes('saves a new first name on the profile') ? NEW_FIRST_NAME : demoUser.first_name;
    expect(await screen.findByTestId('user-name')).toHaveTextContent(`${firstName} ${demoUser.last_name}`);
    // This browser keeps the sign-in for the next visit: the token last handed over and the person as shown.
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe(heldToken(names));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(USER_INFO_KEY) ?? 'null')).toMatchObject({ first_name: firstName, last_name: demoUser.last_name }));
  },
  async 'signedIn.loadingUser'(_, before) {
    expect(await screen.findByText('Loading your account…')).toBeInTheDocument();
    // The person this browser kept shows at once while they are read again; nobody shows before the first read.
    const last = namesOf(before).at(-1) ?? '';
    if (last === 'opens with a stored token and user') expect(screen.getByTestId('user-name')).toHaveTextContent(`${demoUser.first_name} ${demoUser.last_name}`);
    if (['opens with a stored token only', 'sign-in accepted', 'code accepted'].includes(last)) expect(screen.queryByTestId('user-name')).not.toBeInTheDocument();
  },
  async 'signedIn.userLoadFailed'() {
    expect(await screen.findByText('Your account details could not be loaded.')).toBeInTheDocument();
  },
  async signingOut(_, before) {
    await waitFor(() => expect(currentPath()).toMatch(/^\/login/));
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    // The other tabs hear of it: the sign-out mark is written anew (a storage event there).
    expect(localStorage.getItem(SIGNED_OUT_KEY)).not.toBe(markBeforeSignOut);
    keepsDraftUnlessSignedOut(before);
    await onLoginPage();
  },
  async expired(_, before) {
    await waitFor(() => expect(currentPath()).toBe('/login?redirect=%2Fhome'));
    expect(await screen.findByText(/Your session has ended\. Sign in again/)).toBeInTheDocument();
    // A toast says why, in the server's words (spec §8: 70001's message, or "Token expired or does not exist").
    const said = namesOf(before).at(-1) === 'server says token expired' ? TOKEN_EXPIRED : SESSION_ENDED;
    expect((await screen.findAllByText(said)).length).toBeGreaterThan(0);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    keepsDraftUnlessSignedOut(before);
    await onLoginPage();
  },
};

// ---------------------------------------------------------------------------------------

const coverage = createCoverage(sessionMachine);
const cleanups = modelSuiteLifecycle(server, { session: coverage });

describe('session machine, model-based', () => {
  it('the harness can drive every event the machine knows', () => {
    const driven = new Set([
      ...Object.keys(drive),
      ...sessionModel.events.map(({ event }) => event.type).filter((type) => answerOf({ type } as ModelEvent) || type.includes('restoreSession')),
    ]);
    const undriven = allEventTypes(sessionMachine).filter((type) => !driven.has(type));
    expect(undriven, 'events without a driver').toEqual([]);
  });

  it('each event leads where the product says', () => {
    expect(wrongTargets(sessionModel)).toEqual([]);
  });

  itPlansEveryEntry(sessionModel);

  it.each(paths.map((path) => [path.name, path] as const))(
    '%s',
    async (_, path) => {
      scripted.reset();
      person = userEvent.setup();
      vi.spyOn(console, 'info').mockImplementation(() => {}); // "mfa required" is logged by design
      let app: ReturnType<typeof composeApp> | undefined;
      let brokenStorage: { mockRestore(): void } | null = null;

      await walkPath<Snapshot, ModelEvent>({
        steps: path.steps.slice(1) as Array<PathStep<Snapshot, ModelEvent>>,
        server: scripted,
        answerFor: (event, _later, before) => answerFor(event, before),
        // The first step: what this browser has stored, then the app starts.
        start(event) {
          const stored = event as ModelEvent & { output?: { token: string | null; user: unknown } };
          if (stored.output?.token) localStorage.setItem(ACCESS_TOKEN_KEY, stored.output.token);
          if (stored.output?.user) localStorage.setItem(USER_INFO_KEY, JSON.stringify(stored.output.user));
          sessionStorage.setItem(KEPT_DRAFT, KEPT_VALUES);
          if (stored.type === 'xstate.error.actor.restoreSession') {
            brokenStorage = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
              throw new Error('storage unavailable');
            });
          }
          window.location.hash = '#/home';
          app = composeApp({ apiOrigin: '', window, inspect: coverage.inspect });
          cleanups.push(app.dispose);
          render(<App services={app.services} />);
        },
        drive,
        isIn: (state) => {
          const live = app?.services.session.getSnapshot();
          if (live && !live.matches('restoring')) brokenStorage?.mockRestore();
          return live?.matches(state.value as never) ?? false;
        },
        shows,
      });
    },
  );
});
