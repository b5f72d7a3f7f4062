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
import { acceptCode, unlessRefused } from '../auth/oneTimeCodes';
import { hashPassword } from '../auth/passwords';
import { createSession } from '../auth/sessions';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { clientAddress } from '../http/clientAddress';
import { ApiError, errors, ok } from '../http/envelope';
import { readJson } from '../http/readJson';
import { sendMail } from '../outbox';
import { markInvitationsJoined } from './deskRoutes';
import { assertWorkPlace, findUserByEmail, initialsOf } from '../users';
import { type Db, inTransaction, row, run, sql } from '../db';
import { forgetKeptAnswers } from '../keptWhileUnchanged';

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

  const assertEmailFree = async (tx: Db, email: string) => {
    if (await findUserByEmail(tx, email)) throw errors.emailTaken();
  };

  const findPending = (tx: Db, email: string) =>
    row<PendingRegistration>(tx, sql`SELECT *, code_expires_at AS expires_at FROM pending_registrations WHERE email = ${email}`);

  const mailCode = (tx: Db, email: string, code: string) =>
    sendMail(
      deps,
      {
        to: email,
        subject: 'Your LYLA verification code',
        body: `Your LYLA verification code is ${code}. It expires in 15 minutes. If you did not register with LYLA, ignore this email.`,
        code,
      },
      tx,
    );

  const createUser = async (tx: Db, pending: PendingRegistration) => {
    const user = await row<{ id: number }>(
      tx,
      sql`INSERT INTO users
            (email, password_hash, first_name, last_name, cell_phone, gender, initial, location_id, site_id, created_at)
          VALUES (${pending.email}, ${pending.password_hash}, ${pending.first_name}, ${pending.last_name}, ${pending.cell_phone},
                  ${pending.gender}, ${initialsOf(pending.first_name, pending.last_name)}, ${pending.location_id}, ${pending.site_id},
                  ${deps.now().toISOString()})
          RETURNING id`,
    );
    forgetKeptAnswers(tx, 'users');
    return user!.id;
  };

  return new Hono<AppEnv>()
    .post('/reactapi/user/account/check-email', async (c) => {
      const { email } = await readJson(c, checkEmailRequestSchema);
      // A pending registration does not hold the email: whoever verifies it first gets it.
      if (await accountLookups.check(clientAddress(c), email)) throw errors.emailTaken();
      return ok({ available: true });
    })
    .post('/reactapi/user/account/register', async (c) => {
      const registration = await readJson(c, registerRequestSchema);
      const email = registration.work_email;
      const address = clientAddress(c);
      if (await accountLookups.find(address, email)) throw errors.emailTaken();
      await assertWorkPlace(db, registration.location_id, registration.site_id);
      // Before the slow password hash, so a flood of requests costs little.
      const sent = await claimCodeSend(deps, 'registration', email);
      const passwordHash = await hashPassword(registration.password, address);
      const code = newEmailedCode(deps, 'registration', email);
      // The registration and the mail carrying its code exist together.
      await inTransaction(db, async (tx) => {
        // Registering again starts over with the new details and a new code.
        await run(
          tx,
          sql`INSERT INTO pending_registrations
                (email, first_name, last_name, password_hash, gender, cell_phone, location_id, site_id,
                 code_hash, code_expires_at, attempts, created_at)
              VALUES (${email}, ${registration.first_name}, ${registration.last_name}, ${passwordHash}, ${registration.gender},
                      ${registration.cell_phone || null}, ${registration.location_id}, ${registration.site_id},
                      ${code.hash}, ${code.expiresAt}, 0, ${deps.now().toISOString()})
              ON CONFLICT (email) DO UPDATE SET
                email = excluded.email, first_name = excluded.first_name, last_name = excluded.last_name, password_hash = excluded.password_hash,
                gender = excluded.gender, cell_phone = excluded.cell_phone, location_id = excluded.location_id,
                site_id = excluded.site_id, code_hash = excluded.code_hash, code_expires_at = excluded.code_expires_at,
                attempts = 0, created_at = excluded.created_at`,
        );
        await mailCode(tx, email, code.code);
      });
      return ok(sent);
    })
    .post('/reactapi/user/account/resend-code', async (c) => {
      const { email } = await readJson(c, resendRequestSchema);
      // One transaction: the send limit's count, and the registration whose code it renews.
      const sent = await inTransaction(db, async (tx) => {
        if (!(await findPending(tx, email))) throw errors.notFound('No registration is waiting for this email. Register again.');
        const claimed = await claimCodeSend(deps, 'registration', email, tx);
        const code = newEmailedCode(deps, 'registration', email);
        await run(
          tx,
          sql`UPDATE pending_registrations SET code_hash = ${code.hash}, code_expires_at = ${code.expiresAt}, attempts = 0 WHERE email = ${email}`,
        );
        await mailCode(tx, email, code.code);
        return claimed;
      });
      return ok(sent);
    })
    .post('/reactapi/user/account/verify', async (c) => {
      const { email, code } = await readJson(c, verifyRequestSchema);
      // One transaction: the code's tries are a count cap, and it makes one account once.
      const answer = await inTransaction(db, async (tx) => {
        const pending = await acceptCode({
          stored: await findPending(tx, email),
          owner: emailedCodeOwner('registration', email),
          code,
          now: deps.now(),
          expired: errors.codeExpired,
          countWrongTry: ({ id }) => run(tx, sql`UPDATE pending_registrations SET attempts = attempts + 1 WHERE id = ${id}`),
        });
        if (pending instanceof ApiError) return pending;
        // Taken since this registration started: another registration of it verified first.
        await assertEmailFree(tx, email);
        const userId = await createUser(tx, pending);
        await markInvitationsJoined(tx, email, deps.now());
        await run(tx, sql`DELETE FROM pending_registrations WHERE id = ${pending.id}`);
        return createSession(tx, userId, deps.now());
      });
      return ok({ token: unlessRefused(answer) } satisfies TokenResult);
    });
}
