import type { Db } from './db';
import { createLru } from './lru';

const WRITES = ['INSERT', 'UPDATE', 'DELETE'] as const;
const KEPT_AT_MOST = 10_000;
let watchCount = 0;

/**
 * `read`, with its answers kept in memory until a row of `tables` is written: temp triggers
 * (this connection's own, never stored in the file) call back into JS on every write to those
 * tables and forget every kept answer. So no write path has to remember to forget them.
 * Writes through another connection are not seen: the server is the database's only writer.
 * Inside a transaction the answer is read afresh and not kept: the transaction may yet roll back.
 */
export function keptWhileUnchanged<Key, Value>(db: Db, tables: readonly string[], read: (key: Key) => Value): (key: Key) => Value {
  const kept = createLru<Key, Value>(KEPT_AT_MOST);
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
  return (key) => (db.inTransaction ? read(key) : kept.get(key, () => read(key)));
}
