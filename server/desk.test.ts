// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { invitationsSchema, inviteResultSchema, policyResultSchema, ticketResultSchema } from '../src/api/contract/desk';
import { outboxMessageSchema } from '../src/api/contract/session';
import { readServerConfig } from './config';
import { INVITATION_DAYS, MAX_INVITES_PER_DAY, MAX_TICKETS_PER_HOUR } from './routes/deskRoutes';
import { row, run, sql, value } from './db';
import { DEMO_EMAIL, DEMO_MFA_EMAIL } from './seed';
import { startTestServer } from './testSupport';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;
let maya: string;

beforeEach(async () => {
  server = await startTestServer();
  maya = await server.signIn(DEMO_EMAIL);
});

const DAY_MS = 24 * 60 * 60 * 1000;
const COLLEAGUE = 'sam.reed@northwind.example';

/** An order of the person with this email, made directly (the checkout has its own tests). */
async function orderOf(email: string): Promise<number> {
  const order = await row<{ id: number }>(
    server.db,
    sql`INSERT INTO orders (user_id, vendor_id, status, total_cents, payment_method, delivery_json, request_key, created_at)
        VALUES ((SELECT id FROM users WHERE email = ${email}), (SELECT id FROM vendors ORDER BY id LIMIT 1), 'paid', 1200, 'card', '{}',
                ${`order-${email}`}, ${'2026-03-01T10:00:00.000Z'})
        RETURNING id`,
  );
  return order!.id;
}

const mailsTo = (email: string) => value<number>(server.db, sql`SELECT COUNT(*) AS n FROM outbox WHERE to_email = ${email}`);

const invitations = async (token: string) =>
  invitationsSchema.parse((await server.post('/reactapi/view/account/invitations', {}, token)).body.data).invitations;

describe('site policy', () => {
  it('answers the current version of each policy with its effective date', async () => {
    for (const policy of ['terms', 'privacy', 'cookies']) {
      const response = await server.post('/reactapi/site-policy', { policy });
      expect(response.status).toBe(200);
      const { document } = policyResultSchema.parse(response.body.data);
      expect(document).toMatchObject({ policy, version: 1, effective_date: '2026-01-01' });
      expect(document.body.length).toBeGreaterThan(100);
    }
  });

  it('serves a newer version only from its effective date', async () => {
    await run(
      server.db,
      sql`INSERT INTO policy_documents (policy, version, title, body, effective_date) VALUES ('terms', 2, 'Terms of use', 'New terms.', '2026-03-03')`,
    );
    const current = async () => policyResultSchema.parse((await server.post('/reactapi/site-policy', { policy: 'terms' })).body.data).document;
    expect((await current()).version).toBe(1);
    server.advanceClock(DAY_MS);
    expect(await current()).toMatchObject({ version: 2, body: 'New terms.', effective_date: '2026-03-03' });
  });

  it('refuses a policy it does not have', async () => {
    const response = await server.post('/reactapi/site-policy', { policy: 'refunds' });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe(40000);
  });
});

describe('call-centre tickets', () => {
  it('stores a ticket, about one of the person’s own orders, and answers its number', async () => {
    const orderId = await orderOf(DEMO_EMAIL);
    const response = await server.post('/reactapi/call-centre/ticket', { topic: 'order', message: '  Where is my order?  ', order_id: orderId }, maya);
    expect(response.status).toBe(200);
    const { ticket } = ticketResultSchema.parse(response.body.data);
    expect(ticket.number).toBe(`T-${String(ticket.id).padStart(6, '0')}`);
    expect(await row(server.db, sql`SELECT topic, message, order_id FROM support_tickets WHERE id = ${ticket.id}`)).toEqual({
      topic: 'order',
      message: 'Where is my order?',
      order_id: orderId,
    });
  });

  it('refuses someone else’s order, an empty message and an unknown topic', async () => {
    const ben = await server.addUser('ben.carter@northwind.example');
    const bensOrder = await orderOf('ben.carter@northwind.example');
    const foreign = await server.post('/reactapi/call-centre/ticket', { topic: 'order', message: 'Hello', order_id: bensOrder }, maya);
    expect(foreign).toMatchObject({ status: 400, body: { message: 'Choose one of your requests' } });
    expect((await server.post('/reactapi/call-centre/ticket', { topic: 'order', message: '   ', order_id: null }, ben)).body.message).toBe(
      'Message is required',
    );
    expect((await server.post('/reactapi/call-centre/ticket', { topic: 'billing', message: 'Hi', order_id: null }, ben)).body.message).toBe(
      'Choose a topic',
    );
    expect(await row(server.db, sql`SELECT COUNT(*) AS n FROM support_tickets`)).toEqual({ n: 0 });
  });

  it('needs a session', async () => {
    const response = await server.post('/reactapi/call-centre/ticket', { topic: 'other', message: 'Hi', order_id: null });
    expect(response.status).toBe(500);
  });

  it(`takes ${MAX_TICKETS_PER_HOUR} tickets an hour, then asks the person to wait`, async () => {
    const send = () => server.post('/reactapi/call-centre/ticket', { topic: 'other', message: 'Hello', order_id: null }, maya);
    for (let sent = 0; sent < MAX_TICKETS_PER_HOUR; sent += 1) expect((await send()).status).toBe(200);
    expect(await send()).toMatchObject({ status: 429, body: { code: 42900 } });
    server.advanceClock(60 * 60 * 1000 + 1);
    expect((await send()).status).toBe(200);
  });
});

describe('invitations', () => {
  it('invites a colleague: the email goes to the outbox with the registration link, and the list shows it sent', async () => {
    const response = await server.post('/reactapi/user/invite', { email: ' Sam.Reed@Northwind.example ' }, maya);
    expect(response.status).toBe(200);
    expect(inviteResultSchema.parse(response.body.data).invitation).toMatchObject({ email: COLLEAGUE, state: 'sent' });
    const mail = outboxMessageSchema.parse((await server.post('/api/dev/outbox/latest', { email: COLLEAGUE })).body.data);
    expect(mail.subject).toBe('Maya Thompson invites you to LYLA');
    expect(mail.body).toContain('/site/app/#/register?email=sam.reed%40northwind.example');
    expect((await invitations(maya)).map(({ email, state }) => [email, state])).toEqual([[COLLEAGUE, 'sent']]);
  });

  it('links to the public origin, whatever Host the request names', async () => {
    const config = readServerConfig({ PUBLIC_ORIGIN: 'https://lyla.northwind.example/ignored/path' });
    const publicOrigin = config.ok ? config.config.publicOrigin : '';
    expect(publicOrigin).toBe('https://lyla.northwind.example');
    const served = await startTestServer({ publicOrigin });
    const response = await served.app.request('/reactapi/user/invite', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await served.signIn(DEMO_EMAIL)}`, Host: 'evil.example' },
      body: JSON.stringify({ email: COLLEAGUE }),
    });
    expect(response.status).toBe(200);
    const mail = outboxMessageSchema.parse((await served.post('/api/dev/outbox/latest', { email: COLLEAGUE })).body.data);
    expect(mail.body).toContain('https://lyla.northwind.example/site/app/#/register?email=');
    expect(mail.body).not.toContain('evil.example');
  });

  it('without PUBLIC_ORIGIN links to the server’s own address; a malformed one stops the start', () => {
    expect(readServerConfig({ PORT: '4325' })).toMatchObject({ ok: true, config: { publicOrigin: 'http://127.0.0.1:4325' } });
    expect(readServerConfig({ PUBLIC_ORIGIN: 'lyla' })).toMatchObject({ ok: false, problem: expect.stringContaining('PUBLIC_ORIGIN') });
  });

  it('refuses an email that has an account, and one outside the work place’s domain', async () => {
    await server.addUser('ben.carter@northwind.example');
    expect(await server.post('/reactapi/user/invite', { email: 'ben.carter@northwind.example' }, maya)).toMatchObject({
      status: 400,
      body: { message: 'ben.carter@northwind.example already has a LYLA account', data: { errors: [{ field: 'email' }] } },
    });
    expect(await server.post('/reactapi/user/invite', { email: 'sam@gmail.com' }, maya)).toMatchObject({
      status: 400,
      body: { message: 'Invite colleagues by their work email at northwind.example' },
    });
    expect(await invitations(maya)).toEqual([]);
    // A subdomain of the work place's domain is the work place's, as registration sees it.
    expect((await server.post('/reactapi/user/invite', { email: 'sam@mail.northwind.example' }, maya)).status).toBe(200);
  });

  it('does not tell whether an address outside the work domain has an account', async () => {
    const outside = { status: 400, body: { message: 'Invite colleagues by their work email at northwind.example' } };
    expect(await server.post('/reactapi/user/invite', { email: DEMO_MFA_EMAIL }, maya)).toMatchObject(outside);
    expect(await server.post('/reactapi/user/invite', { email: 'nobody@lyla.example' }, maya)).toMatchObject(outside);

    // A work place without a domain of its own: the inviter's work email names it.
    await run(server.db, sql`UPDATE locations SET email_domain = NULL WHERE id = 1`);
    await server.addUser('ben.carter@northwind.example');
    const ownDomain = { status: 400, body: { message: 'Invite colleagues by their work email at lyla.example' } };
    expect(await server.post('/reactapi/user/invite', { email: 'ben.carter@northwind.example' }, maya)).toMatchObject(ownDomain);
    expect(await server.post('/reactapi/user/invite', { email: 'nobody@northwind.example' }, maya)).toMatchObject(ownDomain);
  });

  it('an email that has an account counts toward the per-address limit check-email has', async () => {
    for (let index = 0; index < 19; index += 1) {
      expect((await server.post('/reactapi/user/account/check-email', { email: `new${index}@northwind.example` })).status).toBe(200);
    }
    await server.addUser('ben.carter@northwind.example');
    expect((await server.post('/reactapi/user/invite', { email: 'ben.carter@northwind.example' }, maya)).status).toBe(400);

    expect(await server.post('/reactapi/user/invite', { email: COLLEAGUE }, maya)).toMatchObject({
      status: 429,
      body: { code: 42900, message: 'Too many emails checked. Try again in 15 minutes.' },
    });
    expect(await invitations(maya)).toEqual([]);
  });

  it('sends one email a day to an address however often it is invited, and every request counts toward the cap', async () => {
    expect((await server.post('/reactapi/user/invite', { email: COLLEAGUE }, maya)).status).toBe(200);
    server.advanceClock(60 * 60 * 1000);
    for (let request = 1; request < MAX_INVITES_PER_DAY; request += 1) {
      expect(await server.post('/reactapi/user/invite', { email: COLLEAGUE }, maya)).toMatchObject({
        status: 429,
        body: { code: 42900, message: `${COLLEAGUE} got an invitation less than a day ago. You can invite them again in 23 hours.` },
      });
    }
    expect(await mailsTo(COLLEAGUE)).toBe(1);

    expect(await server.post('/reactapi/user/invite', { email: 'another.colleague@northwind.example' }, maya)).toMatchObject({
      status: 429,
      body: { message: `You can send up to ${MAX_INVITES_PER_DAY} invitations a day. Try again tomorrow.` },
    });
    expect(await mailsTo('another.colleague@northwind.example')).toBe(0);
  });

  it('sends no second email the same day when a colleague invites the same address', async () => {
    const ben = await server.addUser('ben.carter@northwind.example');
    expect((await server.post('/reactapi/user/invite', { email: COLLEAGUE }, maya)).status).toBe(200);
    expect((await server.post('/reactapi/user/invite', { email: COLLEAGUE }, ben)).status).toBe(429);
    expect(await mailsTo(COLLEAGUE)).toBe(1);

    server.advanceClock(DAY_MS + 1);
    expect((await server.post('/reactapi/user/invite', { email: COLLEAGUE }, ben)).status).toBe(200);
    expect(await mailsTo(COLLEAGUE)).toBe(2);
  });

  it(`sends up to ${MAX_INVITES_PER_DAY} a day`, async () => {
    const invite = (n: number) => server.post('/reactapi/user/invite', { email: `colleague${n}@northwind.example` }, maya);
    for (let n = 0; n < MAX_INVITES_PER_DAY; n += 1) expect((await invite(n)).status).toBe(200);
    expect(await invite(MAX_INVITES_PER_DAY)).toMatchObject({ status: 429, body: { code: 42900 } });
    server.advanceClock(DAY_MS + 1);
    expect((await invite(MAX_INVITES_PER_DAY)).status).toBe(200);
  });

  it('an invitation not answered in time is expired; inviting again sends it again', async () => {
    await server.post('/reactapi/user/invite', { email: COLLEAGUE }, maya);
    server.advanceClock(INVITATION_DAYS * DAY_MS + 1);
    maya = await server.signIn(DEMO_EMAIL);
    expect((await invitations(maya))[0]?.state).toBe('expired');
    await server.post('/reactapi/user/invite', { email: COLLEAGUE }, maya);
    expect((await invitations(maya)).map(({ state }) => state)).toEqual(['sent']);
  });

  it('each person sees only their own invitations', async () => {
    const ben = await server.addUser('ben.carter@northwind.example');
    await server.post('/reactapi/user/invite', { email: COLLEAGUE }, maya);
    expect(await invitations(ben)).toEqual([]);
    expect(await invitations(maya)).toHaveLength(1);
  });

  it('the account made from an invitation marks it joined', async () => {
    await server.post('/reactapi/user/invite', { email: COLLEAGUE }, maya);
    const siteId = await value<number>(server.db, sql`SELECT id FROM sites WHERE location_id = 1 ORDER BY id LIMIT 1`);
    const registered = await server.post('/reactapi/user/account/register', {
      first_name: 'Sam',
      last_name: 'Reed',
      password: 'desk-phone-42',
      gender: 1,
      cell_phone: '',
      work_email: COLLEAGUE,
      location_id: 1,
      site_id: siteId ?? 0,
    });
    expect(registered.status).toBe(200);
    const mail = outboxMessageSchema.parse((await server.post('/api/dev/outbox/latest', { email: COLLEAGUE })).body.data);
    expect((await server.post('/reactapi/user/account/verify', { email: COLLEAGUE, code: mail.code })).status).toBe(200);
    expect((await invitations(maya)).map(({ state }) => state)).toEqual(['joined']);
  });
});
