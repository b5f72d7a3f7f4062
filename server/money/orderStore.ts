import { deliveryAddressSchema, type DeliveryAddress, type Order } from '../../src/api/contract/money';
import type { Db } from '../db';

type OrderStatus = Order['status'];
type OrderLine = Order['lines'][number];

export interface NewOrder {
  userId: number;
  vendorId: number;
  status: OrderStatus;
  totalCents: number;
  paymentMethod: 'wallet' | 'card' | 'provider';
  /** Kept as it was when ordered: editing or removing the address later does not change the order. */
  delivery: DeliveryAddress;
  failure: string | null;
  requestKey: string;
  lines: OrderLine[];
}

type OrderRow = Omit<Order, 'lines' | 'delivery_address'> & { delivery_json: string };
type LineRow = Omit<OrderLine, 'options'> & { order_id: number; options_json: string };

const ORDER_COLUMNS = `o.id, o.vendor_id, v.name AS vendor_name, o.status, o.total_cents, o.created_at, o.failure, o.delivery_json
  FROM orders o JOIN vendors v ON v.id = o.vendor_id`;

/** The address kept with an order; null when the stored copy cannot be read as one. */
function deliveryAddressOf(json: string): DeliveryAddress | null {
  try {
    const parsed = deliveryAddressSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Orders and their lines; every read is scoped to the person who ordered. */
export function createOrderStore(db: Db, now: () => Date) {
  const insertOrder = db.prepare(
    `INSERT INTO orders (user_id, vendor_id, status, total_cents, payment_method, delivery_json, failure, request_key, created_at)
     VALUES (@userId, @vendorId, @status, @totalCents, @paymentMethod, @deliveryJson, @failure, @requestKey, @createdAt)`,
  );
  const insertLine = db.prepare(
    `INSERT INTO order_lines (order_id, product_id, name, quantity, unit_cents, options_json)
     VALUES (@orderId, @product_id, @name, @quantity, @unit_cents, @optionsJson)`,
  );
  const linesOfUser = db.prepare<[number], LineRow>(
    `SELECT l.order_id, l.product_id, l.name, l.quantity, l.unit_cents, l.options_json FROM order_lines l
     JOIN orders o ON o.id = l.order_id WHERE o.user_id = ? ORDER BY l.id`,
  );
  const linesOfOrder = db.prepare<[number], LineRow>(
    'SELECT order_id, product_id, name, quantity, unit_cents, options_json FROM order_lines WHERE order_id = ? ORDER BY id',
  );
  const byId = db.prepare<[number, number], OrderRow>(`SELECT ${ORDER_COLUMNS} WHERE o.user_id = ? AND o.id = ?`);
  const byKey = db.prepare<[number, string], OrderRow>(`SELECT ${ORDER_COLUMNS} WHERE o.user_id = ? AND o.request_key = ?`);
  const settleOrder = db.prepare("UPDATE orders SET status = ?, failure = ? WHERE id = ? AND status = 'pending_provider'");
  const all = db.prepare<[number], OrderRow>(`SELECT ${ORDER_COLUMNS} WHERE o.user_id = ? ORDER BY o.created_at DESC, o.id DESC`);

  const withLines = (rows: OrderRow[], lineRows: LineRow[]): Order[] => {
    const lines = new Map<number, OrderLine[]>();
    for (const { order_id, options_json, ...line } of lineRows) {
      if (!lines.has(order_id)) lines.set(order_id, []);
      lines.get(order_id)!.push({ ...line, options: JSON.parse(options_json) as OrderLine['options'] });
    }
    return rows.map(({ delivery_json, ...row }) => ({
      ...row,
      delivery_address: deliveryAddressOf(delivery_json),
      lines: lines.get(row.id) ?? [],
    }));
  };
  const one = (row: OrderRow | undefined) => (row ? withLines([row], linesOfOrder.all(row.id))[0]! : null);

  return {
    insert: db.transaction((order: NewOrder): number => {
      const { lastInsertRowid } = insertOrder.run({
        ...order,
        deliveryJson: JSON.stringify(order.delivery),
        createdAt: now().toISOString(),
      });
      const orderId = Number(lastInsertRowid);
      for (const line of order.lines) insertLine.run({ ...line, orderId, optionsJson: JSON.stringify(line.options) });
      return orderId;
    }),

    /** Settles an order waiting for the provider; false when it was no longer waiting. */
    settle: (orderId: number, status: Exclude<OrderStatus, 'pending_provider'>, failure: string | null) =>
      settleOrder.run(status, failure, orderId).changes === 1,

    find: (userId: number, orderId: number) => one(byId.get(userId, orderId)),
    findByKey: (userId: number, requestKey: string) => one(byKey.get(userId, requestKey)),
    /** Newest first, lines included (one query for all of them). */
    list: (userId: number) => withLines(all.all(userId), linesOfUser.all(userId)),
  };
}

export type OrderStore = ReturnType<typeof createOrderStore>;
