import type { AppDeps } from '../http/appEnv';
import { errors } from '../http/envelope';
import { findUserByEmail } from '../users';
import { createAttemptLimit } from './attemptLimit';

/**
 * Answers that tell whether an account has an email (check-email, registration's 409, an
 * invitation's "already has an account"), limited together per client address so a list of
 * emails cannot be tried against any of them. 20 in 15 minutes: a person registering, or
 * inviting a few colleagues, needs a handful.
 */
export function createAccountLookups(deps: AppDeps) {
  const used = createAttemptLimit(deps.db, { name: 'account lookups', max: 20, windowMs: 15 * 60 * 1000, now: deps.now });
  const take = async (address: string) => {
    if (!(await used.take(address))) throw errors.rateLimited('Too many emails checked. Try again in 15 minutes.');
  };
  const hasAccount = async (email: string) => (await findUserByEmail(deps.db, email)) !== undefined;

  return {
    /** check-email: every call counts, as its answer tells either way. */
    async check(address: string, email: string): Promise<boolean> {
      await take(address);
      return hasAccount(email);
    },
    /**
     * Registration and invitations: only a lookup that finds an account counts, but once the
     * address has used up its lookups every one is refused, so a refusal cannot tell either.
     */
    async find(address: string, email: string): Promise<boolean> {
      await take(address);
      const found = await hasAccount(email);
      if (!found) await used.giveBack(address);
      return found;
    },
  };
}

export type AccountLookups = ReturnType<typeof createAccountLookups>;
