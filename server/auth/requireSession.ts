import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv, SignedInEnv } from '../http/appEnv';
import { errors } from '../http/envelope';
import { keepNoCopy } from '../http/securityHeaders';
import { findUserById } from '../users';
import { findSession, knownSession, tokenFromHeader, type SessionLookup } from './sessions';

/** Missing, unknown or expired token: HTTP 500 / code 400. Signed out: HTTP 401 / code 70001. */
function live(found: SessionLookup) {
  if (found.status === 'revoked') throw errors.sessionEnded();
  if (found.status === 'missing') throw errors.tokenExpired();
  return found;
}

/**
 * The request's live session: at once when this process knows it (nearly every call: no wait
 * for a promise), else read from the database.
 */
function liveSession(deps: AppDeps, authorization: string | undefined) {
  const token = tokenFromHeader(authorization);
  const now = deps.now();
  const known = knownSession(deps.db, token, now);
  return known ? live(known) : findSession(deps.db, token, now).then(live);
}

/**
 * Lets the request through only with a live session, putting the session and its user's id on
 * the context. For reads that do not depend on who asks (the catalogue): no user row is read.
 * Its answer is never kept by a browser or a proxy.
 */
export function requireSignedIn(deps: AppDeps) {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    const found = liveSession(deps, c.req.header('Authorization'));
    const session = found instanceof Promise ? await found : found;
    c.set('userId', session.userId);
    c.set('sessionId', session.sessionId);
    await next();
    keepNoCopy(c.res);
  });
}

/** As `requireSignedIn`, with the user's row on the context too, read fresh for each request. */
export function requireSession(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const found = liveSession(deps, c.req.header('Authorization'));
    const session = found instanceof Promise ? await found : found;
    const user = await findUserById(deps.db, session.userId);
    if (!user) throw errors.tokenExpired();
    c.set('userId', session.userId);
    c.set('sessionId', session.sessionId);
    c.set('user', user);
    await next();
    keepNoCopy(c.res);
  });
}
