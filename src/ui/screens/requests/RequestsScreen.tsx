import { Link } from 'react-router-dom';
import { formatCents } from '../../../domain/format';
import { formatDateTime } from '../../../domain/moneyLabels';
import type { Order } from '../../../machines/moneyTypes';
import { EmptyState } from '../../catalogue/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { PageTitle } from '../../components/PageTitle';
import { useMoney } from '../../services/useMoney';
import { useResource } from '../../services/useReads';
import { Busy } from '../../money/Busy';
import * as styles from '../../money/money.css';
import { OrderStatusBadge } from '../../money/OrderStatusBadge';
import { moneyPaths } from '../../money/paths';

const itemCount = (order: Order) => order.lines.reduce((sum, line) => sum + line.quantity, 0);

function OrderList({ orders }: { orders: Order[] }) {
  if (orders.length === 0) {
    return (
      <EmptyState title="No requests yet">
        <p className={styles.lead}>Orders you place show here, with how they are going.</p>
        <Link to="/home" className={styles.textLink}>
          Start shopping
        </Link>
      </EmptyState>
    );
  }
  return (
    <div className={styles.panel}>
      <ul className={styles.plainList} aria-label="Your orders">
        {orders.map((order) => {
          const items = itemCount(order);
          return (
            <li key={order.id} className={styles.listRow}>
              <div className={styles.rowText}>
                <Link to={moneyPaths.request(order.id)} className={styles.textLink}>
                  Order #{order.id} · {order.vendor_name}
                </Link>
                <p className={styles.rowMeta}>
                  <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time> · {items} {items === 1 ? 'item' : 'items'}
                </p>
              </div>
              <OrderStatusBadge status={order.status} />
              <span className={styles.amount}>{formatCents(order.total_cents)}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** `requests`: the person's orders, newest first (as the server lists them), with status and total. */
export default function RequestsScreen() {
  const orders = useResource(useMoney().orders, null);
  return (
    <div className={styles.page}>
      <PageTitle>Requests</PageTitle>
      {orders.status === 'loading' ? (
        <Busy label="Loading your requests…" />
      ) : orders.data ? (
        <OrderList orders={orders.data} />
      ) : (
        <ErrorState title="Your requests could not be loaded" message={orders.error ?? undefined} onRetry={orders.retry} />
      )}
    </div>
  );
}
