import { CHAT_PAGE_SIZE, type ChatMessage } from '../../src/api/contract/chat';
import { chatPath } from '../../src/domain/chat';
import { type Db, row, rows, run, sql } from '../db';
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
export async function unreadMessageCounts(db: Db, userId: number, orderIds: readonly number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const counts = await rows<{ order_id: number; unread: number }>(
    db,
    sql`SELECT m.order_id, COUNT(*) AS unread FROM chat_messages m JOIN orders o ON o.id = m.order_id
        WHERE o.user_id = ${userId} AND m.order_id IN (${sql.join([...orderIds])})
          AND m.sender = 'vendor' AND m.read_at IS NULL
        GROUP BY m.order_id`,
  );
  return new Map(counts.map((count) => [count.order_id, count.unread]));
}

/** Marks the person's unread notifications of the vendor's messages in the order's chat as read; how many were. */
export function markChatNotificationsRead(deps: { db: Db; now: () => Date }, userId: number, orderId: number): Promise<number> {
  return run(
    deps.db,
    sql`UPDATE notifications SET read_at = ${deps.now().toISOString()}
        WHERE user_id = ${userId} AND kind = 'chat_message' AND link = ${chatPath(orderId)} AND read_at IS NULL`,
  );
}

/** The messages of orders' conversations, over `db` or a transaction's `tx`; callers check the order is the person's first. */
export function createChatStore(db: Db, now: () => Date) {
  const find = (orderId: number, id: string) => row<MessageRow>(db, sql`SELECT * FROM chat_messages WHERE order_id = ${orderId} AND id = ${id}`);
  return {
    /** The person's order the conversation is about; someone else's answers exactly like a missing one. */
    conversationOf: async (userId: number, orderId: number) => {
      const order = await row<{ id: number; vendor_name: string }>(
        db,
        sql`SELECT o.id, v.name AS vendor_name FROM orders o JOIN vendors v ON v.id = o.vendor_id WHERE o.id = ${orderId} AND o.user_id = ${userId}`,
      );
      if (!order) throw errors.notFound('Request not found');
      return order;
    },

    /** Up to a page of messages before `beforeSeq` (the newest when null), oldest first, and whether older ones exist. */
    page: async (orderId: number, beforeSeq: number | null) => {
      const before = beforeSeq === null ? sql`` : sql`AND seq < ${beforeSeq}`;
      const found = await rows<MessageRow>(
        db,
        sql`SELECT * FROM chat_messages WHERE order_id = ${orderId} ${before} ORDER BY seq DESC LIMIT ${CHAT_PAGE_SIZE + 1}`,
      );
      const hasOlder = found.length > CHAT_PAGE_SIZE;
      const shown = found.slice(0, CHAT_PAGE_SIZE).reverse();
      return { messages: shown.map(toChatMessage), oldestSeq: hasOlder ? (shown[0]?.seq ?? null) : null };
    },

    find: async (orderId: number, id: string): Promise<ChatMessage | null> => {
      const found = await find(orderId, id);
      return found ? toChatMessage(found) : null;
    },

    /**
     * Stores the message once: a message with an id the conversation already has is not stored
     * again (the unique key decides, also between two sends at once).
     */
    insert: async (message: NewMessage): Promise<{ message: ChatMessage; created: boolean }> => {
      const changes = await run(
        db,
        sql`INSERT INTO chat_messages (id, order_id, sender, body, attachment_url, created_at)
            VALUES (${message.id}, ${message.orderId}, ${message.sender}, ${message.body}, ${message.attachmentUrl}, ${now().toISOString()})
            ON CONFLICT (order_id, id) DO NOTHING`,
      );
      const stored = (await find(message.orderId, message.id))!;
      return { message: toChatMessage(stored), created: changes > 0 };
    },

    /** Marks what `reader` received so far as read. */
    markRead: async (orderId: number, reader: ChatMessage['sender']) => {
      await run(db, sql`UPDATE chat_messages SET read_at = ${now().toISOString()} WHERE order_id = ${orderId} AND sender <> ${reader} AND read_at IS NULL`);
    },
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;
