import { CHAT_PAGE_SIZE, type ChatMessage } from '../../src/api/contract/chat';
import { chatPath } from '../../src/domain/chat';
import { prepared, type Db } from '../db';
import { errors } from '../http/envelope';

interface MessageRow {
  seq: number;
  id: string;
  order_id: number;
  sender: ChatMessage['sender'];
  body: string;
  attachment_url: string | null;
  created_at: string;
  read_at: string | null;
}

export interface NewMessage {
  id: string;
  orderId: number;
  sender: ChatMessage['sender'];
  body: string;
  attachmentUrl: string | null;
}

export const toChatMessage = ({ seq: _seq, read_at, ...row }: MessageRow): ChatMessage => ({ ...row, read: read_at !== null });

/**
 * Unread vendor messages per order, for the orders of `orderIds` that belong to `userId`
 * (others are left out, so counts never reveal someone else's conversation). Orders without
 * unread messages are absent: read a missing one as 0.
 */
export function unreadMessageCounts(db: Db, userId: number, orderIds: readonly number[]): Map<number, number> {
  if (orderIds.length === 0) return new Map();
  const rows = prepared<[number, string], { order_id: number; unread: number }>(
    db,
    `SELECT m.order_id, COUNT(*) AS unread FROM chat_messages m JOIN orders o ON o.id = m.order_id
     WHERE o.user_id = ? AND m.order_id IN (SELECT value FROM json_each(?))
       AND m.sender = 'vendor' AND m.read_at IS NULL
     GROUP BY m.order_id`,
  ).all(userId, JSON.stringify(orderIds));
  return new Map(rows.map((row) => [row.order_id, row.unread]));
}

/** Marks the person's unread notifications of the vendor's messages in the order's chat as read; how many were. */
export function markChatNotificationsRead(deps: { db: Db; now: () => Date }, userId: number, orderId: number): number {
  return prepared(
    deps.db,
    "UPDATE notifications SET read_at = ? WHERE user_id = ? AND kind = 'chat_message' AND link = ? AND read_at IS NULL",
  ).run(deps.now().toISOString(), userId, chatPath(orderId)).changes;
}

/** The messages of orders' conversations; callers check the order is the person's first. */
export function createChatStore(db: Db, now: () => Date) {
  return {
    /** The person's order the conversation is about; someone else's answers exactly like a missing one. */
    conversationOf: (userId: number, orderId: number) => {
      const order = prepared<[number, number], { id: number; vendor_name: string }>(
        db,
        'SELECT o.id, v.name AS vendor_name FROM orders o JOIN vendors v ON v.id = o.vendor_id WHERE o.id = ? AND o.user_id = ?',
      ).get(orderId, userId);
      if (!order) throw errors.notFound('Request not found');
      return order;
    },

    /** Up to a page of messages before `beforeSeq` (the newest when null), oldest first, and whether older ones exist. */
    page: (orderId: number, beforeSeq: number | null) => {
      const rows = prepared<[number, number, number], MessageRow>(
        db,
        'SELECT * FROM chat_messages WHERE order_id = ? AND seq < ? ORDER BY seq DESC LIMIT ?',
      ).all(orderId, beforeSeq ?? Number.MAX_SAFE_INTEGER, CHAT_PAGE_SIZE + 1);
      const hasOlder = rows.length > CHAT_PAGE_SIZE;
      const shown = rows.slice(0, CHAT_PAGE_SIZE).reverse();
      return { messages: shown.map(toChatMessage), oldestSeq: hasOlder ? (shown[0]?.seq ?? null) : null };
    },

    find: (orderId: number, id: string): ChatMessage | null => {
      const row = prepared<[number, string], MessageRow>(db, 'SELECT * FROM chat_messages WHERE order_id = ? AND id = ?').get(orderId, id);
      return row ? toChatMessage(row) : null;
    },

    /** Stores the message once: a message with an id the conversation already has is not stored again. */
    insert: (message: NewMessage): { message: ChatMessage; created: boolean } => {
      const { changes } = prepared(
        db,
        `INSERT INTO chat_messages (id, order_id, sender, body, attachment_url, created_at)
         VALUES (@id, @orderId, @sender, @body, @attachmentUrl, @createdAt) ON CONFLICT (order_id, id) DO NOTHING`,
      ).run({ ...message, createdAt: now().toISOString() });
      const row = prepared<[number, string], MessageRow>(db, 'SELECT * FROM chat_messages WHERE order_id = ? AND id = ?').get(
        message.orderId,
        message.id,
      )!;
      return { message: toChatMessage(row), created: changes > 0 };
    },

    /** Marks what `reader` received so far as read. */
    markRead: (orderId: number, reader: ChatMessage['sender']) => {
      prepared(db, 'UPDATE chat_messages SET read_at = ? WHERE order_id = ? AND sender <> ? AND read_at IS NULL').run(
        now().toISOString(),
        orderId,
        reader,
      );
    },
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;
