import type { Db } from '../db';
import type { UserRow } from '../users';

/** What every route needs, settled once by `createApp`. */
export interface AppDeps {
  db: Db;
  now: () => Date;
  production: boolean;
  log: (line: string) => void;
}

/** Hono context variables set by `requireSignedIn`. */
export interface SignedInEnv {
  Variables: { userId: number; sessionId: number };
}

/** Hono context variables set by `requireSession`: the signed-in user's row as well. */
export interface AppEnv {
  Variables: SignedInEnv['Variables'] & { user: UserRow };
}
