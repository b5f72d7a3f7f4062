// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { avatarUploadSchema } from '../../src/api/contract/account';
import { chatPageSchema, chatSentSchema } from '../../src/api/contract/chat';
import { notificationPageSchema } from '../../src/api/contract/liveUpdates';
import { reminderResultSchema, reminderRunResultSchema } from '../../src/api/contract/reminders';
import { rows, sql, value } from '../db';
import { UPLOAD_TTL_MS } from '../routes/avatarRoutes';
import { DEMO_EMAIL } from '../seed';
import { openLiveStream } from '../testSupport';
import { uploadStoreFor } from '../uploads/uploadStore';
import { startTwoServers } from './clusterTestSupport';

/**
 * Work no request asks for (the reminder pass, the upload purge, the demo vendor's answers) runs
 * on every process: each piece of it must still happen once. Each is claimed by the database in
 * one statement or transaction (a firing's primary key, a purge's DELETE … RETURNING, a message's
 * unique id), so two processes doing it at the same moment do it once between them.
 */

let servers: Awaited<ReturnType<typeof startTwoServers>> | undefined;

afterEach(async () => {
  await servers?.close();
  servers = undefined;
});

const mayaId = (two: NonNullable<typeof servers>) => value<number>(two.a.db, sql`SELECT id FROM users WHERE email = ${DEMO_EMAIL}`);

describe('scheduled work on two processes of one PostgreSQL', () => {
  it('fires a due reminder once when both processes run their pass at the same moment', async () => {
    servers = await startTwoServers();
    const { a, b } = servers;
    const token = await a.signIn(DEMO_EMAIL);
    const added = await a.post(
      '/reactapi/user/reminder/add',
      { type: 'birthday', title: "Emma's birthday", date: '2019-03-10', repeat: 'yearly', remind_days_before: 3 },
      token,
    );
    const reminder = reminderResultSchema.parse(added.body.data).reminder;
    const onA = openLiveStream(a.app, token);
    const onB = openLiveStream(b.app, token);
    await Promise.all([onA.open, onB.open]);

    // Its remind day (March 7th for the 10th), on both processes at once.
    const run = (server: typeof a) => server.post('/api/dev/reminders/run', { at: '2026-03-07T08:00:00.000Z' });
    const fired = (await Promise.all([run(a), run(b)])).map((answer) => reminderRunResultSchema.parse(answer.body.data).fired);
    expect(fired.sort()).toEqual([0, 1]);

    const due = (update: { type: string; notification?: { kind: string } }) => update.type === 'notification.created' && update.notification?.kind === 'reminder_due';
    await expect.poll(() => onA.updates.filter(due)).toHaveLength(1);
    await expect.poll(() => onB.updates.filter(due)).toHaveLength(1);
    for (const server of [a, b]) {
      const notifications = notificationPageSchema.parse((await server.post('/reactapi/view/notifications', {}, token)).body.data).items;
      expect(notifications.filter((notification) => notification.kind === 'reminder_due')).toEqual([
        expect.objectContaining({ title: `Reminder: ${reminder.title} on 2026-03-10` }),
      ]);
    }
    // Its email too, once.
    expect(await rows(a.db, sql`SELECT subject FROM outbox WHERE subject LIKE 'Reminder:%'`)).toHaveLength(1);
    onA.close();
    onB.close();
    await Promise.all([onA.finished, onB.finished]);
  });

  it('purges an expired upload once, its row and bytes gone, when both processes purge at the same moment', async () => {
    servers = await startTwoServers();
    const { a, b } = servers;
    const token = await a.signIn(DEMO_EMAIL);
    const announce = async (server: typeof a) => {
      const response = await server.post('/api/avatar/upload', { file_name: 'me.png', content_type: 'image/png', size: PNG.length }, token);
      expect(response.status).toBe(200);
      return avatarUploadSchema.parse(response.body.data);
    };
    const put = async (server: typeof a, url: string) => {
      const response = await server.app.request(url, { method: 'PUT', headers: { 'Content-Type': 'image/png' }, body: new Uint8Array(PNG) });
      return response.status;
    };
    // Announced on A, its bytes sent to B; then never saved.
    const abandoned = await announce(a);
    expect(await put(b, abandoned.upload_url)).toBe(200);
    const store = uploadStoreFor(a.db, 'unused on PostgreSQL');
    expect(await store.list()).toEqual([expect.stringMatching(new RegExp(`^pending/${abandoned.upload_id}-`))]);

    a.advanceClock(UPLOAD_TTL_MS + 1);
    // An announce purges first: one on each process, at once.
    const [onA, onB] = await Promise.all([announce(a), announce(b)]);

    expect(await store.list()).toEqual([]);
    const left = await rows<{ id: string }>(a.db, sql`SELECT id FROM avatar_uploads`);
    expect(left.map((upload) => upload.id).sort()).toEqual([onA.upload_id, onB.upload_id].sort());
    expect((await b.post('/api/avatar/save', { upload_id: abandoned.upload_id }, token)).status).toBe(404);
    // Neither purge failed on what the other had taken.
    expect([...a.logs, ...b.logs].filter((line) => line.startsWith('[avatar]'))).toEqual([]);
  });

  it("answers the buyer's first message once, though it was sent to both processes at once", async () => {
    const tasks: Array<() => Promise<void>> = [];
    servers = await startTwoServers({ demoVendor: { delayMs: 3000, schedule: (task) => tasks.push(task) } });
    const { a, b } = servers;
    const token = await a.signIn(DEMO_EMAIL);
    const orderId = await a.addOrder((await mayaId(servers))!);
    const stream = openLiveStream(b.app, token);
    await stream.open;

    // The same message sent again to the other process while the first send runs (its answer was slow).
    const message = { order_id: orderId, id: 'first-message-000001', body: 'Is it gift wrapped?' };
    const sent = await Promise.all([a.post('/reactapi/chat/send', message, token), b.post('/reactapi/chat/send', message, token)]);
    expect(sent.map((answer) => [answer.status, chatSentSchema.parse(answer.body.data).message.id])).toEqual([
      [200, message.id],
      [200, message.id],
    ]);
    // Both processes' timers, run at the same moment.
    await Promise.all(tasks.splice(0).map((task) => task()));

    const senders = async (server: typeof a) =>
      chatPageSchema.parse((await server.post('/reactapi/chat/messages', { order_id: orderId }, token)).body.data).messages.map((shown) => shown.sender);
    expect(await senders(b)).toEqual(['buyer', 'vendor']);
    expect(await senders(a)).toEqual(['buyer', 'vendor']);
    const fromVendor = (update: { type: string; message?: unknown }) => update.type === 'chat.message' && (update.message as { sender: string }).sender === 'vendor';
    await expect.poll(() => stream.updates.filter(fromVendor)).toHaveLength(1);
    stream.close();
    await stream.finished;
  });
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(56, 7)]);
