import { Link, useParams } from 'react-router-dom';
import { addressLine } from '../../../domain/account';
import { parseId } from '../../../domain/catalogue';
import { formatCents } from '../../../domain/format';
import { formatDateTime, optionsLabel } from '../../../domain/moneyLabels';
import type { Order } from '../../../machines/moneyTypes';
import { EmptyState } from '../../catalogue/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { InlineAlert } from '../../components/InlineAlert';
import { PageTitle } from '../../components/PageTitle';
import { useMoney } from '../../services/useMoney';
import { useResource } from '../../services/useReads';
import { Busy } from '../../money/Busy';
import * as styles from '../../money/money.css';
import { OrderStatusBadge } from '../../money/OrderStatusBadge';
import { moneyPaths } from '../../money/paths';

function OrderDetails({ order }: { order: Order }) {
  return (
    <>
      <div>
        <PageTitle>Order #{order.id}</PageTitle>
        <p className={styles.lead}>
          {order.vendor_name} · <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time> ·{' '}
          <OrderStatusBadge status={order.status} />
        </p>
      </div>
      {order.failure && <InlineAlert tone="error">{order.failure}</InlineAlert>}
      <section className={styles.panel} aria-labelledby="lines-title">
        <h2 id="lines-title" className={styles.panelTitle}>
          What you ordered
        </h2>
        <ul className={styles.plainList} aria-labelledby="lines-title">
          {order.lines.map((line) => (
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
        <div className={styles.totalRow}>
          <span>Total</span>
          <span>{formatCents(order.total_cents)}</span>
        </div>
      </section>
      {order.delivery_address && (
        <section className={styles.panel} aria-labelledby="delivery-title">
          <h2 id="delivery-title" className={styles.panelTitle}>
            Deliver to
          </h2>
          <p className={styles.lead}>
            {`${order.delivery_address.label}: ${addressLine(order.delivery_address)}`}
          </p>
        </section>
      )}
    </>
  );
}

function Request({ orderId }: { orderId: number | null }) {
  const orders = useResource(useMoney().orders, null);
  if (orders.status === 'loading') return <Busy label="Loading your request…" />;
  if (!orders.data) {
    return <ErrorState title="This request could not be loaded" message={orders.error ?? undefined} onRetry={orders.retry} />;
  }
  const order = orders.data.find((candidate) => candidate.id === orderId);
  if (!order) {
    return (
      <EmptyState title="Request not found">
        <p className={styles.lead}>It is not one of your orders. The link may be mistyped.</p>
      </EmptyState>
    );
  }
  return <OrderDetails order={order} />;
}

/** `requests/{orderId}`: one of the person's orders, found in their list. */
export default function RequestScreen() {
  const orderId = parseId(useParams().orderId);
  return (
    <div className={styles.page}>
      <Link to={moneyPaths.requests} className={styles.textLink}>
        ← All requests
      </Link>
      <Request orderId={orderId} />
    </div>
  );
}
