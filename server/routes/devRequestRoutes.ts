import { Hono } from 'hono';
import * as z from 'zod/mini';
import { isoDate, withoutHiddenControls } from '../../src/api/contract/registration';
import { DATE_RANGES } from '../../src/domain/dates';
import { refuseBadDates } from '../http/dates';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { errors, ok } from '../http/envelope';
import { readJson } from '../http/readJson';
import type { Money } from '../money/money';

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
  const { orders, requests } = money;

  const found = (orderId: number) => {
    const row = orders.row(orderId);
    if (!row) throw errors.notFound('Request not found');
    return row;
  };

  return new Hono<AppEnv>()
    .post('/api/dev/requests/advance', async (c) => {
      const { order_id: orderId, action } = await readJson(c, advanceSchema);
      const { status, announce } = requests.apply(found(orderId), VENDOR_EVENTS[action]);
      announce();
      return ok({ order_id: orderId, status });
    })
    .post('/api/dev/requests/quote', async (c) => {
      const request = await readJson(c, quoteSchema);
      refuseBadDates(deps.now(), request, { date: DATE_RANGES.comingYear });
      const row = found(request.order_id);
      const { status, announce } = requests.quote(row, request.vendor_id, { priceCents: request.price_cents, date: request.date, note: request.note ?? '' });
      announce();
      return ok({ order_id: row.id, status });
    });
}
