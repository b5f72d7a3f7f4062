import { Hono } from 'hono';
import { reminderRunRequestSchema } from '../../src/api/contract/reminders';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { ok } from '../http/envelope';
import { readJson } from '../http/readJson';
import { fireDueReminders } from '../reminders/fireReminders';

/**
 * `POST /api/dev/reminders/run { at }`: the firing pass as if the clock said `at`, so
 * end-to-end tests see a reminder come due without waiting. Mounted only with the
 * development endpoints (server/app.ts).
 */
export function devReminderRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/api/dev/reminders/run', async (c) => {
    const { at } = await readJson(c, reminderRunRequestSchema);
    return ok({ fired: await fireDueReminders(deps, new Date(at)) });
  });
}
