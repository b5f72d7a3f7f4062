import { dayOf } from '../../src/domain/dates';
import { nextOccurrence, REMINDER_TYPES, type Reminder, type ReminderCounts, type ReminderType, type RepeatRule } from '../../src/domain/reminders';
import { type Db, row, rows, sql, value } from '../db';
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
export async function toReminder(db: Db, row: ReminderRow, now: Date): Promise<Reminder> {
  const next = nextOccurrence(row, dayOf(now));
  const fired =
    next !== null &&
    ((await value<number>(db, sql`SELECT COUNT(*) AS n FROM reminder_firings WHERE reminder_id = ${row.id} AND occurrence = ${next}`)) ?? 0) > 0;
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    date: row.date,
    repeat: row.repeat,
    remind_days_before: row.remind_days_before,
    next_date: next,
    due: fired,
  };
}

/** One person's reminders, over `db` or a transaction's `tx`: every read and write is scoped to them; someone else's id reads as missing. */
export function reminderStore(db: Db, userId: number) {
  return {
    list: (type: ReminderType | undefined) =>
      rows<ReminderRow>(
        db,
        sql`SELECT * FROM reminders WHERE user_id = ${userId} ${type ? sql`AND type = ${type}` : sql``} ORDER BY date, id`,
      ),

    async counts(): Promise<ReminderCounts> {
      const found = await rows<{ type: ReminderType; n: number }>(
        db,
        sql`SELECT type, COUNT(*) AS n FROM reminders WHERE user_id = ${userId} GROUP BY type`,
      );
      const counts = Object.fromEntries(REMINDER_TYPES.map((type) => [type, 0])) as ReminderCounts;
      for (const { type, n } of found) counts[type] = n;
      return counts;
    },

    async find(id: number): Promise<ReminderRow> {
      const found = await row<ReminderRow>(db, sql`SELECT * FROM reminders WHERE id = ${id} AND user_id = ${userId}`);
      if (!found) throw errors.notFound(REMINDER_NOT_FOUND);
      return found;
    },
  };
}
