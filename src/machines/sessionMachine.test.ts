import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { EnvelopeError, MfaRequiredError } from '../api/errors';
import type { UserInfo } from '../domain/user';
import { redirectFor } from '../domain/access';
import { sessionMachine, type StoredSession } from './sessionMachine';
import { selectCodeRefused, sessionAccess } from './sessionSelectors';

const user: UserInfo = {
  id: 1,
  email: 'dana@lyla.example',
  cell_phone: null,
  avatar: null,
  first_name: 'Dana',
  last_name: 'Reyes',
  fullname: 'Dana Reyes',
  gender: 2,
  initial: 'DR',
  location_type: 1,
  location_desk_phone: null,
};

function start(options: { stored?: StoredSession; path?: string; login?: () => Promise<{ token: string }> } = {}) {
  const storeToken = vi.fn();
  const storeUser = vi.fn();
  const clearStoredSession = vi.fn();
  const announceSignOut = vi.fn();
  const forgetDrafts = vi.fn();
  const notify = vi.fn();
  const fetchCurrentUser = vi.fn(async () => user);
  const logout = vi.fn(async (_args: { input: { token: string | null } }) => null);
  const resendMfaCode = vi
    .fn(async (_args: { input: { mfa_token: string } }) => ({ resend_after_seconds: 60 }))
    .mockResolvedValueOnce({ resend_after_seconds: 60 })
    .mockRejectedValueOnce(new EnvelopeError('Wait 42 seconds before asking for a new code', 429, 42900));
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        restoreSession: fromPromise(async () => options.stored ?? { token: null, user: null }),
        login: fromPromise(options.login ?? (async () => ({ token: 'fresh' }))),
        verifyMfa: fromPromise(async ({ input }) => {
          if (input.code !== '123456') throw new EnvelopeError('The code is incorrect', 400, 40101);
          return { token: 'after-mfa' };
        }),
        fetchCurrentUser: fromPromise(fetchCurrentUser),
        logout: fromPromise(logout),
        resendMfaCode: fromPromise(resendMfaCode),
      },
      actions: {
        storeToken: (_, { token }) => storeToken(token),
        storeUser: (_, { user: saved }) => storeUser(saved),
        clearStoredSession,
        announceSignOut,
        forgetDrafts,
        notify: (_, { message }) => notify(message),
      },
    }),
    { input: { path: options.path ?? '/home' } },
  ).start();
  return { actor, storeToken, storeUser, clearStoredSession, announceSignOut, forgetDrafts, notify, fetchCurrentUser, logout, resendMfaCode };
}

/** Signed in with a password that needs a second factor: the code step asks for it. */
async function atTheCodeStep() {
  const started = start({
    path: '/login',
    login: async () => {
      throw new MfaRequiredError({ mfa_token: 'm', destination: 'm***@lyla.example' });
    },
  });
  await waitFor(started.actor, (s) => s.matches('signedOut'));
  started.actor.send({ type: 'login.submit', email: 'mfa@lyla.example', password: 'x' });
  await waitFor(started.actor, (s) => s.matches({ mfaRequired: 'awaitingCode' }));
  return started;
}

describe('sessionMachine', () => {
  it('restores a stored token and fetches the missing user on a private path', async () => {
    const { actor, storeUser, fetchCurrentUser } = start({ stored: { token: 't', user: null } });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }) && s.context.user !== null);
    expect(fetchCurrentUser).toHaveBeenCalledTimes(1);
    expect(storeUser).toHaveBeenCalledWith(user);
  });

  it('does not fetch the user while on a public path, and does once a private path opens', async () => {
    const { actor, fetchCurrentUser } = start({ stored: { token: 't', user: null }, path: '/register/interests' });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    expect(fetchCurrentUser).not.toHaveBeenCalled();
    actor.send({ type: 'route.changed', path: '/home' });
    await waitFor(actor, (s) => s.context.user !== null);
    expect(fetchCurrentUser).toHaveBeenCalledTimes(1);
  });

  it('shows saved user info at once, confirms it with the server once per page load, not on every page', async () => {
    const { actor, fetchCurrentUser } = start({ stored: { token: 't', user } });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.user).toEqual(user);
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    actor.send({ type: 'route.changed', path: '/news' });
    actor.send({ type: 'route.changed', path: '/requests' });
    expect(actor.getSnapshot().matches({ signedIn: 'ready' })).toBe(true);
    expect(fetchCurrentUser).toHaveBeenCalledTimes(1);
  });

  it('user.updated applies the user store rules and saves the result', async () => {
    const { actor, storeUser } = start({ stored: { token: 't', user } });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    storeUser.mockClear();
    actor.send({ type: 'user.updated', changes: { first_name: 'Dina', avatar: '/a.png', nickname: 'D' } as Partial<UserInfo> });
    const expected = { ...user, first_name: 'Dina', fullname: 'Dina Reyes', avatar: '/a.png' };
    expect(actor.getSnapshot().context.user).toEqual(expected);
    expect(storeUser).toHaveBeenCalledWith(expected);
    expect(actor.getSnapshot().matches({ signedIn: 'ready' })).toBe(true);
  });

  it('signs in: stores the token and reaches signed-in', async () => {
    const { actor, storeToken } = start({ path: '/login' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'login.submit', email: 'dana@lyla.example', password: 'pw' });
    expect(actor.getSnapshot().matches('authenticating')).toBe(true);
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(storeToken).toHaveBeenCalledWith('fresh');
  });

  it('a refused sign-in goes back to signed-out; the reason is the toast’s, not repeated on the form (spec §8)', async () => {
    const { actor } = start({
      path: '/login',
      login: async () => {
        throw new EnvelopeError('Email or password is incorrect', 401, 40100);
      },
    });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'login.submit', email: 'a@b.co', password: 'x' });
    expect(actor.getSnapshot().matches('authenticating')).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(snapshot.context.error).toBe('');
  });

  it('a second-factor challenge asks for the code; a wrong code marks the code field; the right one signs in', async () => {
    const { actor, storeToken } = await atTheCodeStep();
    expect(actor.getSnapshot().context.mfa?.destination).toBe('m***@lyla.example');
    actor.send({ type: 'mfa.submit', code: '000000' });
    expect(actor.getSnapshot().matches({ mfaRequired: 'verifying' })).toBe(true);
    const refused = await waitFor(actor, (s) => s.matches({ mfaRequired: 'awaitingCode' }));
    expect(refused.context.error).toBe('');
    expect(selectCodeRefused(refused)).toBe(true);
    actor.send({ type: 'mfa.submit', code: '123456' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(storeToken).toHaveBeenCalledWith('after-mfa');
  });

  it('sends a new code for the pending challenge, confirms it, and shows a refusal', async () => {
    const { actor, resendMfaCode } = await atTheCodeStep();

    actor.send({ type: 'mfa.resend' });
    expect(actor.getSnapshot().matches({ mfaRequired: 'resending' })).toBe(true);
    const sent = await waitFor(actor, (s) => s.matches({ mfaRequired: 'awaitingCode' }));
    expect(resendMfaCode.mock.calls[0]?.[0].input).toEqual({ mfa_token: 'm' });
    expect(sent.context.notice).toBe('A new code is on its way. Earlier codes no longer work.');

    actor.send({ type: 'mfa.resend' });
    expect(actor.getSnapshot().matches({ mfaRequired: 'resending' })).toBe(true);
    const refused = await waitFor(actor, (s) => s.matches({ mfaRequired: 'awaitingCode' }));
    expect(refused.context.error).toBe('');
    expect(refused.context.notice).toBeNull();
    // A refused resend is not the code's fault: the code field is not marked.
    expect(selectCodeRefused(refused)).toBe(false);

    actor.send({ type: 'mfa.submit', code: '123456' });
    await waitFor(actor, (s) => s.matches('signedIn'));
  });

  it('a burst of session faults ends the session once: one toast, storage cleared', async () => {
    const { actor, notify, clearStoredSession } = start({ stored: { token: 't', user } });
    await waitFor(actor, (s) => s.matches('signedIn'));
    clearStoredSession.mockClear();
    for (let i = 0; i < 5; i += 1) actor.send({ type: 'session.ended', message: 'Your session has ended.' });
    expect(actor.getSnapshot().matches('expired')).toBe(true);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('Your session has ended.');
    expect(clearStoredSession).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.token).toBeNull();
  });

  it('unsaved drafts are kept when the session expires and forgotten when the person signs out', async () => {
    const { actor, forgetDrafts } = start({ stored: { token: 't', user } });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.ended', message: 'Your session has ended.' });
    expect(forgetDrafts).not.toHaveBeenCalled();
    actor.send({ type: 'login.submit', email: 'dana@lyla.example', password: 'pw' });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.logout' });
    expect(forgetDrafts).toHaveBeenCalledTimes(1);
  });

  it('signing in again after expiry works', async () => {
    const { actor } = start({ stored: { token: 't', user } });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.ended', message: 'x' });
    actor.send({ type: 'login.submit', email: 'dana@lyla.example', password: 'pw' });
    await waitFor(actor, (s) => s.matches('signedIn'));
  });

  it('sign-out clears storage at once and tells the server with the ending token', async () => {
    const { actor, clearStoredSession, logout } = start({ stored: { token: 't', user } });
    await waitFor(actor, (s) => s.matches('signedIn'));
    clearStoredSession.mockClear();
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().matches('signingOut')).toBe(true);
    expect(clearStoredSession).toHaveBeenCalled();
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(logout.mock.calls[0]?.[0]).toMatchObject({ input: { token: 't' } });
    expect(actor.getSnapshot().context).toMatchObject({ token: null, user: null });
  });

  /** Where the router sends a person who is on `path` now. */
  const routeFor = (actor: ReturnType<typeof start>['actor'], path: string) => redirectFor(sessionAccess(actor.getSnapshot()), path, '');

  it('sign-out in another tab signs this one out, to a login page that leads back to no page', async () => {
    const { actor } = start({ stored: { token: 't', user } });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.signedOutElsewhere' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(routeFor(actor, '/home')).toBe('/login');
    // Once on the login page, a signed-out visit to a private page keeps its way back.
    actor.send({ type: 'route.changed', path: '/login' });
    expect(routeFor(actor, '/orders')).toBe('/login?redirect=%2Forders');
  });

  it('a session that ended in another tab keeps the way back to this page', async () => {
    const { actor } = start({ stored: { token: 't', user } });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.endedElsewhere' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(routeFor(actor, '/home')).toBe('/login?redirect=%2Fhome');
  });

  it('sign-out tells the other tabs before the stored sign-in goes, and leads back to no page, however soon the server answers', async () => {
    const { actor, announceSignOut, clearStoredSession } = start({ stored: { token: 't', user } });
    await waitFor(actor, (s) => s.matches('signedIn'));
    clearStoredSession.mockClear();
    actor.send({ type: 'session.logout' });
    expect(announceSignOut.mock.invocationCallOrder[0]).toBeLessThan(clearStoredSession.mock.invocationCallOrder[0]!);
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(routeFor(actor, '/home')).toBe('/login');
  });

  it('a private page opened while the server is still being told of the sign-out leads back to itself', async () => {
    const { actor, logout } = start({ stored: { token: 't', user } });
    await waitFor(actor, (s) => s.matches('signedIn'));
    logout.mockImplementation(() => new Promise<null>(() => {}));
    actor.send({ type: 'session.logout' });
    expect(routeFor(actor, '/home')).toBe('/login');
    actor.send({ type: 'route.changed', path: '/login' });
    expect(actor.getSnapshot().matches('signingOut')).toBe(true);
    expect(routeFor(actor, '/settings/account/index')).toBe('/login?redirect=%2Fsettings%2Faccount%2Findex');
  });

  it('a signed-in call that needs a second factor moves to the code screen; a malformed challenge (null) is ignored', async () => {
    const { actor } = start({ stored: { token: 't', user } });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.mfaRequired', challenge: null });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    actor.send({ type: 'session.mfaRequired', challenge: { mfa_token: 'm', destination: 'd' } });
    expect(actor.getSnapshot().matches({ mfaRequired: 'awaitingCode' })).toBe(true);
  });

  it('session faults while signed out change nothing and show nothing', async () => {
    const { actor, notify } = start();
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'session.ended', message: 'x' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(notify).not.toHaveBeenCalled();
  });

  it('a changed password hands over a new token: kept and stored, still signed in', async () => {
    const { actor, storeToken } = start({ stored: { token: 'before', user } });
    await waitFor(actor, (s) => s.matches({ signedIn: 'ready' }));
    actor.send({ type: 'session.tokenRenewed', token: 'after-password-change' });
    expect(actor.getSnapshot().context.token).toBe('after-password-change');
    expect(storeToken).toHaveBeenCalledWith('after-password-change');
    expect(actor.getSnapshot().matches({ signedIn: 'ready' })).toBe(true);
  });
});
