import { Hono } from 'hono';
import type { CurrentUser } from '../../src/api/contract/session';
import { requireSession } from '../auth/requireSession';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { ok } from '../http/envelope';
import { findLocation, type LocationRow, type UserRow } from '../users';

/** The answer of `POST /api/v2/user/current`; also of the personal-details form. */
export function toCurrentUser(user: UserRow, location: LocationRow | undefined): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    cell_phone: user.cell_phone,
    avatar_img: user.avatar_img,
    first_name: user.first_name,
    last_name: user.last_name,
    gender: user.gender,
    initial: user.initial,
    location: location ? { location_type: location.location_type, phone: location.phone } : null,
  };
}

/** The signed-in user (spec §7, `POST /api/v2/user/current`). */
export function userRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/api/v2/user/current', requireSession(deps), (c) => {
    const user = c.get('user');
    return ok(toCurrentUser(user, findLocation(deps.db, user.location_id)));
  });
}
