import { type Db, inTransaction, sql, value } from '../db';
import type { AppDeps } from '../http/appEnv';
import type { Money } from '../money/money';
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
  /** A custom request was just sent: its vendor (or the category's first) quotes it; with no vendor, a notification says it is received. */
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
export function createDemoVendor(deps: AppDeps, money: Money, options: DemoVendorOptions | undefined): DemoVendor {
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

  const vendorsOf = async (tx: Db, categoryId: number) =>
    (await value<number>(tx, sql`SELECT COUNT(*) FROM vendors WHERE category_id = ${categoryId}`)) ?? 0;
  const buyerMessages = async (orderId: number) =>
    (await value<number>(deps.db, sql`SELECT COUNT(*) FROM chat_messages WHERE order_id = ${orderId} AND sender = 'buyer'`)) ?? 0;

  return {
    customRequestSent(orderId) {
      later(`quoting custom request #${orderId}`, async () => {
        // Read and quoted in one transaction: a request the person cancelled meanwhile is left alone.
        const quoted = await inTransaction(deps.db, async (tx) => {
          const request = await money.orders.row(tx, orderId);
          if (!request || request.category_id === null || request.status !== 'requested') return false;
          if ((await vendorsOf(tx, request.category_id)) > 0) {
            // The budget, by the date asked: a quote the person can accept and pay at once.
            await money.requests.quote(tx, request, undefined, {
              priceCents: request.budget_cents ?? 0,
              date: request.needed_by ?? '',
              note: 'We can make this for your budget, by the date you need it.',
            });
            return true;
          }
          // No vendor of the category yet: no conversation has a vendor, so a notification says it.
          await recordNotification(tx, deps, {
            userId: request.user_id,
            kind: 'request_status',
            title: `Custom request #${orderId}: received`,
            body: `We have your request. No vendor offers ${request.category_name ?? 'this'} yet: we are looking for one who can do it.`,
            link: `/requests/${orderId}`,
          });
          return false;
        });
        if (quoted) {
          await postVendorMessage(deps, orderId, 'Thank you for your request! Our quote is on its page: tell us here if you would like anything changed.');
        }
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
