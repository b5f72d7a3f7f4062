import type { CodeSent } from '../../src/api/contract/registration';
import { type Db, inTransaction, rows, run, sql } from '../db';
import type { AppDeps } from '../http/appEnv';
import { errors } from '../http/envelope';
import { codeHash } from './oneTimeCodes';
import { newMfaCode } from './tokens';

/** Codes that prove someone reads an address: registration and password reset. */
export const EMAILED_CODE_TTL_MS = 15 * 60 * 1000;
export const RESEND_COOLDOWN_SECONDS = 60;
export const MAX_CODES_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

/** Sign-in codes (`mfa`) share only the send limits; they are hashed with their challenge token. */
export type CodePurpose = 'registration' | 'password_reset' | 'mfa';

/**
 * What an emailed code is hashed with (see `codeHash`). The email is no secret, so against
 * someone holding the database these codes rely on their 15 minutes and 5 tries alone.
 */
export function emailedCodeOwner(purpose: CodePurpose, email: string): string {
  return `${purpose}:${email}`;
}

/** A fresh 6-digit code for `email`, the hash to store and when it expires. */
export function newEmailedCode(deps: AppDeps, purpose: CodePurpose, email: string) {
  const code = newMfaCode();
  return {
    code,
    hash: codeHash(emailedCodeOwner(purpose, email), code),
    expiresAt: new Date(deps.now().getTime() + EMAILED_CODE_TTL_MS).toISOString(),
  };
}

/** `1 hour`, `2 hours`: a count with its unit, for messages. */
export const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * Records that a code of `purpose` goes to `email`, or throws 429 / 42900 when the last one
 * went less than 60 seconds ago or 5 went within the hour. Counted per email, whether or
 * not an account has it, so the limits do not reveal which accounts exist. Pass the caller's
 * transaction as `db` when the send belongs with its other writes.
 */
export function claimCodeSend(deps: AppDeps, purpose: CodePurpose, email: string, db: Db = deps.db): Promise<CodeSent> {
  const now = deps.now().getTime();
  const hourAgo = new Date(now - HOUR_MS).toISOString();
  // A count cap: the sends are read and the new one written in one transaction.
  return inTransaction(db, async (tx) => {
    await run(tx, sql`DELETE FROM code_sends WHERE sent_at <= ${hourAgo}`);
    const sentTimes = (
      await rows<{ sent_at: string }>(tx, sql`SELECT sent_at FROM code_sends WHERE purpose = ${purpose} AND email = ${email} ORDER BY sent_at`)
    ).map((sent) => Date.parse(sent.sent_at));

    const secondsUntil = (time: number) => Math.ceil((time - now) / 1000);
    const latest = sentTimes.at(-1);
    const cooldownLeft = latest === undefined ? 0 : secondsUntil(latest + RESEND_COOLDOWN_SECONDS * 1000);
    if (cooldownLeft > 0) {
      throw errors.rateLimited(`Wait ${plural(cooldownLeft, 'second')} before asking for a new code`, {
        resend_after_seconds: cooldownLeft,
      } satisfies CodeSent);
    }
    const oldest = sentTimes[0];
    if (oldest !== undefined && sentTimes.length >= MAX_CODES_PER_HOUR) {
      const waitSeconds = secondsUntil(oldest + HOUR_MS);
      throw errors.rateLimited(`Too many codes requested. Try again in ${plural(Math.ceil(waitSeconds / 60), 'minute')}.`, {
        resend_after_seconds: waitSeconds,
      } satisfies CodeSent);
    }
    await run(tx, sql`INSERT INTO code_sends (purpose, email, sent_at) VALUES (${purpose}, ${email}, ${new Date(now).toISOString()})`);
    return { resend_after_seconds: RESEND_COOLDOWN_SECONDS };
  });
}
