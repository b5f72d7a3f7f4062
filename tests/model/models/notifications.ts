import type { SnapshotFrom, StateValue } from 'xstate';
import { EnvelopeError } from '../../../src/api/errors';
import { notificationsMachine } from '../../../src/machines/notificationsMachine';
import type { MachineModel } from '../plan';

type Snapshot = SnapshotFrom<typeof notificationsMachine>;

export const note = (id: number, read = false) => ({
  id,
  kind: 'news' as const,
  title: `Note ${id}`,
  body: '',
  link: `/news/${id}`,
  read,
  created_at: '2026-03-02T09:00:00.000Z',
});
/** The newest page: two unread of three unread in all; one older page follows. */
export const FIRST_PAGE = { items: [note(3), note(2)], next_cursor: 2, unread_count: 3 };
/** Overlapping the shown ones: one that arrived meanwhile moved the pages, so Note 2 comes again. */
export const OLDER_PAGE = { items: [note(2), note(1)], next_cursor: null, unread_count: 3 };
/** What the live stream brings. */
export const ARRIVING = note(9);
/** One already read elsewhere (another tab, the page it is about): listed, not counted. */
export const ARRIVING_READ = note(10, true);

const busy = () => new EnvelopeError('The server is busy', 503, 50300);
const is = (value: StateValue) => (s: Snapshot) => s.matches(value as never);
const and = (...tests: Array<(s: Snapshot) => boolean>) => (s: Snapshot) => tests.every((test) => test(s));
const unread = (id: number) => (s: Snapshot) => s.context.items.some((item) => item.id === id && !item.read);

/** The notifications page: the feed, older pages, marking read, and what the live stream brings. */
export const notificationsModel: MachineModel<Snapshot> = {
  machine: notificationsMachine,
  suite: 'notifications',
  starts: [{ name: '', input: undefined }],
  events: [
    { name: 'the newest arrive', event: { type: 'xstate.done.actor.loadPage', output: FIRST_PAGE }, when: is('loading'), to: 'ready' },
    { name: 'the feed fails', event: { type: 'xstate.error.actor.loadPage', error: busy() }, when: is('loading'), to: 'failed' },
    { name: 'tries again', event: { type: 'notifications.retry' }, when: is('failed'), to: 'loading' },
    { name: 'asks for older ones', event: { type: 'notifications.loadMore' }, when: and(is('ready'), (s) => s.context.nextCursor !== null), to: 'loadingMore' },
    { name: 'older ones arrive', event: { type: 'xstate.done.actor.loadMore', output: OLDER_PAGE }, when: is('loadingMore'), to: 'ready' },
    { name: 'older ones fail', event: { type: 'xstate.error.actor.loadMore', error: busy() }, when: is('loadingMore'), to: 'ready' },
    { name: 'marks Note 3 read', event: { type: 'notifications.markRead', id: 3 }, when: and(is('ready'), unread(3)), to: 'markingRead' },
    { name: 'the server marks it', event: { type: 'xstate.done.actor.markRead', output: 2 }, when: is('markingRead'), to: 'ready' },
    { name: 'the server refuses to mark it', event: { type: 'xstate.error.actor.markRead', error: busy() }, when: is('markingRead'), to: 'ready' },
    { name: 'marks all read', event: { type: 'notifications.markAllRead' }, when: and(is('ready'), (s) => s.context.unreadCount > 0), to: 'markingAllRead' },
    { name: 'the server marks them all', event: { type: 'xstate.done.actor.markAllRead', output: 0 }, when: is('markingAllRead'), to: 'ready' },
    { name: 'the server refuses to mark them', event: { type: 'xstate.error.actor.markAllRead', error: busy() }, when: is('markingAllRead'), to: 'ready' },
    {
      name: 'one arrives live',
      event: { type: 'notifications.received', notification: ARRIVING, openPath: '/notifications' },
      when: and(is('ready'), (s) => !s.context.items.some((item) => item.id === ARRIVING.id)),
      to: 'ready',
    },
    {
      // The stream may bring one again (after a reconnect): it is listed and counted once.
      name: 'the same one arrives again',
      event: { type: 'notifications.received', notification: ARRIVING, openPath: '/notifications' },
      // Once listed (a machine that lists it twice must not make the plan endless).
      when: and(is('ready'), (s) => s.context.items.filter((item) => item.id === ARRIVING.id).length === 1),
      to: 'ready',
    },
    {
      name: 'one arrives already read',
      event: { type: 'notifications.received', notification: ARRIVING_READ, openPath: '/notifications' },
      when: and(is('ready'), (s) => !s.context.items.some((item) => item.id === ARRIVING_READ.id)),
      to: 'ready',
    },
    { name: 'the stream comes back after a drop', event: { type: 'notifications.resumed' }, when: and(is('ready'), (s) => s.context.error === null), to: 'loading' },
  ],
  serializeState: (s) =>
    JSON.stringify({
      value: s.value,
      items: s.context.items.map((item) => `${item.id}${item.read ? 'r' : ''}`),
      more: s.context.nextCursor !== null,
      unread: s.context.unreadCount,
      error: s.context.error !== null,
    }),
};
