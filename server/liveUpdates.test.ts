// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { notificationPageSchema } from '../src/api/contract/liveUpdates';
import { sql, value } from './db';
import { STREAMS_PER_PERSON } from './live/updateBus';
import { MAX_UNREAD_BYTES } from './routes/liveRoutes';
import { BEN_EMAIL, startMoneyServer, type MoneyServer } from './moneyTestSupport';
import { openLiveStream } from './testSupport';

let server: MoneyServer;

beforeEach(async () => {
  server = await startMoneyServer();
});

const openStream = (token: string) => openLiveStream(server.app, token);

const sendGift = (amountCents: number, message: string) =>
  server.post('/reactapi/user/gift', { idempotency_key: server.key(), recipient_email: BEN_EMAIL, amount_cents: amountCents, message }, server.maya);

describe('the live updates stream', () => {
  it('tells the recipient of a gift, and only them, once it is recorded', async () => {
    await server.addFunds(server.maya, 5000);
    const ben = openStream(server.ben);
    const maya = openStream(server.maya);
    await Promise.all([ben.open, maya.open]);

    expect((await sendGift(1250, 'Thanks for the help')).status).toBe(200);

    await expect.poll(() => ben.updates).toEqual([
      {
        type: 'notification.created',
        notification: expect.objectContaining({
          kind: 'gift_received',
          title: 'You received a gift of $12.50',
          body: 'From demo@lyla.example: Thanks for the help',
          link: '/settings/account/wallet',
          read: false,
        }),
      },
    ]);
    // Maya's top-up came before her stream opened, and the gift she sent tells her nothing.
    expect(maya.updates).toEqual([]);
    ben.close();
    maya.close();
    await Promise.all([ben.finished, maya.finished]);
  });

  it('refuses a stream without the Authorization header, as every signed-in call', async () => {
    const response = await server.app.request(`/reactapi/live/updates?token=${server.ben}`);
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ code: 400 });
  });

  it('ends the stream when its session signs out', async () => {
    const ben = openStream(server.ben);
    await ben.open;
    expect((await server.post('/api/auth/logout', undefined, server.ben)).status).toBe(200);
    await expect(ben.finished).resolves.toBeUndefined();
  });

  it(`keeps at most ${STREAMS_PER_PERSON} streams per person`, async () => {
    const streams = Array.from({ length: STREAMS_PER_PERSON }, () => openStream(server.ben));
    await Promise.all(streams.map((stream) => stream.open));

    const extra = openStream(server.ben);
    await expect(extra.finished).rejects.toMatchObject({ status: 429, message: expect.stringContaining('close another tab') });

    // Closing a tab frees its place (the server hears of it a moment later).
    streams[0]!.close();
    await streams[0]!.finished;
    const openAndCloseStatus = async () => {
      const response = await server.app.request('/reactapi/live/updates', { headers: { Authorization: `Bearer ${server.ben}` } });
      await response.body?.cancel();
      return response.status;
    };
    await expect.poll(openAndCloseStatus).toBe(200);
    for (const stream of streams.slice(1)) stream.close();
  });

  it('closes a stream its tab does not read once it holds more than its bound, however many updates come', async () => {
    const orderId = await server.addOrder((await value<number>(server.db, sql`SELECT id FROM users WHERE email = ${BEN_EMAIL}`))!);
    const response = await server.app.request('/reactapi/live/updates', { headers: { Authorization: `Bearer ${server.ben}` } });
    const reader = response.body!.getReader();
    await reader.read(); // The stream is open; from here on the tab reads nothing.

    // Each message is two updates of some 2 KB (the message, and its notification): far more than the bound in all.
    const MESSAGES = 120;
    for (let n = 0; n < MESSAGES; n += 1) {
      const written = await server.post('/api/dev/chat/vendor-message', { order_id: orderId, body: `Update ${n} `.padEnd(1900, '.') });
      expect(written.status).toBe(200);
    }

    // The tab reads at last: what the stream kept for it, then its end.
    let held = 0;
    let ended = false;
    void (async () => {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) held += chunk.value.byteLength;
      ended = true;
    })();
    await expect.poll(() => ended, { timeout: 5000 }).toBe(true);
    expect(held).toBeLessThan(MAX_UNREAD_BYTES + 8 * 1024);

    // Nothing is lost: the tab connects again and reads what it missed.
    const again = openStream(server.ben);
    await again.open;
    const page = notificationPageSchema.parse((await server.post('/reactapi/view/notifications', {}, server.ben)).body.data);
    expect(page.unread_count).toBe(MESSAGES);
    again.close();
    await again.finished;
  });
});
