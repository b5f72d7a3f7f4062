// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { avatarUploadSchema } from '../src/api/contract/account';
import { CHAT_PAGE_SIZE, chatPageSchema, chatSentSchema } from '../src/api/contract/chat';
import { createChatStore, unreadMessageCounts } from './chat/chatStore';
import { engineOf, exec } from './db';
import { findUserByEmail } from './users';
import { DEMO_EMAIL } from './seed';
import { openLiveStream, startTestServer } from './testSupport';

let server: Awaited<ReturnType<typeof startTestServer>>;
let avatarDir: string;
let maya: number;
let ben: number;
let mayaToken: string;
let benToken: string;

beforeEach(async () => {
  avatarDir = mkdtempSync(join(tmpdir(), 'lyla-chat-test-'));
  server = await startTestServer({ avatarDir });
  maya = (await findUserByEmail(server.db, DEMO_EMAIL))!.id;
  mayaToken = await server.signIn(DEMO_EMAIL);
  benToken = await server.addUser('ben.carter@lyla.example');
  ben = (await findUserByEmail(server.db, 'ben.carter@lyla.example'))!.id;
});
afterEach(() => rmSync(avatarDir, { recursive: true, force: true }));

/** An order of `userId`: the chat needs only that it exists and whose it is. */
const orderOf = (userId: number) => server.addOrder(userId);

const message = (orderId: number, id: string, sender: 'buyer' | 'vendor') => ({ id, orderId, sender, body: `Message ${id}`, attachmentUrl: null });

/** Makes every write of a chat message fail (as a crash or a full disk would), or stops doing so; each engine with its own trigger. */
async function refuseMessageWrites(refuse: boolean) {
  if (engineOf(server.db) === 'sqlite') {
    await exec(
      server.db,
      refuse
        ? "CREATE TRIGGER no_messages BEFORE INSERT ON chat_messages BEGIN SELECT RAISE(ABORT, 'the write failed'); END"
        : 'DROP TRIGGER no_messages',
    );
    return;
  }
  await exec(
    server.db,
    refuse
      ? `CREATE FUNCTION no_messages() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'the write failed'; END $$;
         CREATE TRIGGER no_messages BEFORE INSERT ON chat_messages FOR EACH ROW EXECUTE FUNCTION no_messages();`
      : 'DROP TRIGGER no_messages ON chat_messages; DROP FUNCTION no_messages();',
  );
}

describe('unreadMessageCounts', () => {
  it("counts the vendor's unread messages of the person's own orders only", async () => {
    const chat = createChatStore(server.db, () => new Date());
    const first = await orderOf(maya);
    const second = await orderOf(maya);
    const bens = await orderOf(ben);
    await chat.insert(message(first, 'vendor-message-0001', 'vendor'));
    await chat.insert(message(first, 'vendor-message-0002', 'vendor'));
    await chat.insert(message(first, 'buyer-message-00001', 'buyer'));
    await chat.insert(message(second, 'vendor-message-0003', 'vendor'));
    await chat.insert(message(bens, 'vendor-message-0004', 'vendor'));

    expect(await unreadMessageCounts(server.db, maya, [first, second, bens])).toEqual(new Map([[first, 2], [second, 1]]));
    await chat.markRead(second, 'buyer');
    expect(await unreadMessageCounts(server.db, maya, [first, second])).toEqual(new Map([[first, 2]]));
    expect(await unreadMessageCounts(server.db, ben, [first, bens])).toEqual(new Map([[bens, 1]]));
    expect(await unreadMessageCounts(server.db, maya, [])).toEqual(new Map());
  });
});

const idOf = (n: number) => `client-message-${String(n).padStart(6, '0')}`;
const send = (body: object, token = mayaToken) => server.post('/reactapi/chat/send', body, token);
const pageOf = async (order_id: number, cursor?: string, token = mayaToken) => {
  const response = await server.post('/reactapi/chat/messages', { order_id, cursor }, token);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return chatPageSchema.parse(response.body.data);
};
const vendorWrites = (order_id: number, body: string) => server.post('/api/dev/chat/vendor-message', { order_id, body });
const notFound = { status: 404, body: expect.objectContaining({ code: 40400, message: 'Request not found' }) };

describe('order chat', () => {
  it('stores a message sent twice with the same id once', async () => {
    const orderId = await orderOf(maya);
    const first = await send({ order_id: orderId, id: idOf(1), body: '  Can you leave it at the door?  ' });
    const again = await send({ order_id: orderId, id: idOf(1), body: 'Can you leave it at the door?' });
    expect(first.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect(chatSentSchema.parse(first.body.data).message).toMatchObject({
      id: idOf(1),
      order_id: orderId,
      sender: 'buyer',
      body: 'Can you leave it at the door?',
      attachment_url: null,
      read: false,
    });
    expect((await pageOf(orderId)).messages.map((message) => message.id)).toEqual([idOf(1)]);
  });

  it('stores a message sent several times at once once, and tells the tabs once', async () => {
    const orderId = await orderOf(maya);
    const stream = openLiveStream(server.app, mayaToken);
    await stream.open;
    const sends = await Promise.all(Array.from({ length: 3 }, () => send({ order_id: orderId, id: idOf(11), body: 'Are you open on Sunday?' })));
    expect(sends.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(new Set(sends.map((response) => JSON.stringify(response.body.data))).size).toBe(1);
    expect((await pageOf(orderId)).messages.map((message) => message.id)).toEqual([idOf(11)]);
    // The next message's update comes right after the first one's: no second one between.
    await send({ order_id: orderId, id: idOf(12), body: 'Thanks' });
    await expect.poll(() => stream.updates).toHaveLength(2);
    expect(stream.updates).toMatchObject([
      { type: 'chat.message', message: { id: idOf(11) } },
      { type: 'chat.message', message: { id: idOf(12) } },
    ]);
    stream.close();
    await stream.finished;
  });

  it("lets nobody read, write into or mark read another person's conversation", async () => {
    const mayas = await orderOf(maya);
    await vendorWrites(mayas, 'Your order is on its way');
    expect(await server.post('/reactapi/chat/messages', { order_id: mayas }, benToken)).toEqual(notFound);
    expect(await send({ order_id: mayas, id: idOf(2), body: 'Hi' }, benToken)).toEqual(notFound);
    expect(await server.post('/reactapi/chat/read', { order_id: mayas }, benToken)).toEqual(notFound);
    expect(await server.post('/reactapi/chat/messages', { order_id: 999_999 }, mayaToken)).toEqual(notFound);
    expect((await server.post('/reactapi/chat/messages', { order_id: mayas })).status).toBe(500);

    const { messages } = await pageOf(mayas);
    expect(messages.map((message) => [message.sender, message.body])).toEqual([['vendor', 'Your order is on its way']]);
    expect((await unreadMessageCounts(server.db, maya, [mayas])).get(mayas)).toBe(1);
  });

  it('pages newest first, then older ones by cursor, each page oldest first', async () => {
    const orderId = await orderOf(maya);
    const total = CHAT_PAGE_SIZE + 5;
    for (let n = 1; n <= total; n += 1) expect((await send({ order_id: orderId, id: idOf(n), body: `Message ${n}` })).status).toBe(200);

    const newest = await pageOf(orderId);
    expect(newest.messages.map((message) => message.body)).toEqual(
      Array.from({ length: CHAT_PAGE_SIZE }, (_, index) => `Message ${index + 6}`),
    );
    expect(newest.older_cursor).not.toBeNull();
    const older = await pageOf(orderId, newest.older_cursor!);
    expect(older.messages.map((message) => message.body)).toEqual(['Message 1', 'Message 2', 'Message 3', 'Message 4', 'Message 5']);
    expect(older.older_cursor).toBeNull();

    // A cursor of another conversation, or a made-up one, is refused.
    const other = await orderOf(maya);
    expect(await server.post('/reactapi/chat/messages', { order_id: other, cursor: newest.older_cursor }, mayaToken)).toMatchObject({
      status: 400,
      body: { code: 40000, message: 'Invalid cursor' },
    });
    expect((await server.post('/reactapi/chat/messages', { order_id: orderId, cursor: 'nonsense' }, mayaToken)).status).toBe(400);
  });

  it("marks the vendor's messages read, and the vendor reading marks the buyer's", async () => {
    const orderId = await orderOf(maya);
    await vendorWrites(orderId, 'Hello from the shop');
    await send({ order_id: orderId, id: idOf(3), body: 'Hello!' });
    expect(await server.post('/reactapi/chat/read', { order_id: orderId }, mayaToken)).toMatchObject({ status: 200, body: { data: { unread: 0 } } });
    expect((await pageOf(orderId)).messages.map((message) => message.read)).toEqual([true, false]);
    await server.post('/api/dev/chat/vendor-read', { order_id: orderId });
    expect((await pageOf(orderId)).messages.map((message) => message.read)).toEqual([true, true]);
  });

  it('refuses empty or malformed messages with a clear message', async () => {
    const orderId = await orderOf(maya);
    expect(await send({ order_id: orderId, id: idOf(4), body: '   ' })).toMatchObject({
      status: 400,
      body: { message: 'Write a message or add a photo' },
    });
    expect(await send({ order_id: orderId, id: 'short', body: 'Hi' })).toMatchObject({ status: 400, body: { message: 'A message id is required' } });
    expect(await send({ order_id: orderId, id: idOf(5), body: 'x'.repeat(2001) })).toMatchObject({
      status: 400,
      body: { message: 'A message has at most 2000 characters' },
    });
    expect((await pageOf(orderId)).messages).toEqual([]);
  });

  it('sends a photo uploaded through the avatar checks, once', async () => {
    const orderId = await orderOf(maya);
    const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(56, 7)]);
    const announced = await server.post('/api/avatar/upload', { file_name: 'box.png', content_type: 'image/png', size: PNG.length }, mayaToken);
    const { upload_url, upload_id } = avatarUploadSchema.parse(announced.body.data);
    const put = await server.app.request(upload_url, { method: 'PUT', headers: { 'Content-Type': 'image/png' }, body: new Uint8Array(PNG) });
    expect(put.status).toBe(200);

    // Ben cannot attach Maya's upload.
    const bens = await orderOf(ben);
    expect(await send({ order_id: bens, id: idOf(6), body: '', attachment_upload_id: upload_id }, benToken)).toMatchObject({ status: 404 });

    const sent = chatSentSchema.parse((await send({ order_id: orderId, id: idOf(7), body: '', attachment_upload_id: upload_id })).body.data);
    expect(sent.message.attachment_url).toBe(`/api/avatar/file/${upload_id}.png`);
    expect((await server.app.request(sent.message.attachment_url!)).status).toBe(200);
    // The same message again answers the stored one; the used upload cannot make another message.
    expect((await send({ order_id: orderId, id: idOf(7), body: '', attachment_upload_id: upload_id })).body.data).toEqual({ message: sent.message });
    expect(await send({ order_id: orderId, id: idOf(8), body: '', attachment_upload_id: upload_id })).toMatchObject({ status: 404 });
  });

  it('keeps the photo usable when its message cannot be written: claiming the upload and writing the message are one', async () => {
    const orderId = await orderOf(maya);
    const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(56, 7)]);
    const announced = await server.post('/api/avatar/upload', { file_name: 'box.png', content_type: 'image/png', size: PNG.length }, mayaToken);
    const { upload_url, upload_id } = avatarUploadSchema.parse(announced.body.data);
    await server.app.request(upload_url, { method: 'PUT', headers: { 'Content-Type': 'image/png' }, body: new Uint8Array(PNG) });
    const photoMessage = { order_id: orderId, id: idOf(10), body: 'The box arrived like this', attachment_upload_id: upload_id };

    // The message's write fails after the upload was found (as a crash or a full disk would).
    await refuseMessageWrites(true);
    expect(await send(photoMessage)).toMatchObject({ status: 500, body: { code: 50000 } });
    await refuseMessageWrites(false);

    // Sent again, the same photo goes with it: the upload was not used up by the failed send.
    const again = await send(photoMessage);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const { message: stored } = chatSentSchema.parse(again.body.data);
    expect(stored.attachment_url).toBe(`/api/avatar/file/${upload_id}.png`);
    expect((await server.app.request(stored.attachment_url!)).status).toBe(200);
  });
});

describe('order chat, live', () => {
  const openStream = (token: string) => openLiveStream(server.app, token);

  it("tells the buyer, and only them, of the vendor's message, with a notification", async () => {
    const orderId = await orderOf(maya);
    const mayaStream = openStream(mayaToken);
    const benStream = openStream(benToken);
    await Promise.all([mayaStream.open, benStream.open]);

    const written = chatSentSchema.parse((await vendorWrites(orderId, 'Your order is on its way')).body.data).message;
    await expect.poll(() => mayaStream.updates).toEqual([
      { type: 'chat.message', orderId, message: written },
      {
        type: 'notification.created',
        notification: expect.objectContaining({ kind: 'chat_message', body: 'Your order is on its way', link: `/requests/${orderId}/chat`, read: false }),
      },
    ]);
    // The buyer's own message goes to their other tabs, once however often it is sent.
    await send({ order_id: orderId, id: idOf(9), body: 'Thank you' });
    await send({ order_id: orderId, id: idOf(9), body: 'Thank you' });
    await expect.poll(() => mayaStream.updates.length).toBe(3);
    expect(mayaStream.updates[2]).toMatchObject({ type: 'chat.message', orderId, message: { id: idOf(9), sender: 'buyer' } });
    expect(benStream.updates).toEqual([]);
    mayaStream.close();
    benStream.close();
    await Promise.all([mayaStream.finished, benStream.finished]);
  });

  it("reading the chat reads its messages' notifications too, and tells the person's tabs to count again", async () => {
    const orderId = await orderOf(maya);
    const otherOrder = await orderOf(maya);
    await vendorWrites(orderId, 'Your order is on its way');
    await vendorWrites(otherOrder, 'Yours is packed');
    const unread = async () => ((await server.post('/reactapi/view/notifications/unread', {}, mayaToken)).body.data as { unread_count: number }).unread_count;
    expect(await unread()).toBe(2);
    const mayaStream = openStream(mayaToken);
    await mayaStream.open;

    expect((await server.post('/reactapi/chat/read', { order_id: orderId }, mayaToken)).status).toBe(200);
    await expect.poll(() => mayaStream.updates).toEqual([{ type: 'notifications.read' }]);
    // The other conversation's notification stays unread.
    expect(await unread()).toBe(1);
    // Read again: nothing more was read, nobody is told.
    await server.post('/reactapi/chat/read', { order_id: orderId }, mayaToken);
    await server.post('/reactapi/chat/read', { order_id: otherOrder }, mayaToken);
    await expect.poll(() => mayaStream.updates).toHaveLength(2);
    expect(await unread()).toBe(0);
    mayaStream.close();
    await mayaStream.finished;
  });
});
