// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { requestAnswerSchema } from '../src/api/contract/requests';
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

// The test clock is 2026-03-02: a year ahead is 2027-03-02.
const HOME = { label: 'Home', line1: '12 Harbor Rd', line2: '', city: 'Boston', state: 'MA', zipcode: '02110', is_default: false };
let keys = 0;
const customRequest = async (needed_by: string) => ({
  idempotency_key: `dates-request-key-${String((keys += 1)).padStart(4, '0')}`,
  category_id: (await value<number>(server.db, sql`SELECT id FROM categories ORDER BY id LIMIT 1`))!,
  vendor_id: null,
  description: 'Forty branded mugs',
  quantity: 40,
  budget_cents: 30_000,
  needed_by,
  delivery: { address: HOME },
});
const refusal = (field: string, message: string) => ({
  status: 400,
  body: { code: 40000, message, data: { errors: [{ field, message }] } },
});
const COMING_YEAR = 'Choose a real date from today to a year from now';
const PAST = 'Enter a real date from 1900 to today';
const REMINDER = 'Enter a real date from 1900 to ten years from now';

describe('every date a person enters is a real day in its field’s range', () => {
  it('a custom request is needed by a day from today to a year ahead', async () => {
    const count = () => value<number>(server.db, sql`SELECT COUNT(*) FROM custom_requests`);
    const before = await count();
    for (const date of ['2026-02-30', '2001-01-01', '2026-03-01', '2027-03-03', '0000-01-01']) {
      expect(await server.post('/reactapi/request/custom', await customRequest(date), token), date).toEqual(refusal('needed_by', COMING_YEAR));
    }
    expect(await count()).toBe(before);
    for (const date of ['2026-03-02', '2027-03-02']) {
      expect((await server.post('/reactapi/request/custom', await customRequest(date), token)).status, date).toBe(200);
    }
  });

  it('a vendor quotes a delivery day from today to a year ahead', async () => {
    const sent = await server.post('/reactapi/request/custom', await customRequest('2026-03-20'), token);
    const orderId = requestAnswerSchema.parse(sent.body.data).request.id;
    for (const date of ['2026-02-30', '2001-01-01', '2027-03-03']) {
      expect(await server.post('/api/dev/requests/quote', { order_id: orderId, price_cents: 24_000, date }), date).toEqual(refusal('date', COMING_YEAR));
    }
    expect((await server.post('/api/dev/requests/quote', { order_id: orderId, price_cents: 24_000, date: '2026-03-18' })).status).toBe(200);
  });

  it('a reminder starts on a day from 1900 to ten years ahead', async () => {
    const reminder = (date: string) => ({ type: 'custom', title: 'Renew the licence', date, repeat: 'none', remind_days_before: 0 });
    for (const date of ['2026-02-30', '1899-12-31', '2036-03-03']) {
      expect(await server.post('/reactapi/user/reminder/add', reminder(date), token), date).toEqual(refusal('date', REMINDER));
    }
    const added = await server.post('/reactapi/user/reminder/add', reminder('2036-03-02'), token);
    expect(added.status).toBe(200);
    const { id } = (added.body.data as { reminder: { id: number } }).reminder;
    expect(await server.post('/reactapi/user/reminder/update', { id, ...reminder('2036-03-03') }, token)).toEqual(refusal('date', REMINDER));
  });

  it('a date of birth or an anniversary is a day from 1900 to today', async () => {
    const details = { first_name: 'Maya', last_name: 'Thompson', gender: 2, title: null };
    for (const date of ['1990-02-30', '1899-12-31', '2026-03-03']) {
      expect(await server.post('/api/user/profile-edit', { ...details, birth_date: date }, token), date).toEqual(refusal('birth_date', PAST));
      expect(
        await server.post('/reactapi/user/spouse', { first_name: 'Jon', last_name: 'Rivera', birth_date: null, anniversary_date: date }, token),
      ).toEqual(refusal('anniversary_date', PAST));
      expect(
        await server.post('/reactapi/user/add-pet', { name: 'Rex', kind: 1, size: null, breed: '', birth_date: date }, token),
      ).toEqual(refusal('birth_date', PAST));
    }
    expect((await server.post('/api/user/profile-edit', { ...details, birth_date: '2026-03-02' }, token)).status).toBe(200);
  });
});
