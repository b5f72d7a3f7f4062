import { dayOf, dueOccurrence } from '../../src/domain/reminders';
import { prepared } from '../db';
import type { AppDeps } from '../http/appEnv';
import { sendMail } from '../outbox';
import type { ReminderRow } from './reminderStore';

/** How often the server looks for due reminders. */
export const REMINDER_CHECK_INTERVAL_MS = 60_000;

interface DueCandidate extends ReminderRow {
  email: string;
  receive_reminder_email_notify: number;
}

/**
 * The firing pass: every reminder whose next occurrence has reached its remind day fires once
 * for that occurrence. The firing row (primary key reminder + occurrence) is written in the
 * same transaction as the email, so a second pass, also after a restart, finds it and sends
 * nothing. Answers how many fired.
 */
export function fireDueReminders(deps: AppDeps, at: Date = deps.now()): number {
  const { db } = deps;
  const today = dayOf(at);
  const candidates = prepared<[], DueCandidate>(
    db,
    `SELECT reminders.*, users.email, users.receive_reminder_email_notify
     FROM reminders JOIN users ON users.id = reminders.user_id`,
  ).all();
  let fired = 0;
  for (const reminder of candidates) {
    const occurrence = dueOccurrence(reminder, today);
    if (occurrence === null) continue;
    db.transaction(() => {
      const { changes } = prepared(
        db,
        'INSERT OR IGNORE INTO reminder_firings (reminder_id, occurrence, fired_at) VALUES (?, ?, ?)',
      ).run(reminder.id, occurrence, at.toISOString());
      if (changes === 0) return;
      fired += 1;
      if (reminder.receive_reminder_email_notify === 1) {
        sendMail(deps, {
          to: reminder.email,
          subject: `Reminder: ${reminder.title} on ${occurrence}`,
          body: `This is your LYLA reminder: ${reminder.title} is on ${occurrence}.`,
          code: null,
        });
      }
    })();
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
