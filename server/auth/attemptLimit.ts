// Bounds the memory an attacker can fill with made-up keys (emails, addresses).
const MAX_TRACKED = 10_000;

export interface AttemptLimitOptions {
  /** Attempts a key may use per window. */
  max: number;
  windowMs: number;
  now: () => Date;
}

/**
 * At most `max` attempts per key (an email signing in, an account changing its password, a
 * client address) in a window that starts with the key's first attempt. Kept in memory, and
 * synchronous on purpose: no other request runs between a check and its count, so the cap is
 * exact without a database transaction (per process: the server is one process).
 *
 * An attempt is taken before the slow work it guards (a password hash) and given back when it
 * turns out not to count (the right password): counting only after the work would let
 * requests sent at the same moment all pass the check before any of them is counted.
 */
export function createAttemptLimit({ max, windowMs, now }: AttemptLimitOptions) {
  const used = new Map<string, { count: number; since: number }>();

  const current = (key: string) => {
    const entry = used.get(key);
    if (entry && now().getTime() - entry.since > windowMs) {
      used.delete(key);
      return undefined;
    }
    return entry;
  };

  return {
    /** Takes one attempt for `key`; false when its attempts are used up. */
    take(key: string): boolean {
      const entry = current(key);
      if (entry) {
        if (entry.count >= max) return false;
        entry.count += 1;
        return true;
      }
      // Maps iterate in insertion order: the first key is the oldest entry.
      if (used.size >= MAX_TRACKED) used.delete(used.keys().next().value ?? '');
      used.set(key, { count: 1, since: now().getTime() });
      return true;
    },
    /** Returns an attempt taken for `key` that turned out not to count. */
    giveBack(key: string): void {
      const entry = current(key);
      if (entry) entry.count = Math.max(0, entry.count - 1);
    },
    /** Forgets the attempts of `key`. */
    clear: (key: string) => used.delete(key),
  };
}

export type AttemptLimit = ReturnType<typeof createAttemptLimit>;

const PASSWORD_WINDOW_MS = 15 * 60 * 1000;

/** Said when a password check is refused; the same window for sign-in and for a password change. */
export const THROTTLE_WAIT = 'Try again in 15 minutes.';

/**
 * 5 wrong passwords per key within 15 minutes, so a password cannot be guessed by trying many:
 * per account on a password change, per account and client address on sign-in (a stranger
 * who uses them up locks only that address out, not the owner).
 */
export const createPasswordThrottle = (now: () => Date) => createAttemptLimit({ max: 5, windowMs: PASSWORD_WINDOW_MS, now });

/**
 * Failed sign-ins to one account from any addresses: bounds a guesser who spreads over many
 * addresses to 50 tries per 15 minutes (about 4,800 a day). Ten addresses' worth of the
 * per-address 5, so a person mistyping on a few devices never comes near it; reaching it locks
 * the owner out too, which takes at least 10 addresses at once.
 */
export const createAccountThrottle = (now: () => Date) => createAttemptLimit({ max: 50, windowMs: PASSWORD_WINDOW_MS, now });

/**
 * Failed sign-ins from one client address, whatever the emails: a guesser trying one password
 * on many accounts. Generous, as a whole office may share one address.
 */
export const createAddressThrottle = (now: () => Date) => createAttemptLimit({ max: 30, windowMs: PASSWORD_WINDOW_MS, now });
