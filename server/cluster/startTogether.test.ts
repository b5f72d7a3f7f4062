// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tokenResultSchema } from '../../src/api/contract/session';
import { spawnScript } from '../../scripts/benchSupport';
import { openDatabase } from '../data/openDatabase';
import { onPostgresServer } from '../data/postgresAdmin';
import { type Db, rows, sql, value } from '../db';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../seed';
import { seedDemoRequests } from '../seed/requestSeed';
import { openTestDatabase } from '../testDatabase';

// Two real processes: each compiles the server with tsx, migrates or waits, seeds or waits.
const TEST_LIMIT_MS = 240_000;

function adminUrl(): string {
  const url = process.env.LYLA_TEST_DATABASE_URL;
  if (!url) {
    throw new Error(
      'Starting two server processes on an empty database needs PostgreSQL: run it through scripts/withPostgres.ts ' +
        '(npx tsx scripts/withPostgres.ts -- npx vitest run --config vitest.server.config.ts server/cluster)',
    );
  }
  return url;
}

const running: Awaited<ReturnType<typeof spawnScript>>[] = [];

/** Kills the servers started (by their node pid): at the end of the test, and after one that timed out. */
async function killServers() {
  for (const server of running.splice(0)) {
    server.stop('SIGKILL');
    await server.exited;
  }
}
afterEach(killServers);

/** Rows per table: what a seed that ran twice, or a migration that ran half, would change. */
async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = await rows<{ name: string }>(
    db,
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) counts[name] = (await value<number>(db, sql`SELECT COUNT(*) FROM ${sql.table(name)}`)) ?? 0;
  return counts;
}

describe('two server processes started at the same moment on an empty database', () => {
  it('both come up, the schema migrated and the demo data seeded once, and both answer sign-in', { timeout: TEST_LIMIT_MS }, async () => {
    const admin = adminUrl();
    const name = `lyla_start_${randomBytes(6).toString('hex')}`;
    await onPostgresServer(admin, `CREATE DATABASE ${name}`);
    const databaseUrl = new URL(admin);
    databaseUrl.pathname = `/${name}`;
    const dataDirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'lyla-start-together-')));
    try {
      // Both at once (one that failed to start throws once the other is up, and is stopped after the test).
      const servers = await Promise.all(
        dataDirs.map(async (dataDir) => {
          const server = await spawnScript('server/main.ts', { NODE_ENV: 'development', DATABASE_URL: databaseUrl.href, DATA_DIR: dataDir, LYLA_DEMO_VENDOR: 'off' });
          running.push(server);
          return server;
        }),
      );

      // What one start makes of an empty database, as server/main.ts seeds it (demo data on).
      const reference = await openTestDatabase();
      await seedDemoRequests(reference);
      const expected = await rowCounts(reference);
      // Counted before anyone signs in (a sign-in writes a session). Two connections: openDatabase holds one for the start lock while it checks the schema on another.
      const started = await openDatabase(databaseUrl.href, { poolSize: 2 });
      const counted = await rowCounts(started).finally(() => started.destroy());
      expect(counted).toEqual(expected);

      for (const server of servers) {
        const response = await fetch(`${server.origin}/api/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
        });
        expect(response.status, server.origin).toBe(200);
        expect(tokenResultSchema.parse(((await response.json()) as { data: unknown }).data).token).toBeTruthy();
      }
    } finally {
      await killServers();
      for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
      await onPostgresServer(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
});
