import { Link } from 'react-router-dom';
import { formatCents } from '../../domain/format';
import { formatDateTime, signedCents, WALLET_ENTRY_LABELS } from '../../domain/moneyLabels';
import type { Wallet, WalletEntry } from '../../machines/moneyTypes';
import { ErrorState } from '../components/ErrorState';
import { PageTitle } from '../components/PageTitle';
import { useMoney, Busy, moneyStyles as styles, moneyPaths } from '../money';
import { useResource } from '../app/useReads';

/** `Gift sent to nora@example.com`: gifts name the other person. */
function entryTitle(entry: WalletEntry): string {
  const label = WALLET_ENTRY_LABELS[entry.kind];
  if (!entry.counterpart) return label;
  return entry.kind === 'gift_sent' ? `${label} to ${entry.counterpart}` : `${label} from ${entry.counterpart}`;
}

function History({ entries }: { entries: WalletEntry[] }) {
  if (entries.length === 0) {
    return <p className={styles.lead}>Nothing here yet. Money you add, spend, send or receive shows up here.</p>;
  }
  return (
    <ul className={styles.plainList} aria-labelledby="history-title">
      {entries.map((entry) => (
        <li key={entry.id} className={styles.listRow}>
          <div className={styles.rowText}>
            <p className={styles.rowTitle}>{entryTitle(entry)}</p>
            <p className={styles.rowMeta}>
              {entry.description} · <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
            </p>
          </div>
          <span className={entry.amount_cents > 0 ? styles.amountIn : styles.amount}>{signedCents(entry.amount_cents)}</span>
        </li>
      ))}
    </ul>
  );
}

function WalletDetails({ wallet }: { wallet: Wallet }) {
  return (
    <>
      <section className={styles.balanceCard} aria-labelledby="balance-title">
        <div>
          <h2 id="balance-title" className={styles.balanceLabel}>
            Balance
          </h2>
          <p className={styles.balance}>{formatCents(wallet.balance_cents)}</p>
        </div>
        <div className={styles.actions}>
          <Link to={moneyPaths.walletAdd} className={styles.linkButton}>
            Add funds
          </Link>
          <Link to={moneyPaths.walletGift} className={styles.secondaryLinkButton}>
            Send a gift
          </Link>
        </div>
      </section>
      <section className={styles.panel} aria-labelledby="history-title">
        <h2 id="history-title" className={styles.panelTitle}>
          History
        </h2>
        <History entries={wallet.entries} />
      </section>
    </>
  );
}

/** `settings/account/wallet`: the LYLA Wallet balance and its history. */
export default function WalletScreen() {
  const wallet = useResource(useMoney().wallet, null);
  return (
    <div className={styles.page}>
      <PageTitle>LYLA Wallet</PageTitle>
      {wallet.status === 'loading' ? (
        <Busy label="Loading your wallet…" />
      ) : wallet.data ? (
        <WalletDetails wallet={wallet.data} />
      ) : (
        <ErrorState title="Your wallet could not be loaded" message={wallet.error || undefined} onRetry={wallet.retry} />
      )}
    </div>
  );
}
