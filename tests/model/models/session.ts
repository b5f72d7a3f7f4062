import type { SnapshotFrom, StateValue } from 'xstate';
import { EnvelopeError, MfaRequiredError } from '../../../src/api/errors';
import { toUserInfo } from '../../../src/api/session';
import { isPublicPath } from '../../../src/domain/publicPaths';
import { sessionMachine } from '../../../src/machines/sessionMachine';
import { demoUser, mfaChallenge } from '../../support/sessionHandlers';
import type { MachineModel, ModelEntry } from '../plan';

type Snapshot = SnapshotFrom<typeof sessionMachine>;

export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
export const TOKEN_EXPIRED = 'Token expired or does not exist';
export const VERIFY_PAGE = '/verify';
export const NEW_FIRST_NAME = 'Mia';
/** What the server answers to a changed password: every session ended, this one carries on with it. */
export const RENEWED_TOKEN = 'token-renewed';
/** The token stored in this browser before the app opens. */
export const STORED_TOKEN = 'token-demo';
/** What the server answers to a code. */
export const CODE_TOKEN = 'token-mfa';
/** What the server answers to a sign-in: not the stored token, so that a sign-out after it shows which one it sends. */
export const SIGNED_IN_TOKEN = 'token-login';
/** What the server answers to a new account's code. */
export const NEW_ACCOUNT_TOKEN = 'token-new';
/** A private page the person types the address of (the others are opened by a link). */
export const TYPED_PAGE = '/home';
export const demoUserInfo = toUserInfo(demoUser);

const inState = (...values: StateValue[]) => (s: Snapshot) => values.some((value) => s.matches(value as never));
export const onPrivatePage = (s: Snapshot) => !isPublicPath(s.context.path);
const and = (...tests: Array<(s: Snapshot) => boolean>) => (s: Snapshot) => tests.every((test) => test(s));

const events: Array<ModelEntry<Snapshot>> = [
  { name: 'opens with a stored token only', event: { type: 'xstate.done.actor.restoreSession', output: { token: STORED_TOKEN, user: null } }, when: inState('restoring') },
  { name: 'opens with a stored token and user', event: { type: 'xstate.done.actor.restoreSession', output: { token: STORED_TOKEN, user: demoUserInfo } }, when: inState('restoring') },
  { name: 'opens with nothing stored', event: { type: 'xstate.done.actor.restoreSession', output: { token: null, user: null } }, when: inState('restoring') },
  { name: 'opens with storage unreadable', event: { type: 'xstate.error.actor.restoreSession', error: new Error('storage unavailable') }, when: inState('restoring') },
  { name: 'signs in', event: { type: 'login.submit', email: 'demo@lyla.example', password: 'lyla-demo-2026' }, when: and(inState('signedOut'), (s) => s.context.path !== VERIFY_PAGE, (s) => s.context.error === null) },
  // Right after a refused sign-in: a new try, whose toast is not the refusal's.
  { name: 'signs in after a refusal', event: { type: 'login.submit', email: 'demo@lyla.example', password: 'lyla-demo-2026' }, when: and(inState('signedOut'), (s) => s.context.path !== VERIFY_PAGE, (s) => s.context.error !== null) },
  // Its own entry: a machine that no longer signs in from `expired` then fails the plan check.
  { name: 'signs in again after the session ended', event: { type: 'login.submit', email: 'demo@lyla.example', password: 'lyla-demo-2026' }, when: inState('expired') },
  { name: 'opens the code page of a registration', event: { type: 'route.changed', path: VERIFY_PAGE }, when: and(inState('signedOut'), (s) => s.context.path !== VERIFY_PAGE) },
  { name: 'verifies a new account', event: { type: 'session.started', token: NEW_ACCOUNT_TOKEN }, when: and(inState('signedOut'), (s) => s.context.path === VERIFY_PAGE) },
  // Signed out by the person, then a private page: its login page leads back to it again.
  { name: 'types the address of a private page', event: { type: 'route.changed', path: TYPED_PAGE }, when: and(inState('signedOut'), (s) => s.context.leftByPerson) },
  { name: 'sign-in accepted', event: { type: 'xstate.done.actor.login', output: { token: SIGNED_IN_TOKEN } }, when: inState('authenticating') },
  { name: 'sign-in refused', event: { type: 'xstate.error.actor.login', error: new EnvelopeError('Email or password is incorrect', 401, 40100) }, when: inState('authenticating') },
  { name: 'sign-in needs a code', event: { type: 'xstate.error.actor.login', error: new MfaRequiredError(mfaChallenge) }, when: inState('authenticating') },
  { name: 'sends the code', event: { type: 'mfa.submit', code: '123456' }, when: and(inState({ mfaRequired: 'awaitingCode' }), (s) => !s.context.codeRefused, (s) => s.context.error === null) },
  { name: 'sends the code after a new one was refused', event: { type: 'mfa.submit', code: '123456' }, when: and(inState({ mfaRequired: 'awaitingCode' }), (s) => !s.context.codeRefused, (s) => s.context.error !== null) },
  { name: 'asks for a new code', event: { type: 'mfa.resend' }, when: and(inState({ mfaRequired: 'awaitingCode' }), (s) => s.context.notice === null) },
  // Asked twice, sent twice: what was said about the last code or the last try goes. (Entries
  // alike in their event take turns: the plan keeps one path of those it cannot tell apart.)
  { name: 'asks for a new code again', event: { type: 'mfa.resend' }, when: and(inState({ mfaRequired: 'awaitingCode' }), (s) => s.context.notice !== null) },
  { name: 'sends the code again', event: { type: 'mfa.submit', code: '123456' }, when: and(inState({ mfaRequired: 'awaitingCode' }), (s) => s.context.codeRefused) },
  { name: 'new code sent', event: { type: 'xstate.done.actor.resendMfaCode', output: { resend_after_seconds: 60 } }, when: inState({ mfaRequired: 'resending' }) },
  { name: 'new code refused', event: { type: 'xstate.error.actor.resendMfaCode', error: new EnvelopeError('Wait 42 seconds before asking for a new code', 429, 42900) }, when: inState({ mfaRequired: 'resending' }) },
  { name: 'gives up the code', event: { type: 'mfa.cancel' }, when: inState({ mfaRequired: 'awaitingCode' }) },
  { name: 'code accepted', event: { type: 'xstate.done.actor.verifyMfa', output: { token: CODE_TOKEN } }, when: inState({ mfaRequired: 'verifying' }) },
  { name: 'code refused', event: { type: 'xstate.error.actor.verifyMfa', error: new EnvelopeError('The code is incorrect', 400, 40101) }, when: inState({ mfaRequired: 'verifying' }) },
  { name: 'user fetched', event: { type: 'xstate.done.actor.fetchCurrentUser', output: demoUserInfo }, when: inState({ signedIn: 'loadingUser' }) },
  { name: 'user fetch failed', event: { type: 'xstate.error.actor.fetchCurrentUser', error: new EnvelopeError('Try again later', 503, 50300) }, when: inState({ signedIn: 'loadingUser' }) },
  { name: 'server says 70001', event: { type: 'session.ended', message: SESSION_ENDED }, when: inState({ signedIn: 'loadingUser' }) },
  { name: 'server says token expired', event: { type: 'session.ended', message: TOKEN_EXPIRED }, when: inState({ signedIn: 'loadingUser' }) },
  { name: 'server asks for a code', event: { type: 'session.mfaRequired', challenge: mfaChallenge }, when: inState({ signedIn: 'loadingUser' }) },
  { name: 'retries the user', event: { type: 'user.retry' }, when: inState({ signedIn: 'userLoadFailed' }) },
  { name: 'opens another page', event: { type: 'route.changed', path: '/news' }, when: and(inState({ signedIn: 'ready' }), onPrivatePage) },
  // Sign-out sends the token it ends: an entry for each way of getting it, so that each is in a
  // path (the plan tells the states apart by the token; entries alike in their event take turns).
  { name: 'signs out', event: { type: 'session.logout' }, when: and(inState({ signedIn: 'ready' }), onPrivatePage, (s) => s.context.token === STORED_TOKEN) },
  { name: 'signs out after signing in', event: { type: 'session.logout' }, when: and(inState({ signedIn: 'ready' }), onPrivatePage, (s) => s.context.token === SIGNED_IN_TOKEN) },
  { name: 'signs out after a code', event: { type: 'session.logout' }, when: and(inState({ signedIn: 'ready' }), onPrivatePage, (s) => s.context.token === CODE_TOKEN) },
  { name: 'signs out after a new password', event: { type: 'session.logout' }, when: and(inState({ signedIn: 'ready' }), onPrivatePage, (s) => s.context.token === RENEWED_TOKEN) },
  { name: 'leaves the registration for a private page', event: { type: 'route.changed', path: TYPED_PAGE }, when: and(inState({ signedIn: 'ready' }), (s) => !onPrivatePage(s)) },
  { name: 'signs out after registering', event: { type: 'session.logout' }, when: and(inState({ signedIn: 'ready' }), onPrivatePage, (s) => s.context.token === NEW_ACCOUNT_TOKEN) },
  { name: 'signs out in another tab', event: { type: 'session.signedOutElsewhere' }, when: and(inState({ signedIn: 'ready' }), onPrivatePage) },
  { name: 'the session ends in another tab', event: { type: 'session.endedElsewhere' }, when: and(inState({ signedIn: 'ready' }), onPrivatePage) },
  { name: 'server ends the session', event: { type: 'xstate.done.actor.logout', output: null }, when: inState('signingOut') },
  { name: 'server unreachable at sign-out', event: { type: 'xstate.error.actor.logout', error: new EnvelopeError('There is something wrong', 503, 50300) }, when: inState('signingOut') },
  { name: 'changes the password and gets a fresh token', event: { type: 'session.tokenRenewed', token: RENEWED_TOKEN }, when: and(inState({ signedIn: 'ready' }), onPrivatePage) },
  { name: 'saves a new first name on the profile', event: { type: 'user.updated', changes: { first_name: NEW_FIRST_NAME } }, when: and(inState({ signedIn: 'ready' }), onPrivatePage, (s) => s.context.user !== null && s.context.user.first_name !== NEW_FIRST_NAME) },
];

/**
 * Where each event leads, from the product's rules (spec §4, decision 0001): a fresh sign-in
 * or a stored token loads the user (a stored copy is refreshed); the
 * server ending the session (70001 or an expired token) asks to sign in again, and signing in
 * again is a sign-in like any other.
 */
const LEADS_TO: Record<string, string> = {
  'opens with a stored token only': 'signedIn.loadingUser',
  'opens with a stored token and user': 'signedIn.loadingUser',
  'opens with nothing stored': 'signedOut',
  'opens with storage unreadable': 'signedOut',
  'signs in': 'authenticating',
  'signs in again after the session ended': 'authenticating',
  'signs in after a refusal': 'authenticating',
  'opens the code page of a registration': 'signedOut',
  'verifies a new account': 'signedIn.ready',
  'types the address of a private page': 'signedOut',
  'sign-in accepted': 'signedIn.loadingUser',
  'sign-in refused': 'signedOut',
  'sign-in needs a code': 'mfaRequired.awaitingCode',
  'sends the code': 'mfaRequired.verifying',
  'asks for a new code': 'mfaRequired.resending',
  'asks for a new code again': 'mfaRequired.resending',
  'sends the code again': 'mfaRequired.verifying',
  'sends the code after a new one was refused': 'mfaRequired.verifying',
  'new code sent': 'mfaRequired.awaitingCode',
  'new code refused': 'mfaRequired.awaitingCode',
  'gives up the code': 'signedOut',
  'code accepted': 'signedIn.loadingUser',
  'code refused': 'mfaRequired.awaitingCode',
  'user fetched': 'signedIn.ready',
  'user fetch failed': 'signedIn.userLoadFailed',
  'server says 70001': 'expired',
  'server says token expired': 'expired',
  'server asks for a code': 'mfaRequired.awaitingCode',
  'retries the user': 'signedIn.loadingUser',
  'opens another page': 'signedIn.ready',
  'signs out': 'signingOut',
  'signs out after signing in': 'signingOut',
  'signs out after a code': 'signingOut',
  'signs out after a new password': 'signingOut',
  'leaves the registration for a private page': 'signedIn.loadingUser',
  'signs out after registering': 'signingOut',
  'signs out in another tab': 'signedOut',
  'the session ends in another tab': 'signedOut',
  'server ends the session': 'signedOut',
  'server unreachable at sign-out': 'signedOut',
  'changes the password and gets a fresh token': 'signedIn.ready',
  'saves a new first name on the profile': 'signedIn.ready',
};

export const sessionModel: MachineModel<Snapshot> = {
  machine: sessionMachine,
  suite: 'session',
  starts: [{ name: '', input: { path: '/home' } }],
  events: events.map((entry) => ({ ...entry, to: LEADS_TO[entry.name] })),
  // The user's first name tells apart the states before and after a profile save; the token, a
  // sign-in from a registration; the notice and the marked code, a code page asked or sent twice;
  // a refusal held, the try right after one.
  serializeState: (s) =>
    JSON.stringify({
      value: s.value,
      user: s.context.user?.first_name ?? null,
      publicPath: isPublicPath(s.context.path),
      leftByPerson: s.context.leftByPerson,
      token: s.context.token,
      notice: s.context.notice !== null,
      codeRefused: s.context.codeRefused,
      refused: s.context.error !== null,
    }),
};
