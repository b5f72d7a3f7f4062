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
import { inTransaction } from '../db';

const emptyToNull = (value: string | null) => (value ? value : null);
const flag = (value: boolean | undefined) => (value === undefined ? null : Number(value));

/**
 * The signed-in user's profile: the reads of the account area and one edit endpoint per
 * form (see docs/api.md, "Account area").
 */
export function accountRoutes(deps: AppDeps) {
  const { db } = deps;
  const session = requireSession(deps);
  const wrongPasswords = createPasswordThrottle(deps.now);
  // Re-read after a write: the session's copy of the user is from before it.
  const reload = (id: number) => findUserById(db, id) as UserRow;

  const siteOf = (user: UserRow): WorkInfo['site'] =>
    db.prepare<[number | null], Site>('SELECT id, name, address FROM sites WHERE id = ?').get(user.site_id) ?? null;

  const locationOf = (user: UserRow): WorkInfo['location'] => {
    const location = findLocation(db, user.location_id);
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

  const preferenceOf = (user: UserRow): Preference => {
    const site = siteOf(user);
    const location = locationOf(user);
    return {
      profile: { birth_date: user.birth_date, title: user.title },
      job_title: user.job_title,
      phone: user.phone,
      work_email: user.email,
      personal_email: user.personal_email,
      location_id: user.location_id,
      site: site && { id: site.id, name: site.name },
      interests: db
        .prepare<[number], number>('SELECT interest_id FROM user_interests WHERE user_id = ? ORDER BY interest_id')
        .pluck()
        .all(user.id),
      ...preferencesOf(user),
      ...privateProfileOf(db, user.id),
      userHomeInfo: { zipcode: user.zipcode },
      // The UI shows 'No Company' when the client is null.
      location: location && { client: location.client_name === null ? null : { name: location.client_name } },
    };
  };

  const workInfoOf = (user: UserRow): WorkInfo => ({
    job_title: user.job_title,
    work_email: user.email,
    location: locationOf(user),
    site: siteOf(user),
  });

  return new Hono<AppEnv>()
    .post('/reactapi/view/account/preference', session, (c) => ok(preferenceOf(c.get('user'))))
    .post('/reactapi/view/account/info', session, (c) => ok(workInfoOf(c.get('user'))))
    .get('/api/v2/user/location', session, (c) => ok({ location: locationOf(c.get('user')) }))
    .post('/api/user/profile-edit', session, async (c) => {
      const details = await readJson(c, personalDetailsRequestSchema);
      refuseBadDates(deps.now(), details, { birth_date: DATE_RANGES.past });
      const { id } = c.get('user');
      db.prepare(
        `UPDATE users SET first_name = @first_name, last_name = @last_name, gender = @gender, title = @title,
           birth_date = @birth_date, initial = @initial
         WHERE id = @id`,
      ).run({ ...details, title: emptyToNull(details.title), initial: initialsOf(details.first_name, details.last_name), id });
      return ok(findCurrentUser(db, id));
    })
    .post('/api/v2/user/save-info', session, async (c) => {
      const contact = await readJson(c, contactInfoRequestSchema);
      const { id } = c.get('user');
      db.prepare(
        'UPDATE users SET cell_phone = ?, phone = ?, personal_email = ?, zipcode = ? WHERE id = ?',
      ).run(...[contact.cell_phone, contact.phone, contact.personal_email, contact.zipcode].map(emptyToNull), id);
      return ok(preferenceOf(reload(id)));
    })
    .post('/api/user/edit', session, async (c) => {
      const work = await readJson(c, workProfileRequestSchema);
      assertWorkPlace(db, work.location_id, work.site_id);
      const { id } = c.get('user');
      inTransaction(db, () => {
        db.prepare('UPDATE users SET job_title = ?, location_id = ?, site_id = ? WHERE id = ?').run(
          emptyToNull(work.job_title),
          work.location_id,
          work.site_id,
          id,
        );
        // Interests come from each work place's own dictionary: the old place's no longer apply.
        db.prepare(
          'DELETE FROM user_interests WHERE user_id = ? AND interest_id NOT IN (SELECT id FROM interests WHERE location_id = ?)',
        ).run(id, work.location_id);
      });
      return ok(workInfoOf(reload(id)));
    })
    .post('/reactapi/user/edit', session, async (c) => {
      const changes = await readJson(c, preferencesRequestSchema);
      const { id } = c.get('user');
      // Partial: a key left out keeps its value (COALESCE with null).
      db.prepare(
        `UPDATE users SET
           contact_preference = COALESCE(@contact_preference, contact_preference),
           receive_order_email_notify = COALESCE(@receive_order_email_notify, receive_order_email_notify),
           receive_push_notify = COALESCE(@receive_push_notify, receive_push_notify),
           receive_reminder_email_notify = COALESCE(@receive_reminder_email_notify, receive_reminder_email_notify)
         WHERE id = @id`,
      ).run({
        id,
        contact_preference: changes.contact_preference ?? null,
        receive_order_email_notify: flag(changes.receive_order_email_notify),
        receive_push_notify: flag(changes.receive_push_notify),
        receive_reminder_email_notify: flag(changes.receive_reminder_email_notify),
      });
      return ok(preferencesOf(reload(id)));
    })
    .post('/api/user/account/change-password', session, async (c) => {
      const { current_password, new_password } = await readJson(c, changePasswordRequestSchema);
      const user = c.get('user');
      const key = `account:${user.id}`;
      // Taken before the hash, so guesses sent together cannot all pass the check.
      if (!wrongPasswords.take(key)) throw errors.rateLimited(`Too many wrong passwords. ${THROTTLE_WAIT}`);
      const valid = await verifyPassword(current_password, user.password_hash).catch((error: unknown) => {
        wrongPasswords.giveBack(key);
        throw error;
      });
      if (!valid) throw errors.wrongCurrentPassword();
      wrongPasswords.clear(key);
      const passwordHash = await hashPassword(new_password);
      const token = inTransaction(db, () => {
        // Only over the hash the current password was checked against: of two changes sent
        // together with it, the one that writes second finds the password changed meanwhile.
        const { changes } = db
          .prepare('UPDATE users SET password_hash = ? WHERE id = ? AND password_hash = ?')
          .run(passwordHash, user.id, user.password_hash);
        if (changes === 0) throw errors.wrongCurrentPassword();
        // Any session, this one too, may be held by someone who knew the old password; the
        // person asking carries on with a new one.
        endAllSessions(db, user.id, deps.now());
        return createSession(db, user.id, deps.now());
      });
      return ok({ token } satisfies TokenResult);
    });
}
