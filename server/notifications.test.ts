// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { notificationPageSchema, unreadCountSchema } from '../src/api/contract/liveUpdates';
import { BEN_EMAIL, startMoneyServer, type MoneyServer } from './moneyTestSupport';
import { row, rows, sql } from './db';
import { createUpdateBus } from './live/updateBus';
import { recordNotification } from './notifications/recordNotification';
import { DEMO_EMAIL } from './seed';

let server: MoneyServer;

beforeEach(async () => {
  server = await startMoneyServer();
});

const userIdOf = async (email: string) => (await row<{ id: number }>(server.db, sql`SELECT id FROM users WHERE email = ${email}`))!.id;
const feed = async (token: string, body: Record<string, unknown> = {}) =>
  notificationPageSchema.parse((await server.post('/reactapi/view/notifications', body, token)).body.data);
const unread = async (token: string) => unreadCountSchema.parse((await server.post('/reactapi/view/notifications/unread', undefined, token)).body.data).unread_count;
const mailsTo = async (email: string) =>
  (await rows<{ subject: string }>(server.db, sql`SELECT subject FROM outbox WHERE to_email = ${email} ORDER BY id`)).map((mail) => mail.subject);
const gift = (amountCents: number) =>
  server.post('/reactapi/user/gift', { idempotency_key: server.key(), recipient_email: BEN_EMAIL, amount_cents: amountCents, message: '' }, server.maya);

/** Records `count` news for a person, as the news of their work place would. */
async function recordNews(userId: number, count: number) {
  const deps = { db: server.db, now: () => new Date(), production: true, log: () => {}, updates: createUpdateBus(server.db) };
  for (let index = 1; index <= count; index += 1) {
    await recordNotification(server.db, deps, {
      userId,
      kind: 'news',
      title: `News ${index}`,
      body: '',
      link: `/news/${index}`,
    });
  }
}

describe('notifications', () => {
  it('are recorded with a gift for its recipient, and with a confirmed top-up for its owner', async () => {
    await server.addFunds(server.maya, 3000);
    expect((await gift(500)).status).toBe(200);

    expect((await feed(server.ben)).items).toEqual([
      expect.objectContaining({ kind: 'gift_received', title: 'You received a gift of $5.00', body: `From ${DEMO_EMAIL}`, link: '/settings/account/wallet', read: false }),
    ]);
    expect((await feed(server.maya)).items).toEqual([expect.objectContaining({ kind: 'top_up_confirmed', title: '$30.00 added to your LYLA Wallet' })]);
  });

  it('are not recorded when the gift is refused', async () => {
    expect((await gift(500)).status).toBe(400);
    expect(await unread(server.ben)).toBe(0);
  });

  it('are also emailed when the owner’s order emails switch is on, and only then', async () => {
    await server.addFunds(server.maya, 3000);
    await gift(100);
    expect(await mailsTo(BEN_EMAIL)).toEqual(['You received a gift of $1.00']);

    expect((await server.post('/reactapi/user/edit', { receive_order_email_notify: false }, server.ben)).status).toBe(200);
    await gift(200);
    expect(await mailsTo(BEN_EMAIL)).toEqual(['You received a gift of $1.00']);
    expect(await unread(server.ben)).toBe(2);
  });

  it('come newest first, a page at a time', async () => {
    await recordNews(await userIdOf(BEN_EMAIL), 25);
    const first = await feed(server.ben, { limit: 20 });
    expect(first.items.map((item) => item.title)).toEqual(Array.from({ length: 20 }, (_, index) => `News ${25 - index}`));
    expect(first.unread_count).toBe(25);
    const second = await feed(server.ben, { cursor: first.next_cursor });
    expect(second.items.map((item) => item.title)).toEqual(['News 5', 'News 4', 'News 3', 'News 2', 'News 1']);
    expect(second.next_cursor).toBeNull();
  });

  it('are marked read one at a time or all at once', async () => {
    await recordNews(await userIdOf(BEN_EMAIL), 3);
    const [newest] = (await feed(server.ben)).items;
    const marked = await server.post('/reactapi/user/notifications/read', { id: newest!.id }, server.ben);
    expect(marked.body.data).toEqual({ unread_count: 2 });
    expect((await feed(server.ben)).items.map((item) => item.read)).toEqual([true, false, false]);

    expect((await server.post('/reactapi/user/notifications/read-all', undefined, server.ben)).body.data).toEqual({ unread_count: 0 });
    expect(await unread(server.ben)).toBe(0);
  });

  it('belong to their owner: another person can neither read nor mark them', async () => {
    await recordNews(await userIdOf(BEN_EMAIL), 2);
    const [bens] = (await feed(server.ben)).items;
    expect((await feed(server.maya)).items).toEqual([]);

    const marked = await server.post('/reactapi/user/notifications/read', { id: bens!.id }, server.maya);
    expect(marked).toEqual({ status: 404, body: expect.objectContaining({ code: 40400, message: 'Notification not found' }) });
    await server.post('/reactapi/user/notifications/read-all', undefined, server.maya);
    expect(await unread(server.ben)).toBe(2);
  });

  it('refuse a bad page request or id with a clear message', async () => {
    expect(await server.post('/reactapi/view/notifications', { limit: 500 }, server.ben)).toMatchObject({ status: 400 });
    expect(await server.post('/reactapi/user/notifications/read', { id: 'one' }, server.ben)).toMatchObject({ status: 400 });
    expect(await server.post('/reactapi/view/notifications/unread')).toMatchObject({ status: 500, body: expect.objectContaining({ code: 400 }) });
  });
});
