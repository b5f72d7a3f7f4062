import { useActorRef, useSelector } from '@xstate/react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { Order } from '../../machines/moneyTypes';
import { useAppServices } from '../app/services';
import { useMoney, Busy, CaptureUnconfirmed, moneyStyles as styles, OrderPlaced, moneyPaths, ResultPanel } from '../money';

/** The way back to the checkout of the order's vendor, whose cart is still here; else to shopping. */
function BackToCheckout({ order, label }: { order: Order | null; label: string }) {
  const vendorCart = useSelector(useMoney().cart, (snapshot) => (order?.vendor_id ? snapshot.context.carts[order.vendor_id] : undefined));
  return vendorCart ? (
    <Link to={moneyPaths.checkout(vendorCart.vendor.category_id, vendorCart.vendor.id)} className={styles.linkButton}>
      {label}
    </Link>
  ) : (
    <Link to="/home" className={styles.linkButton}>
      Continue shopping
    </Link>
  );
}

function ProviderReturn({ providerOrderId, orderId }: { providerOrderId: string; orderId: string | undefined }) {
  const { inspect } = useAppServices();
  const providerReturn = useActorRef(useMoney().providerReturn, { input: { providerOrderId }, inspect });
  const state = useSelector(providerReturn, (snapshot) => String(snapshot.value));
  // At checkoutPaypal the capture answers the order (a wallet top-up returns elsewhere).
  const order = useSelector(providerReturn, (snapshot) => snapshot.context.result as Order | null);
  const error = useSelector(providerReturn, (snapshot) => snapshot.context.error);

  switch (state) {
    case 'completed':
      return order ? <OrderPlaced order={order} balanceCents={null} /> : null;
    case 'cancelled':
      return (
        <ResultPanel tone="bad" title="Payment cancelled — your cart is still here">
          <p className={styles.lead}>Nothing was charged. You can pay another way whenever you are ready.</p>
          <BackToCheckout order={order} label="Back to checkout" />
        </ResultPanel>
      );
    case 'declined':
      return (
        <ResultPanel tone="bad" title="The payment was declined">
          <p className={styles.lead}>{order?.failure ?? 'The payment provider declined the payment'}</p>
          <p className={styles.lead}>Nothing was charged.</p>
          <BackToCheckout order={order} label="Pay another way" />
        </ResultPanel>
      );
    case 'unconfirmed':
      return <CaptureUnconfirmed error={error} onRetry={() => providerReturn.send({ type: 'capture.retry' })} />;
    default:
      return <Busy label={orderId ? `Confirming the payment of order #${orderId}…` : 'Confirming your payment…'} />;
  }
}

/** `checkoutPaypal/{orderId}?provider_order_id=…`: back from the payment provider, the payment is captured. */
export default function ProviderReturnScreen() {
  const { orderId } = useParams();
  const providerOrderId = useSearchParams()[0].get('provider_order_id');
  if (!providerOrderId) {
    return (
      <ResultPanel tone="bad" title="This payment link is incomplete">
        <p className={styles.lead}>It does not say which payment to confirm. Your orders show how each payment ended.</p>
        <Link to={moneyPaths.requests} className={styles.linkButton}>
          See your requests
        </Link>
      </ResultPanel>
    );
  }
  return <ProviderReturn key={providerOrderId} providerOrderId={providerOrderId} orderId={orderId} />;
}
