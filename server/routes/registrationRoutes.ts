import { Hono } from 'hono';
import {
  checkEmailRequestSchema,
  registerRequestSchema,
  resendRequestSchema,
  verifyRequestSchema,
} from '../../src/api/contract/registration';
import type { TokenResult } from '../../src/api/contract/session';
import { claimCodeSend, emailedCodeOwner, newEmailedCode } from '../auth/emailedCodes';
import type { AccountLookups } from '../auth/accountLookups';
import { acceptCode } from '../auth/oneTimeCodes';
import { hashPassword } from '../auth/passwords';
import { createSession } from '../auth/sessions';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { clientAddress } from '../http/clientAddress';
import { errors, ok } from '../http/envelope';
import { readJson } from '../http/readJson';
import { sendMail } from '../outbox';
import { markInvitationsJoined } from './deskRoutes';
import { assertWorkPlace, findUserByEmail, initialsOf } from '../users';
import { inTransaction } from '../db';

interface PendingRegistration {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  gender: number;
  cell_phone: string | null;
  location_id: number;
  site_id: number;
  code_hash: string;
  expires_at: string;
  attempts: number;
}

/**
 * Registration with a work email: the account waits in `pending_registrations` until the
 * code emailed to that address comes back, then becomes a user with a session.
 */
export function registrationRoutes(deps: AppDeps, accountLookups: AccountLookups) {
  const { db } = deps;

  const assertEmailFree = (email: string) => {
    if (findUserByEmail(db, email)) throw errors.emailTaken();
  };

  const findPending = (email: string) =>
    db
      .prepare<[string], PendingRegistration>(
        'SELECT *, code_expires_at AS expires_at FROM pending_registrations WHERE email = ?',
      )
      .get(email);

  const mailCode = (email: string, code: string) =>
    sendMail(deps, {
      to: email,
      subject: 'Your LYLA verification code',
      body: `Your LYLA verification code is ${code}. It expires in 15 minutes. If you did not register with LYLA, ignore this email.`,
      code,
    });

  const createUser = (pending: PendingRegistration) => {
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO users
           (email, password_hash, first_name, last_name, cell_phone, gender, initial, location_id, site_id, created_at)
         VALUES (@email, @password_hash, @first_name, @last_name, @cell_phone, @gender, @initial, @location_id, @site_id, @created_at)`,
      )
      .run({
        email: pending.email,
        password_hash: pending.password_hash,
        first_name: pending.first_name,
        last_name: pending.last_name,
        cell_phone: pending.cell_phone,
        gender: pending.gender,
        initial: initialsOf(pending.first_name, pending.last_name),
        location_id: pending.location_id,
        site_id: pending.site_id,
        created_at: deps.now().toISOString(),
      });
    return Number(lastInsertRowid);
  };

  return new Hono<AppEnv>()
    .post('/reactapi/user/account/check-email', async (c) => {
      const { email } = await readJson(c, checkEmailRequestSchema);
      // A pending registration does not hold the email: whoever verifies it first gets it.
      if (accountLookups.check(clientAddress(c), email)) throw errors.emailTaken();
      return ok({ available: true });
    })
    .post('/reactapi/user/account/register', async (c) => {
      const registration = await readJson(c, registerRequestSchema);
      const email = registration.work_email;
      const address = clientAddress(c);
      if (accountLookups.find(address, email)) throw errors.emailTaken();
      assertWorkPlace(db, registration.location_id, registration.site_id);
      // Before the slow password hash, so a flood of requests costs little.
      const sent = claimCodeSend(deps, 'registration', email);
      const passwordHash = await hashPassword(registration.password, address);
      const code = newEmailedCode(deps, 'registration', email);
      // REPLACE: registering again starts over with the new details and a new code.
      db.prepare(
        `INSERT OR REPLACE INTO pending_registrations
           (email, first_name, last_name, password_hash, gender, cell_phone, location_id, site_id,
            code_hash, code_expires_at, attempts, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)`,
      ).run(
        email,
        registration.first_name,
        registration.last_name,
        passwordHash,
        registration.gender,
        registration.cell_phone || null,
        registration.location_id,
        registration.site_id,
        code.hash,
        code.expiresAt,
        deps.now().toISOString(),
      );
      mailCode(email, code.code);
      return ok(sent);
    })
    .post('/reactapi/user/account/resend-code', async (c) => {
      const { email } = await readJson(c, resendRequestSchema);
      if (!findPending(email)) throw errors.notFound('No registration is waiting for this email. Register again.');
      const sent = claimCodeSend(deps, 'registration', email);
      const code = newEmailedCode(deps, 'registration', email);
      db.prepare(
        'UPDATE pending_registrations SET code_hash = ?, code_expires_at = ?, attempts = 0 WHERE email = ?',
      ).run(code.hash, code.expiresAt, email);
      mailCode(email, code.code);
      return ok(sent);
    })
    .post('/reactapi/user/account/verify', async (c) => {
      const { email, code } = await readJson(c, verifyRequestSchema);
      const pending = acceptCode({
        stored: findPending(email),
        owner: emailedCodeOwner('registration', email),
        code,
        now: deps.now(),
        expired: errors.codeExpired,
        countWrongTry: ({ id }) => db.prepare('UPDATE pending_registrations SET attempts = attempts + 1 WHERE id = ?').run(id),
      });
      const token = inTransaction(db, () => {
        // Taken since this registration started: another registration of it verified first.
        assertEmailFree(email);
        const userId = createUser(pending);
        markInvitationsJoined(db, email, deps.now());
        db.prepare('DELETE FROM pending_registrations WHERE id = ?').run(pending.id);
        return createSession(db, userId, deps.now());
      });
      return ok({ token } satisfies TokenResult);
    });
}
