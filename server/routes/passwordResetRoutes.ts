import { Hono } from 'hono';
import { forgotPasswordRequestSchema, resetPasswordRequestSchema } from '../../src/api/contract/registration';
import { claimCodeSend, emailedCodeOwner, newEmailedCode } from '../auth/emailedCodes';
import { acceptCode } from '../auth/oneTimeCodes';
import { hashPassword } from '../auth/passwords';
import { endAllSessions } from '../auth/sessions';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { errors, ok } from '../http/envelope';
import { readJson } from '../http/readJson';
import { sendMail } from '../outbox';
import { findUserByEmail, type UserRow } from '../users';
import { inTransaction } from '../db';

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

  const startReset = (user: UserRow, email: string) => {
    const code = newEmailedCode(deps, 'password_reset', email);
    inTransaction(db, () => {
      // Only the newest code works, so earlier emails cannot add more guesses.
      db.prepare('DELETE FROM password_resets WHERE user_id = ? AND used_at IS NULL').run(user.id);
      db.prepare('INSERT INTO password_resets (user_id, code_hash, expires_at, created_at) VALUES (?, ?, ?, ?)').run(
        user.id,
        code.hash,
        code.expiresAt,
        deps.now().toISOString(),
      );
    });
    sendMail(deps, {
      to: user.email,
      subject: 'Your LYLA password reset code',
      body: `Your LYLA password reset code is ${code.code}. It expires in 15 minutes. If you did not ask to reset your password, ignore this email.`,
      code: code.code,
    });
  };

  const latestReset = (userId: number) =>
    db
      .prepare<[number], PasswordReset>('SELECT * FROM password_resets WHERE user_id = ? ORDER BY id DESC LIMIT 1')
      .get(userId);

  return new Hono<AppEnv>()
    .post('/reactapi/user/account/forgot-password', async (c) => {
      const { email } = await readJson(c, forgotPasswordRequestSchema);
      const sent = claimCodeSend(deps, 'password_reset', email);
      const user = findUserByEmail(db, email);
      // The same answer for an unknown email: this form must not tell who has an account.
      if (user) startReset(user, email);
      return ok(sent);
    })
    .post('/api/user/account/reset-password', async (c) => {
      const { email, code, password } = await readJson(c, resetPasswordRequestSchema);
      const user = findUserByEmail(db, email);
      const reset = acceptCode({
        stored: user && latestReset(user.id),
        owner: emailedCodeOwner('password_reset', email),
        code,
        now: deps.now(),
        expired: errors.codeExpired,
        countWrongTry: ({ id }) => db.prepare('UPDATE password_resets SET attempts = attempts + 1 WHERE id = ?').run(id),
      });
      const passwordHash = await hashPassword(password);
      inTransaction(db, () => {
        const now = deps.now();
        // Conditional: a second request with the same code may have finished while this one hashed.
        const { changes } = db
          .prepare('UPDATE password_resets SET used_at = ? WHERE id = ? AND used_at IS NULL')
          .run(now.toISOString(), reset.id);
        if (changes === 0) throw errors.codeExpired();
        db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, reset.user_id);
        // Whoever knew the old password is signed out too.
        endAllSessions(db, reset.user_id, now);
      });
      return ok(null);
    });
}
