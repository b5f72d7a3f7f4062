import type { DeliveryAddress } from '../../src/api/contract/money';
import type { RequestEvent } from '../../src/domain/requests';
import { newToken } from '../auth/tokens';
import { createChatStore } from '../chat/chatStore';
import { type Db, inTransaction, row, rows, run, sql, value } from '../db';
import { createUpdateBus } from '../live/updateBus';
import { createMoney } from '../money/money';
import type { NewOrder } from '../money/orderStore';
import { DEMO_EMAIL } from './demoAccounts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const OFFICE: DeliveryAddress = {
  label: 'Office',
  line1: '525 Market Street',
  line2: 'Floor 12',
  city: 'San Francisco',
  state: 'CA',
  zipcode: '94105',
};

type Said = readonly ['buyer' | 'vendor', string];

interface SeededOrder {
  daysAgo: number;
  payment: NewOrder['paymentMethod'];
  /** What the vendor (or Maya) did after paying, in order. */
  moves: RequestEvent[];
  /** The conversation before those moves, and after them. */
  chat: { before: Said[]; after: Said[] };
  /** Whether Maya has read the vendor's last messages. */
  read: boolean;
}

/** An order in each status a vendor moves it to, and one Maya cancelled (refunded to the wallet). */
const ORDERS: SeededOrder[] = [
  {
    daysAgo: 12,
    payment: 'card',
    moves: ['vendorAccept', 'vendorPrepare', 'vendorDeliver'],
    chat: {
      before: [
        ['buyer', 'Could you deliver before noon? I am out in the afternoon.'],
        ['vendor', 'Of course, it will be with you by 11.'],
      ],
      after: [
        ['vendor', 'Delivered to the front desk. Enjoy!'],
        ['buyer', 'Got it, thank you!'],
      ],
    },
    read: true,
  },
  { daysAgo: 9, payment: 'wallet', moves: ['cancel'], chat: { before: [], after: [] }, read: true },
  {
    daysAgo: 4,
    payment: 'wallet',
    moves: ['vendorAccept', 'vendorPrepare'],
    chat: {
      before: [
        ['buyer', 'Please pack it as a gift if you can.'],
        ['vendor', 'Happy to. Gift wrap is on the house.'],
      ],
      after: [['vendor', 'It is being prepared now: out for delivery tomorrow morning.']],
    },
    read: false,
  },
  {
    daysAgo: 2,
    payment: 'card',
    moves: ['vendorAccept'],
    chat: { before: [], after: [['vendor', 'Thanks for your order! We will start on it today.']] },
    read: false,
  },
  { daysAgo: 0.2, payment: 'wallet', moves: [], chat: { before: [], after: [] }, read: true },
];

interface SeededCustom {
  daysAgo: number;
  description: string;
  quantity: number;
  budgetCents: number;
  neededInDays: number;
  quote: { priceCents: number; note: string } | null;
  /** The conversation before the quote, and after it. */
  chat: { before: Said[]; after: Said[] };
}

/** One custom request still waiting for quotes, and one a vendor quoted. */
const CUSTOM: SeededCustom[] = [
  {
    daysAgo: 3,
    description: 'Forty mugs printed with our team logo for the offsite',
    quantity: 40,
    budgetCents: 40_000,
    neededInDays: 20,
    quote: { priceCents: 36_000, note: 'Printed both sides, boxed in fours' },
    chat: {
      before: [
        ['vendor', 'We can do these. Do you have the logo as a vector file?'],
        ['buyer', 'Yes, I can send an SVG.'],
      ],
      after: [['vendor', 'Perfect, our quote is in. It includes the printing plate.']],
    },
  },
  {
    daysAgo: 0.5,
    description: 'A birthday cake for 25 people, no nuts',
    quantity: 1,
    budgetCents: 12_000,
    neededInDays: 6,
    quote: null,
    chat: { before: [], after: [] },
  },
];

/** The first vendors with at least two products, and two of their products each. */
async function vendorsWithProducts(db: Db, count: number) {
  const vendors = await rows<{ id: number; name: string; category_id: number }>(
    db,
    sql`SELECT v.id, v.name, v.category_id FROM vendors v WHERE (SELECT COUNT(*) FROM products p WHERE p.vendor_id = v.id) >= 2 ORDER BY v.id LIMIT ${count}`,
  );
  const withProducts = [];
  for (const vendor of vendors) {
    const products = await rows<{ id: number; name: string; price_cents: number }>(
      db,
      sql`SELECT id, name, price_cents FROM products WHERE vendor_id = ${vendor.id} ORDER BY id LIMIT 2`,
    );
    withProducts.push({ ...vendor, products });
  }
  return withProducts;
}

/**
 * Requests of the demo account in every status with their conversations, for a demo that
 * looks lived in: made through the stores and the lifecycle the app uses (server/money), on a
 * clock that walks through the last two weeks, so the ledger, the timelines and the refund are
 * what they would be had Maya and the vendors done it. Only while the account has no requests,
 * so a restart adds nothing (the check and the writes are one transaction). The notifications
 * the moves wrote are history: they are read.
 */
export async function seedDemoRequests(db: Db, now: () => Date = () => new Date()): Promise<void> {
  const end = now().getTime();
  let clock = end;
  // Nobody is listening yet, and nothing is mailed about the past: the outbox log stays quiet.
  const deps = { db, now: () => new Date(clock), production: true, log: () => {}, updates: createUpdateBus(db) };
  const { ledger, orders, requests } = createMoney(deps, {});
  await inTransaction(db, async (tx) => {
    const user = await row<{ id: number }>(
      tx,
      sql`SELECT id FROM users WHERE email = ${DEMO_EMAIL} AND NOT EXISTS (SELECT 1 FROM orders WHERE user_id = users.id)`,
    );
    if (!user) return;
    const userId = user.id;
    const at = (daysAgo: number) => {
      clock = end - daysAgo * DAY_MS;
    };
    const chat = createChatStore(tx, deps.now);
    const firstNotification = (await value<number>(tx, sql`SELECT COALESCE(MAX(id), 0) + 1 AS next FROM notifications`))!;

    const converse = async (orderId: number, said: readonly Said[], read: boolean) => {
      for (const [sender, body] of said) {
        clock += 20 * 60 * 1000;
        await chat.insert({ id: newToken(), orderId, sender, body, attachmentUrl: null });
      }
      await chat.markRead(orderId, 'vendor');
      if (read) await chat.markRead(orderId, 'buyer');
    };
    const move = async (orderId: number, event: RequestEvent) => {
      clock += 3 * HOUR_MS;
      await requests.apply(tx, (await orders.row(tx, orderId))!, event);
    };

    const vendors = await vendorsWithProducts(tx, ORDERS.length);
    at(14);
    await ledger.post(tx, { userId, kind: 'top_up', amountCents: 50_000, description: 'Added with Visa •••• 4242', requestKey: 'demo-seed-top-up' });

    for (const [index, seeded] of ORDERS.entries()) {
      const vendor = vendors[index % vendors.length]!;
      const lines = vendor.products.map((product, line) => ({
        product_id: product.id,
        name: product.name,
        quantity: line + 1,
        unit_cents: product.price_cents,
        options: {},
      }));
      const totalCents = lines.reduce((sum, line) => sum + line.unit_cents * line.quantity, 0);
      at(seeded.daysAgo);
      const requestKey = `demo-seed-order-${index + 1}`;
      const orderId = await orders.insert(tx, {
        userId,
        vendorId: vendor.id,
        status: 'paid',
        totalCents,
        paymentMethod: seeded.payment,
        delivery: OFFICE,
        failure: null,
        requestKey,
        lines,
      });
      if (seeded.payment === 'wallet') {
        await ledger.post(tx, { userId, kind: 'payment', amountCents: -totalCents, description: `Order #${orderId} at ${vendor.name}`, orderId, requestKey });
      }
      await converse(orderId, seeded.chat.before, seeded.read);
      for (const event of seeded.moves) await move(orderId, event);
      await converse(orderId, seeded.chat.after, seeded.read);
    }

    for (const [index, seeded] of CUSTOM.entries()) {
      const vendor = vendors[index % vendors.length]!;
      at(seeded.daysAgo);
      const orderId = await orders.insertCustom(tx, {
        userId,
        vendorId: vendor.id,
        categoryId: vendor.category_id,
        description: seeded.description,
        quantity: seeded.quantity,
        budgetCents: seeded.budgetCents,
        neededBy: new Date(end + seeded.neededInDays * DAY_MS).toISOString().slice(0, 10),
        delivery: OFFICE,
        photos: [],
        requestKey: `demo-seed-custom-${index + 1}`,
      });
      await converse(orderId, seeded.chat.before, false);
      if (seeded.quote) {
        clock += 2 * HOUR_MS;
        const date = new Date(end + (seeded.neededInDays - 2) * DAY_MS).toISOString().slice(0, 10);
        await requests.quote(tx, (await orders.row(tx, orderId))!, vendor.id, { priceCents: seeded.quote.priceCents, date, note: seeded.quote.note });
      }
      await converse(orderId, seeded.chat.after, false);
    }

    await run(tx, sql`UPDATE notifications SET read_at = created_at WHERE user_id = ${userId} AND id >= ${firstNotification} AND read_at IS NULL`);
  });
}
