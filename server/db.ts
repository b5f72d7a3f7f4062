import Database from 'better-sqlite3';
import { MIGRATIONS } from './migrations';

export type Db = Database.Database;

const statementsByDb = new WeakMap<Db, Map<string, Database.Statement>>();

/**
 * The statement for `sql`, prepared once per database: for the reads every request makes
 * (preparing on each call cost about a tenth of a catalogue read).
 */
export function prepared<Params extends unknown[], Row>(db: Db, sql: string): Database.Statement<Params, Row> {
  let statements = statementsByDb.get(db);
  if (!statements) statementsByDb.set(db, (statements = new Map()));
  let statement = statements.get(sql);
  if (!statement) statements.set(sql, (statement = db.prepare(sql)));
  return statement as Database.Statement<Params, Row>;
}

const transactionRunners = new WeakMap<Db, (work: () => unknown) => unknown>();

/**
 * Runs `work` in one transaction (a savepoint inside another), rolled back when it throws.
 * `db.transaction` is made once per database: making it on every call cost a fifth of a
 * small write.
 */
export function inTransaction<T>(db: Db, work: () => T): T {
  let run = transactionRunners.get(db);
  if (!run) transactionRunners.set(db, (run = db.transaction((given: () => unknown) => given())));
  return run(work) as T;
}

/**
 * Opens (creating when missing) the SQLite database and brings its schema up to date.
 * Pass `':memory:'` for a throwaway database in tests.
 */
export function openDatabase(file: string): Db {
  const db = new Database(file);
  // WAL lets readers run while a write is in progress; meaningless for an in-memory db.
  if (file !== ':memory:') {
    db.pragma('journal_mode = WAL');
    // A commit appends to the WAL without waiting for the disk; the WAL is synced at each
    // checkpoint. Still safe against corruption (a crash or power loss leaves a consistent
    // database), but a power loss (not a crash of the server) may lose the last commits.
    // docs/decisions/0018.
    db.pragma('synchronous = NORMAL');
  }
  db.pragma('busy_timeout = 5000');
  migrate(db);
  db.pragma('foreign_keys = ON');
  return db;
}

/**
 * Runs the migrations not applied yet. Foreign keys are off meanwhile (SQLite's way to make a
 * table again: dropping it with them on would delete the rows that point at it) and checked
 * before each migration commits.
 */
function migrate(db: Db): void {
  db.pragma('foreign_keys = OFF');
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id TEXT PRIMARY KEY,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(
    db.prepare<[], { id: string }>('SELECT id FROM schema_migrations').all().map((row) => row.id),
  );
  const record = db.prepare('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)');
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.id)) continue;
    inTransaction(db, () => {
      db.exec(migration.sql);
      const broken = db.pragma('foreign_key_check') as unknown[];
      if (broken.length > 0) throw new Error(`Migration ${migration.id} leaves ${broken.length} rows pointing nowhere`);
      record.run(migration.id, new Date().toISOString());
    });
  }
}
