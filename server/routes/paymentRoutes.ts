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
import { inTransaction } from '../db';

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
  const captured = (userId: number, payment: ProviderOrderRow) => {
    const entry = payment.status === 'completed' && payment.kind === 'recharge' ? ledger.entryByKey(userId, payment.request_key) : null;
    return {
      status: payment.status,
      order: payment.order_id === null ? null : orders.find(userId, payment.order_id),
      movement: entry ? ledger.movement(userId, entry) : null,
    };
  };

  return new Hono<AppEnv>()
    .post('/reactapi/payment/status', session, async (c) => {
      const { idempotency_key: key } = await readJson(c, paymentStatusRequestSchema);
      const userId = c.get('user').id;
      // A request with this key still running is answered once it is done.
      await keys.settled(userId, key);

      const order = orders.findByKey(userId, key);
      if (order) return ok({ status: paymentStatusOf(order), order, movement: null });
      const entry = ledger.entryByKey(userId, key);
      if (entry) return ok({ status: 'completed', order: null, movement: ledger.movement(userId, entry) });
      const payment = providerOrders.findByKey(userId, key);
      if (payment?.status === 'pending') {
        const pending = { provider_order_id: payment.id, approve_url: payment.approve_url };
        return ok({ status: 'pending_provider', order: null, movement: ledger.movement(userId, null, pending) });
      }
      return ok({ status: payment ? 'failed' : 'unknown', order: null, movement: null });
    })
    .post('/reactapi/payment/provider/capture', session, async (c) => {
      const { provider_order_id: id } = await readJson(c, captureRequestSchema);
      const userId = c.get('user').id;
      const payment = providerOrders.find(userId, id);
      if (!payment) throw errors.notFound('Payment not found');

      if (payment.status === 'pending') {
        const outcome = await provider.capture(id);
        if (outcome === 'pending') throw errors.paymentNotApproved();
        const publish = inTransaction(db, () => {
          // Only the first capture to get here moves anything; a concurrent one just reads the result.
          if (!providerOrders.settle(id, outcome)) return null;
          if (payment.order_id !== null) {
            const { status, failure } = ORDER_AFTER_CAPTURE[outcome];
            orders.settle(payment.order_id, status, failure);
          } else if (outcome === 'completed') {
            const description = 'Added with the payment provider';
            ledger.post({ userId, kind: 'top_up', amountCents: payment.amount_cents, description, requestKey: payment.request_key });
            return recordNotification(deps, topUpConfirmed(userId, payment.amount_cents, description)).publish;
          }
          return null;
        });
        publish?.();
      }
      return ok(captured(userId, providerOrders.find(userId, id)!));
    });
}
