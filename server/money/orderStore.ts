import { deliveryAddressSchema, type DeliveryAddress, type Order } from '../../src/api/contract/money';
import type { RequestDetail } from '../../src/api/contract/requests';
import { STATUSES_OF_FILTER, type RequestFilter, type RequestStatus } from '../../src/domain/requests';
import type { Db } from '../db';

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

const ORDER_COLUMNS = `o.id, o.user_id, o.kind, o.vendor_id, v.name AS vendor_name, o.status, o.total_cents, o.payment_method,
  o.created_at, o.failure, o.delivery_json, cr.category_id, c.name AS category_name, cr.description, cr.quantity,
  cr.budget_cents, cr.needed_by, cr.quote_cents, cr.quote_date, cr.quote_note, cr.quoted_at, cr.photos_json
  FROM orders o LEFT JOIN vendors v ON v.id = o.vendor_id
  LEFT JOIN custom_requests cr ON cr.order_id = o.id LEFT JOIN categories c ON c.id = cr.category_id`;

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
export function createOrderStore(db: Db, now: () => Date) {
  const insertOrder = db.prepare(
    `INSERT INTO orders (user_id, kind, vendor_id, status, total_cents, payment_method, delivery_json, failure, request_key, created_at)
     VALUES (@userId, @kind, @vendorId, @status, @totalCents, @paymentMethod, @deliveryJson, @failure, @requestKey, @createdAt)`,
  );
  const insertLine = db.prepare(
    `INSERT INTO order_lines (order_id, product_id, name, quantity, unit_cents, options_json)
     VALUES (@orderId, @product_id, @name, @quantity, @unit_cents, @optionsJson)`,
  );
  const insertCustom = db.prepare(
    `INSERT INTO custom_requests (order_id, category_id, description, quantity, budget_cents, needed_by, photos_json)
     VALUES (@orderId, @categoryId, @description, @quantity, @budgetCents, @neededBy, @photosJson)`,
  );
  const insertEvent = db.prepare('INSERT INTO order_status_events (order_id, status, at) VALUES (?, ?, ?)');
  const linesOfOrder = db.prepare<[number], LineRow>(
    'SELECT order_id, product_id, name, quantity, unit_cents, options_json FROM order_lines WHERE order_id = ? ORDER BY id',
  );
  const eventsOf = db.prepare<[number], { status: RequestStatus; at: string }>(
    'SELECT status, at FROM order_status_events WHERE order_id = ? ORDER BY id',
  );
  const refundOf = db.prepare<[number], NonNullable<RequestDetail['refund']>>(
    'SELECT method, amount_cents, created_at FROM order_refunds WHERE order_id = ?',
  );
  const insertRefund = db.prepare('INSERT INTO order_refunds (order_id, method, amount_cents, created_at) VALUES (?, ?, ?, ?)');
  const byId = db.prepare<[number], OrderRow>(`SELECT ${ORDER_COLUMNS} WHERE o.id = ?`);
  // The key of a custom request asks; only an order's own key or a payment's key paid for something.
  const byKey = db.prepare<[number, string, string], OrderRow>(
    `SELECT ${ORDER_COLUMNS} WHERE o.user_id = ? AND ((o.kind = 'order' AND o.request_key = ?) OR o.payment_key = ?)`,
  );
  const moveStatus = db.prepare('UPDATE orders SET status = @to, failure = @failure WHERE id = @id AND status = @from');
  const setPayment = db.prepare('UPDATE orders SET payment_method = ?, payment_key = ? WHERE id = ?');
  const setQuote = db.prepare(
    `UPDATE custom_requests SET quote_cents = @priceCents, quote_date = @date, quote_note = @note, quoted_at = @at WHERE order_id = @orderId`,
  );
  const setTotalAndVendor = db.prepare('UPDATE orders SET total_cents = ?, vendor_id = ? WHERE id = ?');

  const page = (userId: number, filter: RequestFilter, cursor: string | null | undefined, limit: number) => {
    const statuses = filter === 'all' ? null : STATUSES_OF_FILTER[filter];
    const where = ['o.user_id = @userId'];
    if (statuses) where.push(`o.status IN (${statuses.map((status) => `'${status}'`).join(', ')})`);
    const total = db.prepare<[{ userId: number }], { n: number }>(
      `SELECT COUNT(*) AS n FROM orders o WHERE ${where.join(' AND ')}`,
    ).get({ userId })!.n;
    const after = parseCursor(cursor);
    if (after) where.push('(o.created_at < @at OR (o.created_at = @at AND o.id < @id))');
    const rows = db
      .prepare<[Record<string, unknown>], OrderRow>(
        `SELECT ${ORDER_COLUMNS} WHERE ${where.join(' AND ')} ORDER BY o.created_at DESC, o.id DESC LIMIT @limit`,
      )
      .all({ userId, at: after?.at, id: after?.id, limit: limit + 1 });
    const more = rows.length > limit;
    const shown = rows.slice(0, limit);
    return { rows: shown, nextCursor: more ? cursorOf(shown.at(-1)!) : null, total };
  };

  const toOrder = ({ delivery_json, ...row }: OrderRow): Order => ({
    id: row.id,
    kind: row.kind,
    vendor_id: row.vendor_id,
    vendor_name: row.vendor_name,
    status: row.status,
    total_cents: row.total_cents,
    created_at: row.created_at,
    failure: row.failure,
    delivery_address: deliveryAddressOf(delivery_json),
    lines: linesOfOrder.all(row.id).map(({ order_id: _orderId, options_json, ...line }) => ({
      ...line,
      options: JSON.parse(options_json) as OrderLine['options'],
    })),
    custom: customOf({ ...row, delivery_json }),
    // Counted by the request routes, which read the chat (server/chat/chatStore.ts).
    unread_messages: 0,
  });

  /** Reads one request whoever it belongs to: for the lifecycle, never for an answer to the app. */
  const row = (orderId: number) => byId.get(orderId) ?? null;
  /** The person's own request; someone else's reads as missing. */
  const ownRow = (userId: number, orderId: number) => {
    const found = row(orderId);
    return found?.user_id === userId ? found : null;
  };

  /** Moves a request from `from` to `to` and records when; false when it was no longer in `from`. */
  const move = (orderId: number, from: RequestStatus, to: RequestStatus, failure: string | null = null) => {
    if (moveStatus.run({ id: orderId, from, to, failure }).changes === 0) return false;
    insertEvent.run(orderId, to, now().toISOString());
    return true;
  };

  return {
    insert: db.transaction((order: NewOrder): number => {
      const createdAt = now().toISOString();
      const { lastInsertRowid } = insertOrder.run({
        ...order,
        kind: 'order',
        deliveryJson: JSON.stringify(order.delivery),
        createdAt,
      });
      const orderId = Number(lastInsertRowid);
      for (const line of order.lines) insertLine.run({ ...line, orderId, optionsJson: JSON.stringify(line.options) });
      insertEvent.run(orderId, order.status, createdAt);
      return orderId;
    }),

    insertCustom: db.transaction((request: NewCustomRequest): number => {
      const createdAt = now().toISOString();
      const { lastInsertRowid } = insertOrder.run({
        userId: request.userId,
        kind: 'custom',
        vendorId: request.vendorId,
        status: 'requested',
        totalCents: 0,
        paymentMethod: null,
        deliveryJson: JSON.stringify(request.delivery),
        failure: null,
        requestKey: request.requestKey,
        createdAt,
      });
      const orderId = Number(lastInsertRowid);
      const { photos, ...custom } = request;
      insertCustom.run({ ...custom, photosJson: JSON.stringify(photos), orderId });
      insertEvent.run(orderId, 'requested', createdAt);
      return orderId;
    }),

    move,

    /** Settles a payment waiting for the provider; false when it was no longer waiting. An unpaid custom request is accepted again, to be paid another way. */
    settle: (orderId: number, status: 'paid' | 'failed' | 'cancelled', failure: string | null) => {
      const found = row(orderId);
      const to = found?.kind === 'custom' && status !== 'paid' ? 'accepted' : status;
      return move(orderId, 'pending_provider', to, failure);
    },

    /** Records how a custom request is being paid, with the key of that payment. */
    recordPayment: (orderId: number, method: PaymentMethod, paymentKey: string) => setPayment.run(method, paymentKey, orderId),

    /** A vendor's quote sets the price (and the vendor, when the person asked them all). */
    recordQuote: (orderId: number, vendorId: number, quote: { priceCents: number; date: string; note: string }) => {
      setQuote.run({ ...quote, orderId, at: now().toISOString() });
      setTotalAndVendor.run(quote.priceCents, vendorId, orderId);
    },

    recordRefund: (orderId: number, method: PaymentMethod, amountCents: number) =>
      insertRefund.run(orderId, method, amountCents, now().toISOString()),

    row,
    ownRow,
    toOrder,
    find: (userId: number, orderId: number) => {
      const found = ownRow(userId, orderId);
      return found ? toOrder(found) : null;
    },
    findByKey: (userId: number, requestKey: string) => {
      const found = byKey.get(userId, requestKey, requestKey);
      return found ? toOrder(found) : null;
    },
    timeline: (orderId: number) => eventsOf.all(orderId),
    refund: (orderId: number) => refundOf.get(orderId) ?? null,
    /** Newest first, `limit` at a time, after `cursor`. */
    page: (userId: number, filter: RequestFilter, cursor: string | null | undefined, limit: number) => {
      const { rows, nextCursor, total } = page(userId, filter, cursor, limit);
      return { orders: rows.map(toOrder), next_cursor: nextCursor, total };
    },
  };
}

export type OrderStore = ReturnType<typeof createOrderStore>;
