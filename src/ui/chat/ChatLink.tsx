import { Link } from 'react-router-dom';
import { textLink } from '../../theme/link.css';
import * as styles from './ChatLink.css';
import { chatPath } from './chatPath';

/** A link to the order's chat with how many of the vendor's messages are unread ("Chat, 2 unread"). */
export function ChatLink({ orderId, unread, label = 'Chat' }: { orderId: number; unread: number; label?: string }) {
  const name = unread > 0 ? `${label}, ${unread} unread` : label;
  return (
    <Link to={chatPath(orderId)} className={`${textLink} ${styles.link}`} aria-label={name}>
      {label}
      {unread > 0 && (
        <span className={styles.unread} aria-hidden="true">
          {unread}
        </span>
      )}
    </Link>
  );
}
