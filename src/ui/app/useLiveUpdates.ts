import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { RequestNewsItem } from '../../domain/requests';
import { readChatMessage } from '../../machines/chatMessage';
import type { LiveUpdate } from '../../machines/liveUpdatesMachine';
import type { LiveStatus } from '../../machines/liveUpdatesSelectors';
import { useAppServices } from './services';

/**
 * Calls `onUpdate` for each live update and `onResumed` when the stream is back after a drop
 * (fetch what may have been missed). The latest callbacks are used without subscribing again.
 */
export function useLiveUpdates(handlers: { onUpdate?: (update: LiveUpdate) => void; onResumed?: () => void }) {
  const { live } = useAppServices();
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const stopUpdates = live.onUpdate((update) => latest.current.onUpdate?.(update));
    const stopResumed = live.onResumed(() => latest.current.onResumed?.());
    return () => {
      stopUpdates();
      stopResumed();
    };
  }, [live]);
}

/** What an update says about a request: it moved, or its vendor wrote in its chat; null for anything else. */
function requestNewsOf(update: LiveUpdate): RequestNewsItem | null {
  if (update.type === 'request.status') return { orderId: update.orderId, status: update.status };
  if (update.type === 'chat.message' && readChatMessage(update.message)?.sender === 'vendor') return { orderId: update.orderId, vendorMessage: true };
  return null;
}

/** Calls `onNews` when a request moves or its vendor writes, and `onResumed` as `useLiveUpdates` does. */
export function useRequestNews(handlers: { onNews: (news: RequestNewsItem) => void; onResumed?: () => void }) {
  useLiveUpdates({
    onUpdate(update) {
      const news = requestNewsOf(update);
      if (news) handlers.onNews(news);
    },
    onResumed: handlers.onResumed,
  });
}

/** The stream's status, or null while nobody is signed in. */
export function useLiveStatus(): LiveStatus | null {
  const { live } = useAppServices();
  return useSyncExternalStore(live.subscribeStatus, live.status);
}

/** The person's unread notifications, kept current by the live stream. */
export function useUnreadCount(): number {
  const { live } = useAppServices();
  return useSyncExternalStore(live.subscribeNotifications, live.unreadCount);
}

/** The notifications actor, or null while nobody is signed in. */
export function useNotificationsActor() {
  const { live } = useAppServices();
  return useSyncExternalStore(live.notifications.subscribe, live.notifications.getSnapshot);
}
