import * as z from 'zod/mini';
import { REQUEST_STATUSES } from '../../domain/requests';
import { optionalText, orDefault, orNull } from './tolerant';
import { addressAddRequestSchema, cardAddRequestSchema } from './account';
import { customDetailsSchema } from './customRequest';
import { emailSchema, text } from './registration';

/**
 * Contract of money movements: orders and checkout, the payment provider, the LYLA Wallet
 * (balance, history, recharge, gift). Amounts are integer cents end to end. Every request
 * that moves money carries an idempotency key: the same key with the same payload answers
 * the first outcome again; the same key with another payload is refused (409, 40901).
 */

const id = z.int().check(z.positive());
const cents = z.int();
/** An amount sent to move money: zod's own message for 12.5 or '12' would be 'Invalid input'. */
const amountCents = z.int('Amount must be a whole number of cents');
/** A client-made random id (UUID or 16+ url-safe characters). */
export const idempotencyKeySchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, 'A request key is required'));

/** How to pay. A new card is checked like `POST /reactapi/user/card/credit` and may be saved. */
export const paymentMethodSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('wallet') }),
  z.object({ type: z.literal('card'), card_id: id }),
  z.object({ type: z.literal('new_card'), card: cardAddRequestSchema, save: z.boolean() }),
  z.object({ type: z.literal('provider') }),
]);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

// ---- Wallet ----------------------------------------------------------------------------

export const walletEntrySchema = z.object({
  id,
  kind: z.enum(['top_up', 'payment', 'gift_sent', 'gift_received', 'refund']),
  /** Positive when money comes in, negative when it goes out. */
  amount_cents: cents,
  description: optionalText,
  /** The other person of a gift (email), else null. */
  counterpart: orNull(z.string()),
  created_at: z.string(),
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;

export const walletLimitsSchema = z.object({
  recharge_min_cents: cents,
  recharge_max_cents: cents,
  gift_min_cents: cents,
  gift_max_cents: cents,
});
export type WalletLimits = z.infer<typeof walletLimitsSchema>;

/** `POST /reactapi/view/account/wallet` (designed): balance, the latest 50 entries, the limits. */
export const walletSchema = z.object({
  balance_cents: cents,
  entries: z.array(walletEntrySchema),
  limits: walletLimitsSchema,
});
export type Wallet = z.infer<typeof walletSchema>;

/** `POST /reactapi/user/recharge` (spec §7). */
export const rechargeRequestSchema = z.object({
  idempotency_key: idempotencyKeySchema,
  amount_cents: amountCents,
  method: paymentMethodSchema,
});
export type RechargeRequest = z.infer<typeof rechargeRequestSchema>;

/** `POST /reactapi/user/gift` (spec §7). */
export const giftRequestSchema = z.object({
  idempotency_key: idempotencyKeySchema,
  recipient_email: emailSchema,
  amount_cents: amountCents,
  message: text('Message', 200),
});
export type GiftRequest = z.infer<typeof giftRequestSchema>;

/** A payment waiting at the provider: its order there and where the buyer approves it. */
export const providerLinkSchema = z.object({ provider_order_id: z.string(), approve_url: z.string() });
export type ProviderLink = z.infer<typeof providerLinkSchema>;

/** What a recharge or a gift answers: the movement and the new balance. */
export const walletMovementSchema = z.object({
  status: z.enum(['completed', 'pending_provider']),
  entry: z.nullable(walletEntrySchema),
  balance_cents: cents,
  /** Set when the buyer must approve at the provider first. */
  provider: z.nullable(providerLinkSchema),
});
export type WalletMovement = z.infer<typeof walletMovementSchema>;

// ---- Orders and checkout ---------------------------------------------------------------

export const orderLineRequestSchema = z.object({
  product_id: id,
  quantity: z.int().check(z.minimum(1, 'Quantity must be at least 1'), z.maximum(99, 'Quantity must be at most 99')),
  options: z.record(z.string(), z.string()),
});

/** `POST /reactapi/order/create` (designed). The server prices the lines itself. */
export const createOrderRequestSchema = z.object({
  idempotency_key: idempotencyKeySchema,
  vendor_id: id,
  lines: z.array(orderLineRequestSchema).check(z.minLength(1, 'The cart is empty'), z.maxLength(50)),
  delivery: z.union([z.object({ address_id: id }), z.object({ address: addressAddRequestSchema })]),
  payment: paymentMethodSchema,
});
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

/** Where an order goes: a copy of the address as it was when ordered (editing or removing it later changes nothing). */
export const deliveryAddressSchema = z.object({
  label: optionalText,
  line1: z.string(),
  line2: optionalText,
  city: z.string(),
  state: z.string(),
  zipcode: z.string(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

/**
 * An order or a custom request (one id space: `requests/{orderId}` shows either). The status
 * is the server's (src/domain/requests.ts); a custom request has no vendor until one quotes,
 * unless the person chose one.
 */
export const orderSchema = z.object({
  id,
  kind: orDefault(z.enum(['order', 'custom']), 'order'),
  vendor_id: orNull(id),
  vendor_name: orNull(z.string()),
  status: z.enum(REQUEST_STATUSES),
  total_cents: cents,
  lines: z.array(
    z.object({ product_id: id, name: z.string(), quantity: z.int(), unit_cents: cents, options: orDefault(z.record(z.string(), z.string()), {}) }),
  ),
  created_at: z.string(),
  /** Why a payment failed, for the person. */
  failure: orNull(z.string()),
  /** Null when none was kept; absent from answers stored before orders had it (idempotent replays). */
  delivery_address: z.optional(z.nullable(deliveryAddressSchema)),
  /** Set for a custom request: what was asked and the quote. */
  custom: orNull(customDetailsSchema),
  /** The vendor's chat messages the person has not read (the requests list and page show it). */
  unread_messages: orDefault(z.int(), 0),
});
export type Order = z.infer<typeof orderSchema>;

export const orderResultSchema = z.object({
  order: orderSchema,
  balance_cents: z.nullable(cents),
  provider: z.nullable(providerLinkSchema),
});
export type OrderResult = z.infer<typeof orderResultSchema>;

/**
 * `POST /reactapi/payment/status` (designed): the outcome of a request by its key, asked
 * after a timeout before offering a retry. `unknown`: the server never saw it.
 */
export const paymentStatusRequestSchema = z.object({ idempotency_key: idempotencyKeySchema });
export const paymentStatusSchema = z.object({
  status: z.enum(['unknown', 'completed', 'pending_provider', 'failed']),
  order: z.nullable(orderSchema),
  movement: z.nullable(walletMovementSchema),
  /** Set while the payment waits at the provider, as the placing answer's; null when a backend does not send it. */
  provider: orNull(providerLinkSchema),
});

/** `POST /reactapi/payment/provider/capture` (designed): after the buyer approved at the provider. */
export const captureRequestSchema = z.object({ provider_order_id: z.string().check(z.minLength(1)) });
export const captureResultSchema = z.object({
  status: z.enum(['completed', 'cancelled', 'failed']),
  order: z.nullable(orderSchema),
  movement: z.nullable(walletMovementSchema),
});
