import { ApiError, errors } from '../http/envelope';
import { sameHash, sha256 } from './tokens';

/** Wrong tries a code allows before it stops working, even for the right code. */
export const CODE_MAX_ATTEMPTS = 5;

/** What a second-factor challenge, a pending registration and a password reset keep of their code. */
export interface StoredCode {
  code_hash: string;
  expires_at: string;
  attempts: number;
  used_at?: string | null;
}

/**
 * A 6-digit code hashed together with what it belongs to (a challenge token, an email), so
 * equal codes never share a hash.
 */
export function codeHash(owner: string, code: string): string {
  return sha256(`${owner}:${code}`);
}

interface CodeAttempt<T extends StoredCode> {
  stored: T | undefined;
  owner: string;
  code: string;
  now: Date;
  /** The answer for a code that is missing, used, out of date or out of tries. */
  expired: () => ApiError;
  /** Records a wrong try against the stored code, in the transaction that read it. */
  countWrongTry: (stored: T) => Promise<unknown>;
}

/**
 * The stored code when `code` answers it; otherwise the refusal, `expired` or 400 / 40101.
 * Returned, not thrown: the caller's transaction must commit the wrong try it counted (a
 * throw would roll it back), then throw the refusal. Read the code, count and use it in ONE
 * transaction: its tries are a count cap, and a code is used once.
 */
export async function acceptCode<T extends StoredCode>({ stored, owner, code, now, expired, countWrongTry }: CodeAttempt<T>): Promise<T | ApiError> {
  if (!stored || stored.used_at || stored.expires_at <= now.toISOString() || stored.attempts >= CODE_MAX_ATTEMPTS) {
    return expired();
  }
  if (!sameHash(codeHash(owner, code), stored.code_hash)) {
    await countWrongTry(stored);
    return errors.wrongCode();
  }
  return stored;
}

/** The answer of a transaction that checked a code: its refusal, thrown once the transaction committed. */
export function unlessRefused<T>(answer: T | ApiError): T {
  if (answer instanceof ApiError) throw answer;
  return answer;
}
