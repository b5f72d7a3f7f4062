import { dayOf } from '../../src/domain/dates';
import { nextOccurrence, REMINDER_TYPES, type Reminder, type ReminderCounts, type ReminderType, type RepeatRule } from '../../src/domain/reminders';
import { prepared, type Db } from '../db';
import { errors } from '../http/envelope';

export const MAX_REMINDERS = 200;
export const REMINDER_NOT_FOUND = 'Reminder not found';

export interface ReminderRow {
  id: number;
  user_id: number;
  type: ReminderType;
  title: string;
  date: string;
  repeat: RepeatRule;
  remind_days_before: number;
  created_at: string;
}

/** A reminder as the API answers it, with its next day counted from `now`'s UTC day. */
export function toReminder(db: Db, row: ReminderRow, now: Date): Reminder {
  const next = nextOccurrence(row, dayOf(now));
  const fired =
    next !== null &&
    prepared<[number, string], { n: number }>(db, 'SELECT COUNT(*) AS n FROM reminder_firings WHERE reminder_id = ? AND occurrence = ?').get(row.id, next);
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    date: row.date,
    repeat: row.repeat,
    remind_days_before: row.remind_days_before,
    next_date: next,
    due: Boolean(fired && fired.n > 0),
  };
}

/** One person's reminders: every read and write is scoped to them; someone else's id reads as missing. */
export function reminderStore(db: Db, userId: number) {
  return {
    list: (type: ReminderType | undefined) =>
      type
        ? prepared<[number, string], ReminderRow>(db, 'SELECT * FROM reminders WHERE user_id = ? AND type = ? ORDER BY date, id').all(userId, type)
        : prepared<[number], ReminderRow>(db, 'SELECT * FROM reminders WHERE user_id = ? ORDER BY date, id').all(userId),

    counts(): ReminderCounts {
      const rows = prepared<[number], { type: ReminderType; n: number }>(
        db,
        'SELECT type, COUNT(*) AS n FROM reminders WHERE user_id = ? GROUP BY type',
      ).all(userId);
      const counts = Object.fromEntries(REMINDER_TYPES.map((type) => [type, 0])) as ReminderCounts;
      for (const { type, n } of rows) counts[type] = n;
      return counts;
    },

    find(id: number): ReminderRow {
      const row = prepared<[number, number], ReminderRow>(db, 'SELECT * FROM reminders WHERE id = ? AND user_id = ?').get(id, userId);
      if (!row) throw errors.notFound(REMINDER_NOT_FOUND);
      return row;
    },
  };
}
