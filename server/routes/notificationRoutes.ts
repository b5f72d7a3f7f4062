import { Hono } from 'hono';
import { markReadRequestSchema, notificationPageRequestSchema, type NotificationPage } from '../../src/api/contract/liveUpdates';
import { requireSignedIn } from '../auth/requireSession';
import { type Db, inTransaction, rows, run, sql, value } from '../db';
import type { AppDeps, SignedInEnv } from '../http/appEnv';
import { errors, ok } from '../http/envelope';
import { readJson } from '../http/readJson';
import { NOTIFICATION_COLUMNS, toNotification, type NotificationRow } from '../notifications/recordNotification';

const PAGE_SIZE = 20;

/** The signed-in person's notifications (docs/api.md, "Notifications"); every query is scoped to them. */
export function notificationRoutes(deps: AppDeps) {
  const { db } = deps;
  const signedIn = requireSignedIn(deps);
  const unreadCount = async (tx: Db, userId: number) =>
    (await value<number>(tx, sql`SELECT COUNT(*) AS n FROM notifications WHERE user_id = ${userId} AND read_at IS NULL`)) ?? 0;

  return new Hono<SignedInEnv>()
    .post('/reactapi/view/notifications', signedIn, async (c) => {
      const { cursor, limit = PAGE_SIZE } = await readJson(c, notificationPageRequestSchema);
      const userId = c.get('userId');
      const before = cursor === undefined || cursor === null ? sql`` : sql`AND id < ${cursor}`;
      // One transaction: the page and its unread count are read from the same moment.
      const page = await inTransaction(db, async (tx): Promise<NotificationPage> => {
        // One row more than asked tells whether another page follows.
        const found = await rows<NotificationRow>(
          tx,
          sql`SELECT ${sql.raw(NOTIFICATION_COLUMNS)} FROM notifications WHERE user_id = ${userId} ${before} ORDER BY id DESC LIMIT ${limit + 1}`,
        );
        const items = found.slice(0, limit).map(toNotification);
        return { items, next_cursor: found.length > limit ? items[items.length - 1]!.id : null, unread_count: await unreadCount(tx, userId) };
      });
      return ok(page);
    })
    .post('/reactapi/view/notifications/unread', signedIn, async (c) => ok({ unread_count: await unreadCount(db, c.get('userId')) }))
    .post('/reactapi/user/notifications/read', signedIn, async (c) => {
      const { id } = await readJson(c, markReadRequestSchema);
      const userId = c.get('userId');
      // One transaction: the count answered is the one this mark left.
      const unread = await inTransaction(db, async (tx) => {
        // Someone else's notification answers like a missing one.
        const changes = await run(
          tx,
          sql`UPDATE notifications SET read_at = COALESCE(read_at, ${deps.now().toISOString()}) WHERE id = ${id} AND user_id = ${userId}`,
        );
        if (changes === 0) throw errors.notFound('Notification not found');
        return unreadCount(tx, userId);
      });
      return ok({ unread_count: unread });
    })
    .post('/reactapi/user/notifications/read-all', signedIn, async (c) => {
      const userId = c.get('userId');
      await run(db, sql`UPDATE notifications SET read_at = ${deps.now().toISOString()} WHERE user_id = ${userId} AND read_at IS NULL`);
      return ok({ unread_count: 0 });
    });
}
