import { inTransaction, row, sql, value } from '../db';
import type { AppDeps } from '../http/appEnv';
import { recordNotification } from '../notifications/recordNotification';
import { postVendorMessage } from './vendorMessages';

/** How long the demo vendor takes to answer when `LYLA_DEMO_VENDOR` does not say (README). */
export const DEMO_VENDOR_DELAY_MS = 3000;

export interface DemoVendorOptions {
  /** How long after the person's move the vendor answers. */
  delayMs: number;
  /** Runs `task` after `delayMs`; a timer when left out. Tests collect the tasks and run (and await) them. */
  schedule?: (task: () => Promise<void>, delayMs: number) => void;
}

export interface DemoVendor {
  /** A custom request was just sent: its vendor (or the category's vendors) acknowledges it. */
  customRequestSent(orderId: number): void;
  /** A message of the buyer was just stored: the vendor answers the first one of a conversation (settles once decided). */
  buyerMessageSent(orderId: number): Promise<void>;
}

const QUIET: DemoVendor = { customRequestSent: () => {}, buyerMessageSent: async () => {} };

function afterTimer(task: () => Promise<void>, delayMs: number) {
  // A pending answer does not keep a stopping server alive.
  setTimeout(() => void task(), delayMs).unref();
}

/**
 * The demo's vendors, who answer on their own (docs/decisions/0027): only with demo data on,
 * never in production (server/config.ts). Quiet when `options` is left out. Its answers run
 * outside any request, each in its own transaction.
 */
export function createDemoVendor(deps: AppDeps, options: DemoVendorOptions | undefined): DemoVendor {
  if (!options) return QUIET;
  const schedule = options.schedule ?? afterTimer;
  const later = (what: string, task: () => Promise<void>) =>
    schedule(async () => {
      try {
        await task();
      } catch (error) {
        deps.log(`[demo vendor] ${what} failed: ${String(error)}`);
      }
    }, options.delayMs);

  const customOf = (orderId: number) =>
    row<{ user_id: number; vendor_id: number | null; category_name: string }>(
      deps.db,
      sql`SELECT o.user_id, o.vendor_id, c.name AS category_name FROM orders o
          JOIN custom_requests cr ON cr.order_id = o.id JOIN categories c ON c.id = cr.category_id WHERE o.id = ${orderId}`,
    );
  const buyerMessages = async (orderId: number) =>
    (await value<number>(deps.db, sql`SELECT COUNT(*) FROM chat_messages WHERE order_id = ${orderId} AND sender = 'buyer'`)) ?? 0;

  return {
    customRequestSent(orderId) {
      later(`acknowledging custom request #${orderId}`, async () => {
        const request = await customOf(orderId);
        if (!request) return;
        if (request.vendor_id !== null) {
          await postVendorMessage(deps, orderId, 'Thank you for your request! We are looking at it and will send you a quote soon.');
          return;
        }
        // Asked of every vendor of the category: no conversation has a vendor yet, so a notification says it.
        await inTransaction(deps.db, (tx) =>
          recordNotification(tx, deps, {
            userId: request.user_id,
            kind: 'request_status',
            title: `Custom request #${orderId}: received`,
            body: `The vendors of ${request.category_name} have your request: their quotes show on its page.`,
            link: `/requests/${orderId}`,
          }),
        );
      });
    },
    async buyerMessageSent(orderId) {
      if ((await buyerMessages(orderId)) !== 1) return;
      later(`answering on request #${orderId}`, async () => {
        await postVendorMessage(deps, orderId, 'Thanks for your message! We have read it and will get back to you shortly.');
      });
    },
  };
}
