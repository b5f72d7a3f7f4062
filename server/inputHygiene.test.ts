// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { sql, value } from './db';
import { DEMO_EMAIL } from './seed';
import { startTestServer } from './testSupport';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;
let token: string;

beforeEach(async () => {
  server = await startTestServer();
  token = await server.signIn(DEMO_EMAIL);
});

const PROFILE_EDIT = '/api/user/profile-edit';
const details = { first_name: 'Maya', last_name: 'Thompson', gender: 2, title: null, birth_date: null };

/** A POST with a body as raw bytes or text and a content type of the test's choosing. */
async function send(path: string, body: BodyInit, contentType: string | null = 'application/json') {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (contentType) headers['Content-Type'] = contentType;
  const response = await server.app.request(path, { method: 'POST', headers, body });
  return { status: response.status, body: (await response.json()) as unknown };
}

const firstName = () => value<string>(server.db, sql`SELECT first_name FROM users WHERE email = ${DEMO_EMAIL}`);

describe('request bodies', () => {
  it('must be UTF-8: invalid bytes are refused, not stored as replacement characters', async () => {
    const json = new TextEncoder().encode(JSON.stringify({ ...details, first_name: 'Maya#' }));
    json[json.indexOf('#'.charCodeAt(0))] = 0xff;
    expect(await send(PROFILE_EDIT, json)).toEqual({
      status: 400,
      body: { code: 40000, message: 'Request body must be UTF-8 text', data: null },
    });
    expect(await firstName()).toBe('Maya');
  });

  it('may not hold half of a UTF-16 pair', async () => {
    const body = JSON.stringify(details).replace('"Maya"', '"Maya\\ud800"');
    expect(await send(PROFILE_EDIT, body)).toEqual({ status: 400, body: { code: 40000, message: 'Text must be valid Unicode', data: null } });
    expect(await firstName()).toBe('Maya');
  });

  it('may not use __proto__, constructor or prototype as a key, at any depth', async () => {
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      const body = `{"first_name":"Maya","last_name":"Thompson","gender":2,"title":null,"birth_date":null,"extra":{"${key}":{"admin":true}}}`;
      expect(await send(PROFILE_EDIT, body)).toEqual({ status: 400, body: { code: 40000, message: `The key "${key}" is not allowed`, data: null } });
    }
    expect(await send('/api/auth/login', '{"__proto__":{"email":"demo@lyla.example"},"password":"x"}')).toMatchObject({ status: 400 });
  });

  it('may not spell those keys with escapes either', async () => {
    const body = '{"first_name":"Maya","last_name":"Thompson","gender":2,"title":null,"birth_date":null,"extra":{"\\u005f_proto__":{}}}';
    expect(await send(PROFILE_EDIT, body)).toEqual({ status: 400, body: { code: 40000, message: 'The key "__proto__" is not allowed', data: null } });
    expect(await firstName()).toBe('Maya');
  });

  it('must be sent as application/json: anything else gets 415', async () => {
    const body = JSON.stringify(details);
    const unsupported = { status: 415, body: { code: 41500, message: 'Request body must be JSON (Content-Type: application/json)', data: null } };
    expect(await send(PROFILE_EDIT, body, 'text/plain')).toEqual(unsupported);
    expect(await send(PROFILE_EDIT, body, 'application/x-www-form-urlencoded')).toEqual(unsupported);
    expect(await send(PROFILE_EDIT, body, null)).toEqual(unsupported);
    expect((await send(PROFILE_EDIT, body, 'application/json; charset=utf-8')).status).toBe(200);
  });
});

describe('names and other one-line text', () => {
  it('are refused with a clear message when they hold control characters or bidi overrides', async () => {
    for (const first_name of ['Maya\u202Egnp.exe', 'Maya\nThompson', 'Maya\u0000', 'Maya\u2066']) {
      expect(await server.post(PROFILE_EDIT, { ...details, first_name }, token)).toMatchObject({
        status: 400,
        body: { code: 40000, message: 'First name must be one line, without hidden control characters' },
      });
    }
    expect(await firstName()).toBe('Maya');
  });

  it('are refused in registration, addresses and cards too', async () => {
    const register = await server.post('/reactapi/user/account/register', {
      first_name: 'Ada',
      last_name: 'Stone\u202E',
      password: 'a-password-2026',
      gender: 2,
      cell_phone: '',
      work_email: 'ada@lyla.example',
      location_id: 1,
      site_id: 1,
    });
    expect(register.body).toMatchObject({ code: 40000, message: 'Last name must be one line, without hidden control characters' });
    const address = await server.post(
      '/reactapi/user/address/add',
      { label: 'Home\u0007', line1: '12 Pine Street', line2: '', city: 'San Francisco', state: 'CA', zipcode: '94110' },
      token,
    );
    expect(address.body).toMatchObject({ code: 40000, message: 'Label must be one line, without hidden control characters' });
  });
});

describe('messages people write to each other', () => {
  const HIDDEN = { NUL: '\u0000', ESC: '\u001b', DEL: '\u007f', C1: '\u0085', 'U+202E': '\u202E', 'U+2066': '\u2066', 'U+2069': '\u2069' };

  /** An order of the demo account, to write in its chat. */
  const ownOrder = async () => server.addOrder((await value<number>(server.db, sql`SELECT id FROM users WHERE email = ${DEMO_EMAIL}`))!);
  const count = (table: string) => value<number>(server.db, sql`SELECT COUNT(*) AS n FROM ${sql.id(table)}`);
  const counts = () => Promise.all([count('chat_messages'), count('support_tickets'), count('wallet_entries')]);

  it('refuse control and direction characters in chat, ticket and gift messages, and store nothing', async () => {
    const orderId = await ownOrder();
    const [chats, tickets, gifts] = await counts();
    for (const [name, hidden] of Object.entries(HIDDEN)) {
      const chat = await server.post('/reactapi/chat/send', { order_id: orderId, id: 'hygiene-message-0001', body: `Hello${hidden}there` }, token);
      expect(chat, name).toMatchObject({ status: 400, body: { code: 40000, message: 'Message must not contain hidden control characters' } });
      const ticket = await server.post('/reactapi/call-centre/ticket', { topic: 'other', message: `Help${hidden}please`, order_id: null }, token);
      expect(ticket, name).toMatchObject({ status: 400, body: { code: 40000, message: 'Message must not contain hidden control characters' } });
      const gift = await server.post(
        '/reactapi/user/gift',
        { idempotency_key: 'hygiene-gift-key-0001', recipient_email: 'ben.carter@lyla.example', amount_cents: 500, message: `Enjoy${hidden}!` },
        token,
      );
      expect(gift, name).toMatchObject({ status: 400, body: { code: 40000, message: 'Message must be one line, without hidden control characters' } });
    }
    expect(await counts()).toEqual([chats, tickets, gifts]);
  });

  it('keep line breaks (\\n, \\r\\n) and tabs in messages of several lines, but no lone carriage return', async () => {
    const orderId = await ownOrder();
    const body = 'First line\nSecond line\r\nThird\tcolumn';
    const chat = await server.post('/reactapi/chat/send', { order_id: orderId, id: 'hygiene-message-0002', body }, token);
    expect(chat.status, JSON.stringify(chat.body)).toBe(200);
    expect(await value<string>(server.db, sql`SELECT body FROM chat_messages WHERE id = ${'hygiene-message-0002'}`)).toBe(body);
    const ticket = await server.post('/reactapi/call-centre/ticket', { topic: 'other', message: body, order_id: null }, token);
    expect(ticket.status).toBe(200);
    const lone = await server.post('/reactapi/call-centre/ticket', { topic: 'other', message: 'Over\rwritten', order_id: null }, token);
    expect(lone.body).toMatchObject({ code: 40000, message: 'Message must not contain hidden control characters' });
  });

  it('refuse the line and paragraph separators U+2028 and U+2029 in one-line text and messages alike', async () => {
    for (const separator of ['\u2028', '\u2029']) {
      expect(await server.post(PROFILE_EDIT, { ...details, first_name: `Maya${separator}Thompson` }, token)).toMatchObject({
        status: 400,
        body: { message: 'First name must be one line, without hidden control characters' },
      });
      const ticket = await server.post('/reactapi/call-centre/ticket', { topic: 'other', message: `One${separator}two`, order_id: null }, token);
      expect(ticket.body).toMatchObject({ code: 40000, message: 'Message must not contain hidden control characters' });
    }
    expect(await firstName()).toBe('Maya');
  });
});
