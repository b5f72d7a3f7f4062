// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { expect, it } from 'vitest';
import { openDatabase } from './data/openDatabase';
import { MIGRATIONS } from './data/sqliteMigrations';
import { rows, sql, value, type Schema } from './db';
import { seedDemoData } from './seed';
import { onPostgres } from './testDatabase';

const LIFECYCLE = '0011_request_lifecycle';
// Later migrations that change a table 0011 makes: on a real database they ran after it.
const BUILT_ON_LIFECYCLE = ['0016_custom_request_photos'];

// A migration of SQLite files made before it: PostgreSQL starts from a baseline that already has
// the request lifecycle (server/data/postgresMigrations.ts), so there is nothing to migrate.
it.skipIf(onPostgres)('0011 makes the orders and wallet tables again keeping every row, and every row pointing at them', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'lyla-migration-'));
  try {
    const file = join(dir, 'lyla.sqlite');
    // A database as it was before the migration, with an order, its line, its payment and a chat message.
    const before = new Database(file);
    before.exec('CREATE TABLE schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
    for (const migration of MIGRATIONS.filter((candidate) => candidate.id !== LIFECYCLE && !BUILT_ON_LIFECYCLE.includes(candidate.id))) {
      before.exec(migration.sql);
      before.prepare('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)').run(migration.id, '2026-01-01T00:00:00.000Z');
    }
    // Seeded through the data layer on the old schema (no migration runs: the file is opened as it is).
    await seedDemoData(new Kysely<Schema>({ dialect: new SqliteDialect({ database: before }) }));
    const product = before.prepare<[], { id: number; vendor_id: number }>('SELECT id, vendor_id FROM products LIMIT 1').get()!;
    const userId = before.prepare<[], number>('SELECT id FROM users LIMIT 1').pluck().get()!;
    before.exec(`INSERT INTO wallets (user_id, balance_cents) VALUES (${userId}, 0)`);
    before
      .prepare(
        `INSERT INTO orders (id, user_id, vendor_id, status, total_cents, payment_method, delivery_json, request_key, created_at)
         VALUES (7, ?, ?, 'paid', 500, 'wallet', '{}', 'key-0000000000000001', '2026-01-02T00:00:00.000Z')`,
      )
      .run(userId, product.vendor_id);
    before.prepare("INSERT INTO order_lines (order_id, product_id, name, quantity, unit_cents, options_json) VALUES (7, ?, 'Mug', 1, 500, '{}')").run(product.id);
    before.exec(`INSERT INTO wallet_entries (user_id, kind, amount_cents, description, order_id, created_at) VALUES (${userId}, 'payment', -500, 'Order #7', 7, '2026-01-02T00:00:00.000Z')`);
    before.exec("INSERT INTO chat_messages (id, order_id, sender, body, created_at) VALUES ('m1', 7, 'vendor', 'Hello', '2026-01-02T00:00:00.000Z')");
    before.close();

    const after = await openDatabase(file);
    expect(await rows(after, sql`SELECT id, kind, status, payment_method FROM orders`)).toEqual([{ id: 7, kind: 'order', status: 'paid', payment_method: 'wallet' }]);
    expect(await value(after, sql`SELECT COUNT(*) AS n FROM order_lines WHERE order_id = 7`)).toBe(1);
    expect(await value(after, sql`SELECT COUNT(*) AS n FROM wallet_entries WHERE order_id = 7`)).toBe(1);
    expect(await value(after, sql`SELECT COUNT(*) AS n FROM chat_messages WHERE order_id = 7`)).toBe(1);
    expect(await rows(after, sql`SELECT status, at FROM order_status_events WHERE order_id = 7`)).toEqual([{ status: 'paid', at: '2026-01-02T00:00:00.000Z' }]);
    expect(await rows(after, sql`PRAGMA foreign_key_check`)).toEqual([]);
    expect(await value(after, sql`PRAGMA foreign_keys`)).toBe(1);
    await after.destroy();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
