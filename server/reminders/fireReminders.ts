import { dayOf } from '../../src/domain/dates';
import { dueOccurrence, formatReminderDay } from '../../src/domain/reminders';
import { inTransaction, row, rows, run, sql } from '../db';
import type { AppDeps } from '../http/appEnv';
import { recordNotification } from '../notifications/recordNotification';
import type { ReminderRow } from './reminderStore';

/** How often the server looks for due reminders. */
export const REMINDER_CHECK_INTERVAL_MS = 60_000;

/**
 * The firing pass: every reminder whose next occurrence has reached its remind day fires once
 * for that occurrence, as a `reminder_due` notification (with its email when the owner's
 * reminder emails are on). The firing row (primary key reminder + occurrence) is written in
 * the same transaction as the notification, so a second pass, also after a restart or at the
 * same time, finds it and records nothing. Open tabs hear of it once the transaction commits.
 * Runs outside any request: each firing is its own transaction. Answers how many fired.
 */
export async function fireDueReminders(deps: AppDeps, at: Date = deps.now()): Promise<number> {
  const { db } = deps;
  const today = dayOf(at);
  const reminders = await rows<ReminderRow>(db, sql`SELECT * FROM reminders`);
  let fired = 0;
  for (const listed of reminders) {
    if (dueOccurrence(listed, today) === null) continue;
    const firedNow = await inTransaction(db, async (tx) => {
      // Read again in the transaction: it may have been changed or deleted since the list.
      const reminder = await row<ReminderRow>(tx, sql`SELECT * FROM reminders WHERE id = ${listed.id}`);
      const occurrence = reminder && dueOccurrence(reminder, today);
      if (!reminder || !occurrence) return false;
      // Fires once per occurrence: the primary key refuses a second firing row, whichever pass writes first.
      const changes = await run(
        tx,
        sql`INSERT INTO reminder_firings (reminder_id, occurrence, fired_at) VALUES (${reminder.id}, ${occurrence}, ${at.toISOString()})
            ON CONFLICT DO NOTHING`,
      );
      if (changes === 0) return false;
      await recordNotification(tx, deps, {
        userId: reminder.user_id,
        kind: 'reminder_due',
        title: `Reminder: ${reminder.title} on ${occurrence}`,
        body: `${reminder.title} is on ${formatReminderDay(occurrence)}.`,
        link: `/settings/account/reminders/${reminder.type}/${reminder.id}`,
      });
      return true;
    });
    if (firedNow) fired += 1;
  }
  return fired;
}

/** Runs the firing pass now and then every interval, for the life of the process (the timer never keeps it alive). */
export function startReminderFiring(deps: AppDeps, intervalMs: number): void {
  const run = async () => {
    try {
      const fired = await fireDueReminders(deps);
      if (fired > 0) deps.log(`[reminders] ${fired} fired`);
    } catch (error) {
      // One failed pass must not stop the next one.
      deps.log(`[reminders] the firing pass failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  void run();
  setInterval(() => void run(), intervalMs).unref();
}
