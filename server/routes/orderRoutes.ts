import { Hono } from 'hono';
import { createOrderRequestSchema, type CreateOrderRequest, type Order, type OrderResult } from '../../src/api/contract/money';
import type { ProductOption } from '../../src/domain/catalogue';
import { requireSession } from '../auth/requireSession';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { errors } from '../http/envelope';
import { readJson } from '../http/readJson';
import { APP_PATH } from '../http/staticSite';
import { failAnswer, okAnswer, thenOutside } from '../money/idempotency';
import type { Money } from '../money/money';
import type { NewOrder } from '../money/orderStore';
import { insertAddress, toAddress, type AddressRow } from './addressRoutes';
import { ownedRows } from './ownedRows';
import { type Db, row, sql } from '../db';

interface ProductRow {
  id: number;
  vendor_id: number;
  name: string;
  price_cents: number;
  options_json: string;
}

/** Where to deliver, as it is now (kept with the order or custom request); a new address is saved with it by the caller. */
export async function deliveryOf(db: Db, userId: number, delivery: CreateOrderRequest['delivery']): Promise<NewOrder['delivery']> {
  if ('address_id' in delivery) {
    const addresses = ownedRows<AddressRow>(db, 'addresses', 'Address not found');
    const { id: _id, is_default: _default, ...saved } = toAddress(await addresses.find(userId, delivery.address_id));
    return saved;
  }
  const { is_default: _default, ...typed } = delivery.address;
  return typed;
}

/** Where the provider sends the buyer back, approved or not: the app captures there. */
export const orderReturnUrl = (orderId: number) => `${APP_PATH}/#/checkoutPaypal/${orderId}`;

/** Checkout: a vendor's cart becomes a paid order; docs/api.md, "Money". */
export function orderRoutes(deps: AppDeps, money: Money) {
  const { ledger, keys, orders, providerOrders, chargeCard } = money;
  const session = requireSession(deps);

  /** The lines priced from the catalogue: what the client says a product costs is never used. */
  const priceLines = async (db: Db, vendorId: number, lines: CreateOrderRequest['lines']): Promise<Order['lines']> => {
    const priced: Order['lines'] = [];
    for (const [index, line] of lines.entries()) {
      const product = await row<ProductRow>(
        db,
        sql`SELECT id, vendor_id, name, price_cents, options_json FROM products WHERE id = ${line.product_id}`,
      );
      if (!product) throw errors.invalidField(`lines.${index}.product_id`, 'This product is no longer available');
      if (product.vendor_id !== vendorId) {
        throw errors.invalidField(`lines.${index}.product_id`, `${product.name} is sold by another vendor`);
      }
      const offered = JSON.parse(product.options_json) as ProductOption[];
      for (const [name, value] of Object.entries(line.options)) {
        if (!offered.some((option) => option.name === name && option.values.includes(value))) {
          throw errors.invalidField(`lines.${index}.options`, `Choose ${name} from the choices of ${product.name}`);
        }
      }
      priced.push({ product_id: product.id, name: product.name, quantity: line.quantity, unit_cents: product.price_cents, options: line.options });
    }
    return priced;
  };

  const result = async (db: Db, userId: number, orderId: number, rest: Partial<OrderResult> = {}): Promise<OrderResult> => ({
    order: (await orders.find(db, userId, orderId))!,
    balance_cents: null,
    provider: null,
    ...rest,
  });

  return new Hono<AppEnv>()
    .post('/reactapi/order/create', session, async (c) => {
      const request = await readJson(c, createOrderRequestSchema);
      const { payment, idempotency_key: requestKey } = request;
      const userId = c.get('user').id;
      // All in the key's transaction: the checks, the order and its payment (a balance read-then-write).
      return keys.respond(c, request, async (tx) => {
        // Everything is checked before anything is written.
        const vendor = await row<{ id: number; name: string }>(tx, sql`SELECT id, name FROM vendors WHERE id = ${request.vendor_id}`);
        if (!vendor) throw errors.invalidField('vendor_id', 'This vendor is no longer available');
        const lines = await priceLines(tx, vendor.id, request.lines);
        const totalCents = lines.reduce((sum, line) => sum + line.unit_cents * line.quantity, 0);
        const delivery = await deliveryOf(tx, userId, request.delivery);
        const charge = payment.type === 'card' || payment.type === 'new_card' ? await chargeCard(tx, userId, payment, 'payment') : null;

        /** Stores the order (and a new delivery address) with the payment. */
        const place = async (status: NewOrder['status'], failure: string | null = null) => {
          if ('address' in request.delivery) await insertAddress({ ...deps, db: tx }, userId, request.delivery.address);
          const paymentMethod = charge ? 'card' : payment.type === 'wallet' ? 'wallet' : 'provider';
          return orders.insert(tx, { userId, vendorId: vendor.id, status, totalCents, paymentMethod, delivery, failure, requestKey, lines });
        };

        if (payment.type === 'wallet') {
          const orderId = await place('paid');
          const description = `Order #${orderId} at ${vendor.name}`;
          const paid = await ledger.post(tx, { userId, kind: 'payment', amountCents: -totalCents, description, orderId, requestKey });
          // Throwing rolls the order back too: an order the balance cannot pay is not kept.
          if (!paid) throw errors.insufficientFunds('Your LYLA Wallet balance is too low');
          return okAnswer(await result(tx, userId, orderId, { balance_cents: await ledger.balance(tx, userId) }));
        }

        if (charge) {
          // A declined card still leaves the order, failed with the reason, in the person's requests.
          await charge.saveCard(tx);
          const orderId = await place(charge.declined ? 'failed' : 'paid', charge.declined);
          return charge.declined
            ? failAnswer(errors.paymentDeclined(charge.declined), await result(tx, userId, orderId))
            : okAnswer(await result(tx, userId, orderId));
        }

        await providerOrders.refuseStarted(tx, userId, requestKey);
        const orderId = await place('pending_provider');
        return thenOutside(async () => {
          try {
            const record = await providerOrders.start({
              userId,
              kind: 'order',
              orderId,
              amountCents: totalCents,
              requestKey,
              returnUrl: orderReturnUrl(orderId),
            });
            return async (last) => okAnswer(await result(last, userId, orderId, { provider: await record(last) }));
          } catch (error) {
            deps.log(`[provider] creating the order for order #${orderId} failed: ${String(error)}`);
            const reason = 'The payment provider is not available. Try again later.';
            return async (last) => {
              await orders.settle(last, orderId, 'failed', reason);
              return failAnswer(errors.paymentDeclined(reason), await result(last, userId, orderId));
            };
          }
        });
      });
    });
}
