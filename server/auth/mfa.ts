import type { CodeSent } from '../../src/api/contract/registration';
import type { MfaChallenge } from '../../src/api/contract/session';
import type { AppDeps } from '../http/appEnv';
import { type Db, inTransaction, row, run, sql, value } from '../db';
import { ApiError, errors } from '../http/envelope';
import { sendMail } from '../outbox';
import { findUserById, type UserRow } from '../users';
import { claimCodeSend } from './emailedCodes';
import { acceptCode, CODE_MAX_ATTEMPTS, codeHash, unlessRefused } from './oneTimeCodes';
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
export async function startMfaChallenge(deps: AppDeps, user: UserRow): Promise<MfaChallenge> {
  const now = deps.now();
  // A count cap: the open challenges are counted and the new one written in one transaction.
  const mfaToken = await inTransaction(deps.db, async (tx) => {
    const open = await value<number>(
      tx,
      sql`SELECT COUNT(*) AS n FROM mfa_challenges WHERE user_id = ${user.id} AND used_at IS NULL AND expires_at > ${now.toISOString()}`,
    );
    if ((open ?? 0) >= MFA_MAX_OPEN_CHALLENGES) {
      throw errors.rateLimited('Too many codes requested. Try again in 10 minutes.');
    }
    const token = newToken();
    const code = newMfaCode();
    await run(
      tx,
      sql`INSERT INTO mfa_challenges (user_id, token_hash, code_hash, expires_at)
          VALUES (${user.id}, ${sha256(token)}, ${codeHash(token, code)}, ${new Date(now.getTime() + MFA_CODE_TTL_MS).toISOString()})`,
    );
    await mailSignInCode(deps, tx, user.email, code);
    return token;
  });
  return { mfa_token: mfaToken, destination: maskEmail(user.email) };
}

function mailSignInCode(deps: AppDeps, db: Db, email: string, code: string) {
  return sendMail(
    deps,
    {
      to: email,
      subject: 'Your LYLA sign-in code',
      body: `Your LYLA sign-in code is ${code}. It expires in 10 minutes. If you did not try to sign in, change your password.`,
      code,
    },
    db,
  );
}

/**
 * Emails a new code for the pending challenge of `mfaToken`; the earlier code stops working
 * and the tries start again. Limited like the other emailed codes (60 s apart, 5 an hour).
 */
export function resendMfaCode(deps: AppDeps, mfaToken: string): Promise<CodeSent> {
  const now = deps.now();
  // One transaction: the send limit's count, and the challenge it renews.
  return inTransaction(deps.db, async (tx) => {
    const challenge = await row<{ id: number; user_id: number }>(
      tx,
      sql`SELECT id, user_id FROM mfa_challenges WHERE token_hash = ${sha256(mfaToken)} AND used_at IS NULL AND expires_at > ${now.toISOString()}`,
    );
    const user = challenge && (await findUserById(tx, challenge.user_id));
    if (!challenge || !user) throw errors.mfaCodeExpired();
    const sent = await claimCodeSend(deps, 'mfa', user.email, tx);
    const code = newMfaCode();
    await run(
      tx,
      sql`UPDATE mfa_challenges SET code_hash = ${codeHash(mfaToken, code)}, expires_at = ${new Date(now.getTime() + MFA_CODE_TTL_MS).toISOString()}, attempts = 0
          WHERE id = ${challenge.id}`,
    );
    await mailSignInCode(deps, tx, user.email, code);
    return sent;
  });
}

type StoredChallenge = { id: number; user_id: number; code_hash: string; expires_at: string; attempts: number; used_at: string | null };

/** The user id of the challenge when `code` answers it; each challenge can be used once. */
export async function verifyMfaChallenge(deps: AppDeps, mfaToken: string, code: string): Promise<number> {
  const now = deps.now();
  // One transaction: the tries are a count cap and the challenge is used once.
  const answer = await inTransaction(deps.db, async (tx) => {
    const challenge = await acceptCode({
      stored: await row<StoredChallenge>(
        tx,
        sql`SELECT id, user_id, code_hash, expires_at, attempts, used_at FROM mfa_challenges WHERE token_hash = ${sha256(mfaToken)}`,
      ),
      // Hashed with the challenge token, so the stored hash alone cannot be matched against the
      // million possible codes without the token only the client holds.
      owner: mfaToken,
      code,
      now,
      expired: errors.mfaCodeExpired,
      countWrongTry: ({ id }) => run(tx, sql`UPDATE mfa_challenges SET attempts = attempts + 1 WHERE id = ${id}`),
    });
    if (challenge instanceof ApiError) return challenge;
    await run(tx, sql`UPDATE mfa_challenges SET used_at = ${now.toISOString()} WHERE id = ${challenge.id}`);
    return challenge.user_id;
  });
  return unlessRefused(answer);
}
