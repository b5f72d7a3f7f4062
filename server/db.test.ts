// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db';
import { MIGRATIONS } from './migrations';
import { seedDemoData } from './seed';

describe('openDatabase', () => {
  it('uses WAL without a sync per commit on a file, records migrations, and reopens without running them again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lyla-db-'));
    try {
      const file = join(dir, 'lyla.sqlite');
      const first = openDatabase(file);
      expect(first.pragma('journal_mode', { simple: true })).toBe('wal');
      // NORMAL (1): commits wait for no disk sync; decision 0018.
      expect(first.pragma('synchronous', { simple: true })).toBe(1);
      expect(first.pragma('foreign_keys', { simple: true })).toBe(1);
      await seedDemoData(first);
      first.close();

      const again = openDatabase(file);
      // In the order they ran (the list's), not the ids' order: helpers' ids are not in sequence.
      const applied = again.prepare<[], { id: string }>('SELECT id FROM schema_migrations ORDER BY rowid').all();
      expect(applied.map((row) => row.id)).toEqual(MIGRATIONS.map((migration) => migration.id));
      await seedDemoData(again);
      expect(again.prepare('SELECT COUNT(*) AS n FROM users').get()).toEqual({ n: 2 });
      expect(again.prepare('SELECT COUNT(*) AS n FROM locations').get()).toEqual({ n: 6 });
      again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('treats emails as case-insensitive and unique', async () => {
    const db = openDatabase(':memory:');
    await seedDemoData(db);
    expect(() =>
      db.prepare("INSERT INTO users (email, password_hash, first_name, last_name, created_at) VALUES ('DEMO@lyla.example', 'x', 'a', 'b', 'now')").run(),
    ).toThrow(/UNIQUE/);
  });
});
