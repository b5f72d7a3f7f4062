import { Hono } from 'hono';
import {
  changePasswordRequestSchema,
  contactInfoRequestSchema,
  personalDetailsRequestSchema,
  preferencesRequestSchema,
  workProfileRequestSchema,
  type Preference,
  type WorkInfo,
} from '../../src/api/contract/account';
import type { Site } from '../../src/api/contract/registration';
import type { TokenResult } from '../../src/api/contract/session';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { createPasswordThrottle, THROTTLE_WAIT } from '../auth/attemptLimit';
import { requireSession } from '../auth/requireSession';
import { createSession, endAllSessions } from '../auth/sessions';
import { DATE_RANGES } from '../../src/domain/dates';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { refuseBadDates } from '../http/dates';
import { errors, ok } from '../http/envelope';
import { readJson } from '../http/readJson';
import { assertWorkPlace, findLocation, findUserById, initialsOf, type UserRow } from '../users';
import { privateProfileOf } from './profileRoutes';
import { findCurrentUser } from './userRoutes';
import type { RawBuilder } from 'kysely';
import { type Db, inTransaction, row, rows, run, sql } from '../db';
import { forgetKeptAnswers } from '../keptWhileUnchanged';

const emptyToNull = (value: string | null) => (value ? value : null);
const flag = (value: boolean | undefined) => (value === undefined ? null : Number(value));

/**
 * The signed-in user's profile: the reads of the account area and one edit endpoint per
 * form (see docs/api.md, "Account area").
 */
export function accountRoutes(deps: AppDeps) {
  const { db } = deps;
  const session = requireSession(deps);
  const wrongPasswords = createPasswordThrottle(deps, 'password change');
  // Re-read after a write: the session's copy of the user is from before it.
  const reload = async (id: number) => (await findUserById(db, id)) as UserRow;
  // Every write to a user's row: the kept current-user answers are then out of date.
  const updateUser = async (tx: Db, query: RawBuilder<unknown>) => {
    const changes = await run(tx, query);
    forgetKeptAnswers(tx, 'users');
    return changes;
  };

  const siteOf = async (user: UserRow): Promise<WorkInfo['site']> =>
    user.site_id === null ? null : ((await row<Site>(db, sql`SELECT id, name, address FROM sites WHERE id = ${user.site_id}`)) ?? null);

  const locationOf = async (user: UserRow): Promise<WorkInfo['location']> => {
    const location = await findLocation(db, user.location_id);
    if (!location) return null;
    const { id, name, location_type, phone, client_name } = location;
    return { id, name, location_type, phone, client_name };
  };

  const preferencesOf = (user: UserRow) => ({
    contact_preference: user.contact_preference,
    receive_order_email_notify: user.receive_order_email_notify === 1,
    receive_push_notify: user.receive_push_notify === 1,
    receive_reminder_email_notify: user.receive_reminder_email_notify === 1,
  });

  const preferenceOf = async (user: UserRow): Promise<Preference> => {
    const [site, location, interests, privateProfile] = await Promise.all([
      siteOf(user),
      locationOf(user),
      rows<{ interest_id: number }>(db, sql`SELECT interest_id FROM user_interests WHERE user_id = ${user.id} ORDER BY interest_id`),
      privateProfileOf(db, user.id),
    ]);
    return {
      profile: { birth_date: user.birth_date, title: user.title },
      job_title: user.job_title,
      phone: user.phone,
      work_email: user.email,
      personal_email: user.personal_email,
      location_id: user.location_id,
      site: site && { id: site.id, name: site.name },
      interests: interests.map(({ interest_id }) => interest_id),
      ...preferencesOf(user),
      ...privateProfile,
      userHomeInfo: { zipcode: user.zipcode },
      // The UI shows 'No Company' when the client is null.
      location: location && { client: location.client_name === null ? null : { name: location.client_name } },
    };
  };

  const workInfoOf = async (user: UserRow): Promise<WorkInfo> => {
    const [location, site] = await Promise.all([locationOf(user), siteOf(user)]);
    return { job_title: user.job_title, work_email: user.email, location, site };
  };

  return new Hono<AppEnv>()
    .post('/reactapi/view/account/preference', session, async (c) => ok(await preferenceOf(c.get('user'))))
    .post('/reactapi/view/account/info', session, async (c) => ok(await workInfoOf(c.get('user'))))
    .get('/api/v2/user/location', session, async (c) => ok({ location: await locationOf(c.get('user')) }))
    .post('/api/user/profile-edit', session, async (c) => {
      const details = await readJson(c, personalDetailsRequestSchema);
      refuseBadDates(deps.now(), details, { birth_date: DATE_RANGES.past });
      const { id } = c.get('user');
      await updateUser(
        db,
        sql`UPDATE users SET first_name = ${details.first_name}, last_name = ${details.last_name}, gender = ${details.gender},
              title = ${emptyToNull(details.title)}, birth_date = ${details.birth_date},
              initial = ${initialsOf(details.first_name, details.last_name)}
            WHERE id = ${id}`,
      );
      return ok(await findCurrentUser(db, id));
    })
    .post('/api/v2/user/save-info', session, async (c) => {
      const contact = await readJson(c, contactInfoRequestSchema);
      const { id } = c.get('user');
      const [cellPhone, phone, personalEmail, zipcode] = [contact.cell_phone, contact.phone, contact.personal_email, contact.zipcode].map(emptyToNull);
      await updateUser(
        db,
        sql`UPDATE users SET cell_phone = ${cellPhone}, phone = ${phone}, personal_email = ${personalEmail}, zipcode = ${zipcode} WHERE id = ${id}`,
      );
      return ok(await preferenceOf(await reload(id)));
    })
    .post('/api/user/edit', session, async (c) => {
      const work = await readJson(c, workProfileRequestSchema);
      const { id } = c.get('user');
      // The work place is checked and set together: its rows cannot change between the two.
      await inTransaction(db, async (tx) => {
        await assertWorkPlace(tx, work.location_id, work.site_id);
        await updateUser(
          tx,
          sql`UPDATE users SET job_title = ${emptyToNull(work.job_title)}, location_id = ${work.location_id}, site_id = ${work.site_id}
              WHERE id = ${id}`,
        );
        // Interests come from each work place's own dictionary: the old place's no longer apply.
        await run(
          tx,
          sql`DELETE FROM user_interests
              WHERE user_id = ${id} AND interest_id NOT IN (SELECT id FROM interests WHERE location_id = ${work.location_id})`,
        );
      });
      return ok(await workInfoOf(await reload(id)));
    })
    .post('/reactapi/user/edit', session, async (c) => {
      const changes = await readJson(c, preferencesRequestSchema);
      const { id } = c.get('user');
      // Partial: a key left out keeps its value (COALESCE with null).
      await updateUser(
        db,
        sql`UPDATE users SET
              contact_preference = COALESCE(${changes.contact_preference ?? null}, contact_preference),
              receive_order_email_notify = COALESCE(${flag(changes.receive_order_email_notify)}, receive_order_email_notify),
              receive_push_notify = COALESCE(${flag(changes.receive_push_notify)}, receive_push_notify),
              receive_reminder_email_notify = COALESCE(${flag(changes.receive_reminder_email_notify)}, receive_reminder_email_notify)
            WHERE id = ${id}`,
      );
      return ok(preferencesOf(await reload(id)));
    })
    .post('/api/user/account/change-password', session, async (c) => {
      const { current_password, new_password } = await readJson(c, changePasswordRequestSchema);
      const user = c.get('user');
      const key = `account:${user.id}`;
      // Taken before the hash, so guesses sent together cannot all pass the check.
      if (!(await wrongPasswords.take(key))) throw errors.rateLimited(`Too many wrong passwords. ${THROTTLE_WAIT}`);
      const valid = await verifyPassword(current_password, user.password_hash).catch(async (error: unknown) => {
        await wrongPasswords.giveBack(key);
        throw error;
      });
      if (!valid) throw errors.wrongCurrentPassword();
      await wrongPasswords.clear(key);
      const passwordHash = await hashPassword(new_password);
      // A compare-and-set in one transaction: exactly one of two changes sent together wins.
      const token = await inTransaction(db, async (tx) => {
        // Only over the hash the current password was checked against: of two changes sent
        // together with it, the one that writes second finds the password changed meanwhile.
        const changed = await updateUser(
          tx,
          sql`UPDATE users SET password_hash = ${passwordHash} WHERE id = ${user.id} AND password_hash = ${user.password_hash}`,
        );
        if (changed === 0) throw errors.wrongCurrentPassword();
        // Any session, this one too, may be held by someone who knew the old password; the
        // person asking carries on with a new one.
        await endAllSessions(tx, user.id, deps.now());
        return createSession(tx, user.id, deps.now());
      });
      return ok({ token } satisfies TokenResult);
    });
}
