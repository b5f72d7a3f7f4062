// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tokenResultSchema } from '../src/api/contract/session';
import { createApp } from './app';
import { readServerConfig, type ServerConfig } from './config';
import { type Db, sql, value } from './db';
import { DEMO_EMAIL, DEMO_MFA_EMAIL, DEMO_PASSWORD, retireDemoPasswords, seedDemoData } from './seed';
import { startMessage } from './startMessage';
import { openTestDatabase } from './testDatabase';

const NOW = new Date('2026-03-02T09:00:00.000Z');

function configOf(env: Record<string, string>): ServerConfig {
  const read = readServerConfig(env);
  if (!read.ok) throw new Error(read.problem);
  return read.config;
}

/** The server `npm start` makes of `db`, and a sign-in against it. */
function serverOn(db: Db) {
  const app = createApp({ db, now: () => NOW, production: true, log: () => {} });
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as { code: number; data: unknown } };
  };
  return { post, signIn: (email: string) => post('/api/auth/login', { email, password: DEMO_PASSWORD }) };
}

describe('a production start (NODE_ENV=production)', () => {
  const production = configOf({ NODE_ENV: 'production', HOST: '0.0.0.0' });

  it('makes no account with the published demo password and does not print it; the demo catalogue stays', async () => {
    const db = await openTestDatabase({ seeded: false });
    // As server/main.ts seeds.
    await seedDemoData(db, { accounts: !production.production });

    const server = serverOn(db);
    for (const email of [DEMO_EMAIL, DEMO_MFA_EMAIL]) expect((await server.signIn(email)).status, email).toBe(401);
    const printed = startMessage(production, await retireDemoPasswords(db, NOW));
    expect(printed).toEqual(['LYLA is running at http://0.0.0.0:8080/site/app/', 'Data: SQLite, data/lyla.sqlite']);
    expect(printed.join('\n')).not.toContain(DEMO_PASSWORD);

    // Outside production the demo accounts are there, and the start message names them.
    expect(startMessage(configOf({}), []).join('\n')).toContain(`password ${DEMO_PASSWORD}`);
    expect(await value<number>(db, sql`SELECT COUNT(*) AS n FROM products`)).toBeGreaterThan(0);
  });

  it('on a database seeded outside production, replaces the demo password, ends its sessions and says so in one line', async () => {
    const db = await openTestDatabase({ seeded: false });
    await seedDemoData(db);
    const before = serverOn(db);
    const earlierToken = tokenResultSchema.parse((await before.signIn(DEMO_EMAIL)).body.data).token;
    expect((await before.post('/api/catalogue/home', {}, earlierToken)).status).toBe(200);

    await seedDemoData(db, { accounts: false });
    const retired = await retireDemoPasswords(db, NOW);

    const server = serverOn(db);
    for (const email of [DEMO_EMAIL, DEMO_MFA_EMAIL]) expect((await server.signIn(email)).status, email).toBe(401);
    expect(await server.post('/api/catalogue/home', {}, earlierToken)).toMatchObject({ status: 401, body: { code: 70001 } });
    const printed = startMessage(production, retired);
    expect(printed.filter((line) => line.includes(DEMO_EMAIL))).toEqual([
      `Demo accounts ${DEMO_EMAIL} and ${DEMO_MFA_EMAIL} still had the published demo password: it was replaced with a random one and their sessions ended.`,
    ]);
    expect(printed.join('\n')).not.toContain(DEMO_PASSWORD);

    // The next start finds nothing to replace, and says nothing.
    expect(await retireDemoPasswords(db, NOW)).toEqual([]);
  });

  it('leaves a demo account whose owner chose another password', async () => {
    const db = await openTestDatabase({ seeded: false });
    await seedDemoData(db);
    const server = serverOn(db);
    const token = tokenResultSchema.parse((await server.signIn(DEMO_EMAIL)).body.data).token;
    const changed = await server.post('/api/user/account/change-password', { current_password: DEMO_PASSWORD, new_password: 'owned-now-2026' }, token);
    expect(changed.status).toBe(200);

    expect(await retireDemoPasswords(db, NOW)).toEqual([DEMO_MFA_EMAIL]);
    expect((await server.post('/api/auth/login', { email: DEMO_EMAIL, password: 'owned-now-2026' })).status).toBe(200);
  });
});
