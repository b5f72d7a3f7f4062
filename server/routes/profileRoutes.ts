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
import { type Db, inTransaction, row, rows, run, sql, value } from '../db';
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
  const tableName = sql.id(table);
  const count = async (userId: number) => (await value<number>(db, sql`SELECT COUNT(*) FROM ${tableName} WHERE user_id = ${userId}`)) ?? 0;
  return {
    list: (userId: number) => rows<Row>(db, sql`SELECT * FROM ${tableName} WHERE user_id = ${userId} ORDER BY id`),

    find: async (userId: number, id: number): Promise<Row> => {
      const found = await row<Row>(db, sql`SELECT * FROM ${tableName} WHERE id = ${id} AND user_id = ${userId}`);
      if (!found) throw errors.notFound(notFoundMessage);
      return found;
    },

    /**
     * Adds a row (no id) or changes the owner's row `id`: the row's id. Run it in a
     * transaction: the count cap is a read-then-write.
     */
    save: async (userId: number, id: number | undefined, columns: Columns): Promise<number> => {
      const names = Object.keys(columns);
      if (id === undefined) {
        if ((await count(userId)) >= MAX_PROFILE_ROWS) throw errors.invalidInput(`You can keep up to ${MAX_PROFILE_ROWS} ${what}`);
        const inserted = await row<{ id: number }>(
          db,
          sql`INSERT INTO ${tableName} (user_id, ${sql.join(names.map((name) => sql.id(name)))})
              VALUES (${userId}, ${sql.join(names.map((name) => columns[name]))}) RETURNING id`,
        );
        return inserted!.id;
      }
      const changes = await run(
        db,
        sql`UPDATE ${tableName} SET ${sql.join(names.map((name) => sql`${sql.id(name)} = ${columns[name]}`))}
            WHERE id = ${id} AND user_id = ${userId}`,
      );
      if (changes === 0) throw errors.notFound(notFoundMessage);
      return id;
    },

    remove: async (userId: number, id: number) => {
      const changes = await run(db, sql`DELETE FROM ${tableName} WHERE id = ${id} AND user_id = ${userId}`);
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

/** The lists of the private profile, each scoped to its owner; over `db`, or a transaction's `tx`. */
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
export async function privateProfileOf(db: Db, userId: number) {
  const lists = privateProfileRows(db);
  const [family, pets, teams, vehicles] = await Promise.all([
    lists.family.list(userId),
    lists.pets.list(userId),
    lists.teams.list(userId),
    lists.vehicles.list(userId),
  ]);
  const spouse = family.find((member) => member.relationship === SPOUSE_RELATIONSHIP);
  const others = family.filter((member) => member.relationship !== SPOUSE_RELATIONSHIP);
  return {
    spouse: spouse ? toSpouse(spouse) : null,
    children: others.filter((member) => CHILDREN.includes(member.relationship)).map(toPerson),
    family: others.map(toPerson),
    pets: pets.map(toPet),
    userTeams: teams.map(toTeam),
    vehicles: vehicles.map(toVehicle),
  };
}

/**
 * The private profile's writes (spec §7; docs/api.md "Private profile"): spouse, family,
 * pets, teams, vehicles and friends. The pet photo is saved with the avatar's upload
 * (./avatarRoutes.ts). Every save is one transaction: the count cap (and the one spouse, the
 * one "no pet" answer) is read, then written.
 */
export function profileRoutes(deps: AppDeps) {
  const { db } = deps;
  const session = requireSession(deps);
  const lists = privateProfileRows(db);

  const spouseOf = (tx: Db, userId: number) =>
    row<FamilyRow>(tx, sql`SELECT * FROM family_members WHERE user_id = ${userId} AND relationship = ${SPOUSE_RELATIONSHIP}`);

  return new Hono<AppEnv>()
    .post('/reactapi/user/spouse', session, async (c) => {
      const spouse = await readJson(c, spouseRequestSchema);
      refuseBadDates(deps.now(), spouse, { birth_date: DATE_RANGES.past, anniversary_date: DATE_RANGES.past });
      const userId = c.get('user').id;
      // One transaction: two first saves at once make one spouse (the unique index backs it).
      const id = await inTransaction(db, async (tx) =>
        privateProfileRows(tx).family.save(userId, (await spouseOf(tx, userId))?.id, { ...spouse, relationship: SPOUSE_RELATIONSHIP }),
      );
      return ok({ spouse: toSpouse(await lists.family.find(userId, id)) });
    })
    .post('/reactapi/user/add-family', session, async (c) => {
      const { id, ...member } = await readJson(c, familyRequestSchema);
      refuseBadDates(deps.now(), member, { birth_date: DATE_RANGES.past });
      const userId = c.get('user').id;
      const savedId = await inTransaction(db, async (tx) => {
        const { family } = privateProfileRows(tx);
        // The spouse is changed through its own call, never turned into another member here.
        if (id !== undefined && (await family.find(userId, id)).relationship === SPOUSE_RELATIONSHIP) {
          throw errors.notFound('Family member not found');
        }
        return family.save(userId, id, member);
      });
      return ok({ member: toPerson(await lists.family.find(userId, savedId)) });
    })
    .post('/api/user/delete-family', session, async (c) => {
      const { id } = await readJson(c, removeRequestSchema);
      await lists.family.remove(c.get('user').id, id);
      return ok(null);
    })
    .post('/reactapi/user/add-pet', session, async (c) => {
      const { id, ...pet } = await readJson(c, petRequestSchema);
      refuseBadDates(deps.now(), pet, { birth_date: DATE_RANGES.past });
      const userId = c.get('user').id;
      // One transaction: pets and the one "no pet" answer never stand side by side.
      const savedId = await inTransaction(db, async (tx) => {
        const { pets } = privateProfileRows(tx);
        const others = (await pets.list(userId)).filter((row) => row.id !== id);
        if (pet.kind === NO_PET_KIND) {
          if (others.some((row) => row.kind !== NO_PET_KIND)) {
            throw errors.invalidField('kind', 'Remove your pets before saying you have none');
          }
          // Only one "no pet" answer; it has no details.
          const existing = others.find((row) => row.kind === NO_PET_KIND);
          return pets.save(userId, id ?? existing?.id, { name: '', kind: NO_PET_KIND, size: null, breed: '', birth_date: null });
        }
        // A pet saved: "I don't have a pet" is no longer true.
        for (const row of others) if (row.kind === NO_PET_KIND) await pets.remove(userId, row.id);
        return pets.save(userId, id, pet);
      });
      return ok({ pet: toPet(await lists.pets.find(userId, savedId)) });
    })
    .post('/api/user/delete-pet', session, async (c) => {
      const { id } = await readJson(c, removeRequestSchema);
      await lists.pets.remove(c.get('user').id, id);
      return ok(null);
    })
    .post('/reactapi/user/add-team', session, async (c) => {
      const { id, ...team } = await readJson(c, teamRequestSchema);
      const userId = c.get('user').id;
      const savedId = await inTransaction(db, (tx) => privateProfileRows(tx).teams.save(userId, id, team));
      return ok({ team: toTeam(await lists.teams.find(userId, savedId)) });
    })
    .post('/api/user/delete-team', session, async (c) => {
      const { id } = await readJson(c, removeRequestSchema);
      await lists.teams.remove(c.get('user').id, id);
      return ok(null);
    })
    .post('/reactapi/user/edit-vehicle', session, async (c) => {
      const { id, ...vehicle } = await readJson(c, vehicleRequestSchema);
      const userId = c.get('user').id;
      const savedId = await inTransaction(db, (tx) => privateProfileRows(tx).vehicles.save(userId, id, vehicle));
      return ok({ vehicle: toVehicle(await lists.vehicles.find(userId, savedId)) });
    })
    .post('/api/user/delete-vehicle', session, async (c) => {
      const { id } = await readJson(c, removeRequestSchema);
      await lists.vehicles.remove(c.get('user').id, id);
      return ok(null);
    })
    .get('/api/v2/user/friends', session, async (c) => ok({ friends: (await lists.friends.list(c.get('user').id)).map(toFriend) }))
    .get('/api/v2/user/view-friend', session, async (c) => {
      const id = Number(c.req.query('id'));
      if (!Number.isSafeInteger(id) || id <= 0) throw errors.invalidField('id', 'Give the friend’s id');
      return ok({ friend: toFriend(await lists.friends.find(c.get('user').id, id)) });
    })
    .post('/api/v2/user/add-friend', session, async (c) => {
      const friend = await readJson(c, friendAddRequestSchema);
      refuseBadDates(deps.now(), friend, { birth_date: DATE_RANGES.past });
      const userId = c.get('user').id;
      const id = await inTransaction(db, (tx) => privateProfileRows(tx).friends.save(userId, undefined, friend));
      return ok({ friend: toFriend(await lists.friends.find(userId, id)) });
    })
    .post('/api/v2/user/edit-friend', session, async (c) => {
      const { id, ...friend } = await readJson(c, friendEditRequestSchema);
      refuseBadDates(deps.now(), friend, { birth_date: DATE_RANGES.past });
      const userId = c.get('user').id;
      await lists.friends.save(userId, id, friend);
      return ok({ friend: toFriend(await lists.friends.find(userId, id)) });
    })
    .post('/api/v2/user/delete-friend', session, async (c) => {
      const { id } = await readJson(c, removeRequestSchema);
      await lists.friends.remove(c.get('user').id, id);
      return ok(null);
    });
}
