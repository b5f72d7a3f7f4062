const MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60 * 1000;
// Bounds the memory an attacker can fill with made-up emails.
const MAX_TRACKED = 10_000;

/** Said when a key is refused; the same window for sign-in and for a password change. */
export const THROTTLE_WAIT = 'Try again in 15 minutes.';

/**
 * Refuses password checks for a key (an email signing in, an account changing its password)
 * after 5 wrong passwords within 15 minutes, so a password cannot be guessed by trying many.
 * Kept in memory.
 */
export function createPasswordThrottle(now: () => Date) {
  const failures = new Map<string, { count: number; since: number }>();

  const current = (key: string) => {
    const entry = failures.get(key);
    if (entry && now().getTime() - entry.since > WINDOW_MS) {
      failures.delete(key);
      return undefined;
    }
    return entry;
  };

  return {
    isBlocked: (key: string) => (current(key)?.count ?? 0) >= MAX_FAILURES,
    recordFailure(key: string) {
      const entry = current(key);
      if (entry) {
        entry.count += 1;
        return;
      }
      // Maps iterate in insertion order: the first key is the oldest entry.
      if (failures.size >= MAX_TRACKED) failures.delete(failures.keys().next().value ?? '');
      failures.set(key, { count: 1, since: now().getTime() });
    },
    reset: (key: string) => failures.delete(key),
  };
}
