// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './data/openDatabase';
import { MIGRATIONS } from './data/sqliteMigrations';
import { Kysely, SqliteDialect } from 'kysely';
import { afterCommit, checksTransactions, compileSqlite, engineOf, inTransaction, isUniqueViolation, row, rows, run, sql, value } from './db';
import { DEMO_EMAIL, seedDemoData } from './seed';
import { openTestDatabase } from './testDatabase';
import { startTestServer } from './testSupport';

describe('openDatabase on a SQLite file', () => {
  it('uses WAL without a sync per commit, records migrations, and reopens without running them again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lyla-db-'));
    try {
      const file = join(dir, 'lyla.sqlite');
      const first = await openDatabase(file);
      expect(await value(first, sql`PRAGMA journal_mode`)).toBe('wal');
      // NORMAL (1): commits wait for no disk sync; decision 0018.
      expect(await value(first, sql`PRAGMA synchronous`)).toBe(1);
      expect(await value(first, sql`PRAGMA foreign_keys`)).toBe(1);
      await seedDemoData(first);
      await first.destroy();

      const again = await openDatabase(file);
      // In the order they ran (the list's), not the ids' order: helpers' ids are not in sequence.
      const applied = await rows<{ id: string }>(again, sql`SELECT id FROM schema_migrations ORDER BY rowid`);
      expect(applied.map((applied) => applied.id)).toEqual(MIGRATIONS.map((migration) => migration.id));
      await seedDemoData(again);
      expect(await row(again, sql`SELECT COUNT(*) AS n FROM users`)).toEqual({ n: 2 });
      expect(await row(again, sql`SELECT COUNT(*) AS n FROM locations`)).toEqual({ n: 6 });
      await again.destroy();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// These run on the engine the suite runs on (SQLite, and PostgreSQL in its own run).
describe('the data layer', () => {
  it('treats emails as case-insensitive and unique', async () => {
    const db = await openTestDatabase();
    const insert = sql`INSERT INTO users (email, password_hash, first_name, last_name, created_at) VALUES ('DEMO@lyla.example', 'x', 'a', 'b', 'now')`;
    const refused = await run(db, insert).catch((error: unknown) => error);
    expect(isUniqueViolation(refused)).toBe(true);
    expect(await value(db, sql`SELECT first_name FROM users WHERE email = ${'Demo@Lyla.Example'}`)).toBe('Maya');
  });

  it('rolls a transaction back whole when it throws, and keeps what a failed savepoint inside did not touch', async () => {
    const db = await openTestDatabase();
    const countOf = () => value<number>(db, sql`SELECT COUNT(*) AS n FROM categories`);
    const before = await countOf();
    const add = (tx: typeof db, name: string) =>
      run(tx, sql`INSERT INTO categories (name, description, position) VALUES (${name}, '', 99)`);

    await expect(
      inTransaction(db, async (tx) => {
        await add(tx, 'Gone');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await countOf()).toBe(before);

    await inTransaction(db, async (tx) => {
      await add(tx, 'Kept');
      await inTransaction(tx, async (inner) => {
        await add(inner, 'Undone');
        throw new Error('inner');
      }).catch(() => {});
    });
    expect(await rows(db, sql`SELECT name FROM categories WHERE position = 99`)).toEqual([{ name: 'Kept' }]);
  });

  it('refuses a query sent to the database from inside a transaction, and runs after-commit work only after the commit', async () => {
    const db = await openTestDatabase();
    const seen: string[] = [];
    await inTransaction(db, async (tx) => {
      await expect(value(db, sql`SELECT 1 AS one`)).rejects.toThrow(/pass the transaction/);
      afterCommit(tx, () => seen.push('committed'));
      seen.push('working');
    });
    expect(seen).toEqual(['working', 'committed']);

    await inTransaction(db, async (tx) => {
      afterCommit(tx, () => seen.push('never'));
      throw new Error('rolled back');
    }).catch(() => {});
    expect(seen).toEqual(['working', 'committed']);
  });

  it('keeps a query of another flow out of an open transaction: it sees only committed rows, and its write stays when that transaction rolls back', async () => {
    const db = await openTestDatabase();
    const countOf = (name: string) => value<number>(db, sql`SELECT COUNT(*) AS n FROM categories WHERE name = ${name}`);
    let entered!: () => void;
    let release!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    const rolledBack = inTransaction(db, async (tx) => {
      await run(tx, sql`INSERT INTO categories (name, description, position) VALUES ('Uncommitted', '', 0)`);
      entered();
      await held;
      throw new Error('rolled back');
    }).catch(() => {});
    await inside;
    // Another request's queries while that transaction is open (on SQLite they wait for its connection).
    const seen = countOf('Uncommitted');
    const written = run(db, sql`INSERT INTO categories (name, description, position) VALUES ('Outside', '', 0)`);
    release();
    await rolledBack;
    expect(await seen).toBe(0);
    expect(await written).toBe(1);
    expect(await countOf('Outside')).toBe(1);
    expect(await countOf('Uncommitted')).toBe(0);
  });

  it('gives every caller of a counted write its own exact turn when they run at once', async () => {
    const db = await openTestDatabase();
    await run(db, sql`INSERT INTO categories (name, description, position) VALUES ('Counter', '', 0)`);
    // Twenty read-then-write increments at once: serializable transactions lose none of them.
    await Promise.all(
      Array.from({ length: 20 }, () =>
        inTransaction(db, async (tx) => {
          const position = await value<number>(tx, sql`SELECT position FROM categories WHERE name = 'Counter'`);
          await run(tx, sql`UPDATE categories SET position = ${position! + 1} WHERE name = 'Counter'`);
        }),
      ),
    );
    expect(await value(db, sql`SELECT position FROM categories WHERE name = 'Counter'`)).toBe(20);
    expect(['sqlite', 'postgres']).toContain(engineOf(db));
  });
});

describe('the direct path on SQLite', () => {
  it("writes a raw query's text and values as Kysely's SQLite compiler does", () => {
    const sqlite = new Kysely({ dialect: new SqliteDialect({ database: { close: () => {}, prepare: () => { throw new Error('not run'); } } }) });
    const table = sql.id('addresses');
    const queries = [
      sql`SELECT 1 AS one`,
      sql`SELECT * FROM users WHERE id = ${7} AND email = ${'a@b.c'}`,
      sql`UPDATE ${table} SET is_default = ${sql`CASE WHEN id = ${3} THEN 1 ELSE 0 END`} WHERE user_id = ${2}`,
      sql`SELECT id FROM products WHERE id IN (${sql.join([1, 2, 3])}) ORDER BY ${sql.raw('id')}`,
      sql`SELECT ${sql.id('we"ird')} FROM t WHERE a = ${null}`,
    ];
    for (const query of queries) {
      const parameters: unknown[] = [];
      const compiled = query.compile(sqlite);
      expect(compileSqlite(query.toOperationNode() as never, parameters)).toBe(compiled.sql);
      expect(parameters).toEqual(compiled.parameters);
    }
    // What it does not know goes through Kysely.
    expect(compileSqlite(sql`SELECT ${sql.lit(1)}`.toOperationNode() as never, [])).toBeUndefined();
  });

  it('keeps the WAL checkpointed when writes answer rows (RETURNING)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lyla-db-'));
    try {
      const file = join(dir, 'lyla.sqlite');
      const db = await openDatabase(file);
      await run(db, sql`INSERT INTO users (email, password_hash, first_name, last_name, created_at) VALUES ('wal@lyla.example', 'x', 'W', 'A', '2026-01-01')`);
      const userId = await value<number>(db, sql`SELECT id FROM users WHERE email = 'wal@lyla.example'`);
      const added = await row<{ id: number }>(
        db,
        sql`INSERT INTO addresses (user_id, label, line1, line2, city, state, zipcode, is_default, created_at)
            VALUES (${userId}, 'Home', '1 Main St', '', 'Springfield', 'IL', '62701', 1, '2026-01-01') RETURNING id`,
      );
      // Each edit appends about a page; SQLite checkpoints the WAL every 1 000 pages and starts
      // it over, so 3 000 edits leave at most about 1 000 pages in it (it held 3 000 when the
      // edits' commits skipped the checkpoint).
      for (let edit = 0; edit < 3000; edit++) {
        const edited = await row<{ line2: string }>(db, sql`UPDATE addresses SET line2 = ${`Desk ${edit}`} WHERE id = ${added!.id} RETURNING *`);
        expect(edited?.line2).toBe(`Desk ${edit}`);
      }
      const [walState] = await rows<{ log: number }>(db, sql`PRAGMA wal_checkpoint(PASSIVE)`);
      expect(walState!.log).toBeLessThanOrEqual(1_100);
      await db.destroy();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('checks transactions in tests and development, or when asked, and not in production', () => {
    expect(checksTransactions({ NODE_ENV: 'test' })).toBe(true);
    expect(checksTransactions({ NODE_ENV: 'development' })).toBe(true);
    expect(checksTransactions({ NODE_ENV: 'production', LYLA_CHECK_TRANSACTIONS: '1' })).toBe(true);
    expect(checksTransactions({ NODE_ENV: 'production' })).toBe(false);
    expect(checksTransactions({})).toBe(false);
  });
});

describe('an id past what an integer column holds', () => {
  it('answers not found on either engine, as a missing row does', async () => {
    const server = await startTestServer();
    const token = await server.signIn(DEMO_EMAIL);
    const tooLarge = 2 ** 31;
    const answer = await server.post('/api/catalogue/product', { category_id: 1, vendor_id: 1, product_id: tooLarge }, token);
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe(40400);
  });
});
