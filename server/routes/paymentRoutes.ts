import { Hono } from 'hono';
import {
  captureRequestSchema,
  paymentStatusRequestSchema,
  type Order,
  type paymentStatusSchema,
} from '../../src/api/contract/money';
import type * as z from 'zod/mini';
import { requireSession } from '../auth/requireSession';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { errors, ok } from '../http/envelope';
import { readJson } from '../http/readJson';
import type { Money } from '../money/money';
import { topUpConfirmed } from '../notifications/moneyNotifications';
import { recordNotification } from '../notifications/recordNotification';
import type { ProviderOrderRow } from '../money/providerOrders';
import { type Db, inTransaction } from '../db';

type PaymentStatus = z.infer<typeof paymentStatusSchema>['status'];

/** How the payment of an order (or of a custom request, by its payment key) went. */
function paymentStatusOf(order: Order): PaymentStatus {
  if (order.status === 'pending_provider') return 'pending_provider';
  // Refused or cancelled at the provider (the reason is kept); a custom request is then accepted again.
  if (order.status === 'failed' || (order.status === 'cancelled' && order.failure !== null)) return 'failed';
  if (order.kind === 'custom' && order.status === 'accepted') return 'failed';
  return 'completed';
}

const ORDER_AFTER_CAPTURE = {
  completed: { status: 'paid', failure: null },
  cancelled: { status: 'cancelled', failure: 'The payment was cancelled' },
  failed: { status: 'failed', failure: 'The payment provider declined the payment' },
} as const;

/** The outcome of a money request asked by its key, and the capture of provider payments (docs/api.md, "Money"). */
export function paymentRoutes(deps: AppDeps, money: Money) {
  const { db } = deps;
  const { ledger, keys, orders, providerOrders, provider } = money;
  const session = requireSession(deps);

  /** What a capture answers, read from what is stored now (so a repeated capture answers the same). */
  const captured = async (tx: Db, userId: number, payment: ProviderOrderRow) => {
    const entry = payment.status === 'completed' && payment.kind === 'recharge' ? await ledger.entryByKey(tx, userId, payment.request_key) : null;
    return {
      status: payment.status,
      order: payment.order_id === null ? null : await orders.find(tx, userId, payment.order_id),
      movement: entry ? await ledger.movement(tx, userId, entry) : null,
    };
  };

  return new Hono<AppEnv>()
    .post('/reactapi/payment/status', session, async (c) => {
      const { idempotency_key: key } = await readJson(c, paymentStatusRequestSchema);
      const userId = c.get('user').id;
      // A request with this key still running is answered once it is done.
      await keys.settled(userId, key);

      // One snapshot: what the key moved is read as of one moment.
      return ok(
        await inTransaction(db, async (tx) => {
          // A payment still waiting at the provider answers where to approve it, as placing it did (the provider order has the request's key).
          const payment = await providerOrders.findByKey(tx, userId, key);
          const provider = payment?.status === 'pending' ? { provider_order_id: payment.id, approve_url: payment.approve_url } : null;
          const order = await orders.findByKey(tx, userId, key);
          if (order) {
            const status = paymentStatusOf(order);
            return { status, order, movement: null, provider: status === 'pending_provider' ? provider : null };
          }
          const entry = await ledger.entryByKey(tx, userId, key);
          if (entry) return { status: 'completed' as const, order: null, movement: await ledger.movement(tx, userId, entry), provider: null };
          if (provider) return { status: 'pending_provider' as const, order: null, movement: await ledger.movement(tx, userId, null, provider), provider };
          return { status: payment ? ('failed' as const) : ('unknown' as const), order: null, movement: null, provider: null };
        }),
      );
    })
    .post('/reactapi/payment/provider/capture', session, async (c) => {
      const { provider_order_id: id } = await readJson(c, captureRequestSchema);
      const userId = c.get('user').id;
      const payment = await providerOrders.find(db, userId, id);
      if (!payment) throw errors.notFound('Payment not found');

      if (payment.status === 'pending') {
        const outcome = await provider.capture(id);
        if (outcome === 'pending') throw errors.paymentNotApproved();
        await inTransaction(db, async (tx) => {
          // Only the first capture to get here moves anything (a compare-and-set on the provider order's status); a concurrent one just reads the result.
          if (!(await providerOrders.settle(tx, id, outcome))) return;
          if (payment.order_id !== null) {
            const { status, failure } = ORDER_AFTER_CAPTURE[outcome];
            await orders.settle(tx, payment.order_id, status, failure);
          } else if (outcome === 'completed') {
            const description = 'Added with the payment provider';
            await ledger.post(tx, { userId, kind: 'top_up', amountCents: payment.amount_cents, description, requestKey: payment.request_key });
            await recordNotification(tx, deps, topUpConfirmed(userId, payment.amount_cents, description));
          }
        });
      }
      return ok(await inTransaction(db, async (tx) => captured(tx, userId, (await providerOrders.find(tx, userId, id))!)));
    });
}
