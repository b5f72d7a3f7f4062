import type { LiveUpdate } from '../src/api/contract/liveUpdates';
import { readLiveUpdates } from '../src/api/liveUpdates';
import { tokenResultSchema } from '../src/api/contract/session';
import type { EnvelopeOf } from '../src/api/contract/envelope';
import { createApp, type AppOptions } from './app';
import { createSession } from './auth/sessions';
import { openDatabase } from './db';
import { DEMO_PASSWORD, seedDemoData } from './seed';

/**
 * A seeded in-memory server with a clock tests can move, its log lines, and small
 * helpers to call it without a socket.
 */
export async function startTestServer(options: Partial<AppOptions> = {}) {
  const db = openDatabase(':memory:');
  await seedDemoData(db);
  let clock = new Date('2026-03-02T09:00:00.000Z');
  const logs: string[] = [];
  const app = createApp({ db, now: () => clock, log: (line) => logs.push(line), devEndpoints: true, ...options });

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
  const addUser = (email: string) => {
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO users (email, password_hash, first_name, last_name, location_id, created_at)
         VALUES (?, 'no password', 'Test', 'User', 1, ?)`,
      )
      .run(email, clock.toISOString());
    return createSession(db, Number(lastInsertRowid), clock);
  };

  let orders = 0;
  /** A paid order of `userId` straight in the table, for what needs only that one exists and whose it is (its chat). */
  const addOrder = (userId: number) => {
    const vendorId = db.prepare<[], number>('SELECT id FROM vendors ORDER BY id LIMIT 1').pluck().get()!;
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO orders (user_id, vendor_id, status, total_cents, payment_method, delivery_json, request_key, created_at)
         VALUES (?, ?, 'paid', 1000, 'wallet', '{}', ?, '2026-03-01T10:00:00.000Z')`,
      )
      .run(userId, vendorId, `test-order-key-${(orders += 1)}`);
    return Number(lastInsertRowid);
  };

  return {
    app,
    db,
    logs,
    post,
    signIn,
    addUser,
    addOrder,
    advanceClock: (ms: number) => {
      clock = new Date(clock.getTime() + ms);
    },
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
