import type { CodeSent } from '../../src/api/contract/registration';
import type { MfaChallenge } from '../../src/api/contract/session';
import type { AppDeps } from '../http/appEnv';
import { errors } from '../http/envelope';
import { sendMail } from '../outbox';
import { findUserById, type UserRow } from '../users';
import { claimCodeSend } from './emailedCodes';
import { acceptCode, CODE_MAX_ATTEMPTS, codeHash } from './oneTimeCodes';
import { newMfaCode, newToken, sha256 } from './tokens';

export const MFA_CODE_TTL_MS = 10 * 60 * 1000;
export const MFA_MAX_ATTEMPTS = CODE_MAX_ATTEMPTS;
// Each challenge allows 5 guesses; capping the open ones caps the guesses someone holding
// the password can make at 25 per 10 minutes.
export const MFA_MAX_OPEN_CHALLENGES = 5;

/** `mfa@lyla.example` → `m***@lyla.example`. */
function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** Emails a fresh 6-digit code and returns the challenge the client answers with it. */
export function startMfaChallenge(deps: AppDeps, user: UserRow): MfaChallenge {
  const now = deps.now();
  const open = deps.db
    .prepare<[number, string], { n: number }>(
      'SELECT COUNT(*) AS n FROM mfa_challenges WHERE user_id = ? AND used_at IS NULL AND expires_at > ?',
    )
    .get(user.id, now.toISOString());
  if ((open?.n ?? 0) >= MFA_MAX_OPEN_CHALLENGES) {
    throw errors.rateLimited('Too many codes requested. Try again in 10 minutes.');
  }
  const mfaToken = newToken();
  const code = newMfaCode();
  deps.db
    .prepare('INSERT INTO mfa_challenges (user_id, token_hash, code_hash, expires_at) VALUES (?, ?, ?, ?)')
    .run(user.id, sha256(mfaToken), codeHash(mfaToken, code), new Date(now.getTime() + MFA_CODE_TTL_MS).toISOString());
  mailSignInCode(deps, user.email, code);
  return { mfa_token: mfaToken, destination: maskEmail(user.email) };
}

function mailSignInCode(deps: AppDeps, email: string, code: string) {
  sendMail(deps, {
    to: email,
    subject: 'Your LYLA sign-in code',
    body: `Your LYLA sign-in code is ${code}. It expires in 10 minutes. If you did not try to sign in, change your password.`,
    code,
  });
}

/**
 * Emails a new code for the pending challenge of `mfaToken`; the earlier code stops working
 * and the tries start again. Limited like the other emailed codes (60 s apart, 5 an hour).
 */
export function resendMfaCode(deps: AppDeps, mfaToken: string): CodeSent {
  const now = deps.now();
  const challenge = deps.db
    .prepare<[string, string], { id: number; user_id: number }>(
      'SELECT id, user_id FROM mfa_challenges WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
    )
    .get(sha256(mfaToken), now.toISOString());
  const user = challenge && findUserById(deps.db, challenge.user_id);
  if (!challenge || !user) throw errors.mfaCodeExpired();
  const sent = claimCodeSend(deps, 'mfa', user.email);
  const code = newMfaCode();
  deps.db
    .prepare('UPDATE mfa_challenges SET code_hash = ?, expires_at = ?, attempts = 0 WHERE id = ?')
    .run(codeHash(mfaToken, code), new Date(now.getTime() + MFA_CODE_TTL_MS).toISOString(), challenge.id);
  mailSignInCode(deps, user.email, code);
  return sent;
}

/** The user id of the challenge when `code` answers it; each challenge can be used once. */
export function verifyMfaChallenge(deps: AppDeps, mfaToken: string, code: string): number {
  const now = deps.now();
  const challenge = acceptCode({
    stored: deps.db
      .prepare<[string], { id: number; user_id: number; code_hash: string; expires_at: string; attempts: number; used_at: string | null }>(
        'SELECT id, user_id, code_hash, expires_at, attempts, used_at FROM mfa_challenges WHERE token_hash = ?',
      )
      .get(sha256(mfaToken)),
    // Hashed with the challenge token, so the stored hash alone cannot be matched against the
    // million possible codes without the token only the client holds.
    owner: mfaToken,
    code,
    now,
    expired: errors.mfaCodeExpired,
    countWrongTry: ({ id }) => deps.db.prepare('UPDATE mfa_challenges SET attempts = attempts + 1 WHERE id = ?').run(id),
  });
  deps.db.prepare('UPDATE mfa_challenges SET used_at = ? WHERE id = ?').run(now.toISOString(), challenge.id);
  return challenge.user_id;
}
