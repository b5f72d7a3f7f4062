import { Link, useParams } from 'react-router-dom';
import { describeTiming, formatReminderDay, isReminderType, REMINDER_TYPE_NAMES, type Reminder, type ReminderType } from '../../../domain/reminders';
import { useAccount } from '../useAccount';
import { useResource } from '../../app/useReads';
import { NotFoundPanel } from '../../catalogue';
import { Loading, ReadFailed, SettingsPage } from '../parts';
import * as styles from '../Settings.css';
import { REMINDERS_PATH, reminderPath } from './remindersPaths';

/** `settings/account/reminders/{reminderType}`: that type's reminders; an unknown type is not found. */
export default function ReminderListScreen() {
  const { reminderType } = useParams();
  if (!isReminderType(reminderType)) return <NotFoundPanel what="Reminders" />;
  return <ReminderList key={reminderType} type={reminderType} />;
}

function ReminderList({ type }: { type: ReminderType }) {
  const list = useResource(useAccount().reminders.list, type);
  const names = REMINDER_TYPE_NAMES[type];
  const addLink = (
    <Link to={reminderPath(type, 'new')} className={styles.textLink}>
      Add a {names.one}
    </Link>
  );
  return (
    <SettingsPage title={names.title} lead={names.hint}>
      <div className={styles.actions}>
        <Link to={REMINDERS_PATH} className={styles.textLink}>
          All reminders
        </Link>
        {list.data && list.data.reminders.length > 0 && addLink}
      </div>
      {list.status === 'failed' && !list.data && <ReadFailed what={`Your ${names.title.toLowerCase()}`} error={list.error} onRetry={list.retry} />}
      {list.status === 'loading' && !list.data && <Loading label={`Loading your ${names.title.toLowerCase()}`} />}
      {list.data &&
        (list.data.reminders.length === 0 ? (
          <div className={styles.empty}>
            <p>No {names.title.toLowerCase()} yet.</p>
            {addLink}
          </div>
        ) : (
          <ul className={styles.list} aria-label={`Your ${names.title.toLowerCase()}`}>
            {list.data.reminders.map((reminder) => (
              <ReminderRow key={reminder.id} reminder={reminder} />
            ))}
          </ul>
        ))}
    </SettingsPage>
  );
}

function ReminderRow({ reminder }: { reminder: Reminder }) {
  return (
    <li className={styles.listItem}>
      <div className={styles.itemText}>
        <span className={styles.itemTitle}>
          {reminder.title}
          {reminder.due && <span className={styles.badge}>Due</span>}
        </span>
        <p className={styles.itemLines}>
          {reminder.next_date ? `Next: ${formatReminderDay(reminder.next_date)}` : `Was on ${formatReminderDay(reminder.date)}`}
          <br />
          {describeTiming(reminder)}
        </p>
      </div>
      <div className={styles.itemActions}>
        <Link to={reminderPath(reminder.type, reminder.id)} className={styles.textLink} aria-label={`Edit ${reminder.title}`}>
          Edit
        </Link>
      </div>
    </li>
  );
}
