import type { LiveUpdate } from '../src/api/contract/liveUpdates';
import { readLiveUpdates } from '../src/api/liveUpdates';
import { tokenResultSchema } from '../src/api/contract/session';
import type { EnvelopeOf } from '../src/api/contract/envelope';
import { createApp, type AppOptions } from './app';
import { createSession } from './auth/sessions';
import { row, sql, value } from './db';
import { DEMO_PASSWORD } from './seed';
import { openTestDatabase } from './testDatabase';

/** The tests' clock, which they move forward; several servers of one test share one. */
export function createTestClock() {
  let now = new Date('2026-03-02T09:00:00.000Z');
  return {
    now: () => now,
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

/**
 * A seeded server (SQLite in memory, or a fresh PostgreSQL database: server/testDatabase.ts) with a clock tests can move, its log lines, and small
 * helpers to call it without a socket. `options.db` and `clock` put it on a database and a clock
 * another server of the test already uses (server/cluster/clusterTestSupport.ts).
 */
export async function startTestServer(options: Partial<AppOptions> = {}, clock = createTestClock()) {
  const db = options.db ?? (await openTestDatabase());
  const logs: string[] = [];
  const app = createApp({ db, now: clock.now, log: (line) => logs.push(line), devEndpoints: true, ...options });

  const post = async (path: string, body?: unknown, token?: string) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (token !== undefined) headers.Authorization = `Bearer ${token}`;
    const response = await app.request(path, {
      method: 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as EnvelopeOf<unknown> };
  };

  const signIn = async (email: string, password = DEMO_PASSWORD) => {
    const { body } = await post('/api/auth/login', { email, password });
    return tokenResultSchema.parse(body.data).token;
  };

  /** Another signed-in account of the demo work place; its session is made directly. */
  const addUser = async (email: string) => {
    const user = await row<{ id: number }>(
      db,
      sql`INSERT INTO users (email, password_hash, first_name, last_name, location_id, created_at)
          VALUES (${email}, 'no password', 'Test', 'User', 1, ${clock.now().toISOString()}) RETURNING id`,
    );
    return createSession(db, user!.id, clock.now());
  };

  let orders = 0;
  /** A paid order of `userId` straight in the table, for what needs only that one exists and whose it is (its chat). */
  const addOrder = async (userId: number) => {
    const vendorId = await value<number>(db, sql`SELECT id FROM vendors ORDER BY id LIMIT 1`);
    const order = await row<{ id: number }>(
      db,
      sql`INSERT INTO orders (user_id, vendor_id, status, total_cents, payment_method, delivery_json, request_key, created_at)
          VALUES (${userId}, ${vendorId}, 'paid', 1000, 'wallet', '{}', ${`test-order-key-${(orders += 1)}`}, '2026-03-01T10:00:00.000Z')
          RETURNING id`,
    );
    return order!.id;
  };

  return {
    app,
    db,
    logs,
    post,
    signIn,
    addUser,
    addOrder,
    advanceClock: clock.advance,
  };
}

/**
 * A person's live-updates stream opened as the app opens it (src/api/liveUpdates.ts), against
 * the app without a socket. `open` settles once the server accepted it; `updates` fills as
 * they arrive.
 */
export function openLiveStream(app: { request(input: string, init?: RequestInit): Response | Promise<Response> }, token: string) {
  const controller = new AbortController();
  const updates: LiveUpdate[] = [];
  let opened!: () => void;
  const open = new Promise<void>((resolve) => (opened = resolve));
  const finished = readLiveUpdates({
    baseURL: 'http://127.0.0.1',
    token,
    signal: controller.signal,
    onOpen: opened,
    onUpdate: (update) => updates.push(update),
    fetch: (input, init) => Promise.resolve(app.request(String(input), init)),
  });
  return { open, finished, updates, close: () => controller.abort() };
}
