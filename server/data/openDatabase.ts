import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { type Db, engineOf, registerSqliteConnection, type Schema } from '../db';
import { createLru } from '../lru';
import { migratePostgres } from './postgresMigrations';
import { migrateSqlite } from './sqliteMigrations';

/** `postgres://…` (DATABASE_URL), a SQLite file, or `':memory:'` for a throwaway SQLite database. */
export type DatabaseLocation = string;

export const isPostgresUrl = (location: DatabaseLocation) => /^postgres(ql)?:\/\//i.test(location);

/** Opens the database and brings its schema up to date (under the start lock: see withStartLock). */
export async function openDatabase(location: DatabaseLocation, { poolSize = 10 } = {}): Promise<Db> {
  const db = isPostgresUrl(location) ? openPostgres(location, poolSize) : openSqlite(location);
  await withStartLock(db, () => (engineOf(db) === 'postgres' ? migratePostgres(db) : Promise.resolve()));
  return db;
}

// Statements kept prepared per SQL text: preparing on every call cost about a tenth of a
// catalogue read. Bounded, as IN lists of different lengths make different texts.
const PREPARED_KEPT = 1_000;

function openSqlite(file: string): Db {
  const raw = new Database(file);
  // WAL lets readers run while a write is in progress; meaningless for an in-memory db.
  if (file !== ':memory:') {
    raw.pragma('journal_mode = WAL');
    // A commit appends to the WAL without waiting for the disk; the WAL is synced at each
    // checkpoint. Still safe against corruption (a crash or power loss leaves a consistent
    // database), but a power loss (not a crash of the server) may lose the last commits.
    // docs/decisions/0018.
    raw.pragma('synchronous = NORMAL');
  }
  raw.pragma('busy_timeout = 5000');
  migrateSqlite(raw);
  raw.pragma('foreign_keys = ON');
  const statements = createLru<string, Database.Statement>(PREPARED_KEPT);
  const database = {
    close: () => raw.close(),
    prepare: (text: string) => statements.get(text, () => raw.prepare(text)),
  };
  const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database }) });
  registerSqliteConnection(db, {
    exec: (script) => raw.exec(script),
    get inTransaction() {
      return raw.inTransaction;
    },
    prepare: database.prepare,
  });
  return db;
}

// Counts and sums come back as int8/numeric, which pg gives as strings to keep precision past
// 2^53; every such value here (cents, counts, ids) is far below it, and must read as on SQLite.
const INT8 = 20;
const NUMERIC = 1700;
const numbers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 || oid === NUMERIC ? Number : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

function openPostgres(url: string, poolSize: number): Db {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types: numbers });
  // An idle connection the server dropped must not end the process.
  pool.on('error', () => {});
  return new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
}

// Any number fixed for this program: processes that start together on one database queue here.
const START_LOCK = 7_351_771;

/**
 * Runs `work` (migrations, the demo seed) while no other process starting on the same database
 * does: on PostgreSQL under a session advisory lock, so several processes started at once on an
 * empty database migrate and seed once and all come up. SQLite has one server process.
 */
export async function withStartLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (engineOf(db) !== 'postgres') return work();
  return db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(${START_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`SELECT pg_advisory_unlock(${START_LOCK})`.execute(connection);
    }
  });
}
