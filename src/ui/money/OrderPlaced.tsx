import { Link } from 'react-router-dom';
import { formatCents } from '../../domain/format';
import type { Order } from '../../machines/moneyTypes';
import * as styles from './money.css';
import { moneyPaths } from './paths';
import { ResultPanel } from './ResultPanel';

/** A paid order: its number, what was paid, and the way to its page in the requests. */
export function OrderPlaced({ order, balanceCents }: { order: Order; balanceCents: number | null }) {
  return (
    <ResultPanel tone="good" title={`Order #${order.id} placed`}>
      <p className={styles.lead}>
        {order.vendor_name} has your order. You paid {formatCents(order.total_cents)}.
      </p>
      {balanceCents !== null && <p className={styles.lead}>Your LYLA Wallet balance is now {formatCents(balanceCents)}.</p>}
      <div className={styles.actions}>
        <Link to={moneyPaths.request(order.id)} className={styles.linkButton}>
          View your order
        </Link>
        <Link to="/home" className={styles.secondaryLinkButton}>
          Continue shopping
        </Link>
      </div>
    </ResultPanel>
  );
}
