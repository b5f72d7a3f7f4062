// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from './seed';
import { startTestServer } from './testSupport';

// The server keeps live sessions in memory (server/auth/sessions.ts): a token that was just
// used must still stop working the moment its session ends, however it ends.
describe('a session in use that ends', () => {
  const sessionEnded = { status: 401, body: { code: 70001 } };

  it('stops working after logout', async () => {
    const server = await startTestServer();
    const token = await server.signIn(DEMO_EMAIL);
    expect((await server.post('/api/v2/user/current', undefined, token)).status).toBe(200);
    await server.post('/api/auth/logout', undefined, token);
    expect(await server.post('/api/catalogue/home', undefined, token)).toMatchObject(sessionEnded);
  });

  it('stops working when another session of the person changes the password', async () => {
    const server = await startTestServer();
    const other = await server.signIn(DEMO_EMAIL);
    const asking = await server.signIn(DEMO_EMAIL);
    expect((await server.post('/api/catalogue/home', undefined, other)).status).toBe(200);
    const change = await server.post('/api/user/account/change-password', { current_password: DEMO_PASSWORD, new_password: 'brand-new-2026' }, asking);
    expect(change.status).toBe(200);
    expect(await server.post('/api/catalogue/home', undefined, other)).toMatchObject(sessionEnded);
  });

  it('stops working when its sessions are expired on purpose', async () => {
    const server = await startTestServer();
    const token = await server.signIn(DEMO_EMAIL);
    expect((await server.post('/api/v2/user/current', undefined, token)).status).toBe(200);
    await server.post('/api/dev/sessions/expire', { email: DEMO_EMAIL });
    expect(await server.post('/api/v2/user/current', undefined, token)).toMatchObject({ status: 500, body: { code: 400 } });
  });
});
