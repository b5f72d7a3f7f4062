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
export const demoUserInfo = toUserInfo(demoUser);

const inState = (...values: StateValue[]) => (s: Snapshot) => values.some((value) => s.matches(value as never));
export const onPrivatePage = (s: Snapshot) => !isPublicPath(s.context.path);
const and = (...tests: Array<(s: Snapshot) => boolean>) => (s: Snapshot) => tests.every((test) => test(s));

const events: Array<ModelEntry<Snapshot>> = [
  { name: 'opens with a stored token only', event: { type: 'xstate.done.actor.restoreSession', output: { token: 'token-demo', user: null } }, when: inState('restoring') },
  { name: 'opens with a stored token and user', event: { type: 'xstate.done.actor.restoreSession', output: { token: 'token-demo', user: demoUserInfo } }, when: inState('restoring') },
  { name: 'opens with nothing stored', event: { type: 'xstate.done.actor.restoreSession', output: { token: null, user: null } }, when: inState('restoring') },
  { name: 'opens with storage unreadable', event: { type: 'xstate.error.actor.restoreSession', error: new Error('storage unavailable') }, when: inState('restoring') },
  { name: 'signs in', event: { type: 'login.submit', email: 'demo@lyla.example', password: 'lyla-demo-2026' }, when: and(inState('signedOut', 'expired'), (s) => s.context.path !== VERIFY_PAGE) },
  { name: 'opens the code page of a registration', event: { type: 'route.changed', path: VERIFY_PAGE }, when: and(inState('signedOut'), (s) => s.context.path !== VERIFY_PAGE) },
  { name: 'verifies a new account', event: { type: 'session.started', token: 'token-new' }, when: and(inState('signedOut'), (s) => s.context.path === VERIFY_PAGE) },
  { name: 'sign-in accepted', event: { type: 'xstate.done.actor.login', output: { token: 'token-demo' } }, when: inState('authenticating') },
  { name: 'sign-in refused', event: { type: 'xstate.error.actor.login', error: new EnvelopeError('Email or password is incorrect', 401, 40100) }, when: inState('authenticating') },
  { name: 'sign-in needs a code', event: { type: 'xstate.error.actor.login', error: new MfaRequiredError(mfaChallenge) }, when: inState('authenticating') },
  { name: 'sends the code', event: { type: 'mfa.submit', code: '123456' }, when: inState({ mfaRequired: 'awaitingCode' }) },
  { name: 'asks for a new code', event: { type: 'mfa.resend' }, when: inState({ mfaRequired: 'awaitingCode' }) },
  { name: 'new code sent', event: { type: 'xstate.done.actor.resendMfaCode', output: { resend_after_seconds: 60 } }, when: inState({ mfaRequired: 'resending' }) },
  { name: 'new code refused', event: { type: 'xstate.error.actor.resendMfaCode', error: new EnvelopeError('Wait 42 seconds before asking for a new code', 429, 42900) }, when: inState({ mfaRequired: 'resending' }) },
  { name: 'gives up the code', event: { type: 'mfa.cancel' }, when: inState({ mfaRequired: 'awaitingCode' }) },
  { name: 'code accepted', event: { type: 'xstate.done.actor.verifyMfa', output: { token: 'token-mfa' } }, when: inState({ mfaRequired: 'verifying' }) },
  { name: 'code refused', event: { type: 'xstate.error.actor.verifyMfa', error: new EnvelopeError('The code is incorrect', 400, 40101) }, when: inState({ mfaRequired: 'verifying' }) },
  { name: 'user fetched', event: { type: 'xstate.done.actor.fetchCurrentUser', output: demoUserInfo }, when: inState({ signedIn: 'loadingUser' }) },
  { name: 'user fetch failed', event: { type: 'xstate.error.actor.fetchCurrentUser', error: new EnvelopeError('Try again later', 503, 50300) }, when: inState({ signedIn: 'loadingUser' }) },
  { name: 'server says 70001', event: { type: 'session.ended', message: SESSION_ENDED }, when: inState({ signedIn: 'loadingUser' }) },
  { name: 'server says token expired', event: { type: 'session.ended', message: TOKEN_EXPIRED }, when: inState({ signedIn: 'loadingUser' }) },
  { name: 'server asks for a code', event: { type: 'session.mfaRequired', challenge: mfaChallenge }, when: inState({ signedIn: 'loadingUser' }) },
  { name: 'retries the user', event: { type: 'user.retry' }, when: inState({ signedIn: 'userLoadFailed' }) },
  { name: 'opens another page', event: { type: 'route.changed', path: '/news' }, when: and(inState({ signedIn: 'ready' }), onPrivatePage) },
  { name: 'signs out', event: { type: 'session.logout' }, when: and(inState({ signedIn: 'ready' }), onPrivatePage) },
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
  'opens the code page of a registration': 'signedOut',
  'sign-in accepted': 'signedIn.loadingUser',
  'sign-in refused': 'signedOut',
  'sign-in needs a code': 'mfaRequired.awaitingCode',
  'sends the code': 'mfaRequired.verifying',
  'asks for a new code': 'mfaRequired.resending',
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
  // The user's first name tells apart the states before and after a profile save.
  serializeState: (s) =>
    JSON.stringify({ value: s.value, user: s.context.user?.first_name ?? null, publicPath: isPublicPath(s.context.path), leftByPerson: s.context.leftByPerson }),
};
