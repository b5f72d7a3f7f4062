import { prepared } from '../db';
import type { AppDeps } from '../http/appEnv';
import type { Money } from '../money/money';
import { recordNotification } from '../notifications/recordNotification';
import { postVendorMessage } from './vendorMessages';

/** How long the demo vendor takes to answer when `LYLA_DEMO_VENDOR` does not say (README). */
export const DEMO_VENDOR_DELAY_MS = 3000;

export interface DemoVendorOptions {
  /** How long after the person's move the vendor answers. */
  delayMs: number;
  /** Runs `task` after `delayMs`; a timer when left out. Tests collect the tasks and run them. */
  schedule?: (task: () => void, delayMs: number) => void;
}

export interface DemoVendor {
  /** A custom request was just sent: its vendor (or the category's first) quotes it; with no vendor, a notification says it is received. */
  customRequestSent(orderId: number): void;
  /** A message of the buyer was just stored: the vendor answers the first one of a conversation. */
  buyerMessageSent(orderId: number): void;
}

const QUIET: DemoVendor = { customRequestSent: () => {}, buyerMessageSent: () => {} };

function afterTimer(task: () => void, delayMs: number) {
  // A pending answer does not keep a stopping server alive.
  setTimeout(task, delayMs).unref();
}

/**
 * The demo's vendors, who answer on their own (docs/decisions/0027): only with demo data on,
 * never in production (server/config.ts). Quiet when `options` is left out.
 */
export function createDemoVendor(deps: AppDeps, money: Money, options: DemoVendorOptions | undefined): DemoVendor {
  if (!options) return QUIET;
  const schedule = options.schedule ?? afterTimer;
  const later = (what: string, task: () => void) =>
    schedule(() => {
      try {
        task();
      } catch (error) {
        deps.log(`[demo vendor] ${what} failed: ${String(error)}`);
      }
    }, options.delayMs);

  const vendorsOf = (categoryId: number) =>
    prepared<[number], number>(deps.db, 'SELECT COUNT(*) FROM vendors WHERE category_id = ?').pluck().get(categoryId) ?? 0;
  const buyerMessages = (orderId: number) =>
    prepared<[number], number>(deps.db, "SELECT COUNT(*) FROM chat_messages WHERE order_id = ? AND sender = 'buyer'").pluck().get(orderId) ?? 0;

  return {
    customRequestSent(orderId) {
      later(`quoting custom request #${orderId}`, () => {
        const request = money.orders.row(orderId);
        if (!request || request.category_id === null || request.status !== 'requested') return;
        if (vendorsOf(request.category_id) > 0) {
          // The budget, by the date asked: a quote the person can accept and pay at once.
          money.requests
            .quote(request, undefined, {
              priceCents: request.budget_cents ?? 0,
              date: request.needed_by ?? '',
              note: 'We can make this for your budget, by the date you need it.',
            })
            .announce();
          postVendorMessage(deps, orderId, 'Thank you for your request! Our quote is on its page: tell us here if you would like anything changed.');
          return;
        }
        // No vendor of the category yet: no conversation has a vendor, so a notification says it.
        recordNotification(deps, {
          userId: request.user_id,
          kind: 'request_status',
          title: `Custom request #${orderId}: received`,
          body: `We have your request. No vendor offers ${request.category_name ?? 'this'} yet: we are looking for one who can do it.`,
          link: `/requests/${orderId}`,
        }).publish();
      });
    },
    buyerMessageSent(orderId) {
      if (buyerMessages(orderId) !== 1) return;
      later(`answering on request #${orderId}`, () => {
        postVendorMessage(deps, orderId, 'Thanks for your message! We have read it and will get back to you shortly.');
      });
    },
  };
}
