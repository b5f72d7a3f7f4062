// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentUserSchema } from '../../src/api/contract/session';
import { LIVE_SESSION_KEPT_MS } from '../auth/sessions';
import { sha256 } from '../auth/tokens';
import { run, sql } from '../db';
import { KEPT_ANSWER_MS } from '../keptWhileUnchanged';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../seed';
import { openLiveStream } from '../testSupport';
import { startTwoServers } from './clusterTestSupport';

let servers: Awaited<ReturnType<typeof startTwoServers>>;

beforeEach(async () => {
  servers = await startTwoServers();
});

afterEach(async () => {
  await servers.close();
});

type Server = (typeof servers)['a'];
const everyCallEnded = Array.from({ length: 3 }, () => expect.objectContaining({ status: 401, body: expect.objectContaining({ code: 70001 }) }));
/** A signed-in person's calls of each kind the issue names: their user, the catalogue, their wallet. */
const calls = (server: Server, token: string) =>
  Promise.all(['/api/v2/user/current', '/api/catalogue/home', '/reactapi/view/account/wallet'].map((path) => server.post(path, {}, token)));
const statuses = async (server: Server, token: string) => (await calls(server, token)).map((answer) => answer.status);
const firstName = async (server: Server, token: string) => currentUserSchema.parse((await server.post('/api/v2/user/current', {}, token)).body.data).first_name;

describe('sessions and kept answers across two processes on one PostgreSQL', () => {
  it('a sign-out through A ends the session on B at once: user, catalogue and wallet', async () => {
    const { a, b } = servers;
    const token = await a.signIn(DEMO_EMAIL);
    // B keeps the live session (and the user's answer) in its memory.
    expect(await statuses(b, token)).toEqual([200, 200, 200]);
    const onB = openLiveStream(b.app, token);
    await onB.open;

    expect((await a.post('/api/auth/logout', undefined, token)).status).toBe(200);
    // The sign-out answered once B can hear it: B hears it within moments, long before the backstop.
    await expect.poll(() => statuses(b, token), { timeout: LIVE_SESSION_KEPT_MS / 2 }).toEqual([401, 401, 401]);
    expect(await calls(b, token)).toEqual(everyCallEnded);
    await expect(onB.finished).resolves.toBeUndefined();
  });

  it("a password change through A ends every session of the person on both processes; another person's stay", async () => {
    const { a, b } = servers;
    const asking = await a.signIn(DEMO_EMAIL);
    const onA = await a.signIn(DEMO_EMAIL);
    const onB = await b.signIn(DEMO_EMAIL);
    const someoneElse = await b.addUser('ben.carter@lyla.example');
    for (const [server, token] of [[a, onA], [b, onB], [a, onB], [b, onA], [b, someoneElse]] as const) expect(await statuses(server, token)).toEqual([200, 200, 200]);

    const change = await a.post('/api/user/account/change-password', { current_password: DEMO_PASSWORD, new_password: 'brand-new-2026' }, asking);
    expect(change.status).toBe(200);
    for (const [server, token] of [[a, onA], [b, onB], [a, onB], [b, onA], [b, asking]] as const) {
      await expect.poll(() => statuses(server, token), { timeout: LIVE_SESSION_KEPT_MS / 2 }).toEqual([401, 401, 401]);
    }
    expect(await statuses(b, someoneElse)).toEqual([200, 200, 200]);
  });

  it('a profile edit through A is what B answers next', async () => {
    const { a, b } = servers;
    const token = await a.signIn(DEMO_EMAIL);
    const before = await firstName(b, token);
    expect(await firstName(b, token)).toBe(before);

    const edit = await a.post('/api/user/profile-edit', { first_name: 'Ava', last_name: 'Rivera', gender: 4, title: 'Dr', birth_date: '1990-05-17' }, token);
    expect(edit.status).toBe(200);
    await expect.poll(() => firstName(b, token), { timeout: KEPT_ANSWER_MS / 2 }).toBe('Ava');
  });

  it('a change whose message never came shows on B once what B keeps is as old as the backstop', async () => {
    const { a, b } = servers;
    const token = await a.signIn(DEMO_EMAIL);
    const other = await a.signIn(DEMO_EMAIL);
    expect(await statuses(b, token)).toEqual([200, 200, 200]);
    const before = await firstName(b, other);

    // Written behind the servers' backs: nobody is told.
    await run(a.db, sql`UPDATE sessions SET revoked_at = '2026-03-02T09:00:00.000Z' WHERE token_hash = ${sha256(token)}`);
    await run(a.db, sql`UPDATE users SET first_name = 'Untold' WHERE email = ${DEMO_EMAIL}`);
    expect(await statuses(b, token)).toEqual([200, 200, 200]);
    expect(await firstName(b, other)).toBe(before);

    b.advanceClock(Math.max(LIVE_SESSION_KEPT_MS, KEPT_ANSWER_MS));
    expect(await calls(b, token)).toEqual(everyCallEnded);
    expect(await firstName(b, other)).toBe('Untold');
  });
});
