import type { Db } from '../db';
import type { UserRow } from '../users';

/** What every route needs, settled once by `createApp`. */
export interface AppDeps {
  db: Db;
  now: () => Date;
  production: boolean;
  log: (line: string) => void;
}

/** Hono context variables; set by `requireSession`. */
export interface AppEnv {
  Variables: { user: UserRow; sessionId: number };
}
