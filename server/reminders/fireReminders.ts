import { dayOf } from '../../src/domain/dates';
import { dueOccurrence, formatReminderDay } from '../../src/domain/reminders';
import { inTransaction, prepared } from '../db';
import type { AppDeps } from '../http/appEnv';
import { recordNotification } from '../notifications/recordNotification';
import type { ReminderRow } from './reminderStore';

/** How often the server looks for due reminders. */
export const REMINDER_CHECK_INTERVAL_MS = 60_000;

/**
 * The firing pass: every reminder whose next occurrence has reached its remind day fires once
 * for that occurrence, as a `reminder_due` notification (with its email when the owner's
 * reminder emails are on). The firing row (primary key reminder + occurrence) is written in
 * the same transaction as the notification, so a second pass, also after a restart, finds it
 * and records nothing. Open tabs hear of it once the transaction commits. Answers how many fired.
 */
export function fireDueReminders(deps: AppDeps, at: Date = deps.now()): number {
  const { db } = deps;
  const today = dayOf(at);
  const reminders = prepared<[], ReminderRow>(db, 'SELECT * FROM reminders').all();
  let fired = 0;
  for (const reminder of reminders) {
    const occurrence = dueOccurrence(reminder, today);
    if (occurrence === null) continue;
    const publish = inTransaction(db, () => {
      const { changes } = prepared(
        db,
        'INSERT OR IGNORE INTO reminder_firings (reminder_id, occurrence, fired_at) VALUES (?, ?, ?)',
      ).run(reminder.id, occurrence, at.toISOString());
      if (changes === 0) return null;
      return recordNotification(deps, {
        userId: reminder.user_id,
        kind: 'reminder_due',
        title: `Reminder: ${reminder.title} on ${occurrence}`,
        body: `${reminder.title} is on ${formatReminderDay(occurrence)}.`,
        link: `/settings/account/reminders/${reminder.type}/${reminder.id}`,
      }).publish;
    });
    if (publish) {
      fired += 1;
      publish();
    }
  }
  return fired;
}

/** Runs the firing pass now and then every interval, for the life of the process (the timer never keeps it alive). */
export function startReminderFiring(deps: AppDeps, intervalMs: number): void {
  const run = () => {
    try {
      const fired = fireDueReminders(deps);
      if (fired > 0) deps.log(`[reminders] ${fired} fired`);
    } catch (error) {
      // One failed pass must not stop the next one.
      deps.log(`[reminders] the firing pass failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  run();
  setInterval(run, intervalMs).unref();
}
