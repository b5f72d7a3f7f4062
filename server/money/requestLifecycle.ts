import type { QuoteSeen, RequestDetail } from '../../src/api/contract/requests';
import { formatCents, formatShortCalendarDate } from '../../src/domain/format';
import { nextStatus, REQUEST_STATUS_LABELS, requestMoveSentence, requestTitle, type RequestEvent } from '../../src/domain/requests';
import { type Db, inTransaction, sql, value } from '../db';
import type { AppDeps } from '../http/appEnv';
import { recordNotification } from '../notifications/recordNotification';
import { errors } from '../http/envelope';
import type { Ledger } from './ledger';
import type { OrderRow, OrderStore } from './orderStore';

/** What the person reads when a move is refused, by event. */
const REFUSED: Record<RequestEvent, string> = {
  cancel: 'cancelled',
  acceptQuote: 'accepted',
  declineQuote: 'declined',
  pay: 'paid',
  payAtProvider: 'paid',
  vendorAccept: 'accepted by the vendor',
  vendorQuote: 'quoted',
  vendorDecline: 'declined by the vendor',
  vendorPrepare: 'prepared',
  vendorDeliver: 'delivered',
  expire: 'expired',
};

/** The ledger key of a request's refund: unlike a client's key it has a colon, so no request can take it. */
const refundKey = (orderId: number) => `refund:order:${orderId}`;

/**
 * Moves requests along `REQUEST_TRANSITIONS` (src/domain/requests.ts) and nowhere else.
 * Cancelling or declining a paid order gives the money back the way it came, once: a wallet
 * payment through the ledger, a card or provider payment recorded as refunded.
 */
export function createRequestLifecycle(deps: AppDeps, orders: OrderStore, ledger: Ledger) {
  /** In the move's transaction. */
  const refund = async (tx: Db, row: OrderRow) => {
    if (row.status !== 'paid' || !row.payment_method || (await orders.refund(tx, row.id))) return;
    await orders.recordRefund(tx, row.id, row.payment_method, row.total_cents);
    if (row.payment_method === 'wallet' && row.total_cents > 0) {
      const description = `Refund of order #${row.id}${row.vendor_name ? ` at ${row.vendor_name}` : ''}`;
      await ledger.post(tx, { userId: row.user_id, kind: 'refund', amountCents: row.total_cents, description, orderId: row.id, requestKey: refundKey(row.id) });
    }
  };

  const refused = (row: OrderRow, event: RequestEvent) =>
    errors.statusConflict(`This request is ${REQUEST_STATUS_LABELS[row.status].toLowerCase()}: it can no longer be ${REFUSED[event]}`);

  /** Refuses (409, 40904) before anything is done when the request's status does not allow `event`. */
  const check = (row: OrderRow, event: RequestEvent) => {
    if (!nextStatus(row.kind, row.status, event)) throw refused(row, event);
  };

  /**
   * Takes `event` on the request, with its refund and the buyer's notification, all or nothing
   * (inside the caller's transaction when `db` is one); refused (409, 40904) when the status
   * does not allow it. The move is a compare-and-set on the status `row` was read with, so a
   * concurrent move makes it refused rather than done twice (the refund included). The buyer's
   * open tabs are told once the transaction commits.
   */
  const apply = (db: Db, row: OrderRow, event: RequestEvent) =>
    inTransaction(db, async (tx) => {
      const to = nextStatus(row.kind, row.status, event);
      if (!to || !(await orders.move(tx, row.id, row.status, to))) throw refused(row, event);
      if (to === 'cancelled' || to === 'declined') await refund(tx, row);
      await recordNotification(tx, deps, {
        userId: row.user_id,
        kind: row.kind === 'custom' ? 'request_status' : 'order_status',
        title: `${requestTitle({ ...row, custom: row.description === null ? null : { description: row.description } })}: ${REQUEST_STATUS_LABELS[to]}`,
        body: requestMoveSentence(row.kind, event, row.vendor_name),
        link: `/requests/${row.id}`,
      });
      deps.updates.publish(tx, row.user_id, { type: 'request.status', orderId: row.id, status: to });
      return { status: to };
    });

  /**
   * A vendor's quote on a custom request: `vendorId`, else the one the person chose, else the
   * first of the category (the demo's vendors and the development endpoint quote alike). With
   * its move to quoted, all or nothing (inside the caller's transaction when `db` is one; the
   * status `row` was read with is the one moved from); refused (422) when that vendor is not of
   * the category.
   */
  const quote = (db: Db, row: OrderRow, vendorId: number | undefined, offer: { priceCents: number; date: string; note: string }) =>
    inTransaction(db, async (tx) => {
      if (row.kind !== 'custom' || row.category_id === null) throw errors.invalidField('order_id', 'Only a custom request is quoted');
      const quoting =
        vendorId ?? row.vendor_id ?? (await value<number>(tx, sql`SELECT id FROM vendors WHERE category_id = ${row.category_id} ORDER BY id LIMIT 1`));
      if (quoting === undefined || (await value(tx, sql`SELECT id FROM vendors WHERE id = ${quoting} AND category_id = ${row.category_id}`)) === undefined) {
        throw errors.invalidField('vendor_id', 'Choose a vendor of the request’s category');
      }
      check(row, 'vendorQuote');
      await orders.recordQuote(tx, row.id, quoting, offer);
      // Read again: the notification names the vendor who quoted.
      return apply(tx, (await orders.row(tx, row.id))!, 'vendorQuote');
    });

  /**
   * Refuses (409, 40905, with `answer`: the request as it is now) an accept that names another
   * quote than the request's: the vendor quoted again after the person saw it, and the person
   * accepts only a price they were shown. Call after `check`, in the transaction that read `row`
   * and then runs `apply`, so no new quote can come in between.
   */
  const checkQuoteSeen = async (row: OrderRow, seen: QuoteSeen, answer: () => Promise<unknown>) => {
    const { quote_cents: price, quote_date: date, quote_note: note, quoted_at: quotedAt } = row;
    const same = price === seen.price_cents && date === seen.date && (note ?? '') === seen.note && (quotedAt ?? '') === seen.quoted_at;
    if (same || price === null) return;
    throw errors.quoteChanged(
      `The vendor changed the quote: it is now ${formatCents(price)} by ${date ? formatShortCalendarDate(date) : 'a date to agree'}. Accept the new quote if it suits you.`,
      await answer(),
    );
  };

  /** One request as its page reads it. */
  const detail = async (db: Db, row: OrderRow): Promise<RequestDetail> => ({
    ...(await orders.toOrder(db, row)),
    payment_method: row.payment_method,
    timeline: await orders.timeline(db, row.id),
    can_cancel: nextStatus(row.kind, row.status, 'cancel') !== null,
    refund: await orders.refund(db, row.id),
  });

  return { check, checkQuoteSeen, apply, quote, detail };
}

export type RequestLifecycle = ReturnType<typeof createRequestLifecycle>;
