import { Hono } from 'hono';
import {
  reminderAddRequestSchema,
  reminderDeleteRequestSchema,
  reminderIndexRequestSchema,
  reminderUpdateRequestSchema,
} from '../../src/api/contract/reminders';
import { requireSession } from '../auth/requireSession';
import { inTransaction, prepared } from '../db';
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
      return ok({ reminders: store.list(type).map((row) => toReminder(db, row, now)), counts: store.counts() });
    })
    .post('/reactapi/user/reminder/add', session, async (c) => {
      const fields = await readJson(c, reminderAddRequestSchema);
      refuseBadDates(deps.now(), fields, { date: DATE_RANGES.reminder });
      const userId = c.get('user').id;
      const store = reminderStore(db, userId);
      const id = inTransaction(db, () => {
        const total = Object.values(store.counts()).reduce((sum, n) => sum + n, 0);
        if (total >= MAX_REMINDERS) throw errors.invalidInput(`You can keep up to ${MAX_REMINDERS} reminders`);
        const { lastInsertRowid } = prepared(
          db,
          `INSERT INTO reminders (user_id, type, title, date, repeat, remind_days_before, created_at)
           VALUES (@userId, @type, @title, @date, @repeat, @remind_days_before, @createdAt)`,
        ).run({ ...fields, userId, createdAt: deps.now().toISOString() });
        return Number(lastInsertRowid);
      });
      return ok({ reminder: toReminder(db, store.find(id), deps.now()) });
    })
    .post('/reactapi/user/reminder/update', session, async (c) => {
      const { id, ...fields } = await readJson(c, reminderUpdateRequestSchema);
      refuseBadDates(deps.now(), fields, { date: DATE_RANGES.reminder });
      const userId = c.get('user').id;
      const { changes } = prepared(
        db,
        `UPDATE reminders SET title = @title, date = @date, repeat = @repeat, remind_days_before = @remind_days_before
         WHERE id = @id AND user_id = @userId`,
      ).run({ ...fields, id, userId });
      if (changes === 0) throw errors.notFound(REMINDER_NOT_FOUND);
      return ok({ reminder: toReminder(db, reminderStore(db, userId).find(id), deps.now()) });
    })
    .post('/reactapi/user/reminder/delete', session, async (c) => {
      const { id } = await readJson(c, reminderDeleteRequestSchema);
      const { changes } = prepared(db, 'DELETE FROM reminders WHERE id = ? AND user_id = ?').run(id, c.get('user').id);
      if (changes === 0) throw errors.notFound(REMINDER_NOT_FOUND);
      return ok(null);
    });
}
