import { ORDER_STATUS_LABELS, type OrderStatus } from '../../domain/moneyLabels';
import * as styles from './money.css';

const TONE: Record<OrderStatus, keyof typeof styles.badge> = {
  paid: 'good',
  pending_provider: 'waiting',
  failed: 'bad',
  cancelled: 'waiting',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={styles.badge[TONE[status]]}>{ORDER_STATUS_LABELS[status]}</span>;
}
