import { REQUEST_STATUS_LABELS, type RequestStatus } from '../../domain/requests';
import * as styles from './money.css';

const TONE: Record<RequestStatus, keyof typeof styles.badge> = {
  requested: 'waiting',
  quoted: 'waiting',
  accepted: 'waiting',
  pending_provider: 'waiting',
  paid: 'good',
  preparing: 'good',
  delivered: 'good',
  failed: 'bad',
  cancelled: 'waiting',
  declined: 'bad',
  expired: 'waiting',
};

export function OrderStatusBadge({ status }: { status: RequestStatus }) {
  return <span className={styles.badge[TONE[status]]}>{REQUEST_STATUS_LABELS[status]}</span>;
}
