// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import {
  codeSentSchema,
  locationsResultSchema,
  sitesResultSchema,
  type RegisterRequest,
} from '../src/api/contract/registration';
import { currentUserSchema, outboxMessageSchema, tokenResultSchema } from '../src/api/contract/session';
import { EMAILED_CODE_TTL_MS, MAX_CODES_PER_HOUR } from './auth/emailedCodes';
import { CODE_MAX_ATTEMPTS } from './auth/oneTimeCodes';
import { row, sql } from './db';
import { DEMO_EMAIL } from './seed';
import { startTestServer } from './testSupport';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});

const NEW_EMAIL = 'ana.lopez@aurelia-health.example';
const NEW_PASSWORD = 'night-shift-42';

/** A valid registration at a children's hospital and its first site. */
async function registration(overrides: Partial<RegisterRequest> = {}): Promise<RegisterRequest> {
  const { locations } = locationsResultSchema.parse((await server.post('/reactapi/dictionary/locations', {})).body.data);
  const hospital = locations.find((location) => location.name === "Riverside Children's Hospital");
  const { sites } = sitesResultSchema.parse(
    (await server.post('/api/user/account/get-site', { location_id: hospital?.id })).body.data,
  );
  return {
    first_name: 'Ana',
    last_name: 'Lopez',
    password: NEW_PASSWORD,
    gender: 2,
    cell_phone: '3125550190',
    work_email: NEW_EMAIL,
    location_id: hospital?.id ?? 0,
    site_id: sites[0]?.id ?? 0,
    ...overrides,
  };
}

async function latestCode(email = NEW_EMAIL) {
  const mail = outboxMessageSchema.parse((await server.post('/api/dev/outbox/latest', { email })).body.data);
  return mail.code ?? '';
}

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');
const codeExpired = {
  status: 400,
  body: { code: 40102, message: 'The code has expired. Ask for a new one.', data: null },
};
const emailTaken = {
  status: 409,
  body: { code: 40900, message: 'An account with this email already exists. Sign in instead.', data: null },
};

describe('registration', () => {
  it('checks the email, emails a code, and turns the verified registration into a signed-in user', async () => {
    expect(await server.post('/reactapi/user/account/check-email', { email: NEW_EMAIL })).toEqual({
      status: 200,
      body: { code: 200, message: 'ok', data: { available: true } },
    });

    const request = await registration({ work_email: ' Ana.Lopez@Aurelia-Health.example ' });
    const register = await server.post('/reactapi/user/account/register', request);
    expect(register.status).toBe(200);
    expect(codeSentSchema.parse(register.body.data)).toEqual({ resend_after_seconds: 60 });

    const mail = outboxMessageSchema.parse((await server.post('/api/dev/outbox/latest', { email: NEW_EMAIL })).body.data);
    expect(mail).toMatchObject({ to: NEW_EMAIL, subject: 'Your LYLA verification code' });
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.body).toContain(mail.code);

    const verify = await server.post('/reactapi/user/account/verify', { email: NEW_EMAIL, code: mail.code });
    expect(verify.status).toBe(200);
    const { token } = tokenResultSchema.parse(verify.body.data);

    const current = currentUserSchema.parse((await server.post('/api/v2/user/current', undefined, token)).body.data);
    expect(current).toMatchObject({
      email: NEW_EMAIL,
      first_name: 'Ana',
      last_name: 'Lopez',
      initial: 'AL',
      gender: 2,
      cell_phone: '3125550190',
      location: { location_type: 3, phone: '3035550158' },
    });
    const stored = await row(server.db, sql`SELECT location_id, site_id FROM users WHERE email = ${NEW_EMAIL}`);
    expect(stored).toEqual({ location_id: request.location_id, site_id: request.site_id });

    // The password chosen at registration signs in; the registration is gone and the email taken.
    await server.signIn(NEW_EMAIL, NEW_PASSWORD);
    expect(await row(server.db, sql`SELECT COUNT(*) AS n FROM pending_registrations`)).toEqual({ n: 0 });
    expect(await server.post('/reactapi/user/account/verify', { email: NEW_EMAIL, code: mail.code })).toEqual(codeExpired);
    expect(await server.post('/reactapi/user/account/check-email', { email: NEW_EMAIL })).toEqual(emailTaken);
  });

  it('refuses an email that already has an account, whatever its case', async () => {
    expect(await server.post('/reactapi/user/account/check-email', { email: 'DEMO@lyla.example' })).toEqual(emailTaken);
    expect(await server.post('/reactapi/user/account/register', await registration({ work_email: DEMO_EMAIL }))).toEqual(
      emailTaken,
    );
    expect((await server.post('/api/dev/outbox/latest', { email: DEMO_EMAIL })).status).toBe(404);
  });

  it('does not count a pending registration as taking the email', async () => {
    await server.post('/reactapi/user/account/register', await registration());
    expect((await server.post('/reactapi/user/account/check-email', { email: NEW_EMAIL })).body.data).toEqual({
      available: true,
    });
  });

  it('names an invalid email', async () => {
    const response = await server.post('/reactapi/user/account/check-email', { email: 'ana.lopez' });
    expect(response).toMatchObject({ status: 400, body: { code: 40000, message: 'Enter a valid email address' } });
  });

  it('refuses a site of another work place', async () => {
    const { locations } = locationsResultSchema.parse((await server.post('/reactapi/dictionary/locations', {})).body.data);
    const corporate = locations.find((location) => location.location_type === 1);
    const { sites } = sitesResultSchema.parse(
      (await server.post('/api/user/account/get-site', { location_id: corporate?.id })).body.data,
    );
    const response = await server.post('/reactapi/user/account/register', await registration({ site_id: sites[0]?.id }));
    expect(response).toEqual({
      status: 400,
      body: {
        code: 40000,
        message: 'Choose a site of your work place',
        data: { errors: [{ field: 'site_id', message: 'Choose a site of your work place' }] },
      },
    });
  });

  it('refuses an unknown work place', async () => {
    const response = await server.post('/reactapi/user/account/register', await registration({ location_id: 999 }));
    expect(response.body).toMatchObject({ code: 40000, message: 'Choose your work place from the list' });
  });

  it('validates the form with the contract messages', async () => {
    const response = await server.post('/reactapi/user/account/register', await registration({ password: 'short' }));
    expect(response.body).toMatchObject({ code: 40000, message: 'Password must be at least 8 characters' });
  });

  it('replaces the pending registration when the same email registers again', async () => {
    await server.post('/reactapi/user/account/register', await registration());
    server.advanceClock(60_000);
    await server.post('/reactapi/user/account/register', await registration({ first_name: 'Anna' }));
    const verify = await server.post('/reactapi/user/account/verify', { email: NEW_EMAIL, code: await latestCode() });
    const { token } = tokenResultSchema.parse(verify.body.data);
    expect((await server.post('/api/v2/user/current', undefined, token)).body.data).toMatchObject({ first_name: 'Anna' });
  });
});

describe('verification code', () => {
  beforeEach(async () => {
    await server.post('/reactapi/user/account/register', await registration());
  });

  it('says a wrong code is incorrect, and gives up after 5 wrong ones', async () => {
    const code = await latestCode();
    for (let attempt = 0; attempt < CODE_MAX_ATTEMPTS; attempt += 1) {
      expect(await server.post('/reactapi/user/account/verify', { email: NEW_EMAIL, code: wrongCodeFor(code) })).toEqual({
        status: 400,
        body: { code: 40101, message: 'The code is incorrect', data: null },
      });
    }
    expect(await server.post('/reactapi/user/account/verify', { email: NEW_EMAIL, code })).toEqual(codeExpired);
  });

  it('expires after 15 minutes', async () => {
    const code = await latestCode();
    server.advanceClock(EMAILED_CODE_TTL_MS);
    expect(await server.post('/reactapi/user/account/verify', { email: NEW_EMAIL, code })).toEqual(codeExpired);
  });

  it('treats an email without a pending registration as expired', async () => {
    expect(await server.post('/reactapi/user/account/verify', { email: 'nobody@lyla.example', code: '123456' })).toEqual(
      codeExpired,
    );
  });

  it('can be sent again after 60 seconds; until then says how long to wait', async () => {
    const first = await latestCode();
    expect(await server.post('/reactapi/user/account/resend-code', { email: NEW_EMAIL })).toEqual({
      status: 429,
      body: { code: 42900, message: 'Wait 60 seconds before asking for a new code', data: { resend_after_seconds: 60 } },
    });
    server.advanceClock(45_500);
    expect(await server.post('/reactapi/user/account/resend-code', { email: NEW_EMAIL })).toEqual({
      status: 429,
      body: { code: 42900, message: 'Wait 15 seconds before asking for a new code', data: { resend_after_seconds: 15 } },
    });

    server.advanceClock(14_500);
    expect(await server.post('/reactapi/user/account/resend-code', { email: NEW_EMAIL })).toEqual({
      status: 200,
      body: { code: 200, message: 'ok', data: { resend_after_seconds: 60 } },
    });
    const second = await latestCode();
    // Only the newest code works.
    if (second !== first) {
      expect((await server.post('/reactapi/user/account/verify', { email: NEW_EMAIL, code: first })).body.code).toBe(40101);
    }
    expect((await server.post('/reactapi/user/account/verify', { email: NEW_EMAIL, code: second })).status).toBe(200);
  });

  it(`sends at most ${MAX_CODES_PER_HOUR} codes an hour to one email`, async () => {
    for (let resend = 1; resend < MAX_CODES_PER_HOUR; resend += 1) {
      server.advanceClock(60_000);
      expect((await server.post('/reactapi/user/account/resend-code', { email: NEW_EMAIL })).status).toBe(200);
    }
    server.advanceClock(60_000);
    // The first code went 5 minutes ago: it leaves the hour in 55 minutes.
    expect(await server.post('/reactapi/user/account/resend-code', { email: NEW_EMAIL })).toEqual({
      status: 429,
      body: { code: 42900, message: 'Too many codes requested. Try again in 55 minutes.', data: { resend_after_seconds: 3300 } },
    });
    server.advanceClock(3300_000);
    expect((await server.post('/reactapi/user/account/resend-code', { email: NEW_EMAIL })).status).toBe(200);
  });

  it('answers 404 when no registration waits for the email', async () => {
    expect(await server.post('/reactapi/user/account/resend-code', { email: 'nobody@lyla.example' })).toEqual({
      status: 404,
      body: { code: 40400, message: 'No registration is waiting for this email. Register again.', data: null },
    });
  });
});
