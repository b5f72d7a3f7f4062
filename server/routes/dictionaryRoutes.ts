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
import { type Db, engineOf, inTransaction, rows, run, sql } from '../db';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { errors, ok } from '../http/envelope';
import { readJson } from '../http/readJson';
import { findLocation } from '../users';

/**
 * SQLite's `COLLATE NOCASE` order on both engines. PostgreSQL has no NOCASE, and its database's
 * own collation may order spaces and punctuation differently: lower case in byte order instead.
 */
const caseless = (db: Db, column: string) =>
  engineOf(db) === 'postgres' ? sql`lower(${sql.ref(column)}) COLLATE "C"` : sql`${sql.ref(column)} COLLATE NOCASE`;

function sitesOf(db: Db, locationId: number): Promise<Site[]> {
  return rows<Site>(db, sql`SELECT id, name, address FROM sites WHERE location_id = ${locationId} ORDER BY ${caseless(db, 'name')}`);
}

function interestsOf(db: Db, locationId: number): Promise<Interest[]> {
  return rows<Interest>(db, sql`SELECT id, name FROM interests WHERE location_id = ${locationId} ORDER BY ${caseless(db, 'name')}`);
}

/**
 * The lists registration chooses from (work places, their sites, their interests; all public)
 * and the signed-in user's choice of interests.
 */
export function dictionaryRoutes(deps: AppDeps) {
  const knownLocation = async (id: number) => {
    if (!(await findLocation(deps.db, id))) throw errors.notFound('Location not found');
    return id;
  };

  return new Hono<AppEnv>()
    .post('/reactapi/dictionary/locations', async () => {
      const locations = await rows<Location>(
        deps.db,
        sql`SELECT id, name, location_type, client_name, email_domain FROM locations ORDER BY location_type, ${caseless(deps.db, 'name')}`,
      );
      return ok({ locations });
    })
    .post('/api/user/account/get-site', async (c) => {
      const { location_id } = await readJson(c, getSiteRequestSchema);
      return ok({ sites: await sitesOf(deps.db, await knownLocation(location_id)) });
    })
    .post('/reactapi/dictionary/interests', async (c) => {
      const { location_id } = await readJson(c, interestsDictionaryRequestSchema);
      return ok({ interests: await interestsOf(deps.db, await knownLocation(location_id)) });
    })
    .post('/api/v2/user/interests', requireSession(deps), async (c) => {
      const { interests } = await readJson(c, saveInterestsRequestSchema);
      const user = c.get('user');
      const chosen = [...new Set(interests)].sort((a, b) => a - b);
      // The offer is read and the choice written in one transaction: a choice is always from the list.
      await inTransaction(deps.db, async (tx) => {
        const offered = new Set(user.location_id === null ? [] : (await interestsOf(tx, user.location_id)).map(({ id }) => id));
        if (!chosen.every((id) => offered.has(id))) throw errors.invalidField('interests', 'Choose interests from the list');
        await run(tx, sql`DELETE FROM user_interests WHERE user_id = ${user.id}`);
        for (const id of chosen) await run(tx, sql`INSERT INTO user_interests (user_id, interest_id) VALUES (${user.id}, ${id})`);
      });
      return ok({ interests: chosen });
    });
}
