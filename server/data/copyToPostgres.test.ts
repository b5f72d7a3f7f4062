// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rows, run, sql, value } from '../db';
import { seedDemoData } from '../seed';
import { seedDemoRequests } from '../seed/requestSeed';
import { onPostgres, openTestDatabase } from '../testDatabase';
import { uploadStoreFor } from '../uploads/uploadStore';
import { copySqliteToPostgres } from './copyToPostgres';
import { openDatabase } from './openDatabase';

// Copies into PostgreSQL: runs in the suite's PostgreSQL run.
describe.runIf(onPostgres)('npm run db:copy', () => {
  it('copies every row with its id, dates and money as they were, and the saved pictures, into an empty database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lyla-copy-'));
    try {
      const source = await openDatabase(join(dataDir, 'lyla.sqlite'));
      await seedDemoData(source);
      await seedDemoRequests(source);
      const picture = `${'a'.repeat(43)}.png`;
      mkdirSync(join(dataDir, 'avatars'));
      writeFileSync(join(dataDir, 'avatars', picture), Buffer.from('the bytes of a picture'));
      const target = await openTestDatabase({ seeded: false });

      const report = await copySqliteToPostgres(source, target, join(dataDir, 'avatars'));

      expect(report.rows.users).toBe(2);
      expect(report.rows.orders).toBeGreaterThan(5);
      for (const [table, count] of Object.entries(report.rows)) {
        expect(await value(target, sql`SELECT COUNT(*) AS n FROM ${sql.id(table)}`), table).toBe(count);
      }
      for (const table of ['orders', 'wallet_entries', 'chat_messages', 'custom_requests', 'users']) {
        const key = table === 'chat_messages' ? 'seq' : table === 'custom_requests' ? 'order_id' : 'id';
        const ordered = sql`SELECT * FROM ${sql.id(table)} ORDER BY ${sql.id(key)}`;
        expect(await rows(target, ordered), table).toEqual(await rows(source, ordered));
      }
      expect(report.uploads).toEqual({ files: 1, bytes: 22 });
      expect((await uploadStoreFor(target, dataDir).read(picture))?.toString()).toBe('the bytes of a picture');

      // New rows take ids after the copied ones.
      const added = await value<number>(
        target,
        sql`INSERT INTO users (email, password_hash, first_name, last_name, created_at) VALUES ('new@lyla.example', 'x', 'N', 'U', 'now') RETURNING id`,
      );
      expect(added).toBeGreaterThan((await value<number>(source, sql`SELECT MAX(id) FROM users`))!);

      await expect(copySqliteToPostgres(source, target, join(dataDir, 'avatars'))).rejects.toThrow(/already has people in it/);
      await run(target, sql`DELETE FROM users WHERE email = 'new@lyla.example'`);
      await source.destroy();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
