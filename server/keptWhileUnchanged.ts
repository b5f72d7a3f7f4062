import { hear, tell } from './cluster/channel';
import { databaseOf, type Db } from './db';
import { createLru } from './lru';

const KEPT_AT_MOST = 10_000;
/**
 * The backstop (docs/decisions/0032): nothing is served from memory longer than this, so a
 * change whose message to this process was lost shows here within 10 s.
 */
export const KEPT_ANSWER_MS = 10_000;

/** What a write to a table must forget: the kept answers read from it, by database (databaseOf, not per transaction). */
const forgettersByDb = new WeakMap<object, Map<string, Set<() => void>>>();

function forgettersOf(db: Db): Map<string, Set<() => void>> {
  const byTable = forgettersByDb.get(databaseOf(db));
  if (byTable) return byTable;
  const created = new Map<string, Set<() => void>>();
  forgettersByDb.set(databaseOf(db), created);
  hear(db, (message) => {
    const tables = message.kind === 'forget-kept-answers' ? [message.table] : message.kind === 'missed' ? [...created.keys()] : [];
    for (const table of tables) created.get(table)?.forEach((forgetAll) => forgetAll());
  });
  return created;
}

/**
 * The one invalidation hook of `keptWhileUnchanged`: every write to `table` calls it, with the
 * `db` or transaction it wrote through. Forgotten now, and again on every process once the
 * write commits (the cluster channel): a read between the write and the commit still sees the
 * rows before it (PostgreSQL).
 */
export function forgetKeptAnswers(db: Db, table: string): void {
  forgettersOf(db).get(table)?.forEach((forgetAll) => forgetAll());
  tell(db, { kind: 'forget-kept-answers', table });
}

/**
 * `read`, with its answers kept in memory until a row of `tables` is written, and for at most
 * `KEPT_ANSWER_MS` on `now`'s clock. Writers say so with `forgetKeptAnswers`: SQLite's temp
 * triggers that called back into JS cannot exist on PostgreSQL, so forgetting is explicit and
 * the same on both engines, and it reaches every process of the database.
 *
 * A read is kept from the moment it starts (its promise), so forgetting also drops a read still
 * under way: one that started before a write can never be served after it. A failed read is not
 * kept.
 */
export function keptWhileUnchanged<Key, Value>(
  db: Db,
  tables: readonly string[],
  read: (key: Key) => Promise<Value>,
  now: () => Date,
): (key: Key) => Promise<Value> {
  const kept = createLru<Key, Promise<Value>>(KEPT_AT_MOST);
  // Each forget starts a new generation: a read that fails only forgets what its own generation kept.
  let generation = 0;
  let keptSinceMs = now().getTime();
  const forgetAll = () => {
    generation += 1;
    keptSinceMs = now().getTime();
    kept.clear();
  };
  const byTable = forgettersOf(db);
  for (const table of tables) {
    let forgetters = byTable.get(table);
    if (!forgetters) byTable.set(table, (forgetters = new Set()));
    forgetters.add(forgetAll);
  }
  return (key) => {
    // Everything kept goes together: nothing is older than the backstop.
    if (now().getTime() - keptSinceMs >= KEPT_ANSWER_MS) forgetAll();
    return kept.get(key, () => {
      const startedIn = generation;
      return read(key).catch((error: unknown) => {
        // The LRU cannot drop one key: the failure (a database gone away) is rare, so all go.
        if (generation === startedIn) forgetAll();
        throw error;
      });
    });
  };
}
