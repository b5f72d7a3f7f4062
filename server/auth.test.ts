// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { appStateSchema, currentUserSchema, tokenResultSchema } from '../src/api/contract/session';
import { SESSION_TTL_MS } from './auth/sessions';
import { rows, sql } from './db';
import { DEMO_EMAIL, DEMO_PASSWORD } from './seed';
import { startTestServer } from './testSupport';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});

describe('POST /api/auth/login', () => {
  it('signs in and the token reads the current user with its location', async () => {
    const login = await server.post('/api/auth/login', { email: ' Demo@LYLA.example ', password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ code: 200, message: 'ok' });
    const { token } = tokenResultSchema.parse(login.body.data);

    const current = await server.post('/api/v2/user/current', undefined, token);
    expect(current.status).toBe(200);
    expect(currentUserSchema.parse(current.body.data)).toEqual({
      id: 1,
      email: DEMO_EMAIL,
      cell_phone: '4155550123',
      avatar_img: null,
      first_name: 'Maya',
      last_name: 'Thompson',
      gender: 2,
      initial: 'MT',
      location: { location_type: 1, phone: '4155550142' },
    });
  });

  it('accepts the bare token as well as "Bearer <token>"', async () => {
    const token = await server.signIn(DEMO_EMAIL);
    const response = await server.app.request('/api/v2/user/current', { method: 'POST', headers: { Authorization: token } });
    expect(response.status).toBe(200);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const expected = { code: 40100, message: 'Email or password is incorrect', data: null };
    const wrongPassword = await server.post('/api/auth/login', { email: DEMO_EMAIL, password: 'not-it' });
    const unknownEmail = await server.post('/api/auth/login', { email: 'nobody@lyla.example', password: 'not-it' });
    expect(wrongPassword).toEqual({ status: 401, body: expected });
    expect(unknownEmail).toEqual({ status: 401, body: expected });
  });

  it('refuses an email after 5 failed attempts, even with the right password', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await server.post('/api/auth/login', { email: DEMO_EMAIL, password: 'not-it' });
    }
    const blocked = await server.post('/api/auth/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe(42900);

    server.advanceClock(15 * 60 * 1000 + 1);
    const later = await server.post('/api/auth/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(later.status).toBe(200);
  });
});

describe('bad input', () => {
  it('names the field of an invalid email', async () => {
    const response = await server.post('/api/auth/login', { email: 'not-an-email', password: 'x' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 40000,
      message: 'Enter a valid email address',
      data: { errors: [{ field: 'email', message: 'Enter a valid email address' }] },
    });
  });

  it('says which field is missing', async () => {
    const response = await server.post('/api/auth/login', { email: DEMO_EMAIL });
    expect(response.body).toMatchObject({ code: 40000, message: 'password is required' });
  });

  it('rejects a body that is not JSON', async () => {
    const response = await server.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: 'email=demo@lyla.example',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 40000, message: 'Request body must be JSON', data: null });
  });

  it('rejects a body over 64 KB with 413', async () => {
    const response = await server.post('/api/auth/login', { email: DEMO_EMAIL, password: 'x'.repeat(70 * 1024) });
    expect(response).toEqual({ status: 413, body: { code: 41300, message: 'Request body is too large', data: null } });
  });

  it('answers unknown API paths with the 404 envelope', async () => {
    for (const path of ['/api/nothing', '/reactapi/user/nothing']) {
      const response = await server.post(path, {});
      expect(response).toEqual({ status: 404, body: { code: 40400, message: 'Not found', data: null } });
    }
  });

  it('hides unexpected failures behind the generic envelope and logs them', async () => {
    await server.db.destroy();
    const response = await server.post('/api/auth/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(response).toEqual({ status: 500, body: { code: 50000, message: 'There is something wrong', data: null } });
    expect(server.logs.some((line) => line.startsWith('[error] POST /api/auth/login'))).toBe(true);
  });
});

describe('session', () => {
  const tokenExpired = { status: 500, body: { code: 400, message: 'Token expired or does not exist', data: null } };

  it('answers HTTP 500 with body code 400 when the token is missing or unknown', async () => {
    expect(await server.post('/api/v2/user/current')).toEqual(tokenExpired);
    expect(await server.post('/api/v2/user/current', undefined, 'made-up-token')).toEqual(tokenExpired);
  });

  it('expires a token after 7 days', async () => {
    const token = await server.signIn(DEMO_EMAIL);
    server.advanceClock(SESSION_TTL_MS - 1);
    expect((await server.post('/api/v2/user/current', undefined, token)).status).toBe(200);
    server.advanceClock(1);
    expect(await server.post('/api/v2/user/current', undefined, token)).toEqual(tokenExpired);
  });

  it('ends the session on logout: the same token then gets 70001', async () => {
    const token = await server.signIn(DEMO_EMAIL);
    expect(await server.post('/api/auth/logout', undefined, token)).toEqual({
      status: 200,
      body: { code: 200, message: 'ok', data: null },
    });
    expect(await server.post('/api/v2/user/current', undefined, token)).toEqual({
      status: 401,
      body: { code: 70001, message: 'Your session has ended. Please sign in again.', data: null },
    });
  });

  it('reports in /api/v2/state whether the token still works', async () => {
    const token = await server.signIn(DEMO_EMAIL);
    const signedIn = appStateSchema.parse((await server.post('/api/v2/state', undefined, token)).body.data);
    expect(signedIn).toEqual({ api_version: '1', server_time: '2026-03-02T09:00:00.000Z', signed_in: true });

    await server.post('/api/auth/logout', undefined, token);
    const afterLogout = await server.post('/api/v2/state', undefined, token);
    expect(afterLogout.status).toBe(200);
    expect(appStateSchema.parse(afterLogout.body.data).signed_in).toBe(false);
    expect(appStateSchema.parse((await server.post('/api/v2/state')).body.data).signed_in).toBe(false);
  });
});

describe('stored secrets', () => {
  it('keeps only scrypt hashes of passwords and SHA-256 hashes of tokens', async () => {
    const token = await server.signIn(DEMO_EMAIL);
    const users = await rows<{ password_hash: string }>(server.db, sql`SELECT password_hash FROM users`);
    expect(users).toHaveLength(2);
    for (const { password_hash } of users) {
      expect(password_hash).toMatch(/^scrypt\$/);
      expect(password_hash).not.toContain(DEMO_PASSWORD);
    }
    const sessions = await rows<{ token_hash: string }>(server.db, sql`SELECT token_hash FROM sessions`);
    expect(sessions.map((row) => row.token_hash)).not.toContain(token);
    expect(sessions[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
