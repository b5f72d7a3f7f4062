import { formatCents } from './format';

/**
 * The life of a request (an order or a custom request), as the server runs it
 * (docs/decisions/0022-request-lifecycle.md). Pure data: the server moves a request only
 * along `REQUEST_TRANSITIONS`; the app shows the status it is given and offers only what
 * the server says is possible.
 */

export const REQUEST_STATUSES = [
  'requested',
  'quoted',
  'accepted',
  'pending_provider',
  'paid',
  'preparing',
  'delivered',
  'failed',
  'cancelled',
  'declined',
  'expired',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export type RequestKind = 'order' | 'custom';

/** Who moves a request: the buyer in the app, the vendor (simulated by the dev endpoints), the payment. */
export type RequestEvent =
  | 'cancel'
  | 'acceptQuote'
  | 'declineQuote'
  | 'pay'
  | 'payAtProvider'
  | 'vendorAccept'
  | 'vendorQuote'
  | 'vendorDecline'
  | 'vendorPrepare'
  | 'vendorDeliver'
  | 'expire';

type Transitions = Partial<Record<RequestStatus, Partial<Record<RequestEvent, RequestStatus>>>>;

/**
 * Order: paid → accepted → preparing → delivered; cancelled by the buyer or declined by the
 * vendor until the vendor accepts. Custom: requested → quoted → accepted (quote taken) →
 * paid → preparing → delivered; cancelled, declined or expired until it is paid.
 * Payments at the provider (pending_provider) are settled by the capture, not by an event.
 */
export const REQUEST_TRANSITIONS: Record<RequestKind, Transitions> = {
  order: {
    paid: { vendorAccept: 'accepted', vendorDecline: 'declined', cancel: 'cancelled' },
    accepted: { vendorPrepare: 'preparing' },
    preparing: { vendorDeliver: 'delivered' },
  },
  custom: {
    requested: { vendorQuote: 'quoted', vendorDecline: 'declined', cancel: 'cancelled', expire: 'expired' },
    quoted: { vendorQuote: 'quoted', acceptQuote: 'accepted', declineQuote: 'declined', cancel: 'cancelled', expire: 'expired' },
    accepted: { pay: 'paid', payAtProvider: 'pending_provider', cancel: 'cancelled', expire: 'expired' },
    paid: { vendorPrepare: 'preparing' },
    preparing: { vendorDeliver: 'delivered' },
  },
};

/** Where `event` takes a request of `kind` in `status`; null when it is not allowed there. */
export const nextStatus = (kind: RequestKind, status: RequestStatus, event: RequestEvent): RequestStatus | null =>
  REQUEST_TRANSITIONS[kind][status]?.[event] ?? null;

/** The filters of the requests list. */
export const REQUEST_FILTERS = ['all', 'open', 'completed', 'cancelled'] as const;
export type RequestFilter = (typeof REQUEST_FILTERS)[number];

export const REQUEST_FILTER_LABELS: Record<RequestFilter, string> = {
  all: 'All',
  open: 'Open',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Which statuses each filter shows (every status is in exactly one of open / completed / cancelled). */
export const STATUSES_OF_FILTER: Record<Exclude<RequestFilter, 'all'>, readonly RequestStatus[]> = {
  open: ['requested', 'quoted', 'accepted', 'pending_provider', 'paid', 'preparing'],
  completed: ['delivered'],
  cancelled: ['failed', 'cancelled', 'declined', 'expired'],
};

/** The filter named in the URL (`?status=open`); anything else reads as all. */
export const requestFilterOf = (value: string | null): RequestFilter =>
  REQUEST_FILTERS.find((filter) => filter === value) ?? 'all';

export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  requested: 'Waiting for quotes',
  quoted: 'Quote received',
  accepted: 'Accepted',
  pending_provider: 'Awaiting payment',
  paid: 'Paid',
  preparing: 'Being prepared',
  delivered: 'Delivered',
  failed: 'Payment failed',
  cancelled: 'Cancelled',
  declined: 'Declined',
  expired: 'Expired',
};

/**
 * The sentence a buyer is told when `event` moves their request (its notification), naming the
 * vendor when there is one: "Copper Canteen sent you a quote.", never "… is now quote received.".
 */
export function requestMoveSentence(kind: RequestKind, event: RequestEvent, vendorName: string | null): string {
  const what = kind === 'custom' ? 'custom request' : 'order';
  const vendor = vendorName ?? 'The vendor';
  const fromVendor = vendorName ?? 'the vendor';
  const sentences: Record<RequestEvent, string> = {
    cancel: `You cancelled your ${what}.`,
    acceptQuote: `You accepted the quote from ${fromVendor}: pay it to confirm your request.`,
    declineQuote: `You declined the quote from ${fromVendor}.`,
    pay: `We received your payment for your ${what}.`,
    payAtProvider: 'Your payment is waiting for the payment provider to confirm it.',
    vendorAccept: `${vendor} accepted your ${what}.`,
    vendorQuote: `${vendor} sent you a quote: accept or decline it on your request’s page.`,
    vendorDecline: `${vendor} declined your ${what}.`,
    vendorPrepare: `${vendor} is preparing your ${what}.`,
    vendorDeliver: `${vendor} delivered your ${what}.`,
    expire: `Your ${what} expired before it was paid.`,
  };
  return sentences[event];
}

/** `Order #12`, or `Custom request #13: A cake for 40 people…` (what was asked, shortened). */
export function requestTitle(request: { id: number; kind: RequestKind; custom: { description: string } | null }): string {
  if (request.kind !== 'custom') return `Order #${request.id}`;
  const asked = request.custom?.description ?? '';
  return `Custom request #${request.id}${asked ? `: ${asked.length > 60 ? `${asked.slice(0, 59)}…` : asked}` : ''}`;
}

/**
 * A request among others to choose from (the call centre's picker): its title, then its vendor
 * and its amount when there are any: `Order #12 · Bean There Coffee · $12.50`,
 * `Custom request #13: Cold brew for 30` (no vendor has quoted it yet).
 */
export function requestChoiceLabel(request: Parameters<typeof requestTitle>[0] & { vendor_name: string | null; total_cents: number }): string {
  return [requestTitle(request), request.vendor_name, request.total_cents > 0 ? formatCents(request.total_cents) : null].filter(Boolean).join(' · ');
}

export const PAYMENT_METHOD_LABELS: Record<'wallet' | 'card' | 'provider', string> = {
  wallet: 'LYLA Wallet',
  card: 'Card',
  provider: 'Payment provider',
};

export const isRequestStatus = (value: string): value is RequestStatus => (REQUEST_STATUSES as readonly string[]).includes(value);

/** One thing the stream said about a request: it moved, or its vendor wrote. */
export type RequestNewsItem = { orderId: number; status: string } | { orderId: number; vendorMessage: true };

/**
 * A listed request as `news` leaves it: its new status, or one more unread message (the list
 * is on screen, not the chat). An unknown status is ignored (the app never invents one).
 */
export function withRequestNews<Listed extends { id: number; status: RequestStatus; unread_messages: number }>(
  request: Listed,
  news: RequestNewsItem,
): Listed {
  if (news.orderId !== request.id) return request;
  if ('vendorMessage' in news) return { ...request, unread_messages: request.unread_messages + 1 };
  return isRequestStatus(news.status) ? { ...request, status: news.status } : request;
}
