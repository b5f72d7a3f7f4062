// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { cardListSchema, cardResultSchema, type CardAddRequest } from '../src/api/contract/account';
import { MAX_CARDS } from '../src/domain/cards';
import { engineOf, rows, sql, value } from './db';
import { openDatabase } from './data/openDatabase';
import { DEMO_EMAIL, seedDemoData } from './seed';
import { startTestServer } from './testSupport';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;
let token: string;

beforeEach(async () => {
  server = await startTestServer();
  token = await server.signIn(DEMO_EMAIL);
});

// The test clock is 2026-03-02.
const visa: CardAddRequest = {
  number: '4242424242424242',
  cvc: '853',
  holder_name: 'Maya Thompson',
  exp_month: 8,
  exp_year: 2029,
  is_default: false,
};
const amex: CardAddRequest = { ...visa, number: '378282246310005', cvc: '7319' };

async function add(input: Partial<CardAddRequest> = {}, as = token) {
  const response = await server.post('/reactapi/user/card/credit', { ...visa, ...input }, as);
  expect(response.status).toBe(200);
  return cardResultSchema.parse(response.body.data).card;
}

async function list(as = token) {
  return cardListSchema.parse((await server.post('/reactapi/view/account/payment', {}, as)).body.data).cards;
}

const notFound = { status: 404, body: { code: 40400, message: 'Card not found', data: null } };
const invalid = (field: string, message: string) => ({
  status: 400,
  body: { code: 40000, message, data: { errors: [{ field, message }] } },
});

/** Every cell of every table, as text. */
async function everyCell(): Promise<string[]> {
  const tables =
    engineOf(server.db) === 'postgres'
      ? await rows<{ name: string }>(server.db, sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`)
      : await rows<{ name: string }>(server.db, sql`SELECT name FROM sqlite_master WHERE type = 'table'`);
  const cells: string[] = [];
  for (const { name } of tables) {
    for (const row of await rows<Record<string, unknown>>(server.db, sql`SELECT * FROM ${sql.id(name)}`)) {
      cells.push(...Object.values(row).map((cell) => (Buffer.isBuffer(cell) ? cell.toString('latin1') : String(cell))));
    }
  }
  return cells;
}

describe('cards', () => {
  it('adds a card with its brand, last four digits and expiry, and lists it', async () => {
    const card = await add();
    expect(card).toEqual({
      id: card.id,
      brand: 'visa',
      last4: '4242',
      exp_month: 8,
      exp_year: 2029,
      holder_name: 'Maya Thompson',
      is_default: true,
    });
    expect(await add(amex)).toMatchObject({ brand: 'amex', last4: '0005', is_default: false });
    expect(await add({ number: '2223003122003222', is_default: true })).toMatchObject({ brand: 'mastercard', is_default: true });
    expect((await list()).map(({ brand, is_default }) => [brand, is_default])).toEqual([
      ['mastercard', true],
      ['amex', false],
      ['visa', false],
    ]);
  });

  it('never stores the card number or the CVC', async () => {
    const hasSecret = (cell: string) => cell.includes(amex.number) || new RegExp(`(^|\\D)${amex.cvc}(\\D|$)`).test(cell);
    // Neither is in the database by chance beforehand, so the check below means something.
    expect((await everyCell()).filter(hasSecret)).toEqual([]);

    await add(amex);

    expect((await everyCell()).filter(hasSecret)).toEqual([]);
    // The raw database files too, free pages and all: a server on a SQLite file (PostgreSQL's files are not the test's to read).
    if (engineOf(server.db) === 'sqlite') {
      const dir = mkdtempSync(join(tmpdir(), 'lyla-cards-'));
      const db = await openDatabase(join(dir, 'lyla.sqlite'));
      try {
        await seedDemoData(db);
        const onFile = await startTestServer({ db });
        expect((await onFile.post('/reactapi/user/card/credit', amex, await onFile.signIn(DEMO_EMAIL))).status).toBe(200);
        const bytes = Buffer.concat(readdirSync(dir).map((name) => readFileSync(join(dir, name))));
        expect(bytes.includes(Buffer.from(amex.number))).toBe(false);
      } finally {
        await db.destroy();
        rmSync(dir, { recursive: true, force: true });
      }
    }
    const token = await value<string>(server.db, sql`SELECT token FROM cards`);
    expect(token).toMatch(/^card_[\w-]{24}$/);
  });

  it('rejects a card that fails the card rules, naming the field', async () => {
    expect(await server.post('/reactapi/user/card/credit', { ...visa, number: '4242424242424241' }, token)).toEqual(
      invalid('number', 'Check the card number'),
    );
    expect(await server.post('/reactapi/user/card/credit', { ...visa, exp_month: 2, exp_year: 2026 }, token)).toEqual(
      invalid('exp_month', 'The card has expired'),
    );
    expect(await server.post('/reactapi/user/card/credit', { ...amex, cvc: '731' }, token)).toEqual(
      invalid('cvc', 'Enter the 4 digits on the front'),
    );
    expect(await server.post('/reactapi/user/card/credit', { ...visa, cvc: '8531' }, token)).toEqual(
      invalid('cvc', 'Enter the 3 digits on the back'),
    );
    expect(await server.post('/reactapi/user/card/credit', { ...visa, number: '4242 4242 4242 4242' }, token)).toMatchObject({
      status: 400,
      body: { code: 40000, message: 'Enter the card number' },
    });
    // The current month still works.
    expect(await add({ exp_month: 3, exp_year: 2026 })).toMatchObject({ exp_month: 3 });
    expect(await list()).toHaveLength(1);
  });

  it('edits the expiry, the name and the default only', async () => {
    const first = await add();
    const second = await add(amex);
    const response = await server.post(
      '/api/user/card/edit',
      { id: second.id, holder_name: 'M. Thompson', exp_month: 1, exp_year: 2031, is_default: true },
      token,
    );
    expect(cardResultSchema.parse(response.body.data).card).toEqual({
      ...second,
      holder_name: 'M. Thompson',
      exp_month: 1,
      exp_year: 2031,
      is_default: true,
    });
    expect((await list()).map((card) => [card.id, card.is_default])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    expect(await server.post('/api/user/card/edit', { ...first, exp_month: 1, exp_year: 2026 }, token)).toEqual(
      invalid('exp_month', 'The card has expired'),
    );
    expect((await server.post('/api/user/card/edit', { ...first, holder_name: '' }, token)).body).toMatchObject({
      code: 40000,
      message: 'Name on card is required',
    });
  });

  it('removes a card; the newest remaining one becomes the default', async () => {
    await add();
    const second = await add(amex);
    const third = await add({ exp_year: 2031, is_default: true });
    expect(await server.post('/api/user/card/remove', { id: third.id }, token)).toEqual({
      status: 200,
      body: { code: 200, message: 'ok', data: null },
    });
    expect((await list()).find((card) => card.is_default)?.id).toBe(second.id);
    expect(await server.post('/api/user/card/remove', { id: third.id }, token)).toEqual(notFound);
  });

  it(`keeps at most ${MAX_CARDS} cards`, async () => {
    for (let index = 0; index < MAX_CARDS; index += 1) await add({ exp_year: 2030 + index });
    expect(await server.post('/reactapi/user/card/credit', visa, token)).toEqual({
      status: 400,
      body: { code: 40000, message: 'You can keep up to 10 cards', data: null },
    });
  });

  it('refuses a card that is already saved (same brand, last 4 digits and expiry)', async () => {
    await add();
    expect(await server.post('/reactapi/user/card/credit', { ...visa, holder_name: 'Maya T' }, token)).toEqual(
      invalid('number', 'This card is already saved'),
    );
    expect(await list()).toHaveLength(1);
    expect((await add({ exp_year: 2030 })).exp_year).toBe(2030);
  });

  it('requires a session', async () => {
    for (const path of ['/reactapi/view/account/payment', '/reactapi/user/card/credit', '/api/user/card/edit', '/api/user/card/remove']) {
      expect(await server.post(path, {})).toMatchObject({ status: 500, body: { code: 400 } });
    }
  });

  it("never lets user A read, edit or remove user B's card", async () => {
    const tokenB = await server.addUser('b@lyla.example');
    const cardOfB = await add({}, tokenB);

    expect(await list()).toEqual([]);
    expect(
      await server.post('/api/user/card/edit', { id: cardOfB.id, holder_name: 'Thief', exp_month: 1, exp_year: 2030, is_default: true }, token),
    ).toEqual(notFound);
    expect(await server.post('/api/user/card/remove', { id: cardOfB.id }, token)).toEqual(notFound);
    await add({ is_default: true });

    expect(await list(tokenB)).toEqual([cardOfB]);
  });
});
