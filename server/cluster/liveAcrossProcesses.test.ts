// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chatSentSchema } from '../../src/api/contract/chat';
import { beforeCommit, inTransaction, rows, sql, value } from '../db';
import { DEMO_EMAIL } from '../seed';
import { openLiveStream } from '../testSupport';
import { LARGEST_NOTIFIED_BYTES, tell, toldEverywhere } from './channel';
import { startTwoServers } from './clusterTestSupport';

let servers: Awaited<ReturnType<typeof startTwoServers>>;
let mayaId: number;

beforeEach(async () => {
  servers = await startTwoServers();
  mayaId = (await value<number>(servers.a.db, sql`SELECT id FROM users WHERE email = ${DEMO_EMAIL}`))!;
});

afterEach(async () => {
  await servers.close();
});

const vendorWrites = async (orderId: number, body: string) => {
  const written = await servers.a.post('/api/dev/chat/vendor-message', { order_id: orderId, body });
  expect(written.status).toBe(200);
  return chatSentSchema.parse(written.body.data).message;
};

/** Maya's stream on B, open. */
const mayasStreamOnB = async () => {
  const stream = openLiveStream(servers.b.app, await servers.b.signIn(DEMO_EMAIL));
  await stream.open;
  return stream;
};

/** An order of Maya's, and her streams on A and on B, open. */
const mayasOrderAndStreams = async () => {
  const orderId = await servers.a.addOrder(mayaId);
  const token = await servers.a.signIn(DEMO_EMAIL);
  const onA = openLiveStream(servers.a.app, token);
  const onB = openLiveStream(servers.b.app, token);
  await Promise.all([onA.open, onB.open]);
  return { orderId, token, onA, onB };
};

describe('live updates across two processes on one PostgreSQL', () => {
  it("reach the person's streams on both processes, each once: a vendor's chat message and its notification", async () => {
    const { orderId, onA, onB } = await mayasOrderAndStreams();

    const first = await vendorWrites(orderId, 'Your order is on its way');
    // The next message's updates come right after the first's, on each process: no copy between them.
    const second = await vendorWrites(orderId, 'At your door');
    const expected = [first, second].flatMap((message) => [
      { type: 'chat.message', orderId, message },
      { type: 'notification.created', notification: expect.objectContaining({ kind: 'chat_message', body: message.body }) },
    ]);
    await expect.poll(() => onB.updates.length).toBe(4);
    await expect.poll(() => onA.updates.length).toBe(4);
    expect(onB.updates).toEqual(expected);
    expect(onA.updates).toEqual(expected);
    onA.close();
    onB.close();
    await Promise.all([onA.finished, onB.finished]);
  });

  it("tell the stream on the other process of a request's new status and that its notifications were read (the unread count)", async () => {
    const { a, b } = servers;
    const orderId = await a.addOrder(mayaId);
    const token = await a.signIn(DEMO_EMAIL);
    const onB = openLiveStream(b.app, token);
    await onB.open;

    expect((await a.post('/api/dev/requests/advance', { order_id: orderId, action: 'accept' })).status).toBe(200);
    await expect.poll(() => onB.updates).toEqual([
      { type: 'notification.created', notification: expect.objectContaining({ kind: 'order_status', link: `/requests/${orderId}` }) },
      { type: 'request.status', orderId, status: 'accepted' },
    ]);
    await vendorWrites(orderId, 'Ready at noon');
    await expect.poll(() => onB.updates.length).toBe(4);
    // Read on A: B's tab counts its unread notifications again.
    expect((await a.post('/reactapi/chat/read', { order_id: orderId }, token)).status).toBe(200);
    await expect.poll(() => onB.updates.slice(4)).toEqual([{ type: 'notifications.read' }]);
    const unread = await b.post('/reactapi/view/notifications/unread', {}, token);
    expect(unread.body.data).toEqual({ unread_count: 1 });
    onB.close();
    await onB.finished;
  });

  it('never tell anyone of a rolled-back write', async () => {
    const { a } = servers;
    const onB = await mayasStreamOnB();

    await expect(
      inTransaction(a.db, async (tx) => {
        tell(tx, { kind: 'live-update', userId: mayaId, update: { type: 'request.status', orderId: 1, status: 'rolled back' } });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await inTransaction(a.db, async (tx) => {
      tell(tx, { kind: 'live-update', userId: mayaId, update: { type: 'request.status', orderId: 1, status: 'committed' } });
    });
    await expect.poll(() => onB.updates).toEqual([{ type: 'request.status', orderId: 1, status: 'committed' }]);
    onB.close();
    await onB.finished;
  });

  it('tell once of a transaction run again, and leave no answer waiting for the run that was refused', async () => {
    const { a } = servers;
    const onB = await mayasStreamOnB();

    let runs = 0;
    await inTransaction(a.db, async (tx) => {
      runs += 1;
      tell(tx, { kind: 'live-update', userId: mayaId, update: { type: 'request.status', orderId: 1, status: `run ${runs}` } });
      // Its first run is refused after its NOTIFY, as PostgreSQL refuses one at commit (serialization failure).
      if (runs === 1) beforeCommit(tx, () => Promise.reject(Object.assign(new Error('could not serialize access'), { code: '40001' })));
    });
    await expect.poll(() => onB.updates).toEqual([{ type: 'request.status', orderId: 1, status: 'run 2' }]);
    await toldEverywhere(a.db);
    // Nothing is left to hear back: the refused run's message is not waited for.
    const next = await Promise.race([toldEverywhere(a.db).then(() => 'settled'), new Promise((resolve) => setImmediate(resolve, 'waiting'))]);
    expect(next).toBe('settled');
    onB.close();
    await onB.finished;
  });

  it('carry an update too long for a NOTIFY by reference', async () => {
    const { a } = servers;
    const onB = await mayasStreamOnB();

    const notification = { id: 1, kind: 'news' as const, title: 'Long read', body: 'ü'.repeat(LARGEST_NOTIFIED_BYTES), link: null, read: false, created_at: '2026-03-02T09:00:00.000Z' };
    tell(a.db, { kind: 'live-update', userId: mayaId, update: { type: 'notification.created', notification } });
    tell(a.db, { kind: 'live-update', userId: mayaId, update: { type: 'notifications.read' } });
    // In order, the long one read first.
    await expect.poll(() => onB.updates).toEqual([{ type: 'notification.created', notification }, { type: 'notifications.read' }]);
    expect(await rows(a.db, sql`SELECT id FROM cluster_messages`)).toHaveLength(1);
    onB.close();
    await onB.finished;
  });

  it('close the streams of a process that lost its listener, which listens again', async () => {
    const { a, b } = servers;
    const { orderId, token, onA, onB } = await mayasOrderAndStreams();

    const ended = await rows(a.db, sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = ${b.listenerName}`);
    expect(ended).toHaveLength(1);
    // B may have missed updates: its tab reconnects and reads again, as after a drop. A's stays.
    await expect(onB.finished).resolves.toBeUndefined();
    await expect.poll(() => b.logs, { timeout: 15_000 }).toContain('[cluster] listening again');

    const again = openLiveStream(b.app, token);
    await again.open;
    const message = await vendorWrites(orderId, 'Still here');
    await expect.poll(() => again.updates[0]).toEqual({ type: 'chat.message', orderId, message });
    await expect.poll(() => onA.updates[0]).toEqual({ type: 'chat.message', orderId, message });
    onA.close();
    again.close();
    await Promise.all([onA.finished, again.finished]);
  });
});
