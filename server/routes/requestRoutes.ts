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
import { failAnswer, okAnswer, thenOutside } from '../money/idempotency';
import type { Money } from '../money/money';
import { insertAddress } from './addressRoutes';
import { withClaimedUploads } from './avatarRoutes';
import { deliveryOf, orderReturnUrl } from './orderRoutes';
import { afterCommit, type Db, inTransaction, sql, value } from '../db';

const NOT_FOUND = 'Request not found';

/** The person's requests (orders and custom requests) after they are placed; docs/api.md, "Requests". */
export function requestRoutes(deps: AppDeps, money: Money, avatarDir: string, demoVendor: DemoVendor) {
  const { db } = deps;
  const { orders, requests, ledger, keys, chargeCard, providerOrders } = money;
  const session = requireSession(deps);

  /** The person's own request; someone else's answers exactly like a missing one. */
  const ownRow = async (db: Db, userId: number, orderId: number) => {
    const found = await orders.ownRow(db, userId, orderId);
    if (!found) throw errors.notFound(NOT_FOUND);
    return found;
  };
  /** Requests with how many of the vendor's chat messages are unread. */
  const withUnread = async <Request extends { id: number }>(db: Db, userId: number, list: Request[]) => {
    const counts = await unreadMessageCounts(db, userId, list.map((request) => request.id));
    return list.map((request) => ({ ...request, unread_messages: counts.get(request.id) ?? 0 }));
  };
  const answer = async (db: Db, userId: number, orderId: number, balance: number | null = null): Promise<RequestAnswer> => ({
    request: (await withUnread(db, userId, [await requests.detail(db, await ownRow(db, userId, orderId))]))[0]!,
    balance_cents: balance,
  });
  /** A move the person makes on their own request: read, moved (a compare-and-set on its status) and answered in one transaction. */
  const personMoves = (event: RequestEvent) => async (c: Context<AppEnv>) => {
    const { order_id: orderId } = await readJson(c, requestIdSchema);
    const userId = c.get('user').id;
    return ok(
      await inTransaction(db, async (tx) => {
        await requests.apply(tx, await ownRow(tx, userId, orderId), event);
        return answer(tx, userId, orderId);
      }),
    );
  };

  return new Hono<AppEnv>()
    .post('/reactapi/view/requests', session, async (c) => {
      const { filter = 'all', cursor } = await readJson(c, requestListRequestSchema);
      const userId = c.get('user').id;
      const page = await orders.page(db, userId, filter, cursor, REQUESTS_PAGE_SIZE);
      return ok({ ...page, orders: await withUnread(db, userId, page.orders) });
    })
    .post('/reactapi/view/request', session, async (c) => {
      const { order_id: orderId } = await readJson(c, requestIdSchema);
      return ok(await answer(db, c.get('user').id, orderId));
    })
    .post('/reactapi/request/cancel', session, async (c) => {
      const request = await readJson(c, cancelRequestSchema);
      const userId = c.get('user').id;
      return keys.respond(c, request, async (tx) => {
        const row = await ownRow(tx, userId, request.order_id);
        await requests.apply(tx, row, 'cancel');
        return okAnswer(await answer(tx, userId, row.id, row.payment_method === 'wallet' ? await ledger.balance(tx, userId) : null));
      });
    })
    .post('/reactapi/request/quote/accept', session, async (c) => {
      const { order_id: orderId, quote } = await readJson(c, acceptQuoteRequestSchema);
      const userId = c.get('user').id;
      // One transaction: the quote checked is the quote accepted (no new quote can come in between).
      return ok(
        await inTransaction(db, async (tx) => {
          const row = await ownRow(tx, userId, orderId);
          requests.check(row, 'acceptQuote');
          await requests.checkQuoteSeen(row, quote, () => answer(tx, userId, orderId));
          await requests.apply(tx, row, 'acceptQuote');
          return answer(tx, userId, orderId);
        }),
      );
    })
    .post('/reactapi/request/quote/decline', session, personMoves('declineQuote'))
    .post('/reactapi/request/custom', session, async (c) => {
      const request = await readJson(c, customRequestCreateSchema);
      refuseBadDates(deps.now(), request, { needed_by: DATE_RANGES.comingYear });
      const userId = c.get('user').id;
      return keys.respond(c, request, async (tx) => {
        if ((await value<number>(tx, sql`SELECT id FROM categories WHERE id = ${request.category_id}`)) === undefined) {
          throw errors.invalidField('category_id', 'This category is no longer available');
        }
        if (
          request.vendor_id !== null &&
          (await value<number>(tx, sql`SELECT id FROM vendors WHERE id = ${request.vendor_id} AND category_id = ${request.category_id}`)) === undefined
        ) {
          throw errors.invalidField('vendor_id', 'Choose a vendor of this category');
        }
        const delivery = await deliveryOf(tx, userId, request.delivery);
        // Each photo is this person's complete upload (someone else's answers like a missing one),
        // used in the request's own transaction: a refused photo or a failed write leaves them all to retry.
        const orderId = await withClaimedUploads({ ...deps, db: tx }, avatarDir, userId, request.photo_upload_ids ?? [], async (photos) => {
          if ('address' in request.delivery) await insertAddress({ ...deps, db: tx }, userId, request.delivery.address);
          return orders.insertCustom(tx, {
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
        afterCommit(tx, () => demoVendor.customRequestSent(orderId));
        return okAnswer(await answer(tx, userId, orderId));
      });
    })
    .post('/reactapi/request/pay', session, async (c) => {
      const request = await readJson(c, payRequestSchema);
      const { payment, idempotency_key: paymentKey } = request;
      const userId = c.get('user').id;
      // In the key's transaction: the status read, the payment (a balance read-then-write) and the move.
      return keys.respond(c, request, async (tx) => {
        const row = await ownRow(tx, userId, request.order_id);
        requests.check(row, payment.type === 'provider' ? 'payAtProvider' : 'pay');
        const result = async (db: Db, balance: number | null = null, provider: OrderResult['provider'] = null): Promise<OrderResult> => ({
          order: (await orders.find(db, userId, row.id))!,
          balance_cents: balance,
          provider,
        });
        const description = `Custom request #${row.id}${row.vendor_name ? ` at ${row.vendor_name}` : ''}`;

        if (payment.type === 'wallet') {
          await requests.apply(tx, row, 'pay');
          await orders.recordPayment(tx, row.id, 'wallet', paymentKey);
          const paid = await ledger.post(tx, { userId, kind: 'payment', amountCents: -row.total_cents, description, orderId: row.id, requestKey: paymentKey });
          if (!paid) throw errors.insufficientFunds('Your LYLA Wallet balance is too low');
          return okAnswer(await result(tx, await ledger.balance(tx, userId)));
        }
        if (payment.type === 'card' || payment.type === 'new_card') {
          const charge = await chargeCard(tx, userId, payment, 'payment');
          if (charge.declined) return failAnswer(errors.paymentDeclined(charge.declined), await result(tx));
          await charge.saveCard(tx);
          await orders.recordPayment(tx, row.id, 'card', paymentKey);
          await requests.apply(tx, row, 'pay');
          return okAnswer(await result(tx));
        }
        await providerOrders.refuseStarted(tx, userId, paymentKey);
        await orders.recordPayment(tx, row.id, 'provider', paymentKey);
        await requests.apply(tx, row, 'payAtProvider');
        return thenOutside(async () => {
          try {
            const record = await providerOrders.start({
              userId,
              kind: 'order',
              orderId: row.id,
              amountCents: row.total_cents,
              requestKey: paymentKey,
              returnUrl: orderReturnUrl(row.id),
            });
            return async (last) => okAnswer(await result(last, null, await record(last)));
          } catch (error) {
            deps.log(`[provider] creating the order for custom request #${row.id} failed: ${String(error)}`);
            const reason = 'The payment provider is not available. Try again later.';
            return async (last) => {
              await orders.settle(last, row.id, 'failed', reason);
              return failAnswer(errors.paymentDeclined(reason), await result(last));
            };
          }
        });
      });
    });
}
