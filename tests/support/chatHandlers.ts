import { http } from 'msw';
import type { ChatMessage } from '../../src/api/contract/chat';
import { fail, ok } from './sessionHandlers';

/** The demo order whose conversation the chat tests open. */
export const CHAT_ORDER_ID = 42;
export const VENDOR_NAME = 'Green Thumb Garden';

export const vendorMessage = (id: string, body: string, created_at = '2026-03-02T09:00:00.000Z'): ChatMessage => ({
  id,
  order_id: CHAT_ORDER_ID,
  sender: 'vendor',
  body,
  attachment_url: null,
  created_at,
  read: false,
});

/**
 * A conversation held like the reference server holds it: pages of `pageSize` newest first
 * (the cursor is the index of the oldest shown), sends stored once per id. Other orders are
 * not found.
 */
export function chatServer(initial: ChatMessage[] = [], pageSize = 30) {
  const messages = [...initial];
  const sent: Array<Record<string, unknown>> = [];
  const handlers = [
    http.post('/reactapi/chat/messages', async ({ request }) => {
      const body = (await request.json()) as { order_id: number; cursor?: string };
      if (body.order_id !== CHAT_ORDER_ID) return fail(404, 40400, 'Request not found');
      const end = body.cursor === undefined ? messages.length : Number(body.cursor);
      const start = Math.max(0, end - pageSize);
      return ok({ messages: messages.slice(start, end), older_cursor: start > 0 ? String(start) : null, vendor_name: VENDOR_NAME });
    }),
    http.post('/reactapi/chat/send', async ({ request }) => {
      const body = (await request.json()) as { id: string; body: string };
      sent.push(body);
      const stored = messages.find((message) => message.id === body.id) ?? {
        id: body.id,
        order_id: CHAT_ORDER_ID,
        sender: 'buyer' as const,
        body: body.body,
        attachment_url: null,
        created_at: `2026-03-02T10:${String(messages.length).padStart(2, '0')}:00.000Z`,
        read: false,
      };
      if (!messages.includes(stored)) messages.push(stored);
      return ok({ message: stored });
    }),
    http.post('/reactapi/chat/read', () => ok({ unread: 0 })),
  ];
  return { handlers, messages, sent };
}
