// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_MFA_EMAIL, DEMO_PASSWORD } from './seed';
import { startTestServer } from './testSupport';

describe('development endpoints', () => {
  it('expires the sessions of a user for real', async () => {
    const server = await startTestServer();
    const token = await server.signIn(DEMO_EMAIL);
    const expire = await server.post('/api/dev/sessions/expire', { email: DEMO_EMAIL });
    expect(expire.body).toEqual({ code: 200, message: 'ok', data: { expired: 1 } });
    expect(await server.post('/api/v2/user/current', undefined, token)).toMatchObject({ status: 500, body: { code: 400 } });
  });

  it('answers 404 when there is no mail or no such user', async () => {
    const server = await startTestServer();
    expect((await server.post('/api/dev/outbox/latest', { email: DEMO_EMAIL })).body.code).toBe(40400);
    expect((await server.post('/api/dev/sessions/expire', { email: 'nobody@lyla.example' })).body.code).toBe(40400);
  });

  it('do not exist in production, and the outbox is not logged there', async () => {
    const server = await startTestServer({ production: true });
    await server.post('/api/auth/login', { email: DEMO_MFA_EMAIL, password: DEMO_PASSWORD });
    for (const path of ['/api/dev/outbox/latest', '/api/dev/sessions/expire']) {
      expect(await server.post(path, { email: DEMO_MFA_EMAIL })).toEqual({
        status: 404,
        body: { code: 40400, message: 'Not found', data: null },
      });
    }
    expect(server.logs).toEqual([]);
  });
});
