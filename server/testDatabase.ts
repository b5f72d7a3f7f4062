import { randomBytes } from 'node:crypto';
import { openDatabase } from './data/openDatabase';
import { onPostgresServer } from './data/postgresAdmin';
import type { Db } from './db';
import { seedDemoData } from './seed';

/**
 * The database of one test. On SQLite (the default) a fresh in-memory one; when the test command
 * runs the suite on PostgreSQL (scripts/withPostgres.ts sets LYLA_TEST_DATABASE_URL), a fresh
 * database copied from the template it migrated and seeded once, dropped when the file ends.
 */
export async function openTestDatabase({ seeded = true } = {}): Promise<Db> {
  const adminUrl = process.env.LYLA_TEST_DATABASE_URL;
  if (!adminUrl) {
    const db = await openDatabase(':memory:');
    if (seeded) await seedDemoData(db);
    return db;
  }
  const name = `lyla_test_${randomBytes(6).toString('hex')}`;
  await onPostgresServer(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${seeded ? SEEDED_TEMPLATE : MIGRATED_TEMPLATE}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase(url.href, { poolSize: 4 });
  opened.push({ db, url: url.href, drop: () => onPostgresServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) });
  return db;
}

/** The suite is running on PostgreSQL (a few tests are of one engine's own behaviour). */
export const onPostgres = Boolean(process.env.LYLA_TEST_DATABASE_URL);

/** Made by scripts/withPostgres.ts before the suite starts. */
export const SEEDED_TEMPLATE = 'lyla_template_seeded';
export const MIGRATED_TEMPLATE = 'lyla_template_migrated';

const opened: { db: Db; url: string; drop: () => Promise<void> }[] = [];

/** The address of a PostgreSQL test database, for a second server on it (server/cluster/clusterTestSupport.ts). */
export function testDatabaseUrl(db: Db): string {
  const found = opened.find((entry) => entry.db === db);
  if (!found) throw new Error('Not a PostgreSQL test database of this file (openTestDatabase on PostgreSQL opens those)');
  return found.url;
}


/** Closes and drops every database this test file opened (tests/support/setup.ts calls it after the file). */
export async function dropTestDatabases(): Promise<void> {
  for (const { db, drop } of opened.splice(0)) {
    await db.destroy();
    await drop();
  }
}
(globalThis as { dropTestDatabases?: () => Promise<void> }).dropTestDatabases = dropTestDatabases;
