import type { Db } from '../db';
import type { UpdateBus } from '../live/updateBus';
import type { UserRow } from '../users';

/** What every route needs, settled once by `createApp`. */
export interface AppDeps {
  db: Db;
  now: () => Date;
  production: boolean;
  log: (line: string) => void;
  /** Live updates to each person's open streams; publish after the transaction commits. */
  updates: UpdateBus;
}

/** Hono context variables set by `requireSignedIn`. */
export interface SignedInEnv {
  Variables: { userId: number; sessionId: number };
}

/**
 * Hono context variables set by `requireSession`: the signed-in user's row as well; and the
 * client's address, set for every request (server/http/clientAddress.ts).
 */
export interface AppEnv {
  Variables: SignedInEnv['Variables'] & { user: UserRow; clientAddress: string };
}
