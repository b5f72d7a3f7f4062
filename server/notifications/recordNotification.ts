import type { Notification, NotificationKind } from '../../src/api/contract/liveUpdates';
import { type Db, row, sql } from '../db';
import type { AppDeps } from '../http/appEnv';
import { sendMail } from '../outbox';
import { findUserById, type UserRow } from '../users';

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  title: string;
  body: string;
  /** An app path such as `/settings/account/wallet`, or null. */
  link: string | null;
}

/**
 * The account switch that also sends a kind by email (docs/decisions/0020). News stay in the
 * app: a work place's news would otherwise mail everybody at once.
 */
const EMAIL_SWITCH: Record<NotificationKind, keyof UserRow | null> = {
  order_status: 'receive_order_email_notify',
  request_status: 'receive_order_email_notify',
  chat_message: 'receive_order_email_notify',
  gift_received: 'receive_order_email_notify',
  top_up_confirmed: 'receive_order_email_notify',
  reminder_due: 'receive_reminder_email_notify',
  news: null,
};

export interface NotificationRow {
  id: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  read_at: string | null;
  created_at: string;
}

export const NOTIFICATION_COLUMNS = 'id, kind, title, body, link, read_at, created_at';

export function toNotification(row: NotificationRow): Notification {
  const { read_at: readAt, kind, ...rest } = row;
  return { ...rest, kind: kind as NotificationKind, read: readAt !== null };
}

/**
 * Records a notification, and the email its owner's switches ask for, on `db`: the caller's
 * transaction (`tx`), so both exist exactly when the event does. The owner's open tabs hear of
 * it once that transaction commits (at once when `db` is not a transaction).
 */
export async function recordNotification(db: Db, deps: AppDeps, input: NewNotification): Promise<{ notification: Notification }> {
  const inserted = await row<NotificationRow>(
    db,
    sql`INSERT INTO notifications (user_id, kind, title, body, link, created_at)
        VALUES (${input.userId}, ${input.kind}, ${input.title}, ${input.body}, ${input.link}, ${deps.now().toISOString()})
        RETURNING ${sql.raw(NOTIFICATION_COLUMNS)}`,
  );
  const notification = toNotification(inserted!);

  const emailSwitch = EMAIL_SWITCH[input.kind];
  const owner = emailSwitch ? await findUserById(db, input.userId) : undefined;
  if (owner && emailSwitch && owner[emailSwitch] === 1) {
    await sendMail(deps, { to: owner.email, subject: input.title, body: input.body, code: null }, db);
  }
  deps.updates.publish(db, input.userId, { type: 'notification.created', notification });
  return { notification };
}
