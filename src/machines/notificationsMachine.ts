import { assign, fromPromise, setup } from 'xstate';
import type { Notification, NotificationPage } from '../api/contract/liveUpdates';
import { isReadingNotification } from '../domain/chat';
import { messageInPlace } from './failure';

export type { Notification };

export interface NotificationsContext {
  items: Notification[];
  nextCursor: number | null;
  unreadCount: number;
  /** The notification being marked read. */
  marking: number | null;
  /** Why the feed could not be read, or the last refused action; shown on the page. */
  error: string | null;
}

export type NotificationsEvent =
  | { type: 'notifications.retry' }
  | { type: 'notifications.loadMore' }
  | { type: 'notifications.markRead'; id: number }
  | { type: 'notifications.markAllRead' }
  /** The live stream brought a new notification; `openPath` is the page the person has open. */
  | { type: 'notifications.received'; notification: Notification; openPath: string | null }
  /** The live stream is back after a drop: what arrived meanwhile is read again. */
  | { type: 'notifications.resumed' };

/**
 * The signed-in person's notifications: the feed (newest first, a page at a time) and the
 * unread count the main menu shows. New ones arrive over the live stream; marking read
 * waits for the server's count.
 */
export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
  },
  actors: {
    loadPage: fromPromise<NotificationPage, { cursor: number | null }>(() => Promise.reject(new Error('provide "loadPage"'))),
    markRead: fromPromise<number, { id: number }>(() => Promise.reject(new Error('provide "markRead"'))),
    markAllRead: fromPromise<number>(() => Promise.reject(new Error('provide "markAllRead"'))),
  },
  guards: {
    hasMore: ({ context }) => context.nextCursor !== null,
    hasUnread: ({ context }) => context.unreadCount > 0,
    isUnread: ({ context, event }) => event.type === 'notifications.markRead' && context.items.some((item) => item.id === event.id && !item.read),
  },
}).createMachine({
  id: 'notifications',
  description: "The person's notifications and their unread count, kept current by the live stream.",
  context: { items: [], nextCursor: null, unreadCount: 0, marking: null, error: null },
  initial: 'loading',
  on: {
    'notifications.received': {
      actions: assign(({ context, event }) => {
        if (context.items.some((item) => item.id === event.notification.id)) return {};
        // About the page open (a vendor's reply in the open chat): read as it arrives; that page marks it on the server.
        const read = event.notification.read || isReadingNotification(event.notification.link, event.openPath);
        return { items: [{ ...event.notification, read }, ...context.items], unreadCount: context.unreadCount + (read ? 0 : 1) };
      }),
      description: 'A new notification arrived: it goes on top and counts as unread, unless it is about the page the person is reading.',
    },
    'notifications.resumed': { target: '.loading', description: 'The stream is back: read the newest again.' },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: { cursor: null },
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            items: event.output.items,
            nextCursor: event.output.next_cursor,
            unreadCount: event.output.unread_count,
            error: null,
          })),
          description: 'The newest page arrived (it may be empty).',
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageInPlace(event.error) }), description: 'The feed could not be read.' },
      },
    },
    failed: {
      on: { 'notifications.retry': { target: 'loading', description: 'Try again.' } },
    },
    ready: {
      on: {
        'notifications.loadMore': { guard: 'hasMore', target: 'loadingMore', description: 'Show older notifications.' },
        'notifications.markRead': {
          guard: 'isUnread',
          target: 'markingRead',
          actions: assign({ marking: ({ event }) => event.id }),
          description: 'The person marks one as read.',
        },
        'notifications.markAllRead': { guard: 'hasUnread', target: 'markingAllRead', description: 'The person marks them all as read.' },
      },
    },
    loadingMore: {
      invoke: {
        id: 'loadMore',
        src: 'loadPage',
        input: ({ context }) => ({ cursor: context.nextCursor }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            items: [...context.items, ...event.output.items.filter((item) => !context.items.some((known) => known.id === item.id))],
            nextCursor: event.output.next_cursor,
            unreadCount: event.output.unread_count,
            error: null,
          })),
          description: 'Older notifications arrived below the others.',
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => messageInPlace(event.error) }), description: 'Older ones could not be read; what is shown stays.' },
      },
    },
    markingRead: {
      invoke: {
        id: 'markRead',
        src: 'markRead',
        input: ({ context }) => ({ id: context.marking ?? 0 }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            unreadCount: event.output,
            items: context.items.map((item) => (item.id === context.marking ? { ...item, read: true } : item)),
            error: null,
          })),
          description: 'It is read; the count is the server\'s.',
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => messageInPlace(event.error) }), description: 'The server refused; it stays unread.' },
      },
    },
    markingAllRead: {
      invoke: {
        id: 'markAllRead',
        src: 'markAllRead',
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({ unreadCount: event.output, items: context.items.map((item) => ({ ...item, read: true })), error: null })),
          description: 'Everything is read.',
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => messageInPlace(event.error) }), description: 'The server refused; nothing changed.' },
      },
    },
  },
});
