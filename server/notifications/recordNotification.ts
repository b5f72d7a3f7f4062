import type { Notification, NotificationKind } from '../../src/api/contract/liveUpdates';
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
 * Records a notification, and the email its owner's switches ask for, INSIDE the caller's
 * transaction (better-sqlite3 is synchronous), so both exist exactly when the event does.
 * Call the returned `publish` after the transaction commits: it tells the owner's open tabs.
 */
export function recordNotification(deps: AppDeps, input: NewNotification): { notification: Notification; publish: () => void } {
  const { db } = deps;
  const { lastInsertRowid } = db
    .prepare('INSERT INTO notifications (user_id, kind, title, body, link, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(input.userId, input.kind, input.title, input.body, input.link, deps.now().toISOString());
  const row = db.prepare<[number], NotificationRow>(`SELECT ${NOTIFICATION_COLUMNS} FROM notifications WHERE id = ?`).get(Number(lastInsertRowid))!;
  const notification = toNotification(row);

  const emailSwitch = EMAIL_SWITCH[input.kind];
  const owner = emailSwitch ? findUserById(db, input.userId) : undefined;
  if (owner && emailSwitch && owner[emailSwitch] === 1) {
    sendMail(deps, { to: owner.email, subject: input.title, body: input.body, code: null });
  }
  return { notification, publish: () => deps.updates.publish(input.userId, { type: 'notification.created', notification }) };
}
