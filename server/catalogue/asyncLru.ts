import { createLru } from '../lru';

const NOT_KEPT = Symbol('not kept');

/**
 * createLru (server/lru.ts) for values read from the database: a value is kept once it is
 * known, so a size bound counts its real size, and a read that fails (a not-found answer, a
 * lost connection) is not kept. The same key asked again while it is being read waits for
 * that read instead of starting another.
 */
export function createAsyncLru<Key, Value>(capacity: number, sizeOf: (value: Value, key: Key) => number = () => 1) {
  const kept = createLru<Key, Value>(capacity, sizeOf);
  const reading = new Map<Key, Promise<Value>>();

  /** The kept value (now the most recent), or NOT_KEPT: a build that throws keeps nothing. */
  function keptValue(key: Key): Value | typeof NOT_KEPT {
    try {
      return kept.get(key, () => {
        throw NOT_KEPT;
      });
    } catch (error) {
      if (error === NOT_KEPT) return NOT_KEPT;
      throw error;
    }
  }

  return {
    /** The kept value (now the most recent), or undefined: a hit costs no wait for a promise. */
    kept(key: Key): Value | undefined {
      const known = keptValue(key);
      return known === NOT_KEPT ? undefined : known;
    },
    async get(key: Key, read: () => Promise<Value>): Promise<Value> {
      const known = keptValue(key);
      if (known !== NOT_KEPT) return known;
      let pending = reading.get(key);
      if (!pending) {
        pending = read()
          .then((value) => kept.get(key, () => value))
          .finally(() => reading.delete(key));
        reading.set(key, pending);
      }
      return pending;
    },
  };
}
