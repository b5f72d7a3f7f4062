import { Hono } from 'hono';
import { chatReadRequestSchema, vendorMessageRequestSchema } from '../../src/api/contract/chat';
import { createChatStore } from '../chat/chatStore';
import { postVendorMessage } from '../chat/vendorMessages';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { ok } from '../http/envelope';
import { readJson } from '../http/readJson';

/**
 * The vendor's side of order chats, for the demo and the end-to-end tests: mounted only with
 * the development endpoints (server/config.ts), like `devRoutes`.
 */
export function devChatRoutes(deps: AppDeps) {
  const chat = createChatStore(deps.db, deps.now);

  return new Hono<AppEnv>()
    .post('/api/dev/chat/vendor-message', async (c) => {
      const request = await readJson(c, vendorMessageRequestSchema);
      return ok({ message: await postVendorMessage(deps, request.order_id, request.body) });
    })
    // The vendor has read the buyer's messages so far.
    .post('/api/dev/chat/vendor-read', async (c) => {
      const request = await readJson(c, chatReadRequestSchema);
      await chat.markRead(request.order_id, 'vendor');
      return ok(null);
    });
}
