import { Hono } from 'hono';
import { removeRequestSchema } from '../../src/api/contract/account';
import {
  familyRequestSchema,
  friendAddRequestSchema,
  friendEditRequestSchema,
  petRequestSchema,
  spouseRequestSchema,
  teamRequestSchema,
  vehicleRequestSchema,
} from '../../src/api/contract/profile';
import { NO_PET_KIND, SPOUSE_RELATIONSHIP } from '../../src/domain/enums';
import type { Friend, Person, Pet, Spouse, Team, Vehicle } from '../../src/domain/privateProfile';
import { requireSession } from '../auth/requireSession';
import { type Db, inTransaction, prepared } from '../db';
import { DATE_RANGES } from '../../src/domain/dates';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { refuseBadDates } from '../http/dates';
import { errors, ok } from '../http/envelope';
import { readJson } from '../http/readJson';

/** Rows one person may keep in each list of the private profile. */
export const MAX_PROFILE_ROWS = 50;
/** Family relationship values counted as the profile's children: child, stepchild, grandchild (src/domain/enums.ts). */
const CHILDREN = [2, 3, 4];

type Table = 'family_members' | 'pets' | 'teams' | 'vehicles' | 'friends';
type Columns = Record<string, string | number | null>;

/**
 * One private-profile list, every read and write scoped to its owner: someone else's row
 * answers exactly like a missing one, so ids reveal nothing.
 */
export function profileRows<Row extends { id: number }>(db: Db, table: Table, notFoundMessage: string, what: string) {
  const count = (userId: number) =>
    prepared<[number], number>(db, `SELECT COUNT(*) FROM ${table} WHERE user_id = ?`).pluck().get(userId) ?? 0;
  return {
    list: (userId: number) => prepared<[number], Row>(db, `SELECT * FROM ${table} WHERE user_id = ? ORDER BY id`).all(userId),

    find: (userId: number, id: number): Row => {
      const row = prepared<[number, number], Row>(db, `SELECT * FROM ${table} WHERE id = ? AND user_id = ?`).get(id, userId);
      if (!row) throw errors.notFound(notFoundMessage);
      return row;
    },

    /** Adds a row (no id) or changes the owner's row `id`: the row's id. */
    save: (userId: number, id: number | undefined, columns: Columns): number => {
      const names = Object.keys(columns);
      if (id === undefined) {
        if (count(userId) >= MAX_PROFILE_ROWS) throw errors.invalidInput(`You can keep up to ${MAX_PROFILE_ROWS} ${what}`);
        const { lastInsertRowid } = prepared(
          db,
          `INSERT INTO ${table} (user_id, ${names.join(', ')}) VALUES (@userId, ${names.map((name) => `@${name}`).join(', ')})`,
        ).run({ ...columns, userId });
        return Number(lastInsertRowid);
      }
      const { changes } = prepared(
        db,
        `UPDATE ${table} SET ${names.map((name) => `${name} = @${name}`).join(', ')} WHERE id = @id AND user_id = @userId`,
      ).run({ ...columns, id, userId });
      if (changes === 0) throw errors.notFound(notFoundMessage);
      return id;
    },

    remove: (userId: number, id: number) => {
      const { changes } = prepared(db, `DELETE FROM ${table} WHERE id = ? AND user_id = ?`).run(id, userId);
      if (changes === 0) throw errors.notFound(notFoundMessage);
    },
  };
}

interface PersonRow {
  id: number;
  first_name: string;
  last_name: string;
  relationship: number;
  birth_date: string | null;
}
type FamilyRow = PersonRow & { anniversary_date: string | null };
type FriendRow = PersonRow & { email: string };

const toPerson = ({ id, first_name, last_name, relationship, birth_date }: PersonRow): Person => ({
  id,
  first_name,
  last_name,
  relationship,
  birth_date,
});
const toSpouse = (row: FamilyRow): Spouse => ({ ...toPerson(row), anniversary_date: row.anniversary_date });
const toFriend = (row: FriendRow): Friend => ({ ...toPerson(row), email: row.email });
export const toPet = ({ id, name, kind, size, breed, birth_date, photo }: Pet): Pet => ({ id, name, kind, size, breed, birth_date, photo });
const toTeam = ({ id, name, sport }: Team): Team => ({ id, name, sport });
const toVehicle = ({ id, make, model, year, plate }: Vehicle): Vehicle => ({ id, make, model, year, plate });

/** The lists of the private profile, each scoped to its owner. */
export function privateProfileRows(db: Db) {
  return {
    family: profileRows<FamilyRow>(db, 'family_members', 'Family member not found', 'family members'),
    pets: profileRows<Pet>(db, 'pets', 'Pet not found', 'pets'),
    teams: profileRows<Team>(db, 'teams', 'Team not found', 'teams'),
    vehicles: profileRows<Vehicle>(db, 'vehicles', 'Vehicle not found', 'vehicles'),
    friends: profileRows<FriendRow>(db, 'friends', 'Friend not found', 'friends'),
  };
}

/** The private-profile part of the profile call (`POST /reactapi/view/account/preference`). */
export function privateProfileOf(db: Db, userId: number) {
  const rows = privateProfileRows(db);
  const family = rows.family.list(userId);
  const spouse = family.find((member) => member.relationship === SPOUSE_RELATIONSHIP);
  const others = family.filter((member) => member.relationship !== SPOUSE_RELATIONSHIP);
  return {
    spouse: spouse ? toSpouse(spouse) : null,
    children: others.filter((member) => CHILDREN.includes(member.relationship)).map(toPerson),
    family: others.map(toPerson),
    pets: rows.pets.list(userId).map(toPet),
    userTeams: rows.teams.list(userId).map(toTeam),
    vehicles: rows.vehicles.list(userId).map(toVehicle),
  };
}

/**
 * The private profile's writes (spec §7; docs/api.md "Private profile"): spouse, family,
 * pets, teams, vehicles and friends. The pet photo is saved with the avatar's upload
 * (./avatarRoutes.ts).
 */
export function profileRoutes(deps: AppDeps) {
  const { db } = deps;
  const session = requireSession(deps);
  const rows = privateProfileRows(db);

  const spouseOf = (userId: number) =>
    prepared<[number, number], FamilyRow>(db, 'SELECT * FROM family_members WHERE user_id = ? AND relationship = ?').get(
      userId,
      SPOUSE_RELATIONSHIP,
    );

  return new Hono<AppEnv>()
    .post('/reactapi/user/spouse', session, async (c) => {
      const spouse = await readJson(c, spouseRequestSchema);
      refuseBadDates(deps.now(), spouse, { birth_date: DATE_RANGES.past, anniversary_date: DATE_RANGES.past });
      const userId = c.get('user').id;
      const id = inTransaction(db, () =>
        rows.family.save(userId, spouseOf(userId)?.id, { ...spouse, relationship: SPOUSE_RELATIONSHIP }),
      );
      return ok({ spouse: toSpouse(rows.family.find(userId, id)) });
    })
    .post('/reactapi/user/add-family', session, async (c) => {
      const { id, ...member } = await readJson(c, familyRequestSchema);
      refuseBadDates(deps.now(), member, { birth_date: DATE_RANGES.past });
      const userId = c.get('user').id;
      const savedId = inTransaction(db, () => {
        // The spouse is changed through its own call, never turned into another member here.
        if (id !== undefined && rows.family.find(userId, id).relationship === SPOUSE_RELATIONSHIP) {
          throw errors.notFound('Family member not found');
        }
        return rows.family.save(userId, id, member);
      });
      return ok({ member: toPerson(rows.family.find(userId, savedId)) });
    })
    .post('/api/user/delete-family', session, async (c) => {
      const { id } = await readJson(c, removeRequestSchema);
      rows.family.remove(c.get('user').id, id);
      return ok(null);
    })
    .post('/reactapi/user/add-pet', session, async (c) => {
      const { id, ...pet } = await readJson(c, petRequestSchema);
      refuseBadDates(deps.now(), pet, { birth_date: DATE_RANGES.past });
      const userId = c.get('user').id;
      const savedId = inTransaction(db, () => {
        const others = rows.pets.list(userId).filter((row) => row.id !== id);
        if (pet.kind === NO_PET_KIND) {
          if (others.some((row) => row.kind !== NO_PET_KIND)) {
            throw errors.invalidField('kind', 'Remove your pets before saying you have none');
          }
          // Only one "no pet" answer; it has no details.
          const existing = others.find((row) => row.kind === NO_PET_KIND);
          return rows.pets.save(userId, id ?? existing?.id, { name: '', kind: NO_PET_KIND, size: null, breed: '', birth_date: null });
        }
        // A pet saved: "I don't have a pet" is no longer true.
        for (const row of others) if (row.kind === NO_PET_KIND) rows.pets.remove(userId, row.id);
        return rows.pets.save(userId, id, pet);
      });
      return ok({ pet: toPet(rows.pets.find(userId, savedId)) });
    })
    .post('/api/user/delete-pet', session, async (c) => {
      const { id } = await readJson(c, removeRequestSchema);
      rows.pets.remove(c.get('user').id, id);
      return ok(null);
    })
    .post('/reactapi/user/add-team', session, async (c) => {
      const { id, ...team } = await readJson(c, teamRequestSchema);
      const userId = c.get('user').id;
      const savedId = inTransaction(db, () => rows.teams.save(userId, id, team));
      return ok({ team: toTeam(rows.teams.find(userId, savedId)) });
    })
    .post('/api/user/delete-team', session, async (c) => {
      const { id } = await readJson(c, removeRequestSchema);
      rows.teams.remove(c.get('user').id, id);
      return ok(null);
    })
    .post('/reactapi/user/edit-vehicle', session, async (c) => {
      const { id, ...vehicle } = await readJson(c, vehicleRequestSchema);
      const userId = c.get('user').id;
      const savedId = inTransaction(db, () => rows.vehicles.save(userId, id, vehicle));
      return ok({ vehicle: toVehicle(rows.vehicles.find(userId, savedId)) });
    })
    .post('/api/user/delete-vehicle', session, async (c) => {
      const { id } = await readJson(c, removeRequestSchema);
      rows.vehicles.remove(c.get('user').id, id);
      return ok(null);
    })
    .get('/api/v2/user/friends', session, (c) => ok({ friends: rows.friends.list(c.get('user').id).map(toFriend) }))
    .get('/api/v2/user/view-friend', session, (c) => {
      const id = Number(c.req.query('id'));
      if (!Number.isSafeInteger(id) || id <= 0) throw errors.invalidField('id', 'Give the friend’s id');
      return ok({ friend: toFriend(rows.friends.find(c.get('user').id, id)) });
    })
    .post('/api/v2/user/add-friend', session, async (c) => {
      const friend = await readJson(c, friendAddRequestSchema);
      refuseBadDates(deps.now(), friend, { birth_date: DATE_RANGES.past });
      const userId = c.get('user').id;
      const id = inTransaction(db, () => rows.friends.save(userId, undefined, friend));
      return ok({ friend: toFriend(rows.friends.find(userId, id)) });
    })
    .post('/api/v2/user/edit-friend', session, async (c) => {
      const { id, ...friend } = await readJson(c, friendEditRequestSchema);
      refuseBadDates(deps.now(), friend, { birth_date: DATE_RANGES.past });
      const userId = c.get('user').id;
      rows.friends.save(userId, id, friend);
      return ok({ friend: toFriend(rows.friends.find(userId, id)) });
    })
    .post('/api/v2/user/delete-friend', session, async (c) => {
      const { id } = await readJson(c, removeRequestSchema);
      rows.friends.remove(c.get('user').id, id);
      return ok(null);
    });
}
