import { AsyncLocalStorage } from 'node:async_hooks';
import { type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';

export { sql };

/** Raw SQL through Kysely: no table types (the queries are checked by the suite on both engines). */
export type Schema = Record<string, never>;

/**
 * The database, or a transaction on it: every query helper takes either. A function that must
 * write inside its caller's transaction takes the caller's `tx` as its `db`.
 */
export type Db = Kysely<Schema>;

export type Engine = 'sqlite' | 'postgres';

export function engineOf(db: Db): Engine {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * Whether to catch a query sent to the root database from inside a transaction (see guard): in
 * tests and development, or with LYLA_CHECK_TRANSACTIONS=1. Not otherwise: it keeps the open
 * transaction in an AsyncLocalStorage, which on Node 20 turns on promise hooks for the whole
 * process, and every promise of every request then pays for them (measured: a fifth of a read's
 * time on SQLite; docs/decisions/0031). The bug it catches is the code's, not the input's, so
 * the suites catching it is enough.
 */
export function checksTransactions(env: NodeJS.ProcessEnv): boolean {
  return env.LYLA_CHECK_TRANSACTIONS === '1' || env.NODE_ENV === 'test' || env.NODE_ENV === 'development';
}

/** The open transaction of the running async context (and its database), so a query on that root database inside it is caught. */
const openTransaction = checksTransactions(process.env) ? new AsyncLocalStorage<{ open: boolean; database: object }>() : null;

/**
 * What names a database: it and the transactions on it share their executor's adapter. Keys
 * what is kept per database (live sessions, cached answers), whichever of them a caller holds.
 */
export const databaseOf = (db: Db): object => db.getExecutor().adapter;

/**
 * A query sent to the root database while the same flow holds a transaction would wait for that
 * transaction on SQLite (one connection) for ever, and run outside it on PostgreSQL: both are
 * bugs, so it fails at once.
 */
function guard(db: Db): void {
  if (!openTransaction) return;
  const transaction = openTransaction.getStore();
  if (!db.isTransaction && transaction?.open && transaction.database === databaseOf(db)) {
    throw new Error('A query was sent to the database instead of the transaction it runs in: pass the transaction');
  }
}

export async function rows<Row>(db: Db, query: RawBuilder<Row>): Promise<Row[]> {
  guard(db);
  const direct = directSqlite(db, query);
  if (direct) return direct.reader ? (direct.statement.all(direct.parameters) as Row[]) : (direct.statement.run(direct.parameters), []);
  return (await query.execute(db)).rows;
}

/** The first row, or undefined. */
export async function row<Row>(db: Db, query: RawBuilder<Row>): Promise<Row | undefined> {
  guard(db);
  const direct = directSqlite(db, query);
  if (direct) {
    if (!direct.reader) return direct.statement.run(direct.parameters), undefined;
    // A write answering rows (RETURNING) is stepped to its end: one reset before its end
    // commits without SQLite's WAL hook, so the WAL was never checkpointed and grew without
    // bound (195 MB in one bench run of the address edit, every write slower for it).
    return (direct.statement.readonly ? direct.statement.get(direct.parameters) : direct.statement.all(direct.parameters)[0]) as Row | undefined;
  }
  return (await query.execute(db)).rows[0];
}

/** The first column of the first row, or undefined (a count, an id). */
export async function value<Value>(db: Db, query: RawBuilder<unknown>): Promise<Value | undefined> {
  const first = await row(db, query);
  return first === undefined || first === null ? undefined : (Object.values(first)[0] as Value);
}

/** Runs a write; answers how many rows it changed. */
export async function run(db: Db, query: RawBuilder<unknown>): Promise<number> {
  guard(db);
  const direct = directSqlite(db, query);
  // As Kysely's driver: a statement that answers rows (RETURNING) counts no changes.
  if (direct) return direct.reader ? (direct.statement.all(direct.parameters), 0) : direct.statement.run(direct.parameters).changes;
  return Number((await query.execute(db)).numAffectedRows ?? 0);
}

/** openDatabase's SQLite connection: its scripts, whether a transaction is open on it, its kept statements. */
export interface SqliteConnection {
  exec(script: string): unknown;
  readonly inTransaction: boolean;
  prepare(text: string): SqliteStatement;
}

export interface SqliteStatement {
  readonly reader: boolean;
  /** Writes nothing (better-sqlite3's `readonly`): false for a write answering rows with RETURNING. */
  readonly readonly: boolean;
  all(parameters: unknown[]): unknown[];
  get(parameters: unknown[]): unknown;
  run(parameters: unknown[]): { changes: number };
}

interface RegisteredSqlite {
  connection: SqliteConnection;
  /** Statements per template (a call site's `sql` strings) whose every `${…}` is a value: its text is the same each call. */
  byTemplate: WeakMap<readonly string[], SqliteStatement>;
}

const sqliteConnections = new WeakMap<object, RegisteredSqlite>();

/** openDatabase's: the SQLite connection under `db`, for scripts of several statements and the direct path. */
export function registerSqliteConnection(db: Db, connection: SqliteConnection): void {
  sqliteConnections.set(databaseOf(db), { connection, byTemplate: new WeakMap() });
}

interface RawNodeLike {
  readonly kind: string;
  readonly sqlFragments: readonly string[];
  readonly parameters: readonly { readonly kind: string; readonly value?: unknown; readonly immediate?: boolean; readonly name?: string }[];
}

/**
 * A query on SQLite's root database while no transaction is open on its one connection, run
 * straight on the kept prepared statement, without Kysely's executor and connection mutex
 * (about a fifth of a read's time). better-sqlite3 runs a statement synchronously, start to
 * end, so nothing can come between; but a transaction holds the connection across awaits, and a
 * statement run then would run INSIDE it (seeing, or being rolled back with, another request's
 * writes): then, and for every query of a transaction, the query goes through Kysely, which
 * waits for the connection as before. Undefined when the query must go through Kysely.
 */
function directSqlite(db: Db, query: RawBuilder<unknown>): { statement: SqliteStatement; parameters: unknown[]; reader: boolean } | undefined {
  if (db.isTransaction) return undefined;
  const sqlite = sqliteConnections.get(databaseOf(db));
  if (!sqlite || sqlite.connection.inTransaction) return undefined;
  const node = query.toOperationNode() as unknown as RawNodeLike;
  if (node.kind !== 'RawNode') return undefined;
  const parameters: unknown[] = [];
  let statement: SqliteStatement | undefined;
  if (node.parameters.every((parameter) => parameter.kind === 'ValueNode' && !parameter.immediate)) {
    for (const parameter of node.parameters) parameters.push(parameter.value);
    statement = sqlite.byTemplate.get(node.sqlFragments);
    if (!statement) {
      statement = sqlite.connection.prepare(compileSqlite(node, [])!);
      sqlite.byTemplate.set(node.sqlFragments, statement);
    }
  } else {
    const text = compileSqlite(node, parameters);
    if (text === undefined) return undefined;
    statement = sqlite.connection.prepare(text);
  }
  return { statement, parameters, reader: statement.reader };
}

/**
 * The SQL text of a raw query (values, nested `sql`, `sql.join`, `sql.id`) as Kysely's SQLite
 * compiler writes it, its values added to `parameters`; undefined for anything else.
 */
export function compileSqlite(node: RawNodeLike, parameters: unknown[]): string | undefined {
  let text = '';
  for (let index = 0; index < node.sqlFragments.length; index++) {
    text += node.sqlFragments[index];
    const child = node.parameters[index];
    if (child === undefined) continue;
    if (child.kind === 'ValueNode' && !child.immediate) {
      text += '?';
      parameters.push(child.value);
    } else if (child.kind === 'RawNode') {
      const inner = compileSqlite(child as unknown as RawNodeLike, parameters);
      if (inner === undefined) return undefined;
      text += inner;
    } else if (child.kind === 'IdentifierNode' && typeof child.name === 'string') {
      text += `"${child.name.replace(/"/g, '""')}"`;
    } else {
      return undefined;
    }
  }
  return text;
}

/**
 * Several statements in one string (schema scripts). PostgreSQL takes them in one query;
 * Kysely's SQLite driver prepares one statement, so SQLite's own connection runs them (it is
 * the connection the transaction holds: SQLite has one).
 */
export async function exec(db: Db, script: string): Promise<void> {
  guard(db);
  const sqlite = sqliteConnections.get(databaseOf(db));
  if (sqlite) sqlite.connection.exec(script);
  else await sql.raw(script).execute(db);
}

// PostgreSQL refuses a SERIALIZABLE transaction that could have seen another's writes (40001)
// or chose it to end a deadlock (40P01): both are safe to run again from the start.
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 30;
let savepoints = 0;

/**
 * How a transaction is kept from others on PostgreSQL (SQLite runs them one after another on
 * its one connection, so there both are serial): SERIALIZABLE, the default, refuses one that
 * could see a different world than running alone (it is run again); READ COMMITTED sees each
 * statement's latest committed rows and relies on the row locks its writes take, for a
 * transaction that first locks what it reads and writes (e.g. ownedRows' lockList).
 */
export type Isolation = 'serializable' | 'read committed';

/**
 * Runs `work` in one transaction, rolled back when it throws; inside another it is a savepoint
 * (of the outer transaction's isolation).
 *
 * Isolation: SERIALIZABLE on both engines unless `isolation` says otherwise (see Isolation).
 * SQLite has one connection and a transaction holds it (other queries wait), so transactions
 * run one after another. PostgreSQL runs them at once and refuses one that could see a
 * different world than running alone, or ends a deadlock; it is run again, so `work` must only
 * touch the database (publish live updates and log after it returns). Every read-then-write (a
 * balance, a count cap, a compare-and-set) goes in one of these.
 */
export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>, { isolation = 'serializable' }: { isolation?: Isolation } = {}): Promise<T> {
  if (db.isTransaction) {
    const name = sql.id(`savepoint_${++savepoints}`);
    await sql`SAVEPOINT ${name}`.execute(db);
    try {
      const result = await work(db);
      await sql`RELEASE SAVEPOINT ${name}`.execute(db);
      return result;
    } catch (error) {
      await sql`ROLLBACK TO SAVEPOINT ${name}`.execute(db);
      await sql`RELEASE SAVEPOINT ${name}`.execute(db);
      throw error;
    }
  }
  guard(db);
  const postgres = engineOf(db) === 'postgres';
  for (let attempt = 1; ; attempt++) {
    const state = { open: true, database: databaseOf(db) };
    const committed: (() => void)[] = [];
    const committing: (() => Promise<void>)[] = [];
    try {
      const transaction = postgres ? db.transaction().setIsolationLevel(isolation) : db.transaction();
      const execute = () =>
        transaction.execute(async (tx) => {
          afterCommitQueues.set(tx, committed);
          beforeCommitQueues.set(tx, committing);
          const result = await work(tx);
          for (const last of committing) await last();
          return result;
        });
      const result = await (openTransaction ? openTransaction.run(state, execute) : execute());
      for (const then of committed) then();
      return result;
    } catch (error) {
      if (!postgres || attempt >= MAX_ATTEMPTS || !RETRYABLE.has(errorCode(error))) throw error;
      // Spread the runs that collided, a little more each time.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
    } finally {
      // Timers and callbacks started inside keep this context: once it ends they are free.
      state.open = false;
    }
  }
}

const afterCommitQueues = new WeakMap<Db, (() => void)[]>();
const beforeCommitQueues = new WeakMap<Db, (() => Promise<void>)[]>();

/**
 * Runs `last` in the transaction `tx` once its work is done, just before it commits (again on
 * each run): a statement whose effect must come with the commit or not at all, such as a
 * NOTIFY (server/cluster/channel.ts).
 */
export function beforeCommit(tx: Db, last: () => Promise<void>): void {
  const queue = beforeCommitQueues.get(tx);
  if (!queue) throw new Error('beforeCommit needs a transaction of inTransaction');
  queue.push(last);
}

/**
 * Runs `then` once the transaction `db` belongs to has committed (at once outside one; never if
 * it rolls back): what others must not see before the rows are there, such as a live update, or
 * a cache forgotten so it cannot be filled again from the rows before this write.
 */
export function afterCommit(db: Db, then: () => void): void {
  const queue = db.isTransaction ? afterCommitQueues.get(db) : undefined;
  if (queue) queue.push(then);
  else then();
}

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}

/** A UNIQUE or PRIMARY KEY constraint refused the write, on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const code = errorCode(error);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** A FOREIGN KEY constraint refused the write, on either engine. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = errorCode(error);
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/**
 * PostgreSQL refused a number past its column's type (an id above 2^31 - 1 sent by a client);
 * SQLite's integers are wider, so there it is simply a row that does not exist.
 */
export function isOutOfRange(error: unknown): boolean {
  return errorCode(error) === '22003';
}

/** A CHECK constraint refused the write, on either engine. */
export function isCheckViolation(error: unknown): boolean {
  const code = errorCode(error);
  return code === '23514' || code === 'SQLITE_CONSTRAINT_CHECK';
}
