import type { Db } from '../db';
import type { PaymentProvider } from './paymentProvider';
import { errors } from '../http/envelope';

export interface ProviderOrderRow {
  id: string;
  user_id: number;
  kind: 'order' | 'recharge';
  order_id: number | null;
  amount_cents: number;
  approve_url: string;
  status: 'pending' | 'completed' | 'cancelled' | 'failed';
  request_key: string;
  created_at: string;
}

/** Our side of provider payments: what each provider order pays for, and whether it was captured. */
export function createProviderOrders(db: Db, now: () => Date, provider: PaymentProvider) {
  const insert = db.prepare(
    `INSERT INTO provider_orders (id, user_id, kind, order_id, amount_cents, approve_url, request_key, created_at)
     VALUES (@id, @userId, @kind, @orderId, @amountCents, @approveUrl, @requestKey, @createdAt)`,
  );
  const find = db.prepare<[string, number], ProviderOrderRow>('SELECT * FROM provider_orders WHERE id = ? AND user_id = ?');
  const findByKey = db.prepare<[number, string], ProviderOrderRow>(
    'SELECT * FROM provider_orders WHERE user_id = ? AND request_key = ?',
  );
  const settle = db.prepare("UPDATE provider_orders SET status = ? WHERE id = ? AND status = 'pending'");

  return {
    /** Creates the order at the provider (the buyer returns to `returnUrl`, also on cancel) and records it. */
    async start(payment: { userId: number; kind: ProviderOrderRow['kind']; orderId: number | null; amountCents: number; requestKey: string; returnUrl: string }) {
      // A key that already started a payment (its stored answer expired) starts no second one.
      if (findByKey.get(payment.userId, payment.requestKey)) throw errors.requestKeyReused();
      const { providerOrderId, approveUrl } = await provider.createOrder(payment.amountCents, payment.returnUrl, payment.returnUrl);
      insert.run({ ...payment, id: providerOrderId, approveUrl, createdAt: now().toISOString() });
      return { provider_order_id: providerOrderId, approve_url: approveUrl };
    },
    /** Someone else's provider order is not found, like a missing one. */
    find: (userId: number, id: string) => find.get(id, userId),
    findByKey: (userId: number, requestKey: string) => findByKey.get(userId, requestKey),
    /** Records the outcome of a capture; false when another capture already did. */
    settle: (id: string, status: Exclude<ProviderOrderRow['status'], 'pending'>) => settle.run(status, id).changes === 1,
  };
}

export type ProviderOrders = ReturnType<typeof createProviderOrders>;
