// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../seed';
import { startTwoServers } from './clusterTestSupport';

type Cluster = Awaited<ReturnType<typeof startTwoServers>>;
type Server = Cluster['a'];
let cluster: Cluster;

beforeEach(async () => {
  cluster = await startTwoServers();
});

afterEach(async () => {
  await cluster.close();
});

/** A JSON POST to `server` as if it came in on a socket from `address`. */
async function postFrom(server: Server, address: string, path: string, body: unknown, token?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await server.app.request(path, { method: 'POST', headers, body: JSON.stringify(body) }, { incoming: { socket: { remoteAddress: address } } });
  return response.status;
}

const wrongSignIn = (server: Server, address: string, password = 'a-wrong-guess-2026') =>
  postFrom(server, address, '/api/auth/login', { email: DEMO_EMAIL, password });
/** Alternately A and B, as a load balancer sends them. */
const alternately = (index: number) => (index % 2 === 0 ? cluster.a : cluster.b);

describe('wrong passwords sent alternately to two processes', () => {
  it('the 6th for one email from one address gets 429 on either process', async () => {
    const answers = [];
    for (let index = 0; index < 5; index += 1) answers.push(await wrongSignIn(alternately(index), '203.0.113.50'));
    expect(answers).toEqual([401, 401, 401, 401, 401]);

    expect(await wrongSignIn(cluster.b, '203.0.113.50')).toBe(429);
    expect(await wrongSignIn(cluster.a, '203.0.113.50', DEMO_PASSWORD)).toBe(429);
    // Another address is not locked out by these.
    expect(await postFrom(cluster.b, '198.51.100.50', '/api/auth/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).toBe(200);
  });

  it('the right password on one process ends the run counted on the other', async () => {
    for (let index = 0; index < 4; index += 1) expect(await wrongSignIn(cluster.a, '203.0.113.51')).toBe(401);
    expect(await postFrom(cluster.b, '203.0.113.51', '/api/auth/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).toBe(200);
    for (let index = 0; index < 5; index += 1) expect(await wrongSignIn(cluster.a, '203.0.113.51')).toBe(401);
    expect(await wrongSignIn(cluster.a, '203.0.113.51')).toBe(429);
  });

  it('sent all at once, half to each, check at most 5 passwords', async () => {
    const answers = await Promise.all(Array.from({ length: 16 }, (_, index) => wrongSignIn(alternately(index), '203.0.113.52')));
    expect(answers.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(answers.filter((status) => status === 401).length).toBeGreaterThan(0);
    expect(answers.every((status) => [401, 429, 503].includes(status))).toBe(true);
  });

  it('from 31 emails on one address, the 31st gets 429 whatever the process', async () => {
    const tryEmail = (index: number) =>
      postFrom(alternately(index), '203.0.113.53', '/api/auth/login', { email: `person${index}@lyla.example`, password: 'a-guess-2026' });
    const answers = [];
    for (let index = 0; index < 30; index += 1) answers.push(await tryEmail(index));
    expect(new Set(answers)).toEqual(new Set([401]));
    expect(await tryEmail(30)).toBe(429);
    expect(await tryEmail(31)).toBe(429);
  });
});

describe('wrong current passwords on a password change, alternately on two processes', () => {
  it('the 6th gets 429, even with the right one', async () => {
    const token = await cluster.a.signIn(DEMO_EMAIL);
    const change = (server: Server, current_password: string) =>
      postFrom(server, '203.0.113.54', '/api/user/account/change-password', { current_password, new_password: 'brand-new-2026' }, token);
    const answers = [];
    for (let index = 0; index < 5; index += 1) answers.push(await change(alternately(index), `wrong-guess-${index}`));
    expect(answers).toEqual([400, 400, 400, 400, 400]);
    expect(await change(cluster.b, DEMO_PASSWORD)).toBe(429);
    expect(await change(cluster.a, DEMO_PASSWORD)).toBe(429);
  });
});

describe('emails checked for an account, alternately on two processes', () => {
  it('answers 20 from one address, then 429', async () => {
    const check = (index: number) => postFrom(alternately(index), '203.0.113.55', '/reactapi/user/account/check-email', { email: `new${index}@lyla.example` });
    const answers = [];
    for (let index = 0; index < 20; index += 1) answers.push(await check(index));
    expect(new Set(answers)).toEqual(new Set([200]));
    expect(await check(20)).toBe(429);
    expect(await check(21)).toBe(429);
  });

  it('sent all at once, half to each, answers exactly 20', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) => postFrom(alternately(index), '203.0.113.56', '/reactapi/user/account/check-email', { email: `new${index}@lyla.example` })),
    );
    expect(answers.filter((status) => status === 200).length).toBe(20);
    expect(answers.filter((status) => status === 429).length).toBe(10);
  });
});
