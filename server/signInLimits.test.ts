// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EnvelopeOf } from '../src/api/contract/envelope';
import { tokenResultSchema } from '../src/api/contract/session';
import { MAX_HASHES_PER_ADDRESS } from './auth/passwords';
import { readServerConfig } from './config';
import { rows, sql, value } from './db';
import { DEMO_EMAIL, DEMO_PASSWORD } from './seed';
import { startTestServer } from './testSupport';

// While a test holds them, password hashes wait before they start, so a hashing queue it filled
// stays full however slow the machine: no hash ends in the meantime and frees a place.
const hashes = vi.hoisted(() => {
  let held: (() => void)[] | undefined;
  return {
    hold: () => void (held = []),
    release: () => {
      const waiting = held ?? [];
      held = undefined;
      for (const start of waiting) start();
    },
    start: (hash: () => void) => (held ? held.push(hash) : hash()),
  };
});
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>();
  const scrypt = ((...args: Parameters<typeof crypto.scrypt>) => hashes.start(() => crypto.scrypt(...args))) as typeof crypto.scrypt;
  return { ...crypto, default: { ...crypto, scrypt }, scrypt };
});

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});

/** A JSON POST as if it came in on a socket from `address`, the way the Node adapter passes it. */
async function postFrom(address: string, path: string, body: unknown, token?: string, more: Record<string, string> = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...more };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await server.app.request(path, { method: 'POST', headers, body: JSON.stringify(body) }, {
    incoming: { socket: { remoteAddress: address } },
  });
  return { status: response.status, body: (await response.json()) as EnvelopeOf<unknown> };
}

const statuses = (answers: { status: number }[]) => answers.map((answer) => answer.status);
const RATE_LIMITED = { code: 42900, message: expect.any(String), data: null };

describe('sign-in attempts sent at the same moment', () => {
  it('checks at most 5 passwords for one email, however many arrive together; the rest get 429 (or 503 past the address’s share of hashing)', async () => {
    const passwords = Array.from({ length: 200 }, (_, index) => (index === 137 ? DEMO_PASSWORD : `wrong-guess-${index}`));
    const answers = await Promise.all(passwords.map((password) => server.post('/api/auth/login', { email: DEMO_EMAIL, password })));

    expect(answers.filter((answer) => answer.status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses(answers).every((status) => [401, 429, 503].includes(status))).toBe(true);
    for (const refused of answers.filter((answer) => answer.status === 429)) expect(refused.body).toEqual(RATE_LIMITED);
  });

  it('checks at most 5 current passwords on change-password, however many arrive together', async () => {
    const token = await server.signIn(DEMO_EMAIL);
    const guesses = Array.from({ length: 100 }, (_, index) => (index === 60 ? DEMO_PASSWORD : `wrong-guess-${index}`));
    const answers = await Promise.all(
      guesses.map((current_password) =>
        server.post('/api/user/account/change-password', { current_password, new_password: 'brand-new-2026' }, token),
      ),
    );

    expect(answers.filter((answer) => answer.status !== 429).length).toBeLessThanOrEqual(5);
    expect(answers.filter((answer) => answer.status === 200)).toEqual([]);
    expect(await server.signIn(DEMO_EMAIL)).toBeTruthy();
  });
});

describe('failed sign-ins from one client address', () => {
  it('are refused with 429 after 30, whatever the emails; other addresses carry on', async () => {
    const tryEmail = (address: string, index: number) =>
      postFrom(address, '/api/auth/login', { email: `person${index}@lyla.example`, password: 'a-guess-2026' });
    const first = [];
    for (let index = 0; index < 30; index += 1) first.push(await tryEmail('203.0.113.7', index));
    expect(new Set(statuses(first))).toEqual(new Set([401]));

    const refused = await tryEmail('203.0.113.7', 30);
    expect(refused).toEqual({ status: 429, body: { ...RATE_LIMITED, message: 'Too many failed sign-ins from this address. Try again in 15 minutes.' } });
    expect((await tryEmail('198.51.100.2', 31)).status).toBe(401);

    server.advanceClock(15 * 60 * 1000 + 1);
    expect((await tryEmail('203.0.113.7', 32)).status).toBe(401);
  });

  it('does not count sign-ins with the right password', async () => {
    for (let attempt = 0; attempt < 31; attempt += 1) {
      expect((await postFrom('203.0.113.8', '/api/auth/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).status).toBe(200);
    }
  });
});

describe('a flood of sign-ins from many addresses', () => {
  it('hashes only a few passwords at a time and refuses the rest at once with 503', async () => {
    const answers = await Promise.all(
      Array.from({ length: 400 }, (_, index) =>
        postFrom(`10.1.${Math.floor(index / 200)}.${index % 200}`, '/api/auth/login', {
          email: `person${index}@lyla.example`,
          password: 'a-guess-2026',
        }),
      ),
    );

    const busy = answers.filter((answer) => answer.status === 503);
    expect(busy.length).toBeGreaterThan(200);
    expect(busy[0]?.body).toEqual({ code: 50300, message: 'The server is busy. Try again in a moment.', data: null });
    expect(new Set(statuses(answers))).toEqual(new Set([401, 503]));

    // Once the flood has passed, sign-in works again: one busy answer is far from an address's limit.
    const signedIn = await postFrom('10.1.0.1', '/api/auth/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(tokenResultSchema.parse(signedIn.body.data).token).toBeTruthy();
  });
});

describe('a few addresses retrying sign-ins', () => {
  const wrongSignIn = (address: string, index: number) =>
    postFrom(address, '/api/auth/login', { email: `person${index}@lyla.example`, password: 'a-guess-2026' });

  it(`take at most ${MAX_HASHES_PER_ADDRESS} places each in the hashing queue: a person signing in meanwhile gets in`, async () => {
    const attackers = ['203.0.113.31', '203.0.113.32', '203.0.113.33', '203.0.113.34', '203.0.113.35'];
    const flood = attackers.flatMap((address, a) => Array.from({ length: 20 }, (_, index) => wrongSignIn(address, a * 20 + index)));
    const person = postFrom('198.51.100.30', '/api/auth/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD });
    const [answers, signedIn] = await Promise.all([Promise.all(flood), person]);

    expect(signedIn.status).toBe(200);
    expect(answers.filter((answer) => answer.status === 401).length).toBeLessThanOrEqual(attackers.length * MAX_HASHES_PER_ADDRESS);
    expect(new Set(statuses(answers))).toEqual(new Set([401, 503]));
  });

  it('have their busy refusals counted toward their limit: retrying cannot keep the queue full', async () => {
    // 40 addresses fill the queue; the 30 sign-ins of one more address then find it full.
    const fillers = Array.from({ length: 40 }, (_, index) => wrongSignIn(`10.2.0.${index + 1}`, index));
    const retried = Array.from({ length: 30 }, (_, index) => wrongSignIn('203.0.113.36', 100 + index));
    const answers = await Promise.all([...fillers, ...retried]);
    expect(statuses(answers.slice(fillers.length))).toContain(503);

    expect(await wrongSignIn('203.0.113.36', 200)).toEqual({
      status: 429,
      body: { ...RATE_LIMITED, message: 'Too many failed sign-ins from this address. Try again in 15 minutes.' },
    });
    expect((await wrongSignIn('198.51.100.31', 201)).status).toBe(401);
  });
});

describe('an unknown email checked while the hashing queue is full', () => {
  it('is refused as busy that once, not from then on', async () => {
    // A server that has not checked an unknown email yet.
    vi.resetModules();
    const fresh = await (await import('./testSupport')).startTestServer();
    const from = (index: number) => ({ incoming: { socket: { remoteAddress: `10.4.0.${index}` } } });
    const post = (path: string, body: unknown, index: number) =>
      fresh.app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }, from(index));
    const signInUnknown = async (index: number) =>
      (await post('/api/auth/login', { email: 'nobody@lyla.example', password: 'a-guess-2026' }, index)).status;

    // Wrong passwords of a known account from 40 addresses fill the queue (each hashes one) and,
    // with hashes held, it stays full: the first answer is a busy refusal, and so is the unknown email's.
    hashes.hold();
    const flood = Array.from({ length: 40 }, (_, index) => post('/api/auth/login', { email: DEMO_EMAIL, password: 'not-it-2026' }, index + 1));
    expect((await Promise.race(flood)).status).toBe(503);
    expect(await signInUnknown(100)).toBe(503);
    hashes.release();
    expect(new Set((await Promise.all(flood)).map((answer) => answer.status))).toEqual(new Set([401, 503]));

    expect(await signInUnknown(101)).toBe(401);
  });
});

describe('wrong passwords for one account', () => {
  const signInFrom = (address: string, password: string) => postFrom(address, '/api/auth/login', { email: DEMO_EMAIL, password });

  it('5 from one address lock out that address only: the owner signs in from another', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await signInFrom('203.0.113.40', 'not-it-2026')).status).toBe(401);
    expect(await signInFrom('203.0.113.40', DEMO_PASSWORD)).toEqual({
      status: 429,
      body: { ...RATE_LIMITED, message: 'Too many failed sign-in attempts. Try again in 15 minutes.' },
    });

    expect((await signInFrom('198.51.100.40', DEMO_PASSWORD)).status).toBe(200);
  });

  it('50 from any addresses within 15 minutes lock the account for everyone until the window ends', async () => {
    for (let address = 1; address <= 10; address += 1) {
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await signInFrom(`10.3.0.${address}`, 'not-it-2026')).status).toBe(401);
    }
    expect(await signInFrom('198.51.100.41', DEMO_PASSWORD)).toEqual({
      status: 429,
      body: { ...RATE_LIMITED, message: 'Too many failed sign-in attempts. Try again in 15 minutes.' },
    });

    server.advanceClock(15 * 60 * 1000 + 1);
    expect((await signInFrom('198.51.100.41', DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('attempts counted in the database', () => {
  const limitRows = async () => (await rows<{ key: string }>(server.db, sql`SELECT key FROM attempt_limits`)).map((kept) => kept.key).sort();

  it('are deleted once their window has ended, by a later attempt', async () => {
    expect((await postFrom('203.0.113.42', '/api/auth/login', { email: DEMO_EMAIL, password: 'not-it-2026' })).status).toBe(401);
    expect(await limitRows()).toEqual([`${DEMO_EMAIL} 203.0.113.42`, '203.0.113.42', DEMO_EMAIL].sort());

    server.advanceClock(15 * 60 * 1000 + 1);
    expect((await postFrom('198.51.100.42', '/api/auth/login', { email: 'someone@lyla.example', password: 'not-it-2026' })).status).toBe(401);
    expect(await limitRows()).toEqual(['198.51.100.42', 'someone@lyla.example 198.51.100.42', 'someone@lyla.example'].sort());
  });
});

describe('behind a proxy (TRUSTED_PROXIES)', () => {
  const PROXY = '10.0.0.5';
  const signInThrough = (socket: string, forwardedFor: string, password = 'not-it-2026') =>
    postFrom(socket, '/api/auth/login', { email: DEMO_EMAIL, password }, undefined, { 'X-Forwarded-For': forwardedFor });

  it("counts each client's address from X-Forwarded-For: one client's wrong passwords lock out only that client", async () => {
    server = await startTestServer({ trustedProxies: [PROXY] });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await signInThrough(PROXY, '203.0.113.60')).status).toBe(401);
    expect((await signInThrough(PROXY, '203.0.113.60', DEMO_PASSWORD)).status).toBe(429);

    expect((await signInThrough(PROXY, '203.0.113.61', DEMO_PASSWORD)).status).toBe(200);
  });

  it('takes the rightmost address no trusted proxy has, so a client cannot choose its own', async () => {
    server = await startTestServer({ trustedProxies: ['10.0.0.0/24', '::1'] });
    // The client sends made-up addresses first; the two proxies each append who called them.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signInThrough('::ffff:10.0.0.5', `198.51.100.${attempt}, 203.0.113.62, 10.0.0.7`)).status).toBe(401);
    }
    expect((await signInThrough('::1', '192.0.2.99, 203.0.113.62', DEMO_PASSWORD)).status).toBe(429);
    expect((await signInThrough('::ffff:10.0.0.5', '203.0.113.63, 10.0.0.7', DEMO_PASSWORD)).status).toBe(200);
  });

  it('ignores X-Forwarded-For from any other address: the socket is the client', async () => {
    server = await startTestServer({ trustedProxies: [PROXY] });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await signInThrough('203.0.113.64', `198.51.100.${attempt}`)).status).toBe(401);
    expect((await signInThrough('203.0.113.64', '198.51.100.99', DEMO_PASSWORD)).status).toBe(429);
  });

  it('is read from the setting, addresses and ranges; anything else refuses to start and says why', () => {
    expect(readServerConfig({})).toMatchObject({ ok: true, config: { trustedProxies: [] } });
    expect(readServerConfig({ TRUSTED_PROXIES: ' 10.0.0.5, 10.1.0.0/16,fd00::/8,::1 ' })).toMatchObject({
      ok: true,
      config: { trustedProxies: ['10.0.0.5', '10.1.0.0/16', 'fd00::/8', '::1'] },
    });
    for (const bad of ['proxy.example', '10.0.0.0/33', '::1/129', '10.0.0.0/8/1', '300.1.1.1', '10.0.0.0/']) {
      expect(readServerConfig({ TRUSTED_PROXIES: `10.0.0.5,${bad}` })).toEqual({
        ok: false,
        problem: `TRUSTED_PROXIES must list the proxies' addresses or ranges, comma-separated (e.g. 10.0.0.5,10.1.0.0/16,fd00::/8); "${bad}" is neither`,
      });
    }
  });
});

/** A registration at the demo work place's first site, for `work_email`. */
async function registrationOf(work_email: string) {
  const siteId = await value<number>(server.db, sql`SELECT id FROM sites WHERE location_id = 1 ORDER BY id LIMIT 1`);
  return { first_name: 'Sam', last_name: 'Reed', password: 'desk-phone-42', gender: 1, cell_phone: '', work_email, location_id: 1, site_id: siteId ?? 0 };
}

describe('answers that tell whether an account has an email', () => {
  const EMAILS_CHECKED = { status: 429, body: { ...RATE_LIMITED, message: 'Too many emails checked. Try again in 15 minutes.' } };

  it('registration’s 409 counts toward the per-address limit check-email has', async () => {
    for (let index = 0; index < 10; index += 1) {
      expect((await postFrom('203.0.113.50', '/reactapi/user/account/check-email', { email: `new${index}@lyla.example` })).status).toBe(200);
    }
    for (let index = 0; index < 10; index += 1) {
      expect((await postFrom('203.0.113.50', '/reactapi/user/account/register', await registrationOf(DEMO_EMAIL))).status).toBe(409);
    }

    // Refused whatever the email now, so a refusal tells nothing either.
    expect(await postFrom('203.0.113.50', '/reactapi/user/account/register', await registrationOf(DEMO_EMAIL))).toEqual(EMAILS_CHECKED);
    expect(await postFrom('203.0.113.50', '/reactapi/user/account/register', await registrationOf('fresh@northwind.example'))).toEqual(EMAILS_CHECKED);
    expect(await postFrom('203.0.113.50', '/reactapi/user/account/check-email', { email: 'fresh@northwind.example' })).toEqual(EMAILS_CHECKED);
    expect((await postFrom('198.51.100.50', '/reactapi/user/account/register', await registrationOf(DEMO_EMAIL))).status).toBe(409);
  });

  it('registering new emails does not use the limit up', async () => {
    for (let index = 0; index < 21; index += 1) {
      const registered = await postFrom('203.0.113.51', '/reactapi/user/account/register', await registrationOf(`new${index}@northwind.example`));
      expect(registered.status).toBe(200);
    }
  });
});

describe('check-email (POST /reactapi/user/account/check-email)', () => {
  it('answers 20 checks from one address in 15 minutes, then 429', async () => {
    for (let index = 0; index < 20; index += 1) {
      expect((await postFrom('203.0.113.9', '/reactapi/user/account/check-email', { email: `new${index}@lyla.example` })).status).toBe(200);
    }
    expect(await postFrom('203.0.113.9', '/reactapi/user/account/check-email', { email: DEMO_EMAIL })).toEqual({
      status: 429,
      body: { ...RATE_LIMITED, message: 'Too many emails checked. Try again in 15 minutes.' },
    });
    expect((await postFrom('198.51.100.3', '/reactapi/user/account/check-email', { email: DEMO_EMAIL })).status).toBe(409);
  });
});
