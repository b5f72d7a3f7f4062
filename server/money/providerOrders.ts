import { type Db, row, run, sql } from '../db';
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
export function createProviderOrders(now: () => Date, provider: PaymentProvider) {
  const findByKey = (db: Db, userId: number, requestKey: string) =>
    row<ProviderOrderRow>(db, sql`SELECT * FROM provider_orders WHERE user_id = ${userId} AND request_key = ${requestKey}`);

  return {
    /** A key that already started a payment (its stored answer expired) starts no second one (409): call in the key's transaction. */
    refuseStarted: async (db: Db, userId: number, requestKey: string) => {
      if (await findByKey(db, userId, requestKey)) throw errors.requestKeyReused();
    },
    /**
     * Creates the order at the provider (the buyer returns to `returnUrl`, also on cancel): outside
     * any transaction, as it waits for the provider. Answers the step that records it.
     */
    async start(payment: { userId: number; kind: ProviderOrderRow['kind']; orderId: number | null; amountCents: number; requestKey: string; returnUrl: string }) {
      const { providerOrderId, approveUrl } = await provider.createOrder(payment.amountCents, payment.returnUrl, payment.returnUrl);
      /** Records what the provider order pays for (in the transaction that stores the request's answer). */
      return async (db: Db) => {
        await run(
          db,
          sql`INSERT INTO provider_orders (id, user_id, kind, order_id, amount_cents, approve_url, request_key, created_at)
              VALUES (${providerOrderId}, ${payment.userId}, ${payment.kind}, ${payment.orderId}, ${payment.amountCents}, ${approveUrl},
                ${payment.requestKey}, ${now().toISOString()})`,
        );
        return { provider_order_id: providerOrderId, approve_url: approveUrl };
      };
    },
    /** Someone else's provider order is not found, like a missing one. */
    find: (db: Db, userId: number, id: string) =>
      row<ProviderOrderRow>(db, sql`SELECT * FROM provider_orders WHERE id = ${id} AND user_id = ${userId}`),
    findByKey,
    /** Records the outcome of a capture; false when another capture already did (a compare-and-set on the status). */
    settle: async (db: Db, id: string, status: Exclude<ProviderOrderRow['status'], 'pending'>) =>
      (await run(db, sql`UPDATE provider_orders SET status = ${status} WHERE id = ${id} AND status = 'pending'`)) === 1,
  };
}

export type ProviderOrders = ReturnType<typeof createProviderOrders>;
