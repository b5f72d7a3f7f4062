// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import {
  preferenceSchema,
  preferencesResultSchema,
  userLocationSchema,
  workInfoSchema,
} from '../src/api/contract/account';
import { currentUserSchema, tokenResultSchema } from '../src/api/contract/session';
import { run, sql, value } from './db';
import { forgetKeptAnswers } from './keptWhileUnchanged';
import { DEMO_EMAIL, DEMO_PASSWORD } from './seed';
import { startTestServer } from './testSupport';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;
let token: string;

beforeEach(async () => {
  server = await startTestServer();
  token = await server.signIn(DEMO_EMAIL);
});

const call = (path: string, body: unknown = {}) => server.post(path, body, token);
const preference = async () => preferenceSchema.parse((await call('/reactapi/view/account/preference')).body.data);
const currentUser = async () => currentUserSchema.parse((await call('/api/v2/user/current')).body.data);
const siteId = async (name: string) => (await value<number>(server.db, sql`SELECT id FROM sites WHERE name = ${name}`))!;

describe('reading the profile', () => {
  it('lists the demo profile with company, site, interests, family and pets', async () => {
    const profile = await preference();
    expect(profile).toMatchObject({
      profile: { birth_date: null, title: null },
      job_title: 'Product designer',
      work_email: DEMO_EMAIL,
      location_id: 1,
      site: { id: await siteId('Market Street Tower'), name: 'Market Street Tower' },
      contact_preference: 'email',
      receive_order_email_notify: true,
      receive_push_notify: true,
      receive_reminder_email_notify: true,
      spouse: { first_name: 'Jordan', last_name: 'Thompson', relationship: 1, birth_date: null, anniversary_date: null },
      children: [{ first_name: 'Lily', last_name: 'Thompson', relationship: 2, birth_date: '2019-04-12' }],
      family: [{ first_name: 'Lily', last_name: 'Thompson' }],
      pets: [{ name: 'Biscuit', kind: 1, size: 2, breed: '', photo: null }],
      userTeams: [],
      vehicles: [],
      userHomeInfo: { zipcode: '94105' },
      location: { client: { name: 'Northwind Partners' } },
    });
    expect(profile.interests).toHaveLength(3);
    expect(profile.interests).toEqual([...profile.interests].sort((a, b) => a - b));
  });

  it('answers a null client when the work place has no client name (the UI shows "No Company")', async () => {
    await run(server.db, sql`UPDATE locations SET client_name = NULL WHERE id = 1`);
    expect((await preference()).location).toEqual({ client: null });
  });

  it('answers the work profile and the work place', async () => {
    const northwind = { id: 1, name: 'Northwind Partners HQ', location_type: 1, phone: '4155550142', client_name: 'Northwind Partners' };
    const info = workInfoSchema.parse((await call('/reactapi/view/account/info')).body.data);
    expect(info).toEqual({
      job_title: 'Product designer',
      work_email: DEMO_EMAIL,
      location: northwind,
      site: { id: await siteId('Market Street Tower'), name: 'Market Street Tower', address: '525 Market Street, San Francisco, CA 94105' },
    });
    const response = await server.app.request('/api/v2/user/location', { headers: { Authorization: `Bearer ${token}` } });
    expect(userLocationSchema.parse(((await response.json()) as { data: unknown }).data)).toEqual({ location: northwind });
  });

  it('requires a session everywhere', async () => {
    const paths = [
      '/reactapi/view/account/preference',
      '/reactapi/view/account/info',
      '/api/user/profile-edit',
      '/api/v2/user/save-info',
      '/api/user/edit',
      '/reactapi/user/edit',
      '/api/user/account/change-password',
    ];
    for (const path of paths) {
      expect(await server.post(path, {})).toMatchObject({ status: 500, body: { code: 400 } });
    }
    expect((await server.app.request('/api/v2/user/location')).status).toBe(500);
  });
});

describe('personal details (POST /api/user/profile-edit)', () => {
  const details = { first_name: ' Ava ', last_name: 'Rivera', gender: 4, title: 'Dr', birth_date: '1990-05-17' };

  it('saves them and answers the new current user, initial included', async () => {
    const response = await call('/api/user/profile-edit', details);
    expect(response.status).toBe(200);
    const user = currentUserSchema.parse(response.body.data);
    expect(user).toMatchObject({ first_name: 'Ava', last_name: 'Rivera', gender: 4, initial: 'AR' });
    expect(user).toEqual(await currentUser());
    expect((await preference()).profile).toEqual({ title: 'Dr', birth_date: '1990-05-17' });

    await call('/api/user/profile-edit', { ...details, title: '', birth_date: null });
    expect((await preference()).profile).toEqual({ title: null, birth_date: null });
  });

  it('rejects bad input without changing anything', async () => {
    const before = await currentUser();
    const cases: [unknown, string][] = [
      [{ ...details, first_name: '  ' }, 'First name is required'],
      [{ ...details, gender: 5 }, 'Invalid input'],
      [{ ...details, birth_date: '17/05/1990' }, 'Enter a date as YYYY-MM-DD'],
      [{ ...details, birth_date: '1990-02-30' }, 'Enter a real date from 1900 to today'],
      [{ ...details, birth_date: '2030-01-01' }, 'Enter a real date from 1900 to today'],
      [{ last_name: 'Rivera', gender: 1, title: null, birth_date: null }, 'first_name is required'],
    ];
    for (const [body, message] of cases) {
      expect(await call('/api/user/profile-edit', body)).toMatchObject({ status: 400, body: { code: 40000, message } });
    }
    expect(await currentUser()).toEqual(before);
  });
});

describe('the signed-in user (POST /api/v2/user/current)', () => {
  it('answers what was last saved, however the user or work place row changed', async () => {
    const before = await currentUser();
    await call('/api/v2/user/save-info', { cell_phone: '2125550100', phone: '', personal_email: '', zipcode: '' });
    expect(await currentUser()).toEqual({ ...before, cell_phone: '2125550100' });

    // The demo user works at location 1.
    // No endpoint writes a work place: this write says so itself, as every writer of the table does.
    await run(server.db, sql`UPDATE locations SET phone = ${'4155550999'} WHERE id = 1`);
    forgetKeptAnswers(server.db, 'locations');
    expect((await currentUser()).location).toMatchObject({ phone: '4155550999' });
  });
});

describe('contact info (POST /api/v2/user/save-info)', () => {
  it('saves phones, personal email and ZIP code and answers the profile', async () => {
    const response = await call('/api/v2/user/save-info', {
      cell_phone: '2125550100',
      phone: '2125550111',
      personal_email: ' Maya.T@Example.com ',
      zipcode: '10001',
    });
    const profile = preferenceSchema.parse(response.body.data);
    expect(profile).toMatchObject({ phone: '2125550111', personal_email: 'maya.t@example.com', userHomeInfo: { zipcode: '10001' } });
    expect(profile).toEqual(await preference());
    expect((await currentUser()).cell_phone).toBe('2125550100');

    await call('/api/v2/user/save-info', { cell_phone: '', phone: '', personal_email: '', zipcode: '' });
    expect(await preference()).toMatchObject({ phone: null, personal_email: null, userHomeInfo: { zipcode: null } });
    expect((await currentUser()).cell_phone).toBeNull();
  });

  it('names the bad fields', async () => {
    const response = await call('/api/v2/user/save-info', { cell_phone: '555', phone: '', personal_email: 'nope', zipcode: '1234' });
    expect(response).toMatchObject({ status: 400, body: { code: 40000, message: 'Enter a 10-digit phone number' } });
    expect(response.body.data).toEqual({
      errors: [
        { field: 'cell_phone', message: 'Enter a 10-digit phone number' },
        { field: 'personal_email', message: expect.any(String) },
        { field: 'zipcode', message: 'Enter a 5-digit ZIP code' },
      ],
    });
  });
});

describe('work profile (POST /api/user/edit)', () => {
  it('moves the user to another work place and drops the interests of the old one', async () => {
    const site = await siteId('Harbor View Waterfront');
    const response = await call('/api/user/edit', { job_title: 'Concierge', location_id: 2, site_id: site });
    expect(workInfoSchema.parse(response.body.data)).toEqual({
      job_title: 'Concierge',
      work_email: DEMO_EMAIL,
      location: { id: 2, name: 'Harbor View Hotel', location_type: 2, phone: '6175550187', client_name: 'Harbor View Hotels' },
      site: { id: site, name: 'Harbor View Waterfront', address: '70 Rowes Wharf, Boston, MA 02110' },
    });
    expect(await preference()).toMatchObject({ location_id: 2, interests: [], location: { client: { name: 'Harbor View Hotels' } } });
    expect((await currentUser()).location).toEqual({ location_type: 2, phone: '6175550187' });
  });

  it('wants a known work place and one of its sites', async () => {
    const otherSite = await siteId('Harbor View Waterfront');
    expect(await call('/api/user/edit', { job_title: null, location_id: 1, site_id: otherSite })).toEqual({
      status: 400,
      body: {
        code: 40000,
        message: 'Choose a site of your work place',
        data: { errors: [{ field: 'site_id', message: 'Choose a site of your work place' }] },
      },
    });
    expect(await call('/api/user/edit', { job_title: null, location_id: 999, site_id: otherSite })).toMatchObject({
      status: 400,
      body: { code: 40000, message: 'Choose your work place from the list' },
    });
    expect((await call('/api/user/edit', { job_title: 'x'.repeat(81), location_id: 1, site_id: 1 })).body.message).toBe(
      'Job title is too long',
    );
    expect((await preference()).location_id).toBe(1);
  });
});

describe('preferences (POST /reactapi/user/edit)', () => {
  it('changes only the keys sent', async () => {
    const first = await call('/reactapi/user/edit', { receive_push_notify: false });
    expect(preferencesResultSchema.parse(first.body.data)).toEqual({
      contact_preference: 'email',
      receive_order_email_notify: true,
      receive_push_notify: false,
      receive_reminder_email_notify: true,
    });
    const second = await call('/reactapi/user/edit', { contact_preference: 'sms', receive_order_email_notify: false });
    expect(second.body.data).toEqual({
      contact_preference: 'sms',
      receive_order_email_notify: false,
      receive_push_notify: false,
      receive_reminder_email_notify: true,
    });
    expect(await preference()).toMatchObject(second.body.data as object);
  });

  it('rejects unknown values', async () => {
    expect(await call('/reactapi/user/edit', { contact_preference: 'fax' })).toMatchObject({ status: 400, body: { code: 40000 } });
    expect(await call('/reactapi/user/edit', { receive_push_notify: 'no' })).toMatchObject({ status: 400, body: { code: 40000 } });
  });
});

describe('change password (POST /api/user/account/change-password)', () => {
  const NEW_PASSWORD = 'brand-new-2026';

  it('refuses a wrong current password with 40104 and keeps the old one', async () => {
    expect(await call('/api/user/account/change-password', { current_password: 'wrong-one-1', new_password: NEW_PASSWORD })).toEqual({
      status: 400,
      body: {
        code: 40104,
        message: 'The current password is incorrect',
        data: { errors: [{ field: 'current_password', message: 'The current password is incorrect' }] },
      },
    });
    expect(await server.signIn(DEMO_EMAIL)).toBeTruthy();
  });

  it('after 5 wrong current passwords refuses even the right one for 15 minutes', async () => {
    const change = (current_password: string) => call('/api/user/account/change-password', { current_password, new_password: NEW_PASSWORD });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await change('wrong-one-1')).body.code).toBe(40104);
    expect(await change(DEMO_PASSWORD)).toMatchObject({ status: 429, body: { code: 42900, message: 'Too many wrong passwords. Try again in 15 minutes.' } });
    server.advanceClock(15 * 60 * 1000 + 1);
    expect((await change(DEMO_PASSWORD)).status).toBe(200);
  });

  it('checks the new password like registration does', async () => {
    expect(await call('/api/user/account/change-password', { current_password: DEMO_PASSWORD, new_password: 'short1' })).toMatchObject({
      status: 400,
      body: { code: 40000, message: 'Password must be at least 8 characters' },
    });
  });

  it('sets the new password and ends every session, this one too, answering a fresh token', async () => {
    const otherSession = await server.signIn(DEMO_EMAIL);
    const hashOf = () => value<string>(server.db, sql`SELECT password_hash FROM users WHERE email = ${DEMO_EMAIL}`);
    const hashBefore = await hashOf();

    const changed = await call('/api/user/account/change-password', { current_password: DEMO_PASSWORD, new_password: NEW_PASSWORD });
    expect(changed).toMatchObject({ status: 200, body: { code: 200, message: 'ok', data: { token: expect.any(String) } } });
    const freshToken = tokenResultSchema.parse(changed.body.data).token;

    expect(await hashOf()).not.toBe(hashBefore);
    for (const ended of [token, otherSession]) {
      expect(await server.post('/api/v2/user/current', undefined, ended)).toMatchObject({ status: 401, body: { code: 70001 } });
    }
    expect((await server.post('/api/v2/user/current', undefined, freshToken)).status).toBe(200);
    expect(await server.post('/api/auth/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).toMatchObject({
      status: 401,
      body: { code: 40100 },
    });
    expect(await server.signIn(DEMO_EMAIL, NEW_PASSWORD)).toBeTruthy();
  });

  it('of two changes sent together with the same current password, exactly one succeeds', async () => {
    const choices = ['first-choice-2026', 'second-choice-2026'];
    const answers = await Promise.all(
      choices.map((new_password) => call('/api/user/account/change-password', { current_password: DEMO_PASSWORD, new_password })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const won = answers.findIndex((answer) => answer.status === 200);
    expect(answers[1 - won]?.body).toMatchObject({ code: 40104, message: 'The current password is incorrect' });

    // The password is the one the successful change set, and its new session works.
    const freshToken = tokenResultSchema.parse(answers[won]?.body.data).token;
    expect((await server.post('/api/v2/user/current', undefined, freshToken)).status).toBe(200);
    expect(await server.signIn(DEMO_EMAIL, choices[won])).toBeTruthy();
    expect((await server.post('/api/auth/login', { email: DEMO_EMAIL, password: choices[1 - won] })).status).toBe(401);
  });
});
