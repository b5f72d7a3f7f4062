import { tokenResultSchema } from '../src/api/contract/session';
import type { EnvelopeOf } from '../src/api/contract/envelope';
import { createApp, type AppOptions } from './app';
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
  const app = createApp({ db, now: () => clock, log: (line) => logs.push(line), ...options });

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

  return {
    app,
    db,
    logs,
    post,
    signIn,
    advanceClock: (ms: number) => {
      clock = new Date(clock.getTime() + ms);
    },
  };
}
