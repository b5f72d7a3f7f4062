import type { Db } from './db';

const WRITES = ['INSERT', 'UPDATE', 'DELETE'] as const;
const KEPT_AT_MOST = 10_000;
let watchCount = 0;

/**
 * `read`, with its answers kept in memory until a row of `tables` is written: temp triggers
 * (this connection's own, never stored in the file) call back into JS on every write to those
 * tables and forget every kept answer. So no write path has to remember to forget them.
 * Writes through another connection are not seen: the server is the database's only writer.
 * An answer read inside a transaction is not kept, since the transaction may yet roll back.
 */
export function keptWhileUnchanged<Key, Value>(db: Db, tables: readonly string[], read: (key: Key) => Value): (key: Key) => Value {
  const kept = new Map<Key, Value>();
  const forget = `forget_kept_answers_${++watchCount}`;
  db.function(forget, { deterministic: false }, () => {
    kept.clear();
    return null;
  });
  for (const table of tables) {
    for (const write of WRITES) {
      db.exec(`CREATE TEMP TRIGGER ${forget}_${table}_${write.toLowerCase()} AFTER ${write} ON main.${table} BEGIN SELECT ${forget}(); END`);
    }
  }
  return (key) => {
    if (kept.has(key)) return kept.get(key) as Value;
    const value = read(key);
    if (!db.inTransaction) {
      if (kept.size >= KEPT_AT_MOST) kept.delete(kept.keys().next().value as Key);
      kept.set(key, value);
    }
    return value;
  };
}
