// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { createChatStore, unreadMessageCounts } from './chat/chatStore';
import { findUserByEmail } from './users';
import { DEMO_EMAIL } from './seed';
import { startTestServer } from './testSupport';

let server: Awaited<ReturnType<typeof startTestServer>>;
let maya: number;
let ben: number;

beforeEach(async () => {
  server = await startTestServer();
  maya = findUserByEmail(server.db, DEMO_EMAIL)!.id;
  server.addUser('ben.carter@lyla.example');
  ben = findUserByEmail(server.db, 'ben.carter@lyla.example')!.id;
});

/** An order of `userId` straight in the table: the chat needs only that it exists and whose it is. */
function orderOf(userId: number) {
  const vendorId = server.db.prepare<[], number>('SELECT id FROM vendors ORDER BY id LIMIT 1').pluck().get()!;
  const { lastInsertRowid } = server.db
    .prepare(
      `INSERT INTO orders (user_id, vendor_id, status, total_cents, payment_method, delivery_json, request_key, created_at)
       VALUES (?, ?, 'paid', 1000, 'wallet', '{}', ?, '2026-03-01T10:00:00.000Z')`,
    )
    .run(userId, vendorId, `order-key-${Math.random()}`);
  return Number(lastInsertRowid);
}

const message = (orderId: number, id: string, sender: 'buyer' | 'vendor') => ({ id, orderId, sender, body: `Message ${id}`, attachmentUrl: null });

describe('unreadMessageCounts', () => {
  it("counts the vendor's unread messages of the person's own orders only", () => {
    const chat = createChatStore(server.db, () => new Date());
    const first = orderOf(maya);
    const second = orderOf(maya);
    const bens = orderOf(ben);
    chat.insert(message(first, 'vendor-message-0001', 'vendor'));
    chat.insert(message(first, 'vendor-message-0002', 'vendor'));
    chat.insert(message(first, 'buyer-message-00001', 'buyer'));
    chat.insert(message(second, 'vendor-message-0003', 'vendor'));
    chat.insert(message(bens, 'vendor-message-0004', 'vendor'));

    expect(unreadMessageCounts(server.db, maya, [first, second, bens])).toEqual(new Map([[first, 2], [second, 1]]));
    chat.markRead(second, 'buyer');
    expect(unreadMessageCounts(server.db, maya, [first, second])).toEqual(new Map([[first, 2]]));
    expect(unreadMessageCounts(server.db, ben, [first, bens])).toEqual(new Map([[bens, 1]]));
    expect(unreadMessageCounts(server.db, maya, [])).toEqual(new Map());
  });
});
