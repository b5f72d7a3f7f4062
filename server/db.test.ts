// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './data/openDatabase';
import { MIGRATIONS } from './data/sqliteMigrations';
import { afterCommit, engineOf, inTransaction, isUniqueViolation, row, rows, run, sql, value } from './db';
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
