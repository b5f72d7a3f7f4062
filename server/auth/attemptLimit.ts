import { type Db, row, run, sql } from '../db';

export interface AttemptLimitOptions {
  /** Names the limit's rows in `attempt_limits`: one name per limit. */
  name: string;
  /** Attempts a key may use per window. */
  max: number;
  windowMs: number;
  now: () => Date;
}

// Expired rows are only ever reset or deleted: deleting them once a minute per limit bounds the
// table to about one window of keys (an attacker's made-up emails and addresses included).
const PURGE_EVERY_MS = 60 * 1000;

/**
 * At most `max` attempts per key (an email signing in, an account changing its password, a
 * client address) in a window that starts with the key's first attempt. Kept in the database
 * (`attempt_limits`), so every server process on it counts together: each take is one atomic
 * statement (an upsert that counts only while under the cap), so takes sent at the same moment
 * to any processes never pass the cap, without a transaction to run again.
 *
 * An attempt is taken before the slow work it guards (a password hash) and given back when it
 * turns out not to count (the right password): counting only after the work would let
 * requests sent at the same moment all pass the check before any of them is counted.
 */
export function createAttemptLimit(db: Db, { name, max, windowMs, now }: AttemptLimitOptions) {
  let purgedAt = Number.NEGATIVE_INFINITY;

  const purgeNowAndThen = async (at: Date) => {
    if (at.getTime() - purgedAt < PURGE_EVERY_MS) return;
    purgedAt = at.getTime();
    await run(db, sql`DELETE FROM attempt_limits WHERE limit_name = ${name} AND expires_at < ${at.toISOString()}`);
  };

  return {
    /** Takes one attempt for `key`; false when its attempts are used up. */
    async take(key: string): Promise<boolean> {
      const at = now();
      const current = at.toISOString();
      // A window that has ended starts again at this attempt; otherwise it counts while under the cap.
      const taken = await row<{ used: number }>(
        db,
        sql`INSERT INTO attempt_limits (limit_name, key, used, expires_at)
            VALUES (${name}, ${key}, 1, ${new Date(at.getTime() + windowMs).toISOString()})
            ON CONFLICT (limit_name, key) DO UPDATE SET
              used = CASE WHEN attempt_limits.expires_at < ${current} THEN 1 ELSE attempt_limits.used + 1 END,
              expires_at = CASE WHEN attempt_limits.expires_at < ${current} THEN excluded.expires_at ELSE attempt_limits.expires_at END
            WHERE attempt_limits.expires_at < ${current} OR attempt_limits.used < ${max}
            RETURNING used`,
      );
      await purgeNowAndThen(at);
      return taken !== undefined;
    },
    /** Returns an attempt taken for `key` that turned out not to count. */
    async giveBack(key: string): Promise<void> {
      await run(
        db,
        sql`UPDATE attempt_limits SET used = used - 1
            WHERE limit_name = ${name} AND key = ${key} AND used > 0 AND expires_at >= ${now().toISOString()}`,
      );
    },
    /** Forgets the attempts of `key`. */
    async clear(key: string): Promise<void> {
      await run(db, sql`DELETE FROM attempt_limits WHERE limit_name = ${name} AND key = ${key}`);
    },
  };
}

export type AttemptLimit = ReturnType<typeof createAttemptLimit>;

const PASSWORD_WINDOW_MS = 15 * 60 * 1000;

/** Said when a password check is refused; the same window for sign-in and for a password change. */
export const THROTTLE_WAIT = 'Try again in 15 minutes.';

interface LimitDeps {
  db: Db;
  now: () => Date;
}

/**
 * 5 wrong passwords per key within 15 minutes, so a password cannot be guessed by trying many:
 * per account on a password change, per account and client address on sign-in (a stranger
 * who uses them up locks only that address out, not the owner). `name` tells the two apart.
 */
export const createPasswordThrottle = ({ db, now }: LimitDeps, name: string) =>
  createAttemptLimit(db, { name, max: 5, windowMs: PASSWORD_WINDOW_MS, now });

/**
 * Failed sign-ins to one account from any addresses: bounds a guesser who spreads over many
 * addresses to 50 tries per 15 minutes (about 4,800 a day). Ten addresses' worth of the
 * per-address 5, so a person mistyping on a few devices never comes near it; reaching it locks
 * the owner out too, which takes at least 10 addresses at once.
 */
export const createAccountThrottle = ({ db, now }: LimitDeps) =>
  createAttemptLimit(db, { name: 'sign-in account', max: 50, windowMs: PASSWORD_WINDOW_MS, now });

/**
 * Failed sign-ins from one client address, whatever the emails: a guesser trying one password
 * on many accounts. Generous, as a whole office may share one address.
 */
export const createAddressThrottle = ({ db, now }: LimitDeps) =>
  createAttemptLimit(db, { name: 'sign-in address', max: 30, windowMs: PASSWORD_WINDOW_MS, now });
