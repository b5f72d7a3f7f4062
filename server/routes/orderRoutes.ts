import { Hono } from 'hono';
import { createOrderRequestSchema, type CreateOrderRequest, type Order, type OrderResult } from '../../src/api/contract/money';
import type { ProductOption } from '../../src/domain/catalogue';
import { requireSession } from '../auth/requireSession';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { errors } from '../http/envelope';
import { readJson } from '../http/readJson';
import { APP_PATH } from '../http/staticSite';
import { failAnswer, okAnswer } from '../money/idempotency';
import type { Money } from '../money/money';
import type { NewOrder } from '../money/orderStore';
import { insertAddress, toAddress, type AddressRow } from './addressRoutes';
import { ownedRows } from './ownedRows';
import { inTransaction } from '../db';

interface ProductRow {
  id: number;
  vendor_id: number;
  name: string;
  price_cents: number;
  options_json: string;
}

type Addresses = ReturnType<typeof ownedRows<AddressRow>>;

/** Where to deliver, as it is now (kept with the order or custom request); a new address is saved with it by the caller. */
export function deliveryOf(addresses: Addresses, userId: number, delivery: CreateOrderRequest['delivery']): NewOrder['delivery'] {
  if ('address_id' in delivery) {
    const { id: _id, is_default: _default, ...saved } = toAddress(addresses.find(userId, delivery.address_id));
    return saved;
  }
  const { is_default: _default, ...typed } = delivery.address;
  return typed;
}

/** Where the provider sends the buyer back, approved or not: the app captures there. */
export const orderReturnUrl = (orderId: number) => `${APP_PATH}/#/checkoutPaypal/${orderId}`;

/** Checkout: a vendor's cart becomes a paid order; docs/api.md, "Money". */
export function orderRoutes(deps: AppDeps, money: Money) {
  const { db } = deps;
  const { ledger, keys, orders, providerOrders, chargeCard } = money;
  const session = requireSession(deps);
  const addresses = ownedRows<AddressRow>(db, 'addresses', 'Address not found');
  const vendorById = db.prepare<[number], { id: number; name: string }>('SELECT id, name FROM vendors WHERE id = ?');
  const productById = db.prepare<[number], ProductRow>(
    'SELECT id, vendor_id, name, price_cents, options_json FROM products WHERE id = ?',
  );

  /** The lines priced from the catalogue: what the client says a product costs is never used. */
  const priceLines = (vendorId: number, lines: CreateOrderRequest['lines']): Order['lines'] =>
    lines.map((line, index) => {
      const product = productById.get(line.product_id);
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
      return { product_id: product.id, name: product.name, quantity: line.quantity, unit_cents: product.price_cents, options: line.options };
    });

  const result = (userId: number, orderId: number, rest: Partial<OrderResult> = {}): OrderResult => ({
    order: orders.find(userId, orderId)!,
    balance_cents: null,
    provider: null,
    ...rest,
  });

  return new Hono<AppEnv>()
    .post('/reactapi/order/create', session, async (c) => {
      const request = await readJson(c, createOrderRequestSchema);
      const { payment, idempotency_key: requestKey } = request;
      const userId = c.get('user').id;
      return keys.respond(c, request, async () => {
        // Everything is checked before anything is written.
        const vendor = vendorById.get(request.vendor_id);
        if (!vendor) throw errors.invalidField('vendor_id', 'This vendor is no longer available');
        const lines = priceLines(vendor.id, request.lines);
        const totalCents = lines.reduce((sum, line) => sum + line.unit_cents * line.quantity, 0);
        const delivery = deliveryOf(addresses, userId, request.delivery);
        const charge = payment.type === 'card' || payment.type === 'new_card' ? chargeCard(userId, payment, 'payment') : null;

        /** Stores the order (and a new delivery address) — call inside the payment's transaction. */
        const place = (status: NewOrder['status'], failure: string | null = null) => {
          if ('address' in request.delivery) insertAddress(deps, userId, request.delivery.address);
          const paymentMethod = charge ? 'card' : payment.type === 'wallet' ? 'wallet' : 'provider';
          return orders.insert({ userId, vendorId: vendor.id, status, totalCents, paymentMethod, delivery, failure, requestKey, lines });
        };

        if (payment.type === 'wallet') {
          const orderId = inTransaction(db, () => {
            const id = place('paid');
            const description = `Order #${id} at ${vendor.name}`;
            const paid = ledger.post({ userId, kind: 'payment', amountCents: -totalCents, description, orderId: id, requestKey });
            // Throwing rolls the order back too: an order the balance cannot pay is not kept.
            if (!paid) throw errors.insufficientFunds('Your LYLA Wallet balance is too low');
            return id;
          });
          return okAnswer(result(userId, orderId, { balance_cents: ledger.balance(userId) }));
        }

        if (charge) {
          // A declined card still leaves the order, failed with the reason, in the person's requests.
          const orderId = inTransaction(db, () => {
            charge.saveCard();
            return place(charge.declined ? 'failed' : 'paid', charge.declined);
          });
          return charge.declined
            ? failAnswer(errors.paymentDeclined(charge.declined), result(userId, orderId))
            : okAnswer(result(userId, orderId));
        }

        const orderId = inTransaction(db, () => place('pending_provider'));
        try {
          const provider = await providerOrders.start({
            userId,
            kind: 'order',
            orderId,
            amountCents: totalCents,
            requestKey,
            returnUrl: orderReturnUrl(orderId),
          });
          return okAnswer(result(userId, orderId, { provider }));
        } catch (error) {
          deps.log(`[provider] creating the order for order #${orderId} failed: ${String(error)}`);
          const reason = 'The payment provider is not available. Try again later.';
          orders.settle(orderId, 'failed', reason);
          return failAnswer(errors.paymentDeclined(reason), result(userId, orderId));
        }
      });
    });
}
