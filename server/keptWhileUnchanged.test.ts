// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { type Db, inTransaction, row, run, sql } from './db';
import { forgetKeptAnswers, KEPT_ANSWER_MS, keptWhileUnchanged } from './keptWhileUnchanged';
import { openTestDatabase } from './testDatabase';

let db: Db;
let clock: Date;
const now = () => clock;
let reads: number;
let nameOf: (id: number) => Promise<string | undefined>;
/** When set, the next read waits, after reading its row, until the test lets it finish. */
let heldRead: { reached: () => void; released: Promise<void> } | undefined;

/** A write to `people` and its forget, as every writer of a watched table does it. */
const rename = async (into: Db, id: number, name: string) => {
  await run(into, sql`UPDATE people SET name = ${name} WHERE id = ${id}`);
  forgetKeptAnswers(into, 'people');
};

/** Holds the next read once it has read its row: `read` settles then, `finish` lets it answer. */
function holdNextRead() {
  let finish!: () => void;
  const released = new Promise<void>((resolve) => (finish = resolve));
  const read = new Promise<void>((reached) => (heldRead = { reached, released }));
  return { read, finish };
}

beforeEach(async () => {
  db = await openTestDatabase({ seeded: false });
  await run(db, sql`CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT)`);
  await run(db, sql`INSERT INTO people VALUES (1, 'Maya'), (2, 'Leo')`);
  clock = new Date('2026-03-02T09:00:00.000Z');
  reads = 0;
  heldRead = undefined;
  nameOf = keptWhileUnchanged(db, ['people'], async (id: number) => {
    reads++;
    const found = await row<{ name: string }>(db, sql`SELECT name FROM people WHERE id = ${id}`);
    const held = heldRead;
    heldRead = undefined;
    if (held) {
      held.reached();
      await held.released;
    }
    return found?.name;
  }, now);
});

describe('keptWhileUnchanged', () => {
  it('reads once while the table is not written, and reads again after any write its writer forgets', async () => {
    expect([await nameOf(1), await nameOf(1), await nameOf(2)]).toEqual(['Maya', 'Maya', 'Leo']);
    expect(reads).toBe(2);

    await rename(db, 1, 'Maia');
    expect(await nameOf(1)).toBe('Maia');
    await run(db, sql`DELETE FROM people WHERE id = 2`);
    forgetKeptAnswers(db, 'people');
    expect(await nameOf(2)).toBeUndefined();
    await run(db, sql`INSERT INTO people VALUES (2, 'Lea')`);
    forgetKeptAnswers(db, 'people');
    expect(await nameOf(2)).toBe('Lea');
    expect(reads).toBe(5);
  });

  it('reads again once what it keeps is as old as the backstop, even with no forget (one lost on its way)', async () => {
    await nameOf(1);
    await run(db, sql`UPDATE people SET name = 'Maia' WHERE id = 1`);
    clock = new Date(clock.getTime() + KEPT_ANSWER_MS - 1);
    expect(await nameOf(1)).toBe('Maya');
    clock = new Date(clock.getTime() + 1);
    expect(await nameOf(1)).toBe('Maia');
  });

  it('ignores writes to other tables', async () => {
    await nameOf(1);
    forgetKeptAnswers(db, 'other');
    await nameOf(1);
    expect(reads).toBe(1);
  });

  it('never serves a read that started before a write after it', async () => {
    const held = holdNextRead();
    const before = nameOf(1);
    await held.read;
    // That read has its row ('Maya'); the write lands before it answers.
    await rename(db, 1, 'Maia');
    held.finish();
    expect(await before).toBe('Maya');
    expect(await nameOf(1)).toBe('Maia');
  });

  it('forgets again once a transaction commits, and keeps serving the rows a rollback left', async () => {
    // What a reader outside the transaction sees: on PostgreSQL the rows before it until it commits.
    let committed = 'Maya';
    const answerOf = keptWhileUnchanged(db, ['people'], async () => committed, now);
    await inTransaction(db, async (tx) => {
      await rename(tx, 1, 'Maia');
      expect(await answerOf(1)).toBe('Maya');
    });
    committed = 'Maia';
    expect(await answerOf(1)).toBe('Maia');

    expect(await nameOf(1)).toBe('Maia');
    await expect(
      inTransaction(db, async (tx) => {
        await rename(tx, 1, 'Nobody');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await nameOf(1)).toBe('Maia');
  });
});
