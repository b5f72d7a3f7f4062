/**
 * `npm run bench:instances` (part of `npm run bench`): several server processes on one private
 * PostgreSQL (scripts/privatePostgres.ts) behaving as one server. People are signed in with
 * `STREAMS_PER_PERSON` tabs each, every tab holding the live updates stream open on one of the
 * processes (spread in turn, as a load balancer would), and each person's chat messages are
 * posted through a process taken at random: every message must reach every tab of its sender.
 * Three runs: all streams on 1 process; spread over N; over N again with the last process
 * killed (SIGKILL) halfway through the posts, its tabs reconnecting to the others as the app
 * does (src/api/liveUpdates.ts, then the chat reads again what it missed) and its posts that got
 * no answer sent again elsewhere with the same message id, as the app sends an unsent message.
 * Prints p50/p99 delivery time, lost and duplicated messages (both must be 0) and throughput;
 * exits 1 when a message was lost or duplicated, or a run could not be made.
 * `--instances N` (2), `--streams S` (1000), `--messages M` per run (2000), `--concurrency C`
 * posts in flight (16).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chatPageSchema, chatSentSchema } from '../src/api/contract/chat';
import { readLiveUpdates } from '../src/api/liveUpdates';
import { reconnectDelayMs } from '../src/domain/reconnect';
import { createSession } from '../server/auth/sessions';
import { openDatabase } from '../server/data/openDatabase';
import { onPostgresServer } from '../server/data/postgresAdmin';
import { row, sql, value } from '../server/db';
import { STREAMS_PER_PERSON } from '../server/live/updateBus';
import { seedDemoData } from '../server/seed';
import { percentile, spawnScript } from './benchSupport';
import { startPrivatePostgres } from './privatePostgres';

const { values: options } = parseArgs({
  options: {
    instances: { type: 'string', default: '2' },
    streams: { type: 'string', default: '1000' },
    messages: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '16' },
  },
});
const INSTANCES = Number(options.instances);
const STREAMS = Number(options.streams);
const MESSAGES = Number(options.messages);
const CONCURRENCY = Number(options.concurrency);
const PEOPLE = Math.ceil(STREAMS / STREAMS_PER_PERSON);
// Limits, not waits: how long a run may take to open its streams, and its messages to arrive.
const OPEN_LIMIT_MS = 120_000;
const ARRIVAL_LIMIT_MS = 60_000;
// Sending a message again after the process under it died: as often as the app would, and more.
const SEND_TRIES = 6;

interface Person {
  token: string;
  orderId: number;
}

interface Server {
  origin: string;
  alive: boolean;
  stop: (signal?: NodeJS.Signals) => void;
  exited: Promise<unknown>;
  dataDir: string;
}

interface Tab {
  person: Person;
  /** Which live process it opens its stream on (of those alive), as a load balancer spreads tabs. */
  home: number;
  /** Every message shown, live or read again after a reconnect. */
  seen: Set<string>;
  /** How many times each message came live on the stream: more than once is a duplicate. */
  live: Map<string, number>;
  /** What was shown when its stream dropped: reading again goes back until one of them. */
  missedSince: Set<string> | null;
  connected: boolean;
  controller: AbortController;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(done: () => boolean, limitMs: number): Promise<boolean> {
  const started = Date.now();
  while (!done()) {
    if (Date.now() - started > limitMs) return false;
    await sleep(20);
  }
  return true;
}

async function post(origin: string, path: string, body: object, token: string) {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data: unknown } };
}

const postgres = await startPrivatePostgres();
const servers: Server[] = [];
let failed = false;
try {
  await onPostgresServer(postgres.adminUrl, 'CREATE DATABASE lyla_instances');
  const databaseUrl = postgres.urlOf('lyla_instances');
  const people = await signedInPeople(databaseUrl);

  const startServer = async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lyla-instances-'));
    const started = await spawnScript('server/main.ts', { DATABASE_URL: databaseUrl, DATA_DIR: dataDir });
    servers.push({ ...started, alive: true, dataDir });
  };

  console.log(
    `\nSeveral server processes on one PostgreSQL: ${PEOPLE * STREAMS_PER_PERSON} live streams (${PEOPLE} people × ${STREAMS_PER_PERSON} tabs), ` +
      `${MESSAGES} chat messages per run, ${CONCURRENCY} posts in flight, each through a process taken at random.`,
  );
  await startServer();
  const results = [await measure('1 process', people, MESSAGES)];
  while (servers.length < INSTANCES) await startServer();
  if (INSTANCES > 1) {
    results.push(await measure(`${INSTANCES} processes`, people, MESSAGES));
    results.push(await measure(`${INSTANCES} processes, one killed halfway`, people, MESSAGES, servers.at(-1)));
  }
  failed = results.some((result) => result.lost > 0 || result.duplicated > 0);
  console.log(
    '  On this 2-core machine every process, PostgreSQL and this load share the same two cores, so more processes add no\n' +
      '  CPU: the figures show that delivery across processes is exact and what it costs, not a speed-up. On a machine\n' +
      '  (or machines) with a core per process, throughput grows with the processes until PostgreSQL, which every post\n' +
      '  writes to and every delivery passes through (NOTIFY), is the limit.',
  );
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  failed = true;
} finally {
  for (const server of servers) {
    server.stop('SIGKILL');
    await server.exited;
    rmSync(server.dataDir, { recursive: true, force: true });
  }
  postgres.stop();
}
process.exit(failed ? 1 : 0);

/** People with an order each (its chat is where they write) and a session, made straight in the database. */
async function signedInPeople(databaseUrl: string): Promise<Person[]> {
  const db = await openDatabase(databaseUrl);
  try {
    // As a production start seeds it: the catalogue and its vendors, no demo accounts.
    await seedDemoData(db, { accounts: false });
    const vendorId = await value<number>(db, sql`SELECT id FROM vendors ORDER BY id LIMIT 1`);
    const now = new Date();
    const people: Person[] = [];
    for (let index = 0; index < PEOPLE; index += 1) {
      const user = await row<{ id: number }>(
        db,
        sql`INSERT INTO users (email, password_hash, first_name, last_name, location_id, created_at)
            VALUES (${`bench${index}@lyla.example`}, 'no password', 'Bench', ${`Person ${index}`}, 1, ${now.toISOString()}) RETURNING id`,
      );
      const order = await row<{ id: number }>(
        db,
        sql`INSERT INTO orders (user_id, vendor_id, status, total_cents, payment_method, delivery_json, request_key, created_at)
            VALUES (${user!.id}, ${vendorId}, 'paid', 1000, 'wallet', '{}', ${`bench-order-${index}`}, ${now.toISOString()}) RETURNING id`,
      );
      people.push({ token: await createSession(db, user!.id, now), orderId: order!.id });
    }
    return people;
  } finally {
    await db.destroy();
  }
}

/**
 * One run: opens every tab's stream, posts `messages` messages of random people through random
 * processes (killing `victim` halfway), waits until each reached every tab of its person, and
 * prints the figures.
 */
async function measure(label: string, people: Person[], messages: number, victim?: Server) {
  const sentAt = new Map<string, number>();
  const sentBy = new Map<string, Person>();
  /** The processes each message was posted through, in order (more than one: sent again). */
  const postedThrough = new Map<string, string[]>();
  const delivery: number[] = [];
  let recovered = 0;
  let reconnects = 0;
  let lastShown = 0;
  const alive = () => servers.filter((server) => server.alive);

  const show = (tab: Tab, id: string, live: boolean) => {
    // An earlier run's message, read again with this run's.
    if (!sentAt.has(id)) return;
    if (live) tab.live.set(id, (tab.live.get(id) ?? 0) + 1);
    if (tab.seen.has(id)) return;
    tab.seen.add(id);
    lastShown = performance.now();
    const sent = sentAt.get(id);
    if (!live) recovered += 1;
    else if (sent !== undefined) delivery.push(lastShown - sent);
  };

  /** After a reconnect, as the chat does: the newest messages again (and older pages until one it had). */
  const readMissed = async (tab: Tab, origin: string) => {
    const before = tab.missedSince;
    if (!before) return;
    let cursor: string | undefined;
    for (;;) {
      const page = chatPageSchema.parse((await post(origin, '/reactapi/chat/messages', { order_id: tab.person.orderId, cursor }, tab.person.token)).body.data);
      for (const message of page.messages) show(tab, message.id, false);
      // Back to a message it had, or one from before this run.
      if (page.older_cursor === null || page.messages.some((message) => before.has(message.id) || !sentAt.has(message.id))) break;
      cursor = page.older_cursor;
    }
    tab.missedSince = null;
  };

  const runTab = async (tab: Tab, opened: () => void) => {
    for (let attempt = 1; !tab.controller.signal.aborted; attempt += 1) {
      const live = alive();
      const server = live[tab.home % live.length]!;
      await readLiveUpdates({
        baseURL: server.origin,
        token: tab.person.token,
        signal: tab.controller.signal,
        onOpen: () => {
          attempt = 0;
          tab.connected = true;
          opened();
          readMissed(tab, server.origin).catch(() => {
            // That process went too: the next reconnect reads again.
          });
        },
        onUpdate: (update) => {
          if (update.type === 'chat.message') show(tab, (update.message as { id: string }).id, true);
        },
      }).catch(() => {
        // Dropped or refused: opened again after the app's pause, below.
      });
      if (tab.controller.signal.aborted) return;
      if (tab.connected) reconnects += 1;
      tab.connected = false;
      tab.missedSince ??= new Set(tab.seen);
      await sleep(reconnectDelayMs(Math.max(1, attempt)));
    }
  };

  const tabs: Tab[] = people.flatMap((person, index) =>
    Array.from({ length: STREAMS_PER_PERSON }, (_, tab) => ({
      person,
      home: index * STREAMS_PER_PERSON + tab,
      seen: new Set<string>(),
      live: new Map<string, number>(),
      missedSince: null,
      connected: false,
      controller: new AbortController(),
    })),
  );
  const running: Promise<void>[] = [];
  const opens = tabs.map((tab) => new Promise<void>((resolve) => running.push(runTab(tab, resolve))));
  const allOpen = await Promise.race([Promise.all(opens).then(() => true), sleep(OPEN_LIMIT_MS).then(() => false)]);
  if (!allOpen) throw new Error(`${label}: ${tabs.filter((tab) => !tab.connected).length} streams did not open`);

  // Sent once answered 200; a post whose process died under it is sent again elsewhere, same id.
  const sent: string[] = [];
  let unsent = 0;
  let next = 0;
  const send = async (person: Person, id: string) => {
    sentAt.set(id, performance.now());
    sentBy.set(id, person);
    postedThrough.set(id, []);
    for (let attempt = 1; attempt <= SEND_TRIES; attempt += 1) {
      const live = alive();
      const server = live[Math.floor(Math.random() * live.length)]!;
      postedThrough.get(id)!.push(new URL(server.origin).port);
      try {
        const answer = await post(server.origin, '/reactapi/chat/send', { order_id: person.orderId, id, body: `Bench message ${id}` }, person.token);
        if (answer.status === 200 && chatSentSchema.parse(answer.body.data).message.id === id) return sent.push(id);
      } catch {
        // The process went away under the post: not shown as sent, so sent again.
      }
      await sleep(reconnectDelayMs(attempt));
    }
    unsent += 1;
  };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < messages) {
        const index = (next += 1);
        if (victim?.alive && index === Math.floor(messages / 2)) {
          // Out of the load balancer first, then gone without a word, as a crash would.
          victim.alive = false;
          victim.stop('SIGKILL');
        }
        const id = `${label.replace(/\W/g, '').slice(0, 20)}-${String(index).padStart(8, '0')}`;
        await send(people[Math.floor(Math.random() * people.length)]!, id);
      }
    }),
  );
  const tabsOf = new Map<Person, Tab[]>();
  for (const tab of tabs) tabsOf.set(tab.person, [...(tabsOf.get(tab.person) ?? []), tab]);
  const missing = () => sent.reduce((count, id) => count + tabsOf.get(sentBy.get(id)!)!.filter((tab) => !tab.seen.has(id)).length, 0);
  await until(() => missing() === 0 && tabs.every((tab) => tab.connected && tab.missedSince === null), ARRIVAL_LIMIT_MS);
  const seconds = (lastShown - started) / 1000;
  const lost = missing();
  const duplicated = tabs.reduce((count, tab) => count + [...tab.live.values()].filter((times) => times > 1).length, 0);

  for (const tab of tabs) tab.controller.abort();
  await Promise.all(running);
  delivery.sort((a, b) => a - b);
  const verdict = lost === 0 && duplicated === 0 ? 'PASS' : 'FAIL';
  console.log(`\n  ${label}:`);
  console.log(`    delivery to each stream: p50 ${percentile(delivery, 0.5).toFixed(1)} ms, p99 ${percentile(delivery, 0.99).toFixed(1)} ms (${delivery.length} live deliveries)`);
  console.log(`    lost ${lost}, duplicated ${duplicated}   ${verdict} (both must be 0)`);
  console.log(
    `    throughput: ${(sent.length / seconds).toFixed(0)} messages/s sent and shown on every stream of their person ` +
      `(${((sent.length * STREAMS_PER_PERSON) / seconds).toFixed(0)} stream deliveries/s)`,
  );
  // What a loss looks like, to find its cause.
  for (const id of sent.filter((id) => tabsOf.get(sentBy.get(id)!)!.some((tab) => !tab.seen.has(id))).slice(0, 5)) {
    const missingOn = tabsOf.get(sentBy.get(id)!)!.filter((tab) => !tab.seen.has(id)).length;
    console.log(`    lost: ${id}, posted through port ${postedThrough.get(id)!.join(', then ')}; missing on ${missingOn} of ${STREAMS_PER_PERSON} streams`);
  }
  if (reconnects > 0 && !victim) console.log(`    ${reconnects} streams dropped and reconnected, ${recovered} messages shown by reading again`);
  if (victim) {
    console.log(
      `    after the kill: ${reconnects} streams reconnected to the other process${INSTANCES > 2 ? 'es' : ''}, ` +
        `${recovered} messages shown by reading again after a reconnect, ${unsent} posts never answered 200 (not shown as sent)`,
    );
  }
  return { lost, duplicated };
}
