import { deliveryAddressSchema, type DeliveryAddress, type Order } from '../../src/api/contract/money';
import type { RequestDetail } from '../../src/api/contract/requests';
import { STATUSES_OF_FILTER, type RequestFilter, type RequestStatus } from '../../src/domain/requests';
import { type Db, inTransaction, row, rows, run, sql, value } from '../db';

type OrderLine = Order['lines'][number];
type PaymentMethod = 'wallet' | 'card' | 'provider';

export interface NewOrder {
  userId: number;
  vendorId: number;
  status: RequestStatus;
  totalCents: number;
  paymentMethod: PaymentMethod;
  /** Kept as it was when ordered: editing or removing the address later does not change the order. */
  delivery: DeliveryAddress;
  failure: string | null;
  requestKey: string;
  lines: OrderLine[];
}

export interface NewCustomRequest {
  userId: number;
  vendorId: number | null;
  categoryId: number;
  description: string;
  quantity: number;
  budgetCents: number;
  neededBy: string;
  delivery: DeliveryAddress;
  requestKey: string;
  /** The addresses of the photos the request claimed. */
  photos: string[];
}

export interface OrderRow {
  id: number;
  user_id: number;
  kind: Order['kind'];
  vendor_id: number | null;
  vendor_name: string | null;
  status: RequestStatus;
  total_cents: number;
  payment_method: PaymentMethod | null;
  created_at: string;
  failure: string | null;
  delivery_json: string;
  category_id: number | null;
  category_name: string | null;
  description: string | null;
  quantity: number | null;
  budget_cents: number | null;
  needed_by: string | null;
  quote_cents: number | null;
  quote_date: string | null;
  quote_note: string | null;
  quoted_at: string | null;
  photos_json: string | null;
}
type LineRow = Omit<OrderLine, 'options'> & { order_id: number; options_json: string };

const ORDER_COLUMNS = sql.raw(`o.id, o.user_id, o.kind, o.vendor_id, v.name AS vendor_name, o.status, o.total_cents, o.payment_method,
  o.created_at, o.failure, o.delivery_json, cr.category_id, c.name AS category_name, cr.description, cr.quantity,
  cr.budget_cents, cr.needed_by, cr.quote_cents, cr.quote_date, cr.quote_note, cr.quoted_at, cr.photos_json
  FROM orders o LEFT JOIN vendors v ON v.id = o.vendor_id
  LEFT JOIN custom_requests cr ON cr.order_id = o.id LEFT JOIN categories c ON c.id = cr.category_id`);

/** A page of the list: the position after its last row, `<created_at>~<id>`. */
const cursorOf = (row: Pick<OrderRow, 'created_at' | 'id'>) => `${row.created_at}~${row.id}`;
function parseCursor(cursor: string | null | undefined): { at: string; id: number } | null {
  const match = cursor ? /^(.+)~(\d+)$/.exec(cursor) : null;
  return match ? { at: match[1]!, id: Number(match[2]) } : null;
}

/** The address kept with an order; null when the stored copy cannot be read as one. */
function deliveryAddressOf(json: string): DeliveryAddress | null {
  try {
    const parsed = deliveryAddressSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function customOf(row: OrderRow): Order['custom'] {
  if (row.kind !== 'custom' || row.category_id === null) return null;
  return {
    category_id: row.category_id,
    category_name: row.category_name ?? '',
    description: row.description ?? '',
    quantity: row.quantity ?? 1,
    budget_cents: row.budget_cents ?? 0,
    needed_by: row.needed_by ?? '',
    quote:
      row.quote_cents !== null && row.quote_date !== null
        ? { price_cents: row.quote_cents, date: row.quote_date, note: row.quote_note ?? '', quoted_at: row.quoted_at ?? '' }
        : null,
    photos: JSON.parse(row.photos_json ?? '[]') as string[],
  };
}

/** Orders and custom requests with their lines and timelines; every read for the app is scoped to its person. */
export function createOrderStore(now: () => Date) {
  const insertOrder = async (
    db: Db,
    order: Pick<NewOrder, 'userId' | 'status' | 'totalCents' | 'failure' | 'requestKey'> & {
      kind: OrderRow['kind'];
      vendorId: number | null;
      paymentMethod: PaymentMethod | null;
      delivery: DeliveryAddress;
      createdAt: string;
    },
  ) => {
    const inserted = await row<{ id: number }>(
      db,
      sql`INSERT INTO orders (user_id, kind, vendor_id, status, total_cents, payment_method, delivery_json, failure, request_key, created_at)
          VALUES (${order.userId}, ${order.kind}, ${order.vendorId}, ${order.status}, ${order.totalCents}, ${order.paymentMethod},
            ${JSON.stringify(order.delivery)}, ${order.failure}, ${order.requestKey}, ${order.createdAt})
          RETURNING id`,
    );
    return inserted!.id;
  };
  const insertEvent = (db: Db, orderId: number, status: RequestStatus, at: string) =>
    run(db, sql`INSERT INTO order_status_events (order_id, status, at) VALUES (${orderId}, ${status}, ${at})`);

  const page = async (db: Db, userId: number, filter: RequestFilter, cursor: string | null | undefined, limit: number) => {
    const statuses = filter === 'all' ? null : STATUSES_OF_FILTER[filter];
    const where = [sql`o.user_id = ${userId}`];
    if (statuses) where.push(sql`o.status IN (${sql.join(statuses)})`);
    const total = (await value<number>(db, sql`SELECT COUNT(*) AS n FROM orders o WHERE ${sql.join(where, sql` AND `)}`)) ?? 0;
    const after = parseCursor(cursor);
    if (after) where.push(sql`(o.created_at < ${after.at} OR (o.created_at = ${after.at} AND o.id < ${after.id}))`);
    const found = await rows<OrderRow>(
      db,
      sql`SELECT ${ORDER_COLUMNS} WHERE ${sql.join(where, sql` AND `)} ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit + 1}`,
    );
    const more = found.length > limit;
    const shown = found.slice(0, limit);
    return { rows: shown, nextCursor: more ? cursorOf(shown.at(-1)!) : null, total };
  };

  const toOrder = async (db: Db, { delivery_json, ...row }: OrderRow): Promise<Order> => ({
    id: row.id,
    kind: row.kind,
    vendor_id: row.vendor_id,
    vendor_name: row.vendor_name,
    status: row.status,
    total_cents: row.total_cents,
    created_at: row.created_at,
    failure: row.failure,
    delivery_address: deliveryAddressOf(delivery_json),
    lines: (
      await rows<LineRow>(
        db,
        sql`SELECT order_id, product_id, name, quantity, unit_cents, options_json FROM order_lines WHERE order_id = ${row.id} ORDER BY id`,
      )
    ).map(({ order_id: _orderId, options_json, ...line }) => ({
      ...line,
      options: JSON.parse(options_json) as OrderLine['options'],
    })),
    custom: customOf({ ...row, delivery_json }),
    // Counted by the request routes, which read the chat (server/chat/chatStore.ts).
    unread_messages: 0,
  });

  /** Reads one request whoever it belongs to: for the lifecycle, never for an answer to the app. */
  const orderRow = async (db: Db, orderId: number) => (await row<OrderRow>(db, sql`SELECT ${ORDER_COLUMNS} WHERE o.id = ${orderId}`)) ?? null;
  /** The person's own request; someone else's reads as missing. */
  const ownRow = async (db: Db, userId: number, orderId: number) => {
    const found = await orderRow(db, orderId);
    return found?.user_id === userId ? found : null;
  };

  /** Moves a request from `from` to `to` and records when; false when it was no longer in `from` (a compare-and-set). */
  const move = (db: Db, orderId: number, from: RequestStatus, to: RequestStatus, failure: string | null = null) =>
    inTransaction(db, async (tx) => {
      const moved = await run(tx, sql`UPDATE orders SET status = ${to}, failure = ${failure} WHERE id = ${orderId} AND status = ${from}`);
      if (moved === 0) return false;
      await insertEvent(tx, orderId, to, now().toISOString());
      return true;
    });

  return {
    insert: (db: Db, order: NewOrder): Promise<number> =>
      inTransaction(db, async (tx) => {
        const createdAt = now().toISOString();
        const orderId = await insertOrder(tx, { ...order, kind: 'order', createdAt });
        for (const line of order.lines) {
          await run(
            tx,
            sql`INSERT INTO order_lines (order_id, product_id, name, quantity, unit_cents, options_json)
                VALUES (${orderId}, ${line.product_id}, ${line.name}, ${line.quantity}, ${line.unit_cents}, ${JSON.stringify(line.options)})`,
          );
        }
        await insertEvent(tx, orderId, order.status, createdAt);
        return orderId;
      }),

    insertCustom: (db: Db, request: NewCustomRequest): Promise<number> =>
      inTransaction(db, async (tx) => {
        const createdAt = now().toISOString();
        const orderId = await insertOrder(tx, {
          userId: request.userId,
          kind: 'custom',
          vendorId: request.vendorId,
          status: 'requested',
          totalCents: 0,
          paymentMethod: null,
          delivery: request.delivery,
          failure: null,
          requestKey: request.requestKey,
          createdAt,
        });
        await run(
          tx,
          sql`INSERT INTO custom_requests (order_id, category_id, description, quantity, budget_cents, needed_by, photos_json)
              VALUES (${orderId}, ${request.categoryId}, ${request.description}, ${request.quantity}, ${request.budgetCents},
                ${request.neededBy}, ${JSON.stringify(request.photos)})`,
        );
        await insertEvent(tx, orderId, 'requested', createdAt);
        return orderId;
      }),

    move,

    /** Settles a payment waiting for the provider; false when it was no longer waiting. An unpaid custom request is accepted again, to be paid another way. */
    settle: (db: Db, orderId: number, status: 'paid' | 'failed' | 'cancelled', failure: string | null) =>
      inTransaction(db, async (tx) => {
        const found = await orderRow(tx, orderId);
        const to = found?.kind === 'custom' && status !== 'paid' ? 'accepted' : status;
        return move(tx, orderId, 'pending_provider', to, failure);
      }),

    /** Records how a custom request is being paid, with the key of that payment. */
    recordPayment: (db: Db, orderId: number, method: PaymentMethod, paymentKey: string) =>
      run(db, sql`UPDATE orders SET payment_method = ${method}, payment_key = ${paymentKey} WHERE id = ${orderId}`),

    /** A vendor's quote sets the price (and the vendor, when the person asked them all). */
    recordQuote: (db: Db, orderId: number, vendorId: number, quote: { priceCents: number; date: string; note: string }) =>
      inTransaction(db, async (tx) => {
        await run(
          tx,
          sql`UPDATE custom_requests SET quote_cents = ${quote.priceCents}, quote_date = ${quote.date}, quote_note = ${quote.note},
                quoted_at = ${now().toISOString()} WHERE order_id = ${orderId}`,
        );
        await run(tx, sql`UPDATE orders SET total_cents = ${quote.priceCents}, vendor_id = ${vendorId} WHERE id = ${orderId}`);
      }),

    recordRefund: (db: Db, orderId: number, method: PaymentMethod, amountCents: number) =>
      run(
        db,
        sql`INSERT INTO order_refunds (order_id, method, amount_cents, created_at) VALUES (${orderId}, ${method}, ${amountCents}, ${now().toISOString()})`,
      ),

    row: orderRow,
    ownRow,
    toOrder,
    find: async (db: Db, userId: number, orderId: number) => {
      const found = await ownRow(db, userId, orderId);
      return found ? toOrder(db, found) : null;
    },
    findByKey: async (db: Db, userId: number, requestKey: string) => {
      // The key of a custom request asks; only an order's own key or a payment's key paid for something.
      const found = await row<OrderRow>(
        db,
        sql`SELECT ${ORDER_COLUMNS} WHERE o.user_id = ${userId} AND ((o.kind = 'order' AND o.request_key = ${requestKey}) OR o.payment_key = ${requestKey})`,
      );
      return found ? toOrder(db, found) : null;
    },
    timeline: (db: Db, orderId: number) =>
      rows<{ status: RequestStatus; at: string }>(db, sql`SELECT status, at FROM order_status_events WHERE order_id = ${orderId} ORDER BY id`),
    refund: async (db: Db, orderId: number) =>
      (await row<NonNullable<RequestDetail['refund']>>(
        db,
        sql`SELECT method, amount_cents, created_at FROM order_refunds WHERE order_id = ${orderId}`,
      )) ?? null,
    /** Newest first, `limit` at a time, after `cursor`. */
    page: async (db: Db, userId: number, filter: RequestFilter, cursor: string | null | undefined, limit: number) => {
      const { rows: shown, nextCursor, total } = await page(db, userId, filter, cursor, limit);
      const orders: Order[] = [];
      for (const shownRow of shown) orders.push(await toOrder(db, shownRow));
      return { orders, next_cursor: nextCursor, total };
    },
  };
}

export type OrderStore = ReturnType<typeof createOrderStore>;
