import { Hono } from 'hono';
import {
  loginRequestSchema,
  mfaVerifyRequestSchema,
  type TokenResult,
} from '../../src/api/contract/session';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { errors, ok } from '../http/envelope';
import { readJson } from '../http/readJson';
import { findUserByEmail } from '../users';
import { createPasswordThrottle, THROTTLE_WAIT } from './passwordThrottle';
import { startMfaChallenge, verifyMfaChallenge } from './mfa';
import { burnPasswordCheck, verifyPassword } from './passwords';
import { requireSession } from './requireSession';
import { createSession, revokeSession } from './sessions';

/** Sign-in, second factor and sign-out (designed; see docs/api.md). */
export function authRoutes(deps: AppDeps) {
  const throttle = createPasswordThrottle(deps.now);

  return new Hono<AppEnv>()
    .post('/api/auth/login', async (c) => {
      const { email, password } = await readJson(c, loginRequestSchema);
      if (throttle.isBlocked(email)) {
        throw errors.rateLimited(`Too many failed sign-in attempts. ${THROTTLE_WAIT}`);
      }
      const user = findUserByEmail(deps.db, email);
      const valid = user ? await verifyPassword(password, user.password_hash) : await burnPasswordCheck(password);
      if (!user || !valid) {
        throttle.recordFailure(email);
        throw errors.badCredentials();
      }
      throttle.reset(email);
      if (user.mfa_enabled) throw errors.mfaRequired(startMfaChallenge(deps, user));
      return ok({ token: createSession(deps.db, user.id, deps.now()) } satisfies TokenResult);
    })
    .post('/api/auth/mfa/verify', async (c) => {
      const { mfa_token, code } = await readJson(c, mfaVerifyRequestSchema);
      const userId = verifyMfaChallenge(deps, mfa_token, code);
      return ok({ token: createSession(deps.db, userId, deps.now()) } satisfies TokenResult);
    })
    .post('/api/auth/logout', requireSession(deps), (c) => {
      revokeSession(deps.db, c.get('sessionId'), deps.now());
      return ok(null);
    });
}
