// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { mfaChallengeSchema, outboxMessageSchema, tokenResultSchema } from '../src/api/contract/session';
import { MAX_CODES_PER_HOUR, RESEND_COOLDOWN_SECONDS } from './auth/emailedCodes';
import { MFA_CODE_TTL_MS, MFA_MAX_ATTEMPTS, MFA_MAX_OPEN_CHALLENGES } from './auth/mfa';
import { DEMO_MFA_EMAIL, DEMO_PASSWORD } from './seed';
import { startTestServer } from './testSupport';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});

async function startChallenge() {
  const login = await server.post('/api/auth/login', { email: DEMO_MFA_EMAIL, password: DEMO_PASSWORD });
  expect(login.status).toBe(401);
  expect(login.body).toMatchObject({ code: 60001, message: 'mfa required' });
  const { mfa_token } = mfaChallengeSchema.parse(login.body.data);
  const mail = outboxMessageSchema.parse((await server.post('/api/dev/outbox/latest', { email: DEMO_MFA_EMAIL })).body.data);
  return { mfa_token, code: mail.code ?? '' };
}

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');
const codeExpired = {
  status: 400,
  body: { code: 40102, message: 'The code has expired. Sign in again to get a new one.', data: null },
};

describe('second factor', () => {
  it('asks for a code, emails it, and exchanges it for a working token', async () => {
    const login = await server.post('/api/auth/login', { email: DEMO_MFA_EMAIL, password: DEMO_PASSWORD });
    expect(mfaChallengeSchema.parse(login.body.data).destination).toBe('m***@lyla.example');

    const { mfa_token } = mfaChallengeSchema.parse(login.body.data);
    const mail = outboxMessageSchema.parse((await server.post('/api/dev/outbox/latest', { email: DEMO_MFA_EMAIL })).body.data);
    expect(mail.code).toMatch(/^\d{6}$/);
    // The demo reads the code in the server's console.
    expect(server.logs).toContain(`[outbox] to ${DEMO_MFA_EMAIL}: Your LYLA sign-in code (code ${mail.code})`);
    expect(mail.body).toContain(mail.code);

    const verify = await server.post('/api/auth/mfa/verify', { mfa_token, code: mail.code });
    expect(verify.status).toBe(200);
    const { token } = tokenResultSchema.parse(verify.body.data);
    const current = await server.post('/api/v2/user/current', undefined, token);
    expect(current.body.data).toMatchObject({ email: DEMO_MFA_EMAIL, location: { location_type: 2 } });

    // A code works once.
    expect(await server.post('/api/auth/mfa/verify', { mfa_token, code: mail.code })).toEqual(codeExpired);
  });

  it('says a wrong code is incorrect', async () => {
    const { mfa_token, code } = await startChallenge();
    expect(await server.post('/api/auth/mfa/verify', { mfa_token, code: wrongCodeFor(code) })).toEqual({
      status: 400,
      body: { code: 40101, message: 'The code is incorrect', data: null },
    });
  });

  it('gives up after 5 wrong codes, even when the 6th is right', async () => {
    const { mfa_token, code } = await startChallenge();
    for (let attempt = 0; attempt < MFA_MAX_ATTEMPTS; attempt += 1) {
      const wrong = await server.post('/api/auth/mfa/verify', { mfa_token, code: wrongCodeFor(code) });
      expect(wrong.body.code).toBe(40101);
    }
    expect(await server.post('/api/auth/mfa/verify', { mfa_token, code })).toEqual(codeExpired);
  });

  it('checks at most 5 codes however many arrive together, and counts every wrong one', async () => {
    const { mfa_token, code } = await startChallenge();
    const guesses = await Promise.all(
      Array.from({ length: MFA_MAX_ATTEMPTS + 3 }, () => server.post('/api/auth/mfa/verify', { mfa_token, code: wrongCodeFor(code) })),
    );
    const answers = guesses.map(({ body }) => body.code);
    expect(answers.filter((answer) => answer === 40101)).toHaveLength(MFA_MAX_ATTEMPTS);
    expect(answers.filter((answer) => answer === 40102)).toHaveLength(3);
    expect(await server.post('/api/auth/mfa/verify', { mfa_token, code })).toEqual(codeExpired);
  });

  it('lets a code expire after 10 minutes', async () => {
    const { mfa_token, code } = await startChallenge();
    server.advanceClock(MFA_CODE_TTL_MS);
    expect(await server.post('/api/auth/mfa/verify', { mfa_token, code })).toEqual(codeExpired);
  });

  it('stops sending codes while 5 unused ones are still valid', async () => {
    for (let challenge = 0; challenge < MFA_MAX_OPEN_CHALLENGES; challenge += 1) await startChallenge();
    const refused = await server.post('/api/auth/login', { email: DEMO_MFA_EMAIL, password: DEMO_PASSWORD });
    expect(refused).toMatchObject({ status: 429, body: { code: 42900 } });

    server.advanceClock(MFA_CODE_TTL_MS);
    await startChallenge();
  });

  it('opens at most 5 challenges however many sign-ins arrive together', async () => {
    for (let challenge = 0; challenge < MFA_MAX_OPEN_CHALLENGES - 2; challenge += 1) await startChallenge();
    // 4 together: one address's share of the hashing queue.
    const logins = await Promise.all(
      Array.from({ length: 4 }, () => server.post('/api/auth/login', { email: DEMO_MFA_EMAIL, password: DEMO_PASSWORD })),
    );
    expect(logins.map(({ body }) => body.code).sort()).toEqual([42900, 42900, 60001, 60001]);
  });

  it('emails a new code on request: it works and the earlier one no longer does', async () => {
    const { mfa_token, code: firstCode } = await startChallenge();
    expect(await server.post('/api/auth/mfa/resend', { mfa_token })).toEqual({
      status: 200,
      body: { code: 200, message: 'ok', data: { resend_after_seconds: RESEND_COOLDOWN_SECONDS } },
    });
    const mail = outboxMessageSchema.parse((await server.post('/api/dev/outbox/latest', { email: DEMO_MFA_EMAIL })).body.data);
    const newCode = mail.code ?? '';
    expect(newCode).toMatch(/^\d{6}$/);

    if (newCode !== firstCode) {
      const stale = await server.post('/api/auth/mfa/verify', { mfa_token, code: firstCode });
      expect(stale.body).toMatchObject({ code: 40101, message: 'The code is incorrect' });
    }
    const verify = await server.post('/api/auth/mfa/verify', { mfa_token, code: newCode });
    expect(verify.status).toBe(200);
    tokenResultSchema.parse(verify.body.data);

    // The challenge is used up: no more codes for it.
    expect(await server.post('/api/auth/mfa/resend', { mfa_token })).toEqual(codeExpired);
  });

  it('sends new codes at most once a minute and 5 an hour', async () => {
    const { mfa_token } = await startChallenge();
    expect((await server.post('/api/auth/mfa/resend', { mfa_token })).status).toBe(200);
    expect(await server.post('/api/auth/mfa/resend', { mfa_token })).toEqual({
      status: 429,
      body: {
        code: 42900,
        message: `Wait ${RESEND_COOLDOWN_SECONDS} seconds before asking for a new code`,
        data: { resend_after_seconds: RESEND_COOLDOWN_SECONDS },
      },
    });
    for (let sent = 1; sent < MAX_CODES_PER_HOUR; sent += 1) {
      server.advanceClock(RESEND_COOLDOWN_SECONDS * 1000);
      expect((await server.post('/api/auth/mfa/resend', { mfa_token })).status).toBe(200);
    }
    server.advanceClock(RESEND_COOLDOWN_SECONDS * 1000);
    expect(await server.post('/api/auth/mfa/resend', { mfa_token })).toMatchObject({
      status: 429,
      body: { code: 42900, message: 'Too many codes requested. Try again in 55 minutes.' },
    });
  });

  it('sends one new code however many requests for it arrive together', async () => {
    const { mfa_token } = await startChallenge();
    const resends = await Promise.all(Array.from({ length: 4 }, () => server.post('/api/auth/mfa/resend', { mfa_token })));
    expect(resends.map(({ status }) => status).sort()).toEqual([200, 429, 429, 429]);
  });

  it('refuses a new code for an unknown or expired challenge', async () => {
    expect(await server.post('/api/auth/mfa/resend', { mfa_token: 'made-up' })).toEqual(codeExpired);
    const { mfa_token } = await startChallenge();
    server.advanceClock(MFA_CODE_TTL_MS);
    expect(await server.post('/api/auth/mfa/resend', { mfa_token })).toEqual(codeExpired);
    expect((await server.post('/api/auth/mfa/resend', {})).body).toMatchObject({ code: 40000 });
  });

  it('treats an unknown challenge as expired', async () => {
    expect(await server.post('/api/auth/mfa/verify', { mfa_token: 'made-up', code: '123456' })).toEqual(codeExpired);
  });

  it('validates the code format', async () => {
    const response = await server.post('/api/auth/mfa/verify', { mfa_token: 'x', code: '12a' });
    expect(response.body).toMatchObject({ code: 40000, message: 'Enter the 6-digit code' });
  });
});
