import { Hono } from 'hono';
import {
  getSiteRequestSchema,
  interestsDictionaryRequestSchema,
  saveInterestsRequestSchema,
  type Interest,
  type Location,
  type Site,
} from '../../src/api/contract/registration';
import { requireSession } from '../auth/requireSession';
import { type Db, inTransaction } from '../db';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { errors, ok } from '../http/envelope';
import { readJson } from '../http/readJson';
import { findLocation } from '../users';

function sitesOf(db: Db, locationId: number): Site[] {
  return db
    .prepare<[number], Site>('SELECT id, name, address FROM sites WHERE location_id = ? ORDER BY name COLLATE NOCASE')
    .all(locationId);
}

function interestsOf(db: Db, locationId: number): Interest[] {
  return db
    .prepare<[number], Interest>('SELECT id, name FROM interests WHERE location_id = ? ORDER BY name COLLATE NOCASE')
    .all(locationId);
}

/**
 * The lists registration chooses from (work places, their sites, their interests; all public)
 * and the signed-in user's choice of interests.
 */
export function dictionaryRoutes(deps: AppDeps) {
  const knownLocation = (id: number) => {
    if (!findLocation(deps.db, id)) throw errors.notFound('Location not found');
    return id;
  };

  return new Hono<AppEnv>()
    .post('/reactapi/dictionary/locations', () => {
      const locations = deps.db
        .prepare<[], Location>(
          'SELECT id, name, location_type, client_name, email_domain FROM locations ORDER BY location_type, name COLLATE NOCASE',
        )
        .all();
      return ok({ locations });
    })
    .post('/api/user/account/get-site', async (c) => {
      const { location_id } = await readJson(c, getSiteRequestSchema);
      return ok({ sites: sitesOf(deps.db, knownLocation(location_id)) });
    })
    .post('/reactapi/dictionary/interests', async (c) => {
      const { location_id } = await readJson(c, interestsDictionaryRequestSchema);
      return ok({ interests: interestsOf(deps.db, knownLocation(location_id)) });
    })
    .post('/api/v2/user/interests', requireSession(deps), async (c) => {
      const { interests } = await readJson(c, saveInterestsRequestSchema);
      const user = c.get('user');
      const offered = new Set(user.location_id === null ? [] : interestsOf(deps.db, user.location_id).map(({ id }) => id));
      const chosen = [...new Set(interests)].sort((a, b) => a - b);
      if (!chosen.every((id) => offered.has(id))) throw errors.invalidField('interests', 'Choose interests from the list');

      const add = deps.db.prepare('INSERT INTO user_interests (user_id, interest_id) VALUES (?, ?)');
      inTransaction(deps.db, () => {
        deps.db.prepare('DELETE FROM user_interests WHERE user_id = ?').run(user.id);
        for (const id of chosen) add.run(user.id, id);
      });
      return ok({ interests: chosen });
    });
}
