import { Link } from 'react-router-dom';
import { countLabel, formatReminderDay, REMINDER_TYPE_NAMES, REMINDER_TYPES } from '../../../domain/reminders';
import { Card } from '../../components/Card';
import { useAccount } from '../useAccount';
import { useResource } from '../../app/useReads';
import * as overview from '../AccountOverview.css';
import { Loading, ReadFailed, SettingsPage } from '../parts';
import * as styles from '../Settings.css';
import { reminderListPath, reminderPath } from './remindersPaths';

/** `settings/account/reminders`: the reminder types with how many each holds, and the reminders due now. */
export default function RemindersScreen() {
  const list = useResource(useAccount().reminders.list, null);
  const due = list.data?.reminders.filter((reminder) => reminder.due) ?? [];
  return (
    <SettingsPage title="Reminders" lead="Birthdays, anniversaries and the dates you do not want to miss. We remind you with a notification, and by email if you asked for reminder emails.">
      {list.status === 'failed' && !list.data && <ReadFailed what="Your reminders" error={list.error} onRetry={list.retry} />}
      {list.status === 'loading' && !list.data && <Loading label="Loading your reminders" />}
      {list.data && (
        <>
          {due.length > 0 && (
            <Card>
              <section className={styles.section} aria-labelledby="reminders-due">
                <h2 id="reminders-due" className={styles.sectionTitle}>
                  Coming up
                </h2>
                <ul className={styles.list} aria-label="Reminders coming up">
                  {due.map((reminder) => (
                    <li key={reminder.id} className={styles.listItem}>
                      <div className={styles.itemText}>
                        <Link to={reminderPath(reminder.type, reminder.id)} className={styles.textLink}>
                          {reminder.title}
                        </Link>
                        {reminder.next_date && <p className={styles.itemLines}>{formatReminderDay(reminder.next_date)}</p>}
                      </div>
                    </li>
                  ))}
                </ul>
              </section>
            </Card>
          )}
          <nav aria-label="Reminder types">
            <ul className={overview.links}>
              {REMINDER_TYPES.map((type) => (
                <li key={type}>
                  <Link to={reminderListPath(type)} className={overview.quickLink}>
                    <span className={overview.quickTitle}>{REMINDER_TYPE_NAMES[type].title}</span>
                    <span className={overview.quickText}>{countLabel(list.data?.counts[type] ?? 0)}</span>
                    <span className={overview.quickText}>{REMINDER_TYPE_NAMES[type].hint}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </>
      )}
    </SettingsPage>
  );
}
