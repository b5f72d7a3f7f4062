import { errors, type ApiError } from '../http/envelope';
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
  /** Records a wrong try against the stored code. */
  countWrongTry: (stored: T) => void;
}

/** The stored code when `code` answers it; otherwise throws `expired` or 400 / 40101. */
export function acceptCode<T extends StoredCode>({ stored, owner, code, now, expired, countWrongTry }: CodeAttempt<T>): T {
  if (!stored || stored.used_at || stored.expires_at <= now.toISOString() || stored.attempts >= CODE_MAX_ATTEMPTS) {
    throw expired();
  }
  if (!sameHash(codeHash(owner, code), stored.code_hash)) {
    countWrongTry(stored);
    throw errors.wrongCode();
  }
  return stored;
}
