import * as z from 'zod/mini';
import { REQUEST_FILTERS, REQUEST_STATUSES } from '../../domain/requests';
import { idempotencyKeySchema, orderSchema, paymentMethodSchema } from './money';
import { isoDate } from './registration';
import { listOf, orDefault, orNull } from './tolerant';

/**
 * Contract of requests (orders and custom requests) after they are placed: the list, one
 * request with its timeline, cancelling, answering a quote and paying an accepted one.
 */

const id = z.int().check(z.positive());

export const REQUESTS_PAGE_SIZE = 20;

/** `POST /reactapi/view/requests` (designed): newest first, a page at a time. */
export const requestListRequestSchema = z.object({
  filter: z.optional(z.enum(REQUEST_FILTERS)),
  /** `next_cursor` of the page before; null or absent for the first page. */
  cursor: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
});

export const requestListSchema = z.object({
  orders: z.array(orderSchema),
  next_cursor: orNull(z.string()),
  total: orDefault(z.int(), 0),
});

/** When a request reached a status. */
export const timelineEntrySchema = z.object({ status: z.enum(REQUEST_STATUSES), at: z.string() });

/** Money given back for a cancelled or declined request, the way it was paid. */
export const refundSchema = z.object({
  method: z.enum(['wallet', 'card', 'provider']),
  amount_cents: z.int(),
  created_at: z.string(),
});

/** One request with what only its own page shows. */
export const requestDetailSchema = z.object({
  ...orderSchema.shape,
  payment_method: orNull(z.enum(['wallet', 'card', 'provider'])),
  timeline: listOf(timelineEntrySchema),
  /** Whether the person may cancel now (the vendor has not accepted yet). */
  can_cancel: orDefault(z.boolean(), false),
  refund: orNull(refundSchema),
});
export type RequestDetail = z.infer<typeof requestDetailSchema>;

/** `POST /reactapi/view/request`, `/reactapi/request/quote/decline` (designed). */
export const requestIdSchema = z.object({ order_id: id });

/** A quote as the person was shown it (`custom.quote` of the request read). */
const quoteSeenSchema = z.object({
  price_cents: z.int(),
  date: isoDate,
  note: z.string().check(z.maxLength(500)),
  quoted_at: z.string().check(z.maxLength(40)),
});
export type QuoteSeen = z.infer<typeof quoteSeenSchema>;

/**
 * `POST /reactapi/request/quote/accept` (designed): names the quote it accepts. A vendor who
 * quoted again since makes it 409 / 40905, whose `data` is the request with the new quote.
 */
export const acceptQuoteRequestSchema = z.object({ order_id: id, quote: quoteSeenSchema });
export const requestAnswerSchema = z.object({ request: requestDetailSchema, balance_cents: orNull(z.int()) });
/** The envelope code of a quote that changed before it was accepted. */
export const QUOTE_CHANGED = 40905;
export type RequestAnswer = z.infer<typeof requestAnswerSchema>;

/** `POST /reactapi/request/cancel` (designed): idempotent by key, money goes back the way it came. */
export const cancelRequestSchema = z.object({ order_id: id, idempotency_key: idempotencyKeySchema });

/** `POST /reactapi/request/pay` (designed): pays an accepted custom request; answers like `/reactapi/order/create`. */
export const payRequestSchema = z.object({ order_id: id, idempotency_key: idempotencyKeySchema, payment: paymentMethodSchema });
