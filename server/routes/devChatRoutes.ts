import { Hono } from 'hono';
import { chatReadRequestSchema, vendorMessageRequestSchema } from '../../src/api/contract/chat';
import { chatPath } from '../../src/domain/chat';
import { newToken } from '../auth/tokens';
import { createChatStore } from '../chat/chatStore';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { errors, ok } from '../http/envelope';
import { readJson } from '../http/readJson';
import { recordNotification } from '../notifications/recordNotification';

/**
 * The vendor's side of order chats, for the demo and the end-to-end tests: mounted only with
 * the development endpoints (server/config.ts), like `devRoutes`.
 */
export function devChatRoutes(deps: AppDeps) {
  const chat = createChatStore(deps.db, deps.now);
  const orderOf = deps.db.prepare<[number], { user_id: number; vendor_name: string }>(
    'SELECT o.user_id, v.name AS vendor_name FROM orders o JOIN vendors v ON v.id = o.vendor_id WHERE o.id = ?',
  );

  return new Hono<AppEnv>()
    .post('/api/dev/chat/vendor-message', async (c) => {
      const request = await readJson(c, vendorMessageRequestSchema);
      const order = orderOf.get(request.order_id);
      if (!order) throw errors.notFound('Request not found');
      const { message, notified } = deps.db.transaction(() => ({
        message: chat.insert({ id: newToken(), orderId: request.order_id, sender: 'vendor', body: request.body, attachmentUrl: null }).message,
        notified: recordNotification(deps, {
          userId: order.user_id,
          kind: 'chat_message',
          title: `New message from ${order.vendor_name}`,
          body: request.body,
          link: chatPath(request.order_id),
        }),
      }))();
      // Only once committed: the buyer's open chat shows it, and the notification appears.
      deps.updates.publish(order.user_id, { type: 'chat.message', orderId: request.order_id, message });
      notified.publish();
      return ok({ message });
    })
    // The vendor has read the buyer's messages so far.
    .post('/api/dev/chat/vendor-read', async (c) => {
      const request = await readJson(c, chatReadRequestSchema);
      chat.markRead(request.order_id, 'vendor');
      return ok(null);
    });
}
