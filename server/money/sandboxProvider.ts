import { randomBytes } from 'node:crypto';
import { type Db, row, run, sql } from '../db';
import { withProviderOrderId, type CaptureOutcome, type PaymentProvider } from './paymentProvider';

export const SANDBOX_CHECKOUT_PATH = '/sandbox-provider/checkout';

export type SandboxDecision = 'approved' | 'cancelled' | 'failed';

interface SandboxPaymentRow {
  id: string;
  amount_cents: number;
  return_url: string;
  cancel_url: string;
  decision: SandboxDecision | null;
}

const OUTCOME: Record<SandboxDecision, CaptureOutcome> = { approved: 'completed', cancelled: 'cancelled', failed: 'failed' };

/**
 * The provider the reference server ships: its "site" is a page of this server
 * (`sandboxProviderRoutes.ts`) where the buyer picks Approve, Cancel or Fail. It keeps its own
 * records in `sandbox_payments`, as a real provider would on its side.
 */
export function createSandboxProvider(db: Db, now: () => Date) {
  const find = (id: string) => row<SandboxPaymentRow>(db, sql`SELECT * FROM sandbox_payments WHERE id = ${id}`);

  const provider: PaymentProvider = {
    async createOrder(amountCents, returnUrl, cancelUrl) {
      const providerOrderId = `SBX-${randomBytes(12).toString('hex').toUpperCase()}`;
      await run(
        db,
        sql`INSERT INTO sandbox_payments (id, amount_cents, return_url, cancel_url, created_at)
            VALUES (${providerOrderId}, ${amountCents}, ${returnUrl}, ${cancelUrl}, ${now().toISOString()})`,
      );
      return { providerOrderId, approveUrl: `${SANDBOX_CHECKOUT_PATH}/${providerOrderId}` };
    },
    async capture(providerOrderId) {
      const decision = (await find(providerOrderId))?.decision;
      return decision ? OUTCOME[decision] : 'pending';
    },
  };

  return {
    ...provider,
    find,
    /**
     * Records the buyer's choice (the first one counts: a second click changes nothing) and
     * answers where to send the buyer back, or null for an unknown order.
     */
    async decide(id: string, decision: SandboxDecision): Promise<string | null> {
      // One conditional UPDATE: of two clicks at once, the first to be written counts.
      await run(db, sql`UPDATE sandbox_payments SET decision = ${decision} WHERE id = ${id} AND decision IS NULL`);
      const payment = await find(id);
      if (!payment) return null;
      return withProviderOrderId(payment.decision === 'cancelled' ? payment.cancel_url : payment.return_url, id);
    },
  };
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
