// @vitest-environment node
import Database from 'better-sqlite3';
import { beforeEach, describe, expect, it } from 'vitest';
import { keptWhileUnchanged } from './keptWhileUnchanged';

let db: Database.Database;
let reads: number;
let nameOf: (id: number) => string | undefined;

beforeEach(() => {
  db = new Database(':memory:');
  db.exec("CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO people VALUES (1, 'Maya'), (2, 'Leo')");
  db.exec('CREATE TABLE other (id INTEGER PRIMARY KEY)');
  reads = 0;
  nameOf = keptWhileUnchanged(db, ['people'], (id: number) => {
    reads++;
    return db.prepare<[number], { name: string }>('SELECT name FROM people WHERE id = ?').get(id)?.name;
  });
});

describe('keptWhileUnchanged', () => {
  it('reads once while the table is not written, and reads again after any insert, update or delete', () => {
    expect([nameOf(1), nameOf(1), nameOf(2)]).toEqual(['Maya', 'Maya', 'Leo']);
    expect(reads).toBe(2);

    db.exec("UPDATE people SET name = 'Maia' WHERE id = 1");
    expect(nameOf(1)).toBe('Maia');
    db.exec('DELETE FROM people WHERE id = 2');
    expect(nameOf(2)).toBeUndefined();
    db.exec("INSERT INTO people VALUES (2, 'Lea')");
    expect(nameOf(2)).toBe('Lea');
    expect(reads).toBe(5);
  });

  it('ignores writes to other tables', () => {
    nameOf(1);
    db.exec('INSERT INTO other VALUES (1)');
    nameOf(1);
    expect(reads).toBe(1);
  });

  it('does not keep what was read inside a transaction that then rolled back', () => {
    const renameAndFail = db.transaction(() => {
      db.exec("UPDATE people SET name = 'Nobody' WHERE id = 1");
      expect(nameOf(1)).toBe('Nobody');
      throw new Error('rolled back');
    });
    expect(() => renameAndFail()).toThrow('rolled back');
    expect(nameOf(1)).toBe('Maya');
  });
});
