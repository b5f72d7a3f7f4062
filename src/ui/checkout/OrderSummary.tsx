import { formatCents } from '../../domain/format';
import { moneyStyles as styles } from '../money';

export interface SummaryLine {
  key: string;
  name: string;
  quantity: number;
  /** Null when the product is no longer in this browser's cart (changed in another tab). */
  cents: number | null;
}

/** The order beside every step: what is bought from whom, and the total. */
export function OrderSummary({ vendorName, lines, totalCents }: { vendorName: string; lines: SummaryLine[]; totalCents: number }) {
  return (
    <aside className={styles.panel} aria-labelledby="summary-title">
      <div>
        <h2 id="summary-title" className={styles.panelTitle}>
          Order summary
        </h2>
        <p className={styles.note}>From {vendorName}</p>
      </div>
      <dl className={styles.summary}>
        {lines.map((line) => (
          <div key={line.key} className={styles.summaryRow}>
            <dt>
              {line.quantity} × {line.name}
            </dt>
            <dd className={styles.summaryValue}>{formatCents(line.cents)}</dd>
          </div>
        ))}
        <div className={styles.totalRow}>
          <dt>Total</dt>
          <dd className={styles.summaryValue}>{formatCents(totalCents)}</dd>
        </div>
      </dl>
    </aside>
  );
}
