import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../domain/moneyLabels';
import type { LiveStatus } from '../../machines/liveUpdatesSelectors';
import type { Notification } from '../../machines/notificationsMachine';
import type { NotificationsActor } from '../app/liveServices';
import { Button } from '../components/Button';
import { ErrorState } from '../components/ErrorState';
import { Skeleton } from '../components/PageSkeleton';
import { InlineAlert } from '../components/InlineAlert';
import { PageTitle } from '../components/PageTitle';
import { useLiveStatus, useNotificationsActor } from '../app/useLiveUpdates';
import * as styles from './NotificationsScreen.css';

/** Said while new notifications cannot arrive by themselves. */
const PAUSED: Partial<Record<LiveStatus, string>> = {
  reconnecting: 'Live updates are paused: reconnecting…',
  offline: 'You are offline. New notifications show up when you are back online.',
};

function NotificationRow({ notification, onRead }: { notification: Notification; onRead: () => void }) {
  const { title, body, link, read, created_at: createdAt } = notification;
  return (
    <li className={read ? styles.item : `${styles.item} ${styles.unread}`}>
      <div className={styles.text}>
        <p className={styles.title}>
          {link ? (
            <Link to={link} className={styles.titleLink} onClick={read ? undefined : onRead}>
              {title}
            </Link>
          ) : (
            title
          )}
        </p>
        {body && <p className={styles.meta}>{body}</p>}
        <p className={styles.meta}>
          {!read && <strong>Unread · </strong>}
          <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
        </p>
      </div>
      {!read && (
        <Button variant="secondary" onClick={onRead} aria-label={`Mark as read: ${title}`}>
          Mark as read
        </Button>
      )}
    </li>
  );
}

function Feed({ actor }: { actor: NotificationsActor }) {
  const snapshot = useSelector(actor, (s) => s);
  const { items, unreadCount, nextCursor, error } = snapshot.context;
  if (snapshot.matches('loading')) return <Skeleton shape="rows" label="Loading your notifications" />;
  if (snapshot.matches('failed')) {
    return <ErrorState title="Your notifications could not be loaded" message={error || undefined} onRetry={() => actor.send({ type: 'notifications.retry' })} />;
  }
  const marking = snapshot.matches('markingRead') || snapshot.matches('markingAllRead');
  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.lead}>{unreadCount === 0 ? 'All caught up.' : `${unreadCount} unread`}</p>
        <Button variant="secondary" disabled={unreadCount === 0} busy={snapshot.matches('markingAllRead')} onClick={() => actor.send({ type: 'notifications.markAllRead' })}>
          Mark all as read
        </Button>
      </div>
      {error && <InlineAlert tone="error">{error}</InlineAlert>}
      <section className={styles.panel} aria-label="Your notifications" aria-busy={marking}>
        {items.length === 0 ? (
          <p className={styles.lead}>No notifications yet. Gifts, order updates and news for your work place show up here.</p>
        ) : (
          <ul className={styles.list}>
            {items.map((notification) => (
              <NotificationRow key={notification.id} notification={notification} onRead={() => actor.send({ type: 'notifications.markRead', id: notification.id })} />
            ))}
          </ul>
        )}
      </section>
      {nextCursor !== null && (
        <Button variant="secondary" busy={snapshot.matches('loadingMore')} onClick={() => actor.send({ type: 'notifications.loadMore' })}>
          Show older notifications
        </Button>
      )}
    </>
  );
}

/** `/notifications`: what happened to the person, newest first, live. */
export default function NotificationsScreen() {
  const actor = useNotificationsActor();
  const paused = PAUSED[useLiveStatus() ?? 'connecting'];
  return (
    <div className={styles.page}>
      <PageTitle>Notifications</PageTitle>
      {paused && <InlineAlert tone="info">{paused}</InlineAlert>}
      {actor ? <Feed actor={actor} /> : <Skeleton shape="rows" label="Loading your notifications" />}
    </div>
  );
}
