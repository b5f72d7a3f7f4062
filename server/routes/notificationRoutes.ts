import { Hono } from 'hono';
import { markReadRequestSchema, notificationPageRequestSchema, type NotificationPage } from '../../src/api/contract/liveUpdates';
import { requireSignedIn } from '../auth/requireSession';
import { prepared } from '../db';
import type { AppDeps, SignedInEnv } from '../http/appEnv';
import { errors, ok } from '../http/envelope';
import { readJson } from '../http/readJson';
import { NOTIFICATION_COLUMNS, toNotification, type NotificationRow } from '../notifications/recordNotification';

const PAGE_SIZE = 20;

/** The signed-in person's notifications (docs/api.md, "Notifications"); every query is scoped to them. */
export function notificationRoutes(deps: AppDeps) {
  const { db } = deps;
  const signedIn = requireSignedIn(deps);
  const unreadCount = (userId: number) =>
    prepared<[number], { n: number }>(db, 'SELECT COUNT(*) AS n FROM notifications WHERE user_id = ? AND read_at IS NULL').get(userId)?.n ?? 0;

  return new Hono<SignedInEnv>()
    .post('/reactapi/view/notifications', signedIn, async (c) => {
      const { cursor, limit = PAGE_SIZE } = await readJson(c, notificationPageRequestSchema);
      const userId = c.get('userId');
      // One row more than asked tells whether another page follows.
      const rows = prepared<[number, number, number], NotificationRow>(
        db,
        `SELECT ${NOTIFICATION_COLUMNS} FROM notifications WHERE user_id = ? AND id < ? ORDER BY id DESC LIMIT ?`,
      ).all(userId, cursor ?? Number.MAX_SAFE_INTEGER, limit + 1);
      const items = rows.slice(0, limit).map(toNotification);
      const page: NotificationPage = {
        items,
        next_cursor: rows.length > limit ? items[items.length - 1]!.id : null,
        unread_count: unreadCount(userId),
      };
      return ok(page);
    })
    .post('/reactapi/view/notifications/unread', signedIn, (c) => ok({ unread_count: unreadCount(c.get('userId')) }))
    .post('/reactapi/user/notifications/read', signedIn, async (c) => {
      const { id } = await readJson(c, markReadRequestSchema);
      const userId = c.get('userId');
      // Someone else's notification answers like a missing one.
      const { changes } = prepared(db, 'UPDATE notifications SET read_at = COALESCE(read_at, ?) WHERE id = ? AND user_id = ?').run(
        deps.now().toISOString(),
        id,
        userId,
      );
      if (changes === 0) throw errors.notFound('Notification not found');
      return ok({ unread_count: unreadCount(userId) });
    })
    .post('/reactapi/user/notifications/read-all', signedIn, (c) => {
      const userId = c.get('userId');
      prepared(db, 'UPDATE notifications SET read_at = ? WHERE user_id = ? AND read_at IS NULL').run(deps.now().toISOString(), userId);
      return ok({ unread_count: 0 });
    });
}
