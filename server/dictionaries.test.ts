// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import {
  interestsDictionarySchema,
  locationsResultSchema,
  savedInterestsSchema,
  sitesResultSchema,
} from '../src/api/contract/registration';
import { row, rows, sql } from './db';
import { DEMO_EMAIL, DEMO_MFA_EMAIL, seedDemoData } from './seed';
import { startTestServer } from './testSupport';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});

async function locations() {
  return locationsResultSchema.parse((await server.post('/reactapi/dictionary/locations', {})).body.data).locations;
}

async function interestsOf(locationId: number) {
  const response = await server.post('/reactapi/dictionary/interests', { location_id: locationId });
  return interestsDictionarySchema.parse(response.body.data).interests;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

describe('work places', () => {
  it('lists at least two locations of each type, by type then name, without a session', async () => {
    const list = await locations();
    for (const type of [1, 2, 3]) {
      const ofType = list.filter((location) => location.location_type === type);
      expect(ofType.length).toBeGreaterThanOrEqual(2);
      expect(ofType).toEqual([...ofType].sort(byName));
    }
    expect(list.map((location) => location.location_type)).toEqual([...list.map((l) => l.location_type)].sort());
    expect(list.map((location) => location.name)).toEqual([
      'Meridian Analytics Campus',
      'Northwind Partners HQ',
      'Harbor View Hotel',
      'Pinecrest Lodge & Suites',
      "Riverside Children's Hospital",
      'St. Aurelia Medical Center',
    ]);
    expect(list[1]).toEqual({
      id: 1,
      name: 'Northwind Partners HQ',
      location_type: 1,
      client_name: 'Northwind Partners',
      email_domain: 'northwind.example',
    });
    // Each place its own domain, so a work email points at one place.
    const domains = list.map((location) => location.email_domain);
    expect(domains.every((domain) => domain !== null)).toBe(true);
    expect(new Set(domains).size).toBe(list.length);
  });

  it('gives every location 2 to 4 sites with an address, by name', async () => {
    for (const location of await locations()) {
      const response = await server.post('/api/user/account/get-site', { location_id: location.id });
      const { sites } = sitesResultSchema.parse(response.body.data);
      expect(sites.length).toBeGreaterThanOrEqual(2);
      expect(sites.length).toBeLessThanOrEqual(4);
      expect(sites).toEqual([...sites].sort(byName));
      for (const site of sites) expect(site.address).toMatch(/^\d+ .+, .+, [A-Z]{2} \d{5}$/);
    }
  });

  it('answers 404 for an unknown location and 400 for a malformed one', async () => {
    const notFound = { status: 404, body: { code: 40400, message: 'Location not found', data: null } };
    expect(await server.post('/api/user/account/get-site', { location_id: 999 })).toEqual(notFound);
    expect(await server.post('/reactapi/dictionary/interests', { location_id: 999 })).toEqual(notFound);
    expect((await server.post('/api/user/account/get-site', { location_id: 'one' })).body.code).toBe(40000);
    expect((await server.post('/reactapi/dictionary/interests', {})).body).toMatchObject({
      code: 40000,
      message: 'location_id is required',
    });
  });
});

describe('interests dictionary', () => {
  it('offers each location 8 to 15 interests of its own, by name', async () => {
    const names = new Map<number, string[]>();
    for (const location of await locations()) {
      const interests = await interestsOf(location.id);
      expect(interests.length).toBeGreaterThanOrEqual(8);
      expect(interests.length).toBeLessThanOrEqual(15);
      expect(interests).toEqual([...interests].sort(byName));
      names.set(location.id, interests.map((interest) => interest.name));
    }
    expect(names.get(1)).toContain('Coffee');
    expect(names.get(3)).toContain('Scrubs laundry');
    expect(names.get(1)).not.toEqual(names.get(3));
    // Distinct ids per location even for the same name: a choice is tied to one dictionary.
    const coffeeIds = await Promise.all([1, 3].map(async (id) => (await interestsOf(id)).find((i) => i.name === 'Coffee')?.id));
    expect(new Set(coffeeIds).size).toBe(2);
  });
});

describe('POST /api/v2/user/interests', () => {
  const savedInterests = async (email: string) =>
    (
      await rows<{ interest_id: number }>(
        server.db,
        sql`SELECT interest_id FROM user_interests JOIN users ON users.id = user_id WHERE email = ${email} ORDER BY interest_id`,
      )
    ).map((saved) => saved.interest_id);

  it('replaces the choice with ids from the user location, sorted and without repeats', async () => {
    const token = await server.signIn(DEMO_EMAIL);
    const [low, middle, high] = (await interestsOf(1)).map((interest) => interest.id).sort((a, b) => a - b);
    const response = await server.post('/api/v2/user/interests', { interests: [high, low, high] }, token);
    expect(response.status).toBe(200);
    expect(savedInterestsSchema.parse(response.body.data)).toEqual({ interests: [low, high] });
    expect(await savedInterests(DEMO_EMAIL)).toEqual([low, high]);

    await server.post('/api/v2/user/interests', { interests: [middle] }, token);
    expect(await savedInterests(DEMO_EMAIL)).toEqual([middle]);
    expect((await server.post('/api/v2/user/interests', { interests: [] }, token)).body.data).toEqual({ interests: [] });
    expect(await savedInterests(DEMO_EMAIL)).toEqual([]);
  });

  it('refuses an id of another location and keeps the saved choice', async () => {
    const token = await server.signIn(DEMO_EMAIL);
    const before = await savedInterests(DEMO_EMAIL);
    const [own] = await interestsOf(1);
    const [foreign] = await interestsOf(3);
    for (const interests of [[own?.id, foreign?.id], [999_999]]) {
      expect(await server.post('/api/v2/user/interests', { interests }, token)).toEqual({
        status: 400,
        body: {
          code: 40000,
          message: 'Choose interests from the list',
          data: { errors: [{ field: 'interests', message: 'Choose interests from the list' }] },
        },
      });
    }
    expect(await savedInterests(DEMO_EMAIL)).toEqual(before);
  });

  it('needs a session', async () => {
    expect(await server.post('/api/v2/user/interests', { interests: [] })).toMatchObject({ status: 500, body: { code: 400 } });
  });
});

describe('seed', () => {
  it('gives the demo users a site and interests of their location, once', async () => {
    const demoChoices = () =>
      rows<{ email: string; site_location: number; location_id: number; interests: number }>(
        server.db,
        sql`SELECT email, sites.location_id AS site_location, users.location_id,
              (SELECT COUNT(*) FROM user_interests JOIN interests ON interests.id = interest_id
               WHERE user_id = users.id AND interests.location_id = users.location_id) AS interests
            FROM users JOIN sites ON sites.id = users.site_id ORDER BY email`,
      );
    const seeded = await demoChoices();
    expect(seeded.map((choice) => choice.email)).toEqual([DEMO_EMAIL, DEMO_MFA_EMAIL]);
    for (const choice of seeded) {
      expect(choice.site_location).toBe(choice.location_id);
      expect(choice.interests).toBeGreaterThanOrEqual(2);
    }

    const counts = () => row(server.db, sql`SELECT (SELECT COUNT(*) FROM sites) AS sites, (SELECT COUNT(*) FROM interests) AS interests`);
    const before = await counts();
    const token = await server.signIn(DEMO_EMAIL);
    await server.post('/api/v2/user/interests', { interests: [] }, token);
    await seedDemoData(server.db);
    expect(await counts()).toEqual(before);
    // A demo user's own choice survives a restart.
    expect((await demoChoices()).find((choice) => choice.email === DEMO_EMAIL)?.interests).toBe(0);
  });
});
