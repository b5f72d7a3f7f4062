import { Hono } from 'hono';
import { chatPageRequestSchema, chatReadRequestSchema, chatSendRequestSchema } from '../../src/api/contract/chat';
import { requireSession } from '../auth/requireSession';
import { decodeCursor, encodeCursor } from '../catalogue/cursor';
import { createChatStore, markChatNotificationsRead } from '../chat/chatStore';
import type { DemoVendor } from '../chat/demoVendor';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { errors, ok } from '../http/envelope';
import { readJson } from '../http/readJson';
import { withClaimedUploads } from './avatarRoutes';
import { inTransaction } from '../db';

/** The order chat of the signed-in person (docs/api.md, "Order chat"): only the order's buyer reads or writes it. */
export function chatRoutes(deps: AppDeps, avatarDir: string, demoVendor: DemoVendor) {
  const session = requireSession(deps);
  const chat = createChatStore(deps.db, deps.now);

  return new Hono<AppEnv>()
    .post('/reactapi/chat/messages', session, async (c) => {
      const request = await readJson(c, chatPageRequestSchema);
      const order = await chat.conversationOf(c.get('user').id, request.order_id);
      let beforeSeq: number | null = null;
      if (request.cursor !== undefined) {
        const [cursorOrderId, seq] = decodeCursor(request.cursor, 'number');
        // A cursor of another conversation is as meaningless here as a made-up one.
        if (cursorOrderId !== order.id) throw errors.invalidField('cursor', 'Invalid cursor');
        beforeSeq = seq;
      }
      const page = await chat.page(order.id, beforeSeq);
      return ok({
        messages: page.messages,
        older_cursor: page.oldestSeq === null ? null : encodeCursor([order.id, page.oldestSeq]),
        vendor_name: order.vendor_name,
      });
    })
    .post('/reactapi/chat/send', session, async (c) => {
      const request = await readJson(c, chatSendRequestSchema);
      const userId = c.get('user').id;
      const order = await chat.conversationOf(userId, request.order_id);
      // Sent before (the answer was lost): the stored message again, its photo not claimed twice.
      const sent = await chat.find(order.id, request.id);
      if (sent) return ok({ message: sent });
      // The photo's upload is used in the message's own transaction: a failed write leaves it to send again.
      const uploadIds = request.attachment_upload_id ? [request.attachment_upload_id] : [];
      // Sent twice at once: the message's unique key keeps one, and only its send tells the tabs.
      const { message, created } = await withClaimedUploads(deps, avatarDir, userId, uploadIds, async ([attachmentUrl = null], tx) => {
        const stored = await createChatStore(tx, deps.now).insert({ id: request.id, orderId: order.id, sender: 'buyer', body: request.body, attachmentUrl });
        // The person's other tabs show it too (each shows a message once, by its id), told with
        // the commit: a repeat of this send finds the message and tells nobody again.
        if (stored.created) deps.updates.publish(tx, userId, { type: 'chat.message', orderId: order.id, message: stored.message });
        return stored;
      });
      if (created) await demoVendor.buyerMessageSent(order.id);
      return ok({ message });
    })
    .post('/reactapi/chat/read', session, async (c) => {
      const request = await readJson(c, chatReadRequestSchema);
      const userId = c.get('user').id;
      const order = await chat.conversationOf(userId, request.order_id);
      // The notifications of the messages read are read too, in one transaction: the header's
      // unread count falls with the chat's in every tab.
      await inTransaction(deps.db, async (tx) => {
        await createChatStore(tx, deps.now).markRead(order.id, 'buyer');
        if ((await markChatNotificationsRead({ db: tx, now: deps.now }, userId, order.id)) > 0) deps.updates.publish(tx, userId, { type: 'notifications.read' });
      });
      return ok({ unread: 0 });
    });
}
