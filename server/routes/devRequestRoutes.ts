import { Hono } from 'hono';
import * as z from 'zod/mini';
import { isoDate, withoutHiddenControls } from '../../src/api/contract/registration';
import { DATE_RANGES } from '../../src/domain/dates';
import { refuseBadDates } from '../http/dates';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { errors, ok } from '../http/envelope';
import { readJson } from '../http/readJson';
import type { Money } from '../money/money';
import { type Db, inTransaction } from '../db';

const id = z.int().check(z.positive());

/** What a vendor does to a request, as the dev endpoint names it. */
const VENDOR_EVENTS = {
  accept: 'vendorAccept',
  decline: 'vendorDecline',
  prepare: 'vendorPrepare',
  deliver: 'vendorDeliver',
  expire: 'expire',
} as const;

const advanceSchema = z.object({ order_id: id, action: z.enum(Object.keys(VENDOR_EVENTS) as [keyof typeof VENDOR_EVENTS]) });
const quoteSchema = z.object({
  order_id: id,
  /** The vendor quoting; left out, the one the person chose or the first of the category. */
  vendor_id: z.optional(id),
  price_cents: z.int().check(z.minimum(1, 'Price must be at least 1 cent'), z.maximum(10_000_000)),
  date: isoDate,
  note: z.optional(z.string().check(z.maxLength(500), withoutHiddenControls('Note'))),
});

/**
 * The vendor's side of requests, simulated for the demo and the end-to-end tests: only with
 * the development endpoints on (server/config.ts), like server/routes/devRoutes.ts.
 */
export function devRequestRoutes(deps: AppDeps, money: Money) {
  const { db } = deps;
  const { orders, requests } = money;

  const found = async (tx: Db, orderId: number) => {
    const row = await orders.row(tx, orderId);
    if (!row) throw errors.notFound('Request not found');
    return row;
  };

  return new Hono<AppEnv>()
    .post('/api/dev/requests/advance', async (c) => {
      const { order_id: orderId, action } = await readJson(c, advanceSchema);
      // Read and moved in one transaction (a compare-and-set on the status read).
      const { status } = await inTransaction(db, async (tx) => requests.apply(tx, await found(tx, orderId), VENDOR_EVENTS[action]));
      return ok({ order_id: orderId, status });
    })
    .post('/api/dev/requests/quote', async (c) => {
      const request = await readJson(c, quoteSchema);
      refuseBadDates(deps.now(), request, { date: DATE_RANGES.comingYear });
      // The quote and the move are one transaction with the read: the status read is the status moved from.
      const { orderId, status } = await inTransaction(db, async (tx) => {
        const row = await found(tx, request.order_id);
        const quoted = await requests.quote(tx, row, request.vendor_id, { priceCents: request.price_cents, date: request.date, note: request.note ?? '' });
        return { orderId: row.id, ...quoted };
      });
      return ok({ order_id: orderId, status });
    });
}
