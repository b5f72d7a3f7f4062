import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { errors } from '../http/envelope';
import { findSession, tokenFromHeader } from './sessions';

/**
 * Lets the request through only with a live session, putting its user on the context.
 * Missing, unknown or expired token: HTTP 500 / code 400. Signed out: HTTP 401 / code 70001.
 */
export function requireSession(deps: AppDeps) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const found = findSession(deps.db, tokenFromHeader(c.req.header('Authorization')), deps.now());
    if (found.status === 'revoked') throw errors.sessionEnded();
    if (found.status === 'missing') throw errors.tokenExpired();
    c.set('user', found.user);
    c.set('sessionId', found.sessionId);
    await next();
  });
}
