import { useActorRef, useSelector } from '@xstate/react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { formatCents } from '../../domain/format';
import type { WalletMovement } from '../../machines/moneyTypes';
import { useAppServices } from '../app/services';
import { useMoney, Busy, CaptureUnconfirmed, moneyStyles as styles, moneyPaths, ResultPanel } from '../money';

/** What the add and gift screens pass here (router state) when the money moved. */
export interface WalletResult {
  movement: WalletMovement;
}

/** Router state is whatever the history holds: only a movement with a balance counts. */
function resultOf(state: unknown): WalletResult | null {
  const movement = (state as Partial<WalletResult> | null)?.movement;
  return typeof movement?.balance_cents === 'number' ? { movement } : null;
}

const SeeWallet = () => (
  <Link to={moneyPaths.wallet} className={styles.linkButton}>
    See your wallet
  </Link>
);

function MovementDone({ source, movement }: { source: 'add' | 'gift'; movement: WalletMovement }) {
  const amount = formatCents(Math.abs(movement.entry?.amount_cents ?? 0));
  return (
    <ResultPanel tone="good" title={source === 'add' ? 'Funds added' : 'Gift sent'}>
      <p className={styles.lead}>
        {source === 'add'
          ? `${amount} was added to your LYLA Wallet.`
          : `You sent ${amount} to ${movement.entry?.counterpart ?? 'them'}. They can spend it right away.`}
      </p>
      <p className={styles.lead}>Your balance is now {formatCents(movement.balance_cents)}.</p>
      <SeeWallet />
    </ResultPanel>
  );
}

/** Back from the payment provider after adding funds: the payment is captured here. */
function ProviderTopUp({ providerOrderId }: { providerOrderId: string }) {
  const { inspect } = useAppServices();
  const providerReturn = useActorRef(useMoney().providerReturn, { input: { providerOrderId }, inspect });
  const state = useSelector(providerReturn, (snapshot) => String(snapshot.value));
  // Adding funds answers the wallet movement.
  const movement = useSelector(providerReturn, (snapshot) => snapshot.context.result as WalletMovement | null);
  const error = useSelector(providerReturn, (snapshot) => snapshot.context.error);

  switch (state) {
    case 'completed':
      return movement ? <MovementDone source="add" movement={movement} /> : null;
    case 'cancelled':
    case 'declined':
      return (
        <ResultPanel tone="bad" title={state === 'cancelled' ? 'Payment cancelled' : 'The payment was declined'}>
          <p className={styles.lead}>Nothing was added to your LYLA Wallet and nothing was charged.</p>
          <Link to={moneyPaths.walletAdd} className={styles.linkButton}>
            Try another way
          </Link>
        </ResultPanel>
      );
    case 'unconfirmed':
      return <CaptureUnconfirmed error={error} onRetry={() => providerReturn.send({ type: 'capture.retry' })} />;
    default:
      return <Busy label="Confirming your payment…" />;
  }
}

/** `settings/account/wallet/{source}/feedback`: how adding funds or a gift ended. */
export default function WalletFeedbackScreen() {
  const { source } = useParams();
  const providerOrderId = useSearchParams()[0].get('provider_order_id');
  const result = resultOf(useLocation().state);

  if (source === 'add' && providerOrderId) return <ProviderTopUp key={providerOrderId} providerOrderId={providerOrderId} />;
  if (result && (source === 'add' || source === 'gift')) return <MovementDone source={source} movement={result.movement} />;
  // Opened directly (a bookmark, a reload after the state was lost): nothing to report.
  return (
    <ResultPanel tone="good" title="LYLA Wallet">
      <p className={styles.lead}>Your wallet shows your balance and everything you added, spent, sent and received.</p>
      <SeeWallet />
    </ResultPanel>
  );
}
