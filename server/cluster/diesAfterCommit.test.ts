// @vitest-environment node
import { afterEach, expect, it } from 'vitest';
import { chatSentSchema } from '../../src/api/contract/chat';
import { sql, value } from '../db';
import { DEMO_EMAIL } from '../seed';
import { openLiveStream } from '../testSupport';
import { hear } from './channel';
import { startTwoServers } from './clusterTestSupport';

let servers: Awaited<ReturnType<typeof startTwoServers>>;

afterEach(async () => {
  await servers.close();
});

it('a chat message committed through a process that dies right after its commit still reaches the tabs on the other process, once', async () => {
  servers = await startTwoServers();
  const { a, b } = servers;
  const mayaId = (await value<number>(a.db, sql`SELECT id FROM users WHERE email = ${DEMO_EMAIL}`))!;
  const orderId = await a.addOrder(mayaId);
  const token = await a.signIn(DEMO_EMAIL);
  const onB = openLiveStream(b.app, token);
  await onB.open;
  // A dies the moment its write has committed: the first thing A does after the commit is
  // hear its own message, and there it leaves the cluster, before anything else runs.
  let dead = false;
  hear(a.db, (message) => {
    if (dead || message.kind !== 'live-update') return;
    dead = true;
    void a.leaveCluster();
  });

  const message = { order_id: orderId, id: 'sent-as-a-dies-0001', body: 'Is it gift wrapped?' };
  await a.post('/reactapi/chat/send', message, token);
  expect(dead).toBe(true);
  // A's answer never reached the app (A died): it sends the message again, through B.
  const again = await b.post('/reactapi/chat/send', message, token);
  expect(again.status).toBe(200);
  const stored = chatSentSchema.parse(again.body.data).message;

  await expect.poll(() => onB.updates).toEqual([{ type: 'chat.message', orderId, message: stored }]);
  onB.close();
  await onB.finished;
});
