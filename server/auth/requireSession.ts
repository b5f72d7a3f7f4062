import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv, SignedInEnv } from '../http/appEnv';
import { errors } from '../http/envelope';
import { keepNoCopy } from '../http/securityHeaders';
import { findUserById } from '../users';
import { findSession, tokenFromHeader } from './sessions';

/** Missing, unknown or expired token: HTTP 500 / code 400. Signed out: HTTP 401 / code 70001. */
async function liveSession(deps: AppDeps, authorization: string | undefined) {
  const found = await findSession(deps.db, tokenFromHeader(authorization), deps.now());
  if (found.status === 'revoked') throw errors.sessionEnded();
  if (found.status === 'missing') throw errors.tokenExpired();
  return found;
}

/**
 * Lets the request through only with a live session, putting the session and its user's id on
 * the context. For reads that do not depend on who asks (the catalogue): no user row is read.
 * Its answer is never kept by a browser or a proxy.
 */
export function requireSignedIn(deps: AppDeps) {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    const session = await liveSession(deps, c.req.header('Authorization'));
    c.set('userId', session.userId);
    c.set('sessionId', session.sessionId);
    await next();
    keepNoCopy(c.res);
  });
}

/** As `requireSignedIn`, with the user's row on the context too, read fresh for each request. */
export function requireSession(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await liveSession(deps, c.req.header('Authorization'));
    const user = await findUserById(deps.db, session.userId);
    if (!user) throw errors.tokenExpired();
    c.set('userId', session.userId);
    c.set('sessionId', session.sessionId);
    c.set('user', user);
    await next();
    keepNoCopy(c.res);
  });
}
