// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { outboxMessageSchema } from '../src/api/contract/session';
import { EMAILED_CODE_TTL_MS } from './auth/emailedCodes';
import { CODE_MAX_ATTEMPTS } from './auth/oneTimeCodes';
import { row, sql, value } from './db';
import { DEMO_EMAIL, DEMO_PASSWORD } from './seed';
import { startTestServer } from './testSupport';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});

const NEW_PASSWORD = 'fresh-start-2026';
const codeSent = { status: 200, body: { code: 200, message: 'ok', data: { resend_after_seconds: 60 } } };
const codeExpired = {
  status: 400,
  body: { code: 40102, message: 'The code has expired. Ask for a new one.', data: null },
};

async function askForCode(email = DEMO_EMAIL) {
  expect(await server.post('/reactapi/user/account/forgot-password', { email })).toEqual(codeSent);
  const mail = outboxMessageSchema.parse((await server.post('/api/dev/outbox/latest', { email })).body.data);
  expect(mail.subject).toBe('Your LYLA password reset code');
  return mail.code ?? '';
}

const reset = (code: string, password = NEW_PASSWORD, email = DEMO_EMAIL) =>
  server.post('/api/user/account/reset-password', { email, code, password });

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('password reset', () => {
  it('sets the new password and ends every session of the account with 70001', async () => {
    const oldToken = await server.signIn(DEMO_EMAIL);
    const code = await askForCode();
    expect(code).toMatch(/^\d{6}$/);

    expect(await reset(code)).toEqual({ status: 200, body: { code: 200, message: 'ok', data: null } });

    expect(await server.post('/api/v2/user/current', undefined, oldToken)).toEqual({
      status: 401,
      body: { code: 70001, message: 'Your session has ended. Please sign in again.', data: null },
    });
    const oldPassword = await server.post('/api/auth/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(oldPassword).toMatchObject({ status: 401, body: { code: 40100 } });
    const newToken = await server.signIn(DEMO_EMAIL, NEW_PASSWORD);
    expect((await server.post('/api/v2/user/current', undefined, newToken)).status).toBe(200);

    // A code works once.
    expect(await reset(code, 'another-one-7')).toEqual(codeExpired);
  });

  it('answers an unknown email exactly like a known one, and sends nothing', async () => {
    const unknown = 'nobody@lyla.example';
    const mails = () => row(server.db, sql`SELECT COUNT(*) AS n FROM outbox`);
    const mailsBefore = await mails();
    expect(await server.post('/reactapi/user/account/forgot-password', { email: unknown })).toEqual(codeSent);
    expect(await mails()).toEqual(mailsBefore);
    expect((await server.post('/api/dev/outbox/latest', { email: unknown })).status).toBe(404);
    expect(await reset('123456', NEW_PASSWORD, unknown)).toEqual(codeExpired);

    // The cooldown, too, is the same for both.
    await server.post('/reactapi/user/account/forgot-password', { email: DEMO_EMAIL });
    const tooSoon = {
      status: 429,
      body: { code: 42900, message: 'Wait 60 seconds before asking for a new code', data: { resend_after_seconds: 60 } },
    };
    expect(await server.post('/reactapi/user/account/forgot-password', { email: unknown })).toEqual(tooSoon);
    expect(await server.post('/reactapi/user/account/forgot-password', { email: DEMO_EMAIL })).toEqual(tooSoon);
  });

  it('says a wrong code is incorrect and gives up after 5, keeping the old password', async () => {
    const code = await askForCode();
    for (let attempt = 0; attempt < CODE_MAX_ATTEMPTS; attempt += 1) {
      expect(await reset(wrongCodeFor(code))).toEqual({
        status: 400,
        body: { code: 40101, message: 'The code is incorrect', data: null },
      });
    }
    expect(await reset(code)).toEqual(codeExpired);
    await server.signIn(DEMO_EMAIL, DEMO_PASSWORD);
  });

  it('sends one code however many requests for it arrive together, and one code works once', async () => {
    const asked = await Promise.all(Array.from({ length: 4 }, () => server.post('/reactapi/user/account/forgot-password', { email: DEMO_EMAIL })));
    expect(asked.map(({ status }) => status).sort()).toEqual([200, 429, 429, 429]);
    expect(await value<number>(server.db, sql`SELECT COUNT(*) AS n FROM outbox WHERE to_email = ${DEMO_EMAIL}`)).toBe(1);

    const mail = outboxMessageSchema.parse((await server.post('/api/dev/outbox/latest', { email: DEMO_EMAIL })).body.data);
    const resets = await Promise.all(['together-one-1', 'together-two-2'].map((password) => reset(mail.code ?? '', password)));
    expect(resets.map(({ status }) => status).sort()).toEqual([200, 400]);
  });

  it('lets a code expire after 15 minutes', async () => {
    const code = await askForCode();
    server.advanceClock(EMAILED_CODE_TTL_MS);
    expect(await reset(code)).toEqual(codeExpired);
  });

  it('accepts only the newest code', async () => {
    const first = await askForCode();
    server.advanceClock(60_000);
    const second = await askForCode();
    if (first !== second) expect((await reset(first)).body.code).toBe(40101);
    expect((await reset(second)).status).toBe(200);
  });

  it('checks the new password with the contract rules', async () => {
    const code = await askForCode();
    expect((await reset(code, 'lettersonly')).body).toMatchObject({ code: 40000, message: 'Password must contain a digit' });
  });
});
