import * as z from 'zod/mini';
import { optionalText, orDefault, orNull } from './tolerant';

/**
 * Contract of the live updates stream (`GET /reactapi/live/updates`, docs/api.md "Live
 * updates") and of notifications. The stream is an open union: each `data:` line is one JSON
 * update with a `type`; the app acts on the types below and ignores any other, so the server
 * may add types without breaking older apps.
 */

const id = z.int().check(z.positive());

/** What a notification is about; it decides the email switch and the link's target. */
export const NOTIFICATION_KINDS = ['order_status', 'request_status', 'chat_message', 'gift_received', 'top_up_confirmed', 'reminder_due', 'news'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSchema = z.object({
  id,
  /** An unknown kind reads as news: shown, with its title and link, as any other. */
  kind: orDefault(z.enum(NOTIFICATION_KINDS), 'news'),
  title: z.string(),
  body: optionalText,
  /** An app path (`/settings/account/wallet`), or null when it is about nothing to open. */
  link: orNull(z.string()),
  read: orDefault(z.boolean(), false),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationCreatedSchema = z.object({ type: z.literal('notification.created'), notification: notificationSchema });
/** A message in an order's chat; its fields belong to the chat contract, read there. */
export const chatMessageUpdateSchema = z.object({ type: z.literal('chat.message'), orderId: id, message: z.unknown() });
export const requestStatusUpdateSchema = z.object({ type: z.literal('request.status'), orderId: id, status: z.string() });
/** Some of the person's notifications were marked read elsewhere (reading a chat marks its messages' notifications): read the count again. */
export const notificationsReadSchema = z.object({ type: z.literal('notifications.read') });

const knownUpdateSchema = z.discriminatedUnion('type', [
  notificationCreatedSchema,
  chatMessageUpdateSchema,
  requestStatusUpdateSchema,
  notificationsReadSchema,
]);
export type LiveUpdate = z.infer<typeof knownUpdateSchema>;

/** One update as the app reads it: null for an unknown type or a malformed one (ignored). */
export function readLiveUpdate(json: unknown): LiveUpdate | null {
  const parsed = knownUpdateSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

// ---- Notifications endpoints -------------------------------------------------------------

/** `POST /reactapi/view/notifications`: a page, newest first; `cursor` is the last id seen. */
export const notificationPageRequestSchema = z.object({
  cursor: z.optional(z.nullable(id)),
  limit: z.optional(z.int().check(z.minimum(1), z.maximum(50))),
});
export type NotificationPageRequest = z.infer<typeof notificationPageRequestSchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  next_cursor: orNull(id),
  unread_count: orDefault(z.int(), 0),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const unreadCountSchema = z.object({ unread_count: orDefault(z.int(), 0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** `POST /reactapi/user/notifications/read`: one notification. */
export const markReadRequestSchema = z.object({ id });
