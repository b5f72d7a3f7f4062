import { Hono } from 'hono';
import {
  reminderAddRequestSchema,
  reminderDeleteRequestSchema,
  reminderIndexRequestSchema,
  reminderUpdateRequestSchema,
} from '../../src/api/contract/reminders';
import { requireSession } from '../auth/requireSession';
import { inTransaction, row, run, sql } from '../db';
import { DATE_RANGES } from '../../src/domain/dates';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { refuseBadDates } from '../http/dates';
import { errors, ok } from '../http/envelope';
import { readJson } from '../http/readJson';
import { MAX_REMINDERS, REMINDER_NOT_FOUND, reminderStore, toReminder } from '../reminders/reminderStore';

/** The signed-in person's reminders (spec §7; fields in docs/api.md "Reminders"). */
export function reminderRoutes(deps: AppDeps) {
  const { db } = deps;
  const session = requireSession(deps);

  return new Hono<AppEnv>()
    .post('/reactapi/user/reminder/index', session, async (c) => {
      const { type } = await readJson(c, reminderIndexRequestSchema);
      const store = reminderStore(db, c.get('user').id);
      const now = deps.now();
      const [list, counts] = await Promise.all([store.list(type), store.counts()]);
      return ok({ reminders: await Promise.all(list.map((row) => toReminder(db, row, now))), counts });
    })
    .post('/reactapi/user/reminder/add', session, async (c) => {
      const fields = await readJson(c, reminderAddRequestSchema);
      refuseBadDates(deps.now(), fields, { date: DATE_RANGES.reminder });
      const userId = c.get('user').id;
      // One transaction: two adds at once cannot both take the last of MAX_REMINDERS.
      const id = await inTransaction(db, async (tx) => {
        const total = Object.values(await reminderStore(tx, userId).counts()).reduce((sum, n) => sum + n, 0);
        if (total >= MAX_REMINDERS) throw errors.invalidInput(`You can keep up to ${MAX_REMINDERS} reminders`);
        const inserted = await row<{ id: number }>(
          tx,
          sql`INSERT INTO reminders (user_id, type, title, date, repeat, remind_days_before, created_at)
              VALUES (${userId}, ${fields.type}, ${fields.title}, ${fields.date}, ${fields.repeat}, ${fields.remind_days_before}, ${deps.now().toISOString()})
              RETURNING id`,
        );
        return inserted!.id;
      });
      return ok({ reminder: await toReminder(db, await reminderStore(db, userId).find(id), deps.now()) });
    })
    .post('/reactapi/user/reminder/update', session, async (c) => {
      const { id, ...fields } = await readJson(c, reminderUpdateRequestSchema);
      refuseBadDates(deps.now(), fields, { date: DATE_RANGES.reminder });
      const userId = c.get('user').id;
      const changes = await run(
        db,
        sql`UPDATE reminders SET title = ${fields.title}, date = ${fields.date}, repeat = ${fields.repeat}, remind_days_before = ${fields.remind_days_before}
            WHERE id = ${id} AND user_id = ${userId}`,
      );
      if (changes === 0) throw errors.notFound(REMINDER_NOT_FOUND);
      return ok({ reminder: await toReminder(db, await reminderStore(db, userId).find(id), deps.now()) });
    })
    .post('/reactapi/user/reminder/delete', session, async (c) => {
      const { id } = await readJson(c, reminderDeleteRequestSchema);
      const changes = await run(db, sql`DELETE FROM reminders WHERE id = ${id} AND user_id = ${c.get('user').id}`);
      if (changes === 0) throw errors.notFound(REMINDER_NOT_FOUND);
      return ok(null);
    });
}
