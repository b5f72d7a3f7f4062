import type { SnapshotFrom } from 'xstate';
import type { Access } from '../domain/access';
import type { sessionMachine } from './sessionMachine';

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** What the router needs to know: may private pages open, and must the second factor be asked? */
export function sessionAccess(snapshot: SessionSnapshot): Access {
  if (snapshot.matches('restoring')) return 'restoring';
  if (snapshot.matches('signedIn')) return 'signedIn';
  if (snapshot.matches('mfaRequired')) return 'secondFactor';
  // Only until the router has left the page the person signed out on: a private page opened
  // after that (even while the server is still being told) leads back to itself after sign-in.
  if ((snapshot.matches('signingOut') || snapshot.matches('signedOut')) && snapshot.context.leftByPerson) return 'signingOut';
  return 'signedOut';
}

export const selectUser = (snapshot: SessionSnapshot) => snapshot.context.user;
export const selectFormError = (snapshot: SessionSnapshot) => snapshot.context.error;
export const selectMfaDestination = (snapshot: SessionSnapshot) => snapshot.context.mfa?.destination ?? null;
export const selectIsAuthenticating = (snapshot: SessionSnapshot) => snapshot.matches('authenticating');
export const selectNotice = (snapshot: SessionSnapshot) => snapshot.context.notice;
export const selectCodeRefused = (snapshot: SessionSnapshot) => snapshot.context.codeRefused;
export const selectIsResendingCode = (snapshot: SessionSnapshot) => snapshot.matches({ mfaRequired: 'resending' });
export const selectIsVerifyingCode = (snapshot: SessionSnapshot) => snapshot.matches({ mfaRequired: 'verifying' });
export const selectSessionExpired = (snapshot: SessionSnapshot) => snapshot.matches('expired');
export const selectUserLoad = (snapshot: SessionSnapshot): 'loading' | 'failed' | 'done' =>
  snapshot.matches({ signedIn: 'loadingUser' })
    ? 'loading'
    : snapshot.matches({ signedIn: 'userLoadFailed' })
      ? 'failed'
      : 'done';
