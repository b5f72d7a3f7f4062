import { useActorRef, useSelector } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { addressLine } from '../../domain/account';
import { parseId } from '../../domain/catalogue';
import { formatCents, formatShortCalendarDate } from '../../domain/format';
import { formatDateTime, optionsLabel } from '../../domain/moneyLabels';
import { PAYMENT_METHOD_LABELS, REQUEST_STATUS_LABELS, requestTitle } from '../../domain/requests';
import type { RequestDetail } from '../../machines/moneyTypes';
import { ChatLink } from '../chat';
import { CustomRequestFlow } from './CustomRequestFlow';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { InlineAlert } from '../components/InlineAlert';
import { PageTitle } from '../components/PageTitle';
import { useMoney, Busy, moneyStyles as styles, OrderStatusBadge, moneyPaths } from '../money';
import { useAppServices } from '../app/services';
import { useRequestNews } from '../app/useLiveUpdates';
import { useResource } from '../app/useReads';
import { NotFoundPanel, ReadFailure } from '../catalogue';

function Lines({ request }: { request: RequestDetail }) {
  const { custom } = request;
  return (
    <section className={styles.panel} aria-labelledby="lines-title">
      <h2 id="lines-title" className={styles.panelTitle}>
        {custom ? 'What you asked for' : 'What you ordered'}
      </h2>
      {custom && <p className={styles.lead}>{custom.description}</p>}
      {custom && custom.photos.length > 0 && (
        <ul className={styles.photoGrid} aria-label="Your photos">
          {custom.photos.map((url, index) => (
            <li key={url}>
              <img src={url} alt={`Photo ${index + 1} of ${custom.photos.length}`} className={styles.photo} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      {custom ? (
        <dl className={styles.summary}>
          <div className={styles.summaryRow}>
            <dt className={styles.summaryLabel}>Quantity</dt>
            <dd className={styles.summaryValue}>{custom.quantity}</dd>
          </div>
          <div className={styles.summaryRow}>
            <dt className={styles.summaryLabel}>Budget</dt>
            <dd className={styles.summaryValue}>{formatCents(custom.budget_cents)}</dd>
          </div>
          <div className={styles.summaryRow}>
            <dt className={styles.summaryLabel}>Needed by</dt>
            <dd className={styles.summaryValue}>{formatShortCalendarDate(custom.needed_by)}</dd>
          </div>
          {custom.quote && (
            <div className={styles.summaryRow}>
              <dt className={styles.summaryLabel}>Quote</dt>
              <dd className={styles.summaryValue}>
                {formatCents(custom.quote.price_cents)} by {formatShortCalendarDate(custom.quote.date)}
                {custom.quote.note && ` · ${custom.quote.note}`}
              </dd>
            </div>
          )}
        </dl>
      ) : (
        <ul className={styles.plainList} aria-labelledby="lines-title">
          {request.lines.map((line) => (
            <li key={`${line.product_id}:${optionsLabel(line.options)}`} className={styles.listRow}>
              <div className={styles.rowText}>
                <p className={styles.rowTitle}>{line.name}</p>
                <p className={styles.rowMeta}>
                  {[optionsLabel(line.options), `${line.quantity} × ${formatCents(line.unit_cents)}`].filter(Boolean).join(' · ')}
                </p>
              </div>
              <span className={styles.amount}>{formatCents(line.unit_cents * line.quantity)}</span>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.totalRow}>
        <span>Total</span>
        <span>{request.total_cents > 0 ? formatCents(request.total_cents) : 'No price yet'}</span>
      </div>
    </section>
  );
}

function Timeline({ request }: { request: RequestDetail }) {
  return (
    <section className={styles.panel} aria-labelledby="timeline-title">
      <h2 id="timeline-title" className={styles.panelTitle}>
        How it is going
      </h2>
      <ol className={styles.timeline} aria-labelledby="timeline-title">
        {request.timeline.map((entry, index) => (
          <li key={`${entry.status}:${index}`} className={styles.summaryRow}>
            <span>{REQUEST_STATUS_LABELS[entry.status]}</span>
            <time className={styles.summaryLabel} dateTime={entry.at}>
              {formatDateTime(entry.at)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Payment({ request }: { request: RequestDetail }) {
  if (!request.payment_method && !request.refund) return null;
  return (
    <section className={styles.panel} aria-labelledby="payment-title">
      <h2 id="payment-title" className={styles.panelTitle}>
        Payment
      </h2>
      {request.payment_method && <p className={styles.lead}>Paid with: {PAYMENT_METHOD_LABELS[request.payment_method]}</p>}
      {request.refund && (
        <p className={styles.lead}>
          {formatCents(request.refund.amount_cents)} refunded to your {PAYMENT_METHOD_LABELS[request.refund.method]} on{' '}
          {formatDateTime(request.refund.created_at)}
        </p>
      )}
    </section>
  );
}

/** Cancel, only once confirmed (src/machines/savedItemsMachine.ts): sent with one key, and the dialog says why when refused. */
function CancelRequest({ orderId, onCancelled }: { orderId: number; onCancelled(): void }) {
  const money = useMoney();
  const { inspect } = useAppServices();
  const [machine] = useState(() => money.cancelRequest(orderId));
  const cancelling = useActorRef(machine.provide({ actions: { reload: onCancelled } }), { input: {}, inspect });
  const asking = useSelector(cancelling, (s) => !s.matches('browsing'));
  const busy = useSelector(cancelling, (s) => s.matches('removing'));
  const refusal = useSelector(cancelling, (s) => s.context.refusal);
  return (
    <>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => cancelling.send({ type: 'items.remove', id: orderId })}>
          Cancel request
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title="Cancel this request?"
        confirmLabel="Cancel request"
        cancelLabel="Keep it"
        busy={busy}
        onConfirm={() => cancelling.send({ type: 'items.confirmRemoval' })}
        onCancel={() => cancelling.send({ type: 'items.keep' })}
      >
        <p>The vendor has not accepted it yet. Anything you paid goes back the way you paid it.</p>
        {refusal !== null && <InlineAlert tone="error">{refusal ? `Not cancelled: ${refusal}` : 'Not cancelled.'}</InlineAlert>}
      </ConfirmDialog>
    </>
  );
}

/** One request's page; `actions` is what its flow offers now (a custom request's quote and payment). */
function RequestBody({ request, actions, onChanged }: { request: RequestDetail; actions?: ReactNode; onChanged(): void }) {
  // The server's word, read again: a new status and timeline step, or the chat's unread count.
  // A custom request's flow machine reads its own status moves (CustomRequestFlow).
  const ordinary = request.kind === 'order';
  useRequestNews({
    onNews: (news) => {
      if (news.orderId === request.id && (ordinary || 'vendorMessage' in news)) onChanged();
    },
    onResumed: ordinary ? onChanged : undefined,
  });
  return (
    <>
      <div>
        <PageTitle>{requestTitle(request)}</PageTitle>
        <p className={styles.lead}>
          {request.vendor_name ?? `Vendors of ${request.custom?.category_name ?? 'the category'}`} ·{' '}
          <time dateTime={request.created_at}>{formatDateTime(request.created_at)}</time> · <OrderStatusBadge status={request.status} />
        </p>
      </div>
      <ChatLink orderId={request.id} unread={request.unread_messages} label="Chat with the vendor" />
      {request.failure && <InlineAlert tone="error">{request.failure}</InlineAlert>}
      <Lines request={request} />
      {/* What can be done with it comes after the request itself, cancelling last. */}
      {actions}
      {request.can_cancel && <CancelRequest orderId={request.id} onCancelled={onChanged} />}
      <Timeline request={request} />
      <Payment request={request} />
      {request.delivery_address && (
        <section className={styles.panel} aria-labelledby="delivery-title">
          <h2 id="delivery-title" className={styles.panelTitle}>
            Deliver to
          </h2>
          <p className={styles.lead}>{`${request.delivery_address.label}: ${addressLine(request.delivery_address)}`}</p>
        </section>
      )}
    </>
  );
}

function Request({ orderId }: { orderId: number }) {
  const read = useResource(useMoney().request, orderId);
  // Read again (a live update, a cancel), the request stays on screen until the new one is in.
  if (read.status === 'loading' && !read.data) return <Busy label="Loading your request…" />;
  const request = read.data;
  if (!request || read.status === 'missing') {
    return <ReadFailure read={read} what="Request" failedTitle="This request could not be loaded" />;
  }
  if (request.kind === 'custom') {
    return (
      <CustomRequestFlow request={request}>
        {(current, actions, reload) => <RequestBody request={current} actions={actions} onChanged={reload} />}
      </CustomRequestFlow>
    );
  }
  return <RequestBody request={request} onChanged={read.reload} />;
}

/** `requests/{orderId}`: one order or custom request of the person, with its timeline; cancel while the vendor has not accepted. */
export default function RequestScreen() {
  const orderId = parseId(useParams().orderId);
  return (
    <div className={styles.page}>
      <Link to={moneyPaths.requests} className={styles.textLink}>
        ← All requests
      </Link>
      {orderId === null ? <NotFoundPanel what="Request" /> : <Request key={orderId} orderId={orderId} />}
    </div>
  );
}
