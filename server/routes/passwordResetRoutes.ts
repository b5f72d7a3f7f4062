import { Hono } from 'hono';
import { forgotPasswordRequestSchema, resetPasswordRequestSchema } from '../../src/api/contract/registration';
import { claimCodeSend, emailedCodeOwner, newEmailedCode } from '../auth/emailedCodes';
import { acceptCode, unlessRefused } from '../auth/oneTimeCodes';
import { hashPassword } from '../auth/passwords';
import { endAllSessions } from '../auth/sessions';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { errors, ok } from '../http/envelope';
import { readJson } from '../http/readJson';
import { sendMail } from '../outbox';
import { findUserByEmail, type UserRow } from '../users';
import { type Db, inTransaction, row, run, sql } from '../db';
import { forgetKeptAnswers } from '../keptWhileUnchanged';

interface PasswordReset {
  id: number;
  user_id: number;
  code_hash: string;
  expires_at: string;
  attempts: number;
  used_at: string | null;
}

/** Forgotten password: a code emailed to the account's address sets a new password. */
export function passwordResetRoutes(deps: AppDeps) {
  const { db } = deps;

  const startReset = async (user: UserRow, email: string) => {
    const code = newEmailedCode(deps, 'password_reset', email);
    await inTransaction(db, async (tx) => {
      // Only the newest code works, so earlier emails cannot add more guesses.
      await run(tx, sql`DELETE FROM password_resets WHERE user_id = ${user.id} AND used_at IS NULL`);
      await run(
        tx,
        sql`INSERT INTO password_resets (user_id, code_hash, expires_at, created_at)
            VALUES (${user.id}, ${code.hash}, ${code.expiresAt}, ${deps.now().toISOString()})`,
      );
      await sendMail(
        deps,
        {
          to: user.email,
          subject: 'Your LYLA password reset code',
          body: `Your LYLA password reset code is ${code.code}. It expires in 15 minutes. If you did not ask to reset your password, ignore this email.`,
          code: code.code,
        },
        tx,
      );
    });
  };

  const latestReset = (tx: Db, userId: number) =>
    row<PasswordReset>(tx, sql`SELECT * FROM password_resets WHERE user_id = ${userId} ORDER BY id DESC LIMIT 1`);

  return new Hono<AppEnv>()
    .post('/reactapi/user/account/forgot-password', async (c) => {
      const { email } = await readJson(c, forgotPasswordRequestSchema);
      const sent = await claimCodeSend(deps, 'password_reset', email);
      const user = await findUserByEmail(db, email);
      // The same answer for an unknown email: this form must not tell who has an account.
      if (user) await startReset(user, email);
      return ok(sent);
    })
    .post('/api/user/account/reset-password', async (c) => {
      const { email, code, password } = await readJson(c, resetPasswordRequestSchema);
      // One transaction: the code's tries are a count cap.
      const checked = await inTransaction(db, async (tx) => {
        const user = await findUserByEmail(tx, email);
        return acceptCode({
          stored: user && (await latestReset(tx, user.id)),
          owner: emailedCodeOwner('password_reset', email),
          code,
          now: deps.now(),
          expired: errors.codeExpired,
          countWrongTry: ({ id }) => run(tx, sql`UPDATE password_resets SET attempts = attempts + 1 WHERE id = ${id}`),
        });
      });
      const reset = unlessRefused(checked);
      const passwordHash = await hashPassword(password);
      // A compare-and-set in one transaction with the new password: a code is used once.
      await inTransaction(db, async (tx) => {
        const now = deps.now();
        // Conditional: a second request with the same code may have finished while this one hashed.
        const changes = await run(tx, sql`UPDATE password_resets SET used_at = ${now.toISOString()} WHERE id = ${reset.id} AND used_at IS NULL`);
        if (changes === 0) throw errors.codeExpired();
        await run(tx, sql`UPDATE users SET password_hash = ${passwordHash} WHERE id = ${reset.user_id}`);
        forgetKeptAnswers(tx, 'users');
        // Whoever knew the old password is signed out too.
        await endAllSessions(tx, reset.user_id, now);
      });
      return ok(null);
    });
}
