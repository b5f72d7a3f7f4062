import { afterCommit, databaseOf, type Db } from './db';
import { createLru } from './lru';

const KEPT_AT_MOST = 10_000;

/** What a write to a table must forget: the kept answers read from it, by database (databaseOf, not per transaction). */
const forgettersByDb = new WeakMap<object, Map<string, Set<() => void>>>();

/**
 * The one invalidation hook of `keptWhileUnchanged`: every write to `table` calls it, with the
 * `db` or transaction it wrote through. Forgotten now and again after the commit: a read
 * between the write and the commit still sees the rows before it (PostgreSQL).
 */
export function forgetKeptAnswers(db: Db, table: string): void {
  const forget = () => forgettersByDb.get(databaseOf(db))?.get(table)?.forEach((forgetAll) => forgetAll());
  forget();
  afterCommit(db, forget);
}

/**
 * `read`, with its answers kept in memory until a row of `tables` is written. Writers say so with
 * `forgetKeptAnswers`: SQLite's temp triggers that called back into JS cannot exist on
 * PostgreSQL, so forgetting is explicit and the same on both engines. Writes by another process
 * are not seen: the server is the database's only writer.
 *
 * A read is kept from the moment it starts (its promise), so forgetting also drops a read still
 * under way: one that started before a write can never be served after it. A failed read is not
 * kept.
 */
export function keptWhileUnchanged<Key, Value>(db: Db, tables: readonly string[], read: (key: Key) => Promise<Value>): (key: Key) => Promise<Value> {
  const kept = createLru<Key, Promise<Value>>(KEPT_AT_MOST);
  // Each forget starts a new generation: a read that fails only forgets what its own generation kept.
  let generation = 0;
  const forgetAll = () => {
    generation += 1;
    kept.clear();
  };
  let byTable = forgettersByDb.get(databaseOf(db));
  if (!byTable) forgettersByDb.set(databaseOf(db), (byTable = new Map()));
  for (const table of tables) {
    let forgetters = byTable.get(table);
    if (!forgetters) byTable.set(table, (forgetters = new Set()));
    forgetters.add(forgetAll);
  }
  return (key) =>
    kept.get(key, () => {
      const startedIn = generation;
      return read(key).catch((error: unknown) => {
        // The LRU cannot drop one key: the failure (a database gone away) is rare, so all go.
        if (generation === startedIn) forgetAll();
        throw error;
      });
    });
}
