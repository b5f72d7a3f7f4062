import { chatPath } from '../../src/domain/chat';
import { newToken } from '../auth/tokens';
import { inTransaction, row, sql } from '../db';
import type { AppDeps } from '../http/appEnv';
import { errors } from '../http/envelope';
import { recordNotification } from '../notifications/recordNotification';
import { createChatStore } from './chatStore';

/**
 * A message of the request's vendor in its conversation, with the buyer's notification, both
 * or neither; then the buyer's open chat shows it and the notification appears. For the
 * vendor's side that exists only in the demo: the development endpoint and the demo vendor.
 * Runs outside any request's transaction: it opens its own.
 */
export async function postVendorMessage(deps: AppDeps, orderId: number, body: string) {
  const order = await row<{ user_id: number; vendor_name: string }>(
    deps.db,
    sql`SELECT o.user_id, v.name AS vendor_name FROM orders o JOIN vendors v ON v.id = o.vendor_id WHERE o.id = ${orderId}`,
  );
  if (!order) throw errors.notFound('Request not found');
  return inTransaction(deps.db, async (tx) => {
    const { message } = await createChatStore(tx, deps.now).insert({ id: newToken(), orderId, sender: 'vendor', body, attachmentUrl: null });
    // Told with the commit: the message, then its notification.
    deps.updates.publish(tx, order.user_id, { type: 'chat.message', orderId, message });
    await recordNotification(tx, deps, {
      userId: order.user_id,
      kind: 'chat_message',
      title: `New message from ${order.vendor_name}`,
      body,
      link: chatPath(orderId),
    });
    return message;
  });
}
