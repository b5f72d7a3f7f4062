const MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60 * 1000;
// Bounds the memory an attacker can fill with made-up emails.
const MAX_TRACKED = 10_000;

/** Refuses sign-in for an email after 5 failures within 15 minutes (kept in memory). */
export function createLoginThrottle(now: () => Date) {
  const failures = new Map<string, { count: number; since: number }>();

  const current = (email: string) => {
    const entry = failures.get(email);
    if (entry && now().getTime() - entry.since > WINDOW_MS) {
      failures.delete(email);
      return undefined;
    }
    return entry;
  };

  return {
    isBlocked: (email: string) => (current(email)?.count ?? 0) >= MAX_FAILURES,
    recordFailure(email: string) {
      const entry = current(email);
      if (entry) {
        entry.count += 1;
        return;
      }
      // Maps iterate in insertion order: the first key is the oldest entry.
      if (failures.size >= MAX_TRACKED) failures.delete(failures.keys().next().value ?? '');
      failures.set(email, { count: 1, since: now().getTime() });
    },
    reset: (email: string) => failures.delete(email),
  };
}
