import { Hono } from 'hono';
import type { AppState } from '../../src/api/contract/session';
import { findSession, knownSession, tokenFromHeader } from '../auth/sessions';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { ok } from '../http/envelope';

const API_VERSION = '1';

/** `POST /api/v2/state`: public; tells the app whether the token it holds still works. */
export function stateRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/api/v2/state', async (c) => {
    const now = deps.now();
    const token = tokenFromHeader(c.req.header('Authorization'));
    const session = knownSession(deps.db, token, now) ?? (await findSession(deps.db, token, now));
    return ok({
      api_version: API_VERSION,
      server_time: now.toISOString(),
      signed_in: session.status === 'active',
    } satisfies AppState);
  });
}
