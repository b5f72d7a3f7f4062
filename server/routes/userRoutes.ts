import { Hono } from 'hono';
import type { CurrentUser } from '../../src/api/contract/session';
import { requireSignedIn } from '../auth/requireSession';
import { type Db, row, sql } from '../db';
import type { AppDeps, SignedInEnv } from '../http/appEnv';
import { errors, okBody } from '../http/envelope';
import { jsonBytes, jsonTextResponse } from '../http/securityHeaders';
import { keptWhileUnchanged } from '../keptWhileUnchanged';

type CurrentUserRow = Omit<CurrentUser, 'location'> & {
  location_id: number | null;
  location_type: number | null;
  location_phone: string | null;
};

/**
 * The answer of `POST /api/v2/user/current`, also of the personal-details form: the user's
 * row and their work place's in one statement, only the columns the answer names (each
 * statement on the WAL database takes a read lock, and the whole user row is 24 columns).
 * A user that no longer exists is the expired-token answer, as `requireSession` gives it.
 */
export async function findCurrentUser(db: Db, userId: number): Promise<CurrentUser> {
  const found = await row<CurrentUserRow>(
    db,
    sql`SELECT u.id, u.email, u.cell_phone, u.avatar_img, u.first_name, u.last_name, u.gender, u.initial,
               l.id AS location_id, l.location_type, l.phone AS location_phone
        FROM users u LEFT JOIN locations l ON l.id = u.location_id
        WHERE u.id = ${userId}`,
  );
  if (!found) throw errors.tokenExpired();
  const { location_id, location_type, location_phone, ...user } = found;
  return { ...user, location: location_id === null ? null : { location_type, phone: location_phone } };
}

/**
 * The signed-in user (spec §7, `POST /api/v2/user/current`). Every screen's first call: the
 * answer's bytes are kept until the users or locations tables change (their writers call
 * `forgetKeptAnswers`).
 */
export function userRoutes(deps: AppDeps) {
  const { db } = deps;
  const currentUserAnswer = keptWhileUnchanged(
    db,
    ['users', 'locations'],
    async (userId: number) => jsonBytes(okBody(await findCurrentUser(db, userId))),
    deps.now,
  );
  return new Hono<SignedInEnv>().post('/api/v2/user/current', requireSignedIn(deps), async (c) =>
    jsonTextResponse(await currentUserAnswer(c.get('userId')), 200),
  );
}
