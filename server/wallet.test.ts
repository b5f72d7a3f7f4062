// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { cardResultSchema } from '../src/api/contract/account';
import { walletMovementSchema } from '../src/api/contract/money';
import { row, rows, run, sql, value } from './db';
import { createLedger } from './money/ledger';
import { DEFAULT_WALLET_LIMITS } from './money/money';
import { BEN_EMAIL, DECLINED_VISA, newCard, startMoneyServer, VISA, type MoneyServer } from './moneyTestSupport';
import { DEMO_EMAIL } from './seed';

let server: MoneyServer;

beforeEach(async () => {
  server = await startMoneyServer();
});

const recharge = (body: Record<string, unknown>, token = server.maya) =>
  server.post('/reactapi/user/recharge', { idempotency_key: server.key(), method: newCard(), ...body }, token);
const gift = (body: Record<string, unknown>, token = server.maya) =>
  server.post('/reactapi/user/gift', { idempotency_key: server.key(), recipient_email: BEN_EMAIL, message: '', ...body }, token);

const countCards = () => value<number>(server.db, sql`SELECT count(*) AS n FROM cards`);
const refused = (status: number, code: number, message: string) => ({ status, body: expect.objectContaining({ code, message }) });
const invalidAmount = (message: string) => refused(400, 40000, message);

describe('the wallet', () => {
  it('starts empty and tells its limits', async () => {
    expect(await server.wallet(server.maya)).toEqual({ balance_cents: 0, entries: [], limits: DEFAULT_WALLET_LIMITS });
  });

  it('takes its limits from the configuration', async () => {
    const limits = { recharge_min_cents: 1000, recharge_max_cents: 20_000, gift_min_cents: 500, gift_max_cents: 5000 };
    server = await startMoneyServer({ walletLimits: limits });
    expect((await server.wallet(server.maya)).limits).toEqual(limits);
    expect(await recharge({ amount_cents: 900 })).toEqual(invalidAmount('Add between $10.00 and $200.00'));
  });
});

describe('adding funds', () => {
  it('charges a new card and credits the wallet in one go, without keeping the card unless asked', async () => {
    const { status, body } = await recharge({ amount_cents: 2550 });
    expect(status).toBe(200);
    const movement = walletMovementSchema.parse(body.data);
    expect(movement).toEqual({
      status: 'completed',
      entry: {
        id: movement.entry?.id,
        kind: 'top_up',
        amount_cents: 2550,
        description: 'Added with Visa •••• 4242',
        counterpart: null,
        created_at: '2026-03-02T09:00:00.000Z',
      },
      balance_cents: 2550,
      provider: null,
    });
    expect((await server.wallet(server.maya)).entries).toEqual([movement.entry]);
    expect(await countCards()).toBe(0);
  });

  it('saves the new card when asked, keeping only brand, last four digits, expiry and a token', async () => {
    expect((await recharge({ amount_cents: 1000, method: newCard(VISA, true) })).status).toBe(200);
    const cards = await rows(server.db, sql`SELECT * FROM cards`);
    expect(cards).toEqual([expect.objectContaining({ brand: 'visa', last4: '4242', exp_month: 8, exp_year: 2029 })]);
    expect(JSON.stringify(cards)).not.toContain(VISA.number);
  });

  it('a new card paid with and saved again is kept once', async () => {
    expect((await recharge({ amount_cents: 1000, method: newCard(VISA, true) })).status).toBe(200);
    expect((await recharge({ amount_cents: 1000, method: newCard(VISA, true) })).status).toBe(200);
    expect(await countCards()).toBe(1);
  });

  it('charges a saved card of the person, and only theirs', async () => {
    const saved = await server.post('/reactapi/user/card/credit', VISA, server.maya);
    const card = cardResultSchema.parse(saved.body.data).card;
    expect((await recharge({ amount_cents: 1000, method: { type: 'card', card_id: card.id } })).status).toBe(200);
    expect(await recharge({ amount_cents: 1000, method: { type: 'card', card_id: card.id } }, server.ben)).toEqual(
      refused(404, 40400, 'Card not found'),
    );
    expect(await server.balance(server.ben)).toBe(0);
  });

  it('refuses a declined card with the reason, and moves nothing', async () => {
    expect(await recharge({ amount_cents: 1000, method: newCard(DECLINED_VISA, true) })).toEqual(
      refused(402, 40202, 'Your card was declined'),
    );
    expect(await server.wallet(server.maya)).toMatchObject({ balance_cents: 0, entries: [] });
    expect(await countCards()).toBe(0);
  });

  it('checks a new card with the card rules', async () => {
    const response = await recharge({ amount_cents: 1000, method: newCard({ ...VISA, number: '4242424242424241' }) });
    expect(response).toEqual(refused(400, 40000, 'Check the card number'));
  });

  it('cannot be paid from the wallet itself', async () => {
    expect(await recharge({ amount_cents: 1000, method: { type: 'wallet' } })).toEqual(
      refused(400, 40000, 'Add funds with a card or the payment provider'),
    );
  });

  it.each([
    ['a negative amount', -500, 'Add between $5.00 and $1,000.00'],
    ['zero', 0, 'Add between $5.00 and $1,000.00'],
    ['less than the minimum', 499, 'Add between $5.00 and $1,000.00'],
    ['more than the maximum', 100_001, 'Add between $5.00 and $1,000.00'],
    ['a fraction of a cent (more than 2 decimals)', 1250.5, 'Amount must be a whole number of cents'],
    ['a string', '1000', 'Amount must be a whole number of cents'],
    ['nothing', null, 'Amount must be a whole number of cents'],
  ])('refuses %s with a clear message', async (_, amount, message) => {
    expect(await recharge({ amount_cents: amount })).toEqual(invalidAmount(message));
    expect(await server.balance(server.maya)).toBe(0);
  });
});

describe('gifts', () => {
  it('move money from the sender to the recipient, and both histories show it', async () => {
    await server.addFunds(server.maya, 5000);
    const response = await gift({ amount_cents: 2000, message: 'Happy birthday!' });
    expect(response.status).toBe(200);
    const movement = walletMovementSchema.parse(response.body.data);
    expect(movement).toMatchObject({
      status: 'completed',
      balance_cents: 3000,
      entry: { kind: 'gift_sent', amount_cents: -2000, description: 'Happy birthday!', counterpart: BEN_EMAIL },
    });

    const mayas = await server.wallet(server.maya);
    expect(mayas.balance_cents).toBe(3000);
    expect(mayas.entries.map((entry) => [entry.kind, entry.amount_cents])).toEqual([
      ['gift_sent', -2000],
      ['top_up', 5000],
    ]);
    const bens = await server.wallet(server.ben);
    expect(bens).toMatchObject({
      balance_cents: 2000,
      entries: [{ kind: 'gift_received', amount_cents: 2000, description: 'Happy birthday!', counterpart: DEMO_EMAIL }],
    });
  });

  it('can be passed on by the recipient', async () => {
    await server.addFunds(server.maya, 5000);
    await gift({ amount_cents: 2000 });
    expect((await gift({ amount_cents: 1500, recipient_email: DEMO_EMAIL }, server.ben)).status).toBe(200);
    expect([await server.balance(server.maya), await server.balance(server.ben)]).toEqual([4500, 500]);
  });

  it('go only to a LYLA account other than your own', async () => {
    await server.addFunds(server.maya, 5000);
    expect(await gift({ amount_cents: 1000, recipient_email: 'nobody@lyla.example' })).toEqual(
      refused(400, 40000, 'No LYLA account uses this email'),
    );
    expect(await gift({ amount_cents: 1000, recipient_email: 'Demo@LYLA.example' })).toEqual(
      refused(400, 40000, 'You cannot send a gift to yourself'),
    );
  });

  it('cannot be more than the balance or outside the limits', async () => {
    await server.addFunds(server.maya, 1000);
    expect(await gift({ amount_cents: 1001 })).toEqual(refused(400, 40201, 'Your balance is too low for this gift'));
    expect(await gift({ amount_cents: 99 })).toEqual(invalidAmount('Send between $1.00 and $500.00'));
    expect(await gift({ amount_cents: 12.5 })).toEqual(invalidAmount('Amount must be a whole number of cents'));
    expect(await server.balance(server.maya)).toBe(1000);
    expect(await server.balance(server.ben)).toBe(0);
  });
});

describe('the balance under concurrent requests', () => {
  it('never goes negative: of 20 gifts at once that the balance cannot all pay, exactly the affordable ones go through', async () => {
    await server.addFunds(server.maya, 10_000);
    const responses = await Promise.all(Array.from({ length: 20 }, () => gift({ amount_cents: 1500 })));

    const statuses = responses.map((response) => response.body.code);
    expect(statuses.filter((code) => code === 200)).toHaveLength(6);
    expect(statuses.filter((code) => code === 40201)).toHaveLength(14);
    expect(await server.balance(server.maya)).toBe(1000);
    expect(await server.balance(server.ben)).toBe(9000);
    expect(await server.ledgerOf(DEMO_EMAIL)).toEqual({ balance: 1000, sum: 1000 });
    expect(await server.ledgerOf(BEN_EMAIL)).toEqual({ balance: 9000, sum: 9000 });
  });

  it('is never overdrawn by a ledger movement: the movement is refused whole', async () => {
    const ledger = createLedger(() => new Date());
    const mayaId = (await value<number>(server.db, sql`SELECT id FROM users WHERE email = ${DEMO_EMAIL}`))!;
    const movement = { userId: mayaId, kind: 'payment', description: 'Test' } as const;
    expect(await ledger.post(server.db, { ...movement, kind: 'top_up', amountCents: 100 })).not.toBeNull();
    expect(await ledger.post(server.db, { ...movement, amountCents: -101 })).toBeNull();
    expect(await ledger.post(server.db, { ...movement, amountCents: -100 })).not.toBeNull();
    expect(await server.ledgerOf(DEMO_EMAIL)).toEqual({ balance: 0, sum: 0 });
  });

  it('is also kept non-negative by the database itself', async () => {
    const maya = await row<{ id: number }>(server.db, sql`SELECT id FROM users WHERE email = ${DEMO_EMAIL}`);
    await run(server.db, sql`INSERT INTO wallets (user_id, balance_cents) VALUES (${maya!.id}, 100)`);
    // SQLite and PostgreSQL word it differently: "CHECK constraint failed", "violates check constraint".
    await expect(run(server.db, sql`UPDATE wallets SET balance_cents = balance_cents - 101`)).rejects.toThrow(/check constraint/i);
  });
});
