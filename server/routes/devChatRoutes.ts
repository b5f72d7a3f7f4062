import { Hono } from 'hono';
import { chatReadRequestSchema, vendorMessageRequestSchema } from '../../src/api/contract/chat';
import { newToken } from '../auth/tokens';
import { createChatStore } from '../chat/chatStore';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { errors, ok } from '../http/envelope';
import { readJson } from '../http/readJson';

/**
 * The vendor's side of order chats, for the demo and the end-to-end tests: mounted only with
 * the development endpoints (server/config.ts), like `devRoutes`.
 */
export function devChatRoutes(deps: AppDeps) {
  const chat = createChatStore(deps.db, deps.now);
  const orderExists = deps.db.prepare<[number], number>('SELECT 1 FROM orders WHERE id = ?').pluck();

  return new Hono<AppEnv>()
    .post('/api/dev/chat/vendor-message', async (c) => {
      const request = await readJson(c, vendorMessageRequestSchema);
      if (!orderExists.get(request.order_id)) throw errors.notFound('Request not found');
      const { message } = chat.insert({ id: newToken(), orderId: request.order_id, sender: 'vendor', body: request.body, attachmentUrl: null });
      return ok({ message });
    })
    // The vendor has read the buyer's messages so far.
    .post('/api/dev/chat/vendor-read', async (c) => {
      const request = await readJson(c, chatReadRequestSchema);
      chat.markRead(request.order_id, 'vendor');
      return ok(null);
    });
}
