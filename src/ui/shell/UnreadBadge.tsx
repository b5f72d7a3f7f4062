import { unreadBadgeText } from '../../domain/mainNav';
import { useUnreadCount } from '../app/useLiveUpdates';
import * as styles from './UnreadBadge.css';

/** The unread notifications on the Notifications menu entry; part of the link's name ("Notifications, 3 unread"). */
export function UnreadBadge() {
  const count = useUnreadCount();
  const text = unreadBadgeText(count);
  if (!text) return null;
  return (
    <>
      <span className={styles.badge} aria-hidden="true">
        {text}
      </span>
      <span className={styles.spoken}>, {count} unread</span>
    </>
  );
}
