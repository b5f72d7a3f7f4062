import { Hono } from 'hono';
import { outboxRequestSchema } from '../../src/api/contract/session';
import { forgetLiveSessions } from '../auth/sessions';
import { run, sql } from '../db';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { errors, ok } from '../http/envelope';
import { readJson } from '../http/readJson';
import { latestMailTo } from '../outbox';
import { findUserByEmail } from '../users';

// Same body as the outbox lookup: `{ email }`.
const expireSessionsRequestSchema = outboxRequestSchema;

/**
 * Development and end-to-end test helpers, only with `LYLA_DEV_ENDPOINTS=1` on a loopback
 * address (server/config.ts): they read anyone's emailed codes. Otherwise their paths answer
 * 404 like any unknown path.
 */
export function devRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/api/dev/outbox/latest', async (c) => {
      const { email } = await readJson(c, outboxRequestSchema);
      const mail = await latestMailTo(deps, email);
      if (!mail) throw errors.notFound(`No email has been sent to ${email}`);
      return ok(mail);
    })
    .post('/api/dev/sessions/expire', async (c) => {
      const { email } = await readJson(c, expireSessionsRequestSchema);
      const user = await findUserByEmail(deps.db, email);
      if (!user) throw errors.notFound(`No account with the email ${email}`);
      // One second in the past: expired for real, exactly as if 7 days had gone by.
      const now = deps.now();
      const past = new Date(now.getTime() - 1000).toISOString();
      const changes = await run(
        deps.db,
        sql`UPDATE sessions SET expires_at = ${past} WHERE user_id = ${user.id} AND expires_at > ${now.toISOString()}`,
      );
      forgetLiveSessions(deps.db);
      return ok({ expired: changes });
    });
}
