import { Hono } from 'hono';
import {
  loginRequestSchema,
  mfaResendRequestSchema,
  mfaVerifyRequestSchema,
  type TokenResult,
} from '../../src/api/contract/session';
import { inTransaction } from '../db';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { errors, ok } from '../http/envelope';
import { readJson } from '../http/readJson';
import { findUserByEmail } from '../users';
import { clientAddress } from '../http/clientAddress';
import { createAccountThrottle, createAddressThrottle, createPasswordThrottle, THROTTLE_WAIT } from './attemptLimit';
import { resendMfaCode, startMfaChallenge, verifyMfaChallenge } from './mfa';
import { burnPasswordCheck, isBusyRefusal, verifyPassword } from './passwords';
import { requireSession } from './requireSession';
import { createSession, revokeSession } from './sessions';

/** Sign-in, second factor and sign-out (designed; see docs/api.md). */
export function authRoutes(deps: AppDeps) {
  const fromHere = createPasswordThrottle(deps, 'sign-in email from address');
  const perAccount = createAccountThrottle(deps);
  const perAddress = createAddressThrottle(deps);

  return new Hono<AppEnv>()
    .post('/api/auth/login', async (c) => {
      const { email, password } = await readJson(c, loginRequestSchema);
      const address = clientAddress(c);
      // The email's wrong passwords from this address: they lock out this address, not the owner.
      const here = `${email} ${address}`;
      // All attempts are taken before the hash, so requests sent together cannot all pass.
      if (!(await perAddress.take(address))) throw errors.rateLimited(`Too many failed sign-ins from this address. ${THROTTLE_WAIT}`);
      const tooMany = () => errors.rateLimited(`Too many failed sign-in attempts. ${THROTTLE_WAIT}`);
      if (!(await fromHere.take(here))) {
        await perAddress.giveBack(address);
        throw tooMany();
      }
      if (!(await perAccount.take(email))) {
        await Promise.all([fromHere.giveBack(here), perAddress.giveBack(address)]);
        throw tooMany();
      }
      const user = await findUserByEmail(deps.db, email);
      const valid = await (user ? verifyPassword(password, user.password_hash, address) : burnPasswordCheck(password, address)).catch(
        async (error: unknown) => {
          // A check that never ran does not count against the account; a busy refusal still
          // counts against the address, so retrying cannot keep the hashing queue full.
          const notCounted = [fromHere.giveBack(here), perAccount.giveBack(email)];
          if (!isBusyRefusal(error)) notCounted.push(perAddress.giveBack(address));
          await Promise.all(notCounted);
          throw error;
        },
      );
      if (!user || !valid) throw errors.badCredentials();
      // Only wrong passwords count; the right one ends this address's run of them.
      await Promise.all([fromHere.clear(here), perAccount.giveBack(email), perAddress.giveBack(address)]);
      if (user.mfa_enabled) throw errors.mfaRequired(await startMfaChallenge(deps, user));
      return ok({ token: await createSession(deps.db, user.id, deps.now()) } satisfies TokenResult);
    })
    .post('/api/auth/mfa/verify', async (c) => {
      const { mfa_token, code } = await readJson(c, mfaVerifyRequestSchema);
      const userId = await verifyMfaChallenge(deps, mfa_token, code);
      return ok({ token: await createSession(deps.db, userId, deps.now()) } satisfies TokenResult);
    })
    .post('/api/auth/mfa/resend', async (c) => {
      const { mfa_token } = await readJson(c, mfaResendRequestSchema);
      return ok(await resendMfaCode(deps, mfa_token));
    })
    .post('/api/auth/logout', requireSession(deps), async (c) => {
      // One transaction: the session's streams everywhere are told with its end.
      await inTransaction(deps.db, async (tx) => {
        await revokeSession(tx, c.get('sessionId'), deps.now());
        deps.updates.endSession(tx, c.get('sessionId'));
      });
      return ok(null);
    });
}
