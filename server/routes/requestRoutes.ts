import { Hono, type Context } from 'hono';
import { customRequestCreateSchema } from '../../src/api/contract/customRequest';
import type { OrderResult } from '../../src/api/contract/money';
import {
  acceptQuoteRequestSchema,
  cancelRequestSchema,
  payRequestSchema,
  requestIdSchema,
  requestListRequestSchema,
  REQUESTS_PAGE_SIZE,
  type RequestAnswer,
} from '../../src/api/contract/requests';
import { DATE_RANGES } from '../../src/domain/dates';
import type { RequestEvent } from '../../src/domain/requests';
import { requireSession } from '../auth/requireSession';
import { unreadMessageCounts } from '../chat/chatStore';
import type { DemoVendor } from '../chat/demoVendor';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { refuseBadDates } from '../http/dates';
import { errors, ok } from '../http/envelope';
import { readJson } from '../http/readJson';
import { failAnswer, okAnswer } from '../money/idempotency';
import type { Money } from '../money/money';
import { insertAddress, type AddressRow } from './addressRoutes';
import { withClaimedUploads } from './avatarRoutes';
import { deliveryOf, orderReturnUrl } from './orderRoutes';
import { ownedRows } from './ownedRows';
import { inTransaction } from '../db';

const NOT_FOUND = 'Request not found';

/** The person's requests (orders and custom requests) after they are placed; docs/api.md, "Requests". */
export function requestRoutes(deps: AppDeps, money: Money, avatarDir: string, demoVendor: DemoVendor) {
  const { db } = deps;
  const { orders, requests, ledger, keys, chargeCard, providerOrders } = money;
  const session = requireSession(deps);
  const addresses = ownedRows<AddressRow>(db, 'addresses', 'Address not found');
  const categoryById = db.prepare<[number], { id: number }>('SELECT id FROM categories WHERE id = ?');
  const vendorInCategory = db.prepare<[number, number], { id: number }>('SELECT id FROM vendors WHERE id = ? AND category_id = ?');

  /** The person's own request; someone else's answers exactly like a missing one. */
  const ownRow = (userId: number, orderId: number) => {
    const row = orders.ownRow(userId, orderId);
    if (!row) throw errors.notFound(NOT_FOUND);
    return row;
  };
  /** Requests with how many of the vendor's chat messages are unread. */
  const withUnread = <Request extends { id: number }>(userId: number, list: Request[]) => {
    const counts = unreadMessageCounts(db, userId, list.map((request) => request.id));
    return list.map((request) => ({ ...request, unread_messages: counts.get(request.id) ?? 0 }));
  };
  const answer = (userId: number, orderId: number, balance: number | null = null): RequestAnswer => ({
    request: withUnread(userId, [requests.detail(ownRow(userId, orderId))])[0]!,
    balance_cents: balance,
  });
  /** A move the person makes on their own request. */
  const personMoves = (event: RequestEvent) => async (c: Context<AppEnv>) => {
    const { order_id: orderId } = await readJson(c, requestIdSchema);
    const userId = c.get('user').id;
    requests.apply(ownRow(userId, orderId), event).announce();
    return ok(answer(userId, orderId));
  };

  return new Hono<AppEnv>()
    .post('/reactapi/view/requests', session, async (c) => {
      const { filter = 'all', cursor } = await readJson(c, requestListRequestSchema);
      const userId = c.get('user').id;
      const page = orders.page(userId, filter, cursor, REQUESTS_PAGE_SIZE);
      return ok({ ...page, orders: withUnread(userId, page.orders) });
    })
    .post('/reactapi/view/request', session, async (c) => {
      const { order_id: orderId } = await readJson(c, requestIdSchema);
      return ok(answer(c.get('user').id, orderId));
    })
    .post('/reactapi/request/cancel', session, async (c) => {
      const request = await readJson(c, cancelRequestSchema);
      const userId = c.get('user').id;
      return keys.respond(c, request, async () => {
        const row = ownRow(userId, request.order_id);
        requests.apply(row, 'cancel').announce();
        return okAnswer(answer(userId, row.id, row.payment_method === 'wallet' ? ledger.balance(userId) : null));
      });
    })
    .post('/reactapi/request/quote/accept', session, async (c) => {
      const { order_id: orderId, quote } = await readJson(c, acceptQuoteRequestSchema);
      const userId = c.get('user').id;
      const row = ownRow(userId, orderId);
      requests.check(row, 'acceptQuote');
      requests.checkQuoteSeen(row, quote, () => answer(userId, orderId));
      requests.apply(row, 'acceptQuote').announce();
      return ok(answer(userId, orderId));
    })
    .post('/reactapi/request/quote/decline', session, personMoves('declineQuote'))
    .post('/reactapi/request/custom', session, async (c) => {
      const request = await readJson(c, customRequestCreateSchema);
      refuseBadDates(deps.now(), request, { needed_by: DATE_RANGES.comingYear });
      const userId = c.get('user').id;
      return keys.respond(c, request, async () => {
        if (!categoryById.get(request.category_id)) throw errors.invalidField('category_id', 'This category is no longer available');
        if (request.vendor_id !== null && !vendorInCategory.get(request.vendor_id, request.category_id)) {
          throw errors.invalidField('vendor_id', 'Choose a vendor of this category');
        }
        const delivery = deliveryOf(addresses, userId, request.delivery);
        // Each photo is this person's complete upload (someone else's answers like a missing one),
        // used in the request's own transaction: a refused photo or a failed write leaves them all to retry.
        const orderId = await withClaimedUploads(deps, avatarDir, userId, request.photo_upload_ids ?? [], (photos) => {
          if ('address' in request.delivery) insertAddress(deps, userId, request.delivery.address);
          return orders.insertCustom({
            userId,
            vendorId: request.vendor_id,
            categoryId: request.category_id,
            description: request.description,
            quantity: request.quantity,
            budgetCents: request.budget_cents,
            neededBy: request.needed_by,
            delivery,
            requestKey: request.idempotency_key,
            photos,
          });
        });
        demoVendor.customRequestSent(orderId);
        return okAnswer(answer(userId, orderId));
      });
    })
    .post('/reactapi/request/pay', session, async (c) => {
      const request = await readJson(c, payRequestSchema);
      const { payment, idempotency_key: paymentKey } = request;
      const userId = c.get('user').id;
      return keys.respond(c, request, async () => {
        const row = ownRow(userId, request.order_id);
        requests.check(row, payment.type === 'provider' ? 'payAtProvider' : 'pay');
        const result = (balance: number | null = null, provider: OrderResult['provider'] = null): OrderResult => ({
          order: orders.find(userId, row.id)!,
          balance_cents: balance,
          provider,
        });
        const description = `Custom request #${row.id}${row.vendor_name ? ` at ${row.vendor_name}` : ''}`;

        if (payment.type === 'wallet') {
          inTransaction(db, () => {
            const moved = requests.apply(row, 'pay');
            orders.recordPayment(row.id, 'wallet', paymentKey);
            const paid = ledger.post({ userId, kind: 'payment', amountCents: -row.total_cents, description, orderId: row.id, requestKey: paymentKey });
            if (!paid) throw errors.insufficientFunds('Your LYLA Wallet balance is too low');
            return moved;
          }).announce();
          return okAnswer(result(ledger.balance(userId)));
        }
        if (payment.type === 'card' || payment.type === 'new_card') {
          const charge = chargeCard(userId, payment, 'payment');
          if (charge.declined) return failAnswer(errors.paymentDeclined(charge.declined), result());
          inTransaction(db, () => {
            charge.saveCard();
            orders.recordPayment(row.id, 'card', paymentKey);
            return requests.apply(row, 'pay');
          }).announce();
          return okAnswer(result());
        }
        inTransaction(db, () => {
          orders.recordPayment(row.id, 'provider', paymentKey);
          return requests.apply(row, 'payAtProvider');
        }).announce();
        try {
          const provider = await providerOrders.start({
            userId,
            kind: 'order',
            orderId: row.id,
            amountCents: row.total_cents,
            requestKey: paymentKey,
            returnUrl: orderReturnUrl(row.id),
          });
          return okAnswer(result(null, provider));
        } catch (error) {
          deps.log(`[provider] creating the order for custom request #${row.id} failed: ${String(error)}`);
          const reason = 'The payment provider is not available. Try again later.';
          orders.settle(row.id, 'failed', reason);
          return failAnswer(errors.paymentDeclined(reason), result());
        }
      });
    });
}
