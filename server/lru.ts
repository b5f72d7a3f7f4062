/** A map that keeps the `capacity` most recently used entries, dropping the least recent first. */
export function createLru<Key, Value>(capacity: number) {
  const entries = new Map<Key, Value>();
  return {
    /** The value for `key`, built with `build` when missing; either way it becomes the most recent. */
    get(key: Key, build: () => Value): Value {
      const kept = entries.get(key);
      if (kept !== undefined) entries.delete(key);
      const value = kept ?? build();
      entries.set(key, value);
      if (entries.size > capacity) entries.delete(entries.keys().next().value as Key);
      return value;
    },
  };
}
