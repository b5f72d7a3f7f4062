// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readServerConfig } from './config';
import { DEMO_EMAIL, DEMO_MFA_EMAIL, DEMO_PASSWORD } from './seed';
import { startTestServer } from './testSupport';

const DEV_PATHS = [
  '/api/dev/outbox/latest',
  '/api/dev/sessions/expire',
  '/api/dev/chat/vendor-message',
  '/api/dev/chat/vendor-read',
  '/api/dev/requests/advance',
  '/api/dev/requests/quote',
  '/api/dev/reminders/run',
  '/api/dev/news/publish',
];

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

  it('do not exist unless switched on', async () => {
    const server = await startTestServer({ devEndpoints: false });
    await server.post('/api/auth/login', { email: DEMO_MFA_EMAIL, password: DEMO_PASSWORD });
    for (const path of DEV_PATHS) {
      expect(await server.post(path, { email: DEMO_MFA_EMAIL })).toEqual({
        status: 404,
        body: { code: 40400, message: 'Not found', data: null },
      });
    }
  });

  it('answer only requests addressed to this machine by a loopback name (no DNS rebinding)', async () => {
    const server = await startTestServer();
    const expireAt = (url: string, host?: string) =>
      server.app.request(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(host === undefined ? {} : { Host: host }) },
        body: JSON.stringify({ email: DEMO_EMAIL }),
      });

    for (const host of ['localhost', 'localhost:4310', '127.0.0.1', '127.0.0.1:4310', '[::1]:4310']) {
      expect((await expireAt('/api/dev/sessions/expire', host)).status, host).toBe(200);
    }
    for (const host of ['evil.example', 'evil.example:4310', 'localhost.evil.example', '192.168.1.20:4310', '0.0.0.0']) {
      const refused = await expireAt('/api/dev/sessions/expire', host);
      expect(refused.status, host).toBe(403);
      expect(await refused.json()).toEqual({
        code: 40300,
        message: 'The development endpoints answer only requests to localhost, 127.0.0.1 or [::1]',
        data: null,
      });
    }
    // A request naming its host in the request line rather than the Host header.
    expect((await expireAt('http://evil.example/api/dev/sessions/expire')).status).toBe(403);
    for (const path of DEV_PATHS) expect((await expireAt(path, 'evil.example:4310')).status, path).toBe(403);
  });

  it('the outbox is not logged in production', async () => {
    const server = await startTestServer({ production: true });
    await server.post('/api/auth/login', { email: DEMO_MFA_EMAIL, password: DEMO_PASSWORD });
    expect(server.logs).toEqual([]);
  });
});

describe('how npm start reads its environment', () => {
  it('listens on 127.0.0.1 with the development endpoints off unless told otherwise', () => {
    expect(readServerConfig({})).toMatchObject({ ok: true, config: { hostname: '127.0.0.1', port: 8080, devEndpoints: false } });
    expect(readServerConfig({ NODE_ENV: 'development' })).toMatchObject({ config: { devEndpoints: false } });
    expect(readServerConfig({ HOST: '0.0.0.0' })).toMatchObject({ ok: true, config: { hostname: '0.0.0.0', devEndpoints: false } });
  });

  it('turns the development endpoints on with LYLA_DEV_ENDPOINTS=1 on a loopback address', () => {
    for (const HOST of [undefined, '127.0.0.1', '::1', 'localhost']) {
      expect(readServerConfig({ HOST, LYLA_DEV_ENDPOINTS: '1' })).toMatchObject({ ok: true, config: { devEndpoints: true } });
    }
  });

  it('refuses to start with the development endpoints on another address, saying why', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20', 'lyla.example']) {
      const result = readServerConfig({ HOST, LYLA_DEV_ENDPOINTS: '1' });
      expect(result).toEqual({ ok: false, problem: expect.stringContaining(`LYLA_DEV_ENDPOINTS=1 with HOST=${HOST}`) });
    }
  });

  it('refuses a bad port or API origin, saying why', () => {
    expect(readServerConfig({ PORT: 'eighty' })).toEqual({ ok: false, problem: 'PORT must be a number from 1 to 65535, got "eighty"' });
    expect(readServerConfig({ VITE_API_ORIGIN: 'not a url' })).toMatchObject({ ok: false, problem: expect.stringContaining('VITE_API_ORIGIN') });
  });
});
