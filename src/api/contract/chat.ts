import * as z from 'zod/mini';
import { withoutHiddenControls } from './registration';
import { orDefault, orNull, optionalText } from './tolerant';

/**
 * Contract of the order chat: one conversation per order between its buyer and the vendor
 * (docs/api.md, "Order chat"). Message ids are made by the sender, so a message sent twice
 * (a retry after a lost answer) is stored once.
 */

const orderId = z.int().check(z.positive());
/** The sender's own id for a message: a UUID or 16 to 64 url-safe characters. */
export const messageIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, 'A message id is required'));
export const MESSAGE_MAX_LENGTH = 2000;
/** Messages per page of a conversation. */
export const CHAT_PAGE_SIZE = 30;

export const chatMessageSchema = z.object({
  id: z.string(),
  order_id: z.int(),
  sender: z.enum(['buyer', 'vendor']),
  body: optionalText,
  /** A photo sent with the message, else null. */
  attachment_url: orNull(z.string()),
  created_at: z.string(),
  /** Whether the other side has read it. */
  read: orDefault(z.boolean(), false),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** `POST /reactapi/chat/messages`: the newest page, or the page before `cursor`. */
export const chatPageRequestSchema = z.object({
  order_id: orderId,
  cursor: z.optional(z.string().check(z.maxLength(200))),
});
export type ChatPageRequest = z.infer<typeof chatPageRequestSchema>;
export const chatPageSchema = z.object({
  /** Oldest first. */
  messages: z.array(chatMessageSchema),
  /** Where the page before this one starts; null when this is the first message. */
  older_cursor: orNull(z.string()),
  vendor_name: optionalText,
});
export type ChatPage = z.infer<typeof chatPageSchema>;

/** `POST /reactapi/chat/send`: text, a photo (an upload made with `POST /api/avatar/upload`), or both. */
export const chatSendRequestSchema = z
  .object({
    order_id: orderId,
    id: messageIdSchema,
    body: z
      .string()
      .check(
        z.trim(),
        z.maxLength(MESSAGE_MAX_LENGTH, `A message has at most ${MESSAGE_MAX_LENGTH} characters`),
        withoutHiddenControls('Message'),
      ),
    attachment_upload_id: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  })
  .check(
    z.refine((request) => request.body !== '' || request.attachment_upload_id !== undefined, {
      message: 'Write a message or add a photo',
      path: ['body'],
    }),
  );
export type ChatSendRequest = z.infer<typeof chatSendRequestSchema>;
export const chatSentSchema = z.object({ message: chatMessageSchema });

/** `POST /reactapi/chat/read`: the vendor's messages so far are read. */
export const chatReadRequestSchema = z.object({ order_id: orderId });
export const chatReadSchema = z.object({ unread: orDefault(z.int(), 0) });

/** `POST /api/dev/chat/vendor-message` (development only): the vendor writes to the buyer. */
export const vendorMessageRequestSchema = z.object({
  order_id: orderId,
  body: z.string().check(z.trim(), z.minLength(1, 'Write a message'), z.maxLength(MESSAGE_MAX_LENGTH), withoutHiddenControls('Message')),
});
