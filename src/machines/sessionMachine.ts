import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { CodeSent } from '../api/contract/registration';
import type { LoginRequest, MfaChallenge, MfaResendRequest, MfaVerifyRequest, TokenResult } from '../api/contract/session';
import { MfaRequiredError } from '../api/errors';
import { isPublicPath } from '../domain/publicPaths';
import type { UserInfo } from '../domain/user';
import { updateUserInfo } from '../domain/userStore';
import { messageInPlace } from './failure';

export interface StoredSession {
  token: string | null;
  user: UserInfo | null;
}

export interface SessionContext {
  token: string | null;
  user: UserInfo | null;
  /** The route the app last reported; decides whether user info is needed. */
  path: string;
  /**
   * Whether the server has confirmed the user since this page loaded. Saved user info is
   * shown at once, but asked for again once per page load so that a token that expired or
   * was revoked while the tab was closed is noticed on the first private page.
   */
  userConfirmed: boolean;
  /** The second-factor challenge while one is pending. */
  mfa: MfaChallenge | null;
  /** Why the last sign-in or code attempt failed, shown on its form. */
  error: string | null;
  /** A confirmation shown on the code form (a new code was sent). */
  notice: string | null;
  /** The code typed was refused (wrong or expired): the code field is marked; a refused resend leaves it alone. */
  codeRefused: boolean;
  /**
   * The person signed out (in this tab or another) and the app has not moved on from their
   * page yet: the login page it goes to carries no redirect back to it.
   */
  leftByPerson: boolean;
}

export type SessionEvent =
  | { type: 'route.changed'; path: string }
  | { type: 'login.submit'; email: string; password: string }
  | { type: 'mfa.submit'; code: string }
  | { type: 'mfa.resend' }
  | { type: 'mfa.cancel' }
  | { type: 'user.retry' }
  | { type: 'session.logout' }
  /** The server refused the session: revoked (70001) or expired / missing token (HTTP 500 + 400). */
  | { type: 'session.ended'; message: string }
  /** A call answered HTTP 401 with code 60001. */
  | { type: 'session.mfaRequired'; challenge: MfaChallenge | null }
  /** The person signed out in another tab. */
  | { type: 'session.signedOutElsewhere' }
  /** Another tab removed the stored token without a sign-out (its session ended there). */
  | { type: 'session.endedElsewhere' }
  /** A new account verified its email: the server answered with a token. */
  | { type: 'session.started'; token: string }
  /** The server ended the session and handed over a new token for it (a changed password). */
  | { type: 'session.tokenRenewed'; token: string }
  /** A save changed the signed-in person (name, avatar, phone…). */
  | { type: 'user.updated'; changes: Partial<UserInfo> };

const notProvided = (name: string) => () => Promise.reject(new Error(`sessionMachine: provide "${name}"`));

function challengeIn(error: unknown): MfaChallenge | null {
  return error instanceof MfaRequiredError ? error.challenge : null;
}

/**
 * The session: who is signed in, and what the app must do when the server ends it.
 * Storage, toasts and the API are provided by the composition root (src/main.tsx).
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { path: string },
  },
  actors: {
    restoreSession: fromPromise<StoredSession>(notProvided('restoreSession')),
    login: fromPromise<TokenResult, LoginRequest>(notProvided('login')),
    verifyMfa: fromPromise<TokenResult, MfaVerifyRequest>(notProvided('verifyMfa')),
    resendMfaCode: fromPromise<CodeSent, MfaResendRequest>(notProvided('resendMfaCode')),
    fetchCurrentUser: fromPromise<UserInfo>(notProvided('fetchCurrentUser')),
    logout: fromPromise<null, { token: string | null }>(notProvided('logout')),
  },
  actions: {
    // Provided by the composition root: browser storage and toasts.
    storeToken: (_, _params: { token: string }) => {},
    storeUser: (_, _params: { user: UserInfo }) => {},
    clearStoredSession: () => {},
    /** Tells the other tabs that the person signed out (before the stored sign-in goes). */
    announceSignOut: () => {},
    /** Unsaved form values of this tab and unsent chat messages: kept when the session expires, gone when the person signs out. */
    forgetDrafts: () => {},
    notify: (_, _params: { message: string }) => {},
    forgetSession: assign({ token: null, user: null, userConfirmed: false, mfa: null, notice: null }),
    clearMessages: assign({ error: null, notice: null, codeRefused: false }),
  },
  guards: {
    hasStoredToken: (_, params: { session: StoredSession }) => Boolean(params.session.token),
    isSecondFactorChallenge: (_, params: { challenge: MfaChallenge | null }) => params.challenge !== null,
    needsUser: ({ context }) => !context.userConfirmed && !isPublicPath(context.path),
    hasUser: ({ context }) => context.user !== null,
  },
}).createMachine({
  id: 'session',
  description: 'Who is signed in on this browser, and what happens when the server ends the session.',
  initial: 'restoring',
  context: ({ input }) => ({ token: null, user: null, path: input.path, userConfirmed: false, mfa: null, error: null, notice: null, codeRefused: false, leftByPerson: false }),
  on: {
    'route.changed': {
      actions: assign({ path: ({ event }) => event.path, leftByPerson: false }),
      description: 'The app opened another page; remembered to decide whether user info is needed.',
    },
  },
  states: {
    restoring: {
      description: 'Reading the stored sign-in (ACCESS_TOKEN and saved user info) from this browser.',
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          {
            guard: { type: 'hasStoredToken', params: ({ event }) => ({ session: event.output }) },
            target: 'signedIn',
            actions: assign({ token: ({ event }) => event.output.token, user: ({ event }) => event.output.user }),
            description: 'A token is stored: the person is signed in.',
          },
          { target: 'signedOut', description: 'Nothing stored: the person must sign in.' },
        ],
        onError: { target: 'signedOut', description: 'Browser storage could not be read: start signed out.' },
      },
    },
    signedOut: {
      description: 'Nobody is signed in. Only public pages open; others lead to the login page.',
      entry: ['clearStoredSession', 'forgetSession'],
      on: {
        'login.submit': { target: 'authenticating', description: 'The person sends email and password.' },
        'session.started': {
          target: 'signedIn',
          actions: [
            assign({ token: ({ event }) => event.token, error: null }),
            { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
          ],
          description: 'A new account was verified: its token is stored.',
        },
      },
    },
    authenticating: {
      description: 'Email and password are being checked by the server.',
      entry: assign({ error: null }),
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'login.submit');
          return { email: event.email, password: event.password };
        },
        onDone: {
          target: 'signedIn',
          actions: [
            assign({ token: ({ event }) => event.output.token }),
            { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
          ],
          description: 'Accepted: the token is stored.',
        },
        onError: [
          {
            guard: { type: 'isSecondFactorChallenge', params: ({ event }) => ({ challenge: challengeIn(event.error) }) },
            target: 'mfaRequired',
            actions: assign({ mfa: ({ event }) => challengeIn(event.error) }),
            description: 'Accepted, but a second factor is needed (HTTP 401, code 60001).',
          },
          {
            target: 'signedOut',
            actions: assign({ error: ({ event }) => messageInPlace(event.error) }),
            description: 'Refused: the toast says why (spec §8); the form stays as typed.',
          },
        ],
      },
    },
    mfaRequired: {
      description: 'A one-time code was sent; the person must enter it to finish signing in.',
      initial: 'awaitingCode',
      on: {
        'mfa.cancel': { target: 'signedOut', actions: assign({ error: null }), description: 'The person gives up.' },
      },
      states: {
        awaitingCode: {
          description: 'Waiting for the person to type the code.',
          on: {
            'mfa.submit': { target: 'verifying', description: 'The person sends the code.' },
            'mfa.resend': { target: 'resending', description: 'The person asks for a new code.' },
          },
        },
        resending: {
          description: 'A new code is being sent (POST /api/auth/mfa/resend); the earlier one stops working.',
          entry: 'clearMessages',
          invoke: {
            id: 'resendMfaCode',
            src: 'resendMfaCode',
            input: ({ context }) => ({ mfa_token: context.mfa?.mfa_token ?? '' }),
            onDone: {
              target: 'awaitingCode',
              actions: assign({ notice: 'A new code is on its way. Earlier codes no longer work.' }),
              description: 'A new code was sent: the person is told.',
            },
            onError: {
              target: 'awaitingCode',
              actions: assign({ error: ({ event }) => messageInPlace(event.error) }),
              description: 'Refused (too soon, too many, challenge expired): the toast says why.',
            },
          },
        },
        verifying: {
          description: 'The code is being checked.',
          entry: 'clearMessages',
          invoke: {
            id: 'verifyMfa',
            src: 'verifyMfa',
            input: ({ context, event }) => {
              assertEvent(event, 'mfa.submit');
              return { mfa_token: context.mfa?.mfa_token ?? '', code: event.code };
            },
            onDone: {
              target: '#session.signedIn',
              actions: [
                assign({ token: ({ event }) => event.output.token, mfa: null }),
                { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
              ],
              description: 'Code accepted: the token is stored.',
            },
            onError: {
              target: 'awaitingCode',
              actions: assign({ error: ({ event }) => messageInPlace(event.error), codeRefused: true }),
              description: 'Wrong or expired code: the toast says why; the code field is marked.',
            },
          },
        },
      },
    },
    signedIn: {
      description: 'Signed in. Private pages open.',
      initial: 'ready',
      on: {
        'session.logout': { target: 'signingOut', description: 'The person signs out.' },
        'session.ended': {
          target: 'expired',
          actions: ['clearStoredSession', 'forgetSession', { type: 'notify', params: ({ event }) => ({ message: event.message }) }],
          description: 'The server refused the token (70001, or HTTP 500 with code 400): one toast, back to login.',
        },
        'session.mfaRequired': {
          guard: { type: 'isSecondFactorChallenge', params: ({ event }) => ({ challenge: event.challenge }) },
          target: 'mfaRequired',
          actions: assign({ mfa: ({ event }) => event.challenge }),
          description: 'The server asks for a second factor (HTTP 401, code 60001).',
        },
        'session.signedOutElsewhere': {
          target: 'signedOut',
          actions: assign({ leftByPerson: true }),
          description: 'The person signed out in another tab: this one goes to the login page, with no way back to this page.',
        },
        'session.endedElsewhere': {
          target: 'signedOut',
          description: 'The session ended in another tab: this one goes to the login page, which leads back here.',
        },
        'session.tokenRenewed': {
          actions: [
            assign({ token: ({ event }) => event.token }),
            { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
          ],
          description: 'The password changed: every session ended and this one carries on with the new token.',
        },
        'user.updated': {
          guard: 'hasUser',
          actions: [
            assign({ user: ({ context, event }) => updateUserInfo({ userInfo: context.user, profileInfo: null }, event.changes).userInfo }),
            { type: 'storeUser', params: ({ context }) => ({ user: context.user as UserInfo }) },
          ],
          description: 'A save changed the person: the header shows it at once and the saved copy follows (user store rules).',
        },
      },
      states: {
        ready: {
          description: 'The app is usable.',
          always: {
            guard: 'needsUser',
            target: 'loadingUser',
            description: 'A private page opened and the user is empty or not yet confirmed since the page loaded: fetch it.',
          },
        },
        loadingUser: {
          description: 'Fetching the signed-in user (POST /api/v2/user/current).',
          invoke: {
            id: 'fetchCurrentUser',
            src: 'fetchCurrentUser',
            onDone: {
              target: 'ready',
              actions: [
                assign({ user: ({ event }) => event.output, userConfirmed: true }),
                { type: 'storeUser', params: ({ event }) => ({ user: event.output }) },
              ],
              description: 'User info is kept and saved in this browser.',
            },
            onError: { target: 'userLoadFailed', description: 'The user could not be fetched.' },
          },
        },
        userLoadFailed: {
          description: 'The user could not be fetched; the person may try again.',
          on: { 'user.retry': { target: 'loadingUser', description: 'The person tries again.' } },
        },
      },
    },
    signingOut: {
      description: 'Signing out: the stored sign-in and unsaved drafts are already gone; the server is told to end the session.',
      entry: ['announceSignOut', 'clearStoredSession', 'forgetDrafts', assign({ leftByPerson: true })],
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'signedOut', description: 'The server ended the session.' },
        onError: { target: 'signedOut', description: 'The server could not be told; this browser is signed out anyway.' },
      },
    },
    expired: {
      description: 'The server ended the session; the person must sign in again and returns where they were.',
      on: {
        'login.submit': { target: 'authenticating', description: 'The person signs in again.' },
      },
    },
  },
});
