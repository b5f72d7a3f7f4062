/**
 * A map that keeps the most recently used entries while their sizes add up to at most
 * `capacity`, dropping the least recent first. Each entry counts 1 unless `sizeOf` says
 * otherwise (e.g. the length of a kept answer and its key, to bound memory rather than entries).
 */
export function createLru<Key, Value>(capacity: number, sizeOf: (value: Value, key: Key) => number = () => 1) {
  const entries = new Map<Key, { value: Value; size: number }>();
  let used = 0;
  return {
    /** The value for `key`, built with `build` when missing; either way it becomes the most recent. */
    get(key: Key, build: () => Value): Value {
      let entry = entries.get(key);
      if (entry) {
        entries.delete(key);
      } else {
        const value = build();
        entry = { value, size: sizeOf(value, key) };
        used += entry.size;
      }
      entries.set(key, entry);
      for (const [oldestKey, oldest] of entries) {
        if (used <= capacity) break;
        entries.delete(oldestKey);
        used -= oldest.size;
      }
      return entry.value;
    },
    /** Forgets every entry. */
    clear() {
      entries.clear();
      used = 0;
    },
  };
}
