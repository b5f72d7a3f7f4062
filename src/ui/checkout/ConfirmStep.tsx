import { useSelector } from '@xstate/react';
import { addressLine } from '../../domain/account';
import { cardDigits } from '../../domain/cardForm';
import { cardBrand } from '../../domain/cards';
import { formatCents } from '../../domain/format';
import type { PaymentChoice } from '../../domain/money';
import { cardLabel } from '../../domain/moneyLabels';
import type { CheckoutContext } from '../../machines/checkoutMachine';
import { Button } from '../components/Button';
import { InlineAlert } from '../components/InlineAlert';
import { useFocusOn } from '../components/useFocusOn';
import { Busy, moneyStyles as styles, useCheckingStatus } from '../money';
import type { CheckoutActor } from './checkoutActor';

function deliveryText({ delivery, addresses }: CheckoutContext): string {
  if (delivery?.type === 'new') return `${delivery.address.label}: ${addressLine(delivery.address)}`;
  const saved = addresses.find((address) => address.id === delivery?.addressId);
  return saved ? `${saved.label}: ${addressLine(saved)}` : '';
}

function paymentText(payment: PaymentChoice | null, { cards }: CheckoutContext): string {
  switch (payment?.type) {
    case 'card': {
      const card = cards.find((candidate) => candidate.id === payment.card_id);
      return card ? cardLabel(card) : 'Saved card';
    }
    case 'new_card': {
      const digits = cardDigits(payment.card.number);
      return `${cardLabel({ brand: cardBrand(digits), last4: digits.slice(-4) })} (new card)`;
    }
    case 'wallet':
      return 'LYLA Wallet';
    case 'provider':
      return 'Payment provider';
    default:
      return '';
  }
}

/** The summary before paying; also while paying, and when the payment failed. */
export function ConfirmStep({ checkout }: { checkout: CheckoutActor }) {
  const context = useSelector(checkout, (snapshot) => snapshot.context);
  const processing = useSelector(checkout, (snapshot) => snapshot.matches('processing'));
  const failed = useSelector(checkout, (snapshot) => snapshot.matches('failed'));
  const canPay = useSelector(checkout, (snapshot) => snapshot.can({ type: 'checkout.pay' }));
  const canRetry = useSelector(checkout, (snapshot) => snapshot.can({ type: 'checkout.retry' }));
  const canGoBack = useSelector(checkout, (snapshot) => snapshot.can({ type: 'checkout.back' }));
  const checking = useCheckingStatus(checkout);
  // The step's heading when it opens and while paying (the pay button, disabled, cannot hold
  // focus); after a failure, the safe way on rather than paying again.
  const heading = useFocusOn<HTMLHeadingElement>(failed ? null : processing ? 'processing' : 'confirm');
  const wayOn = useFocusOn<HTMLButtonElement>(failed ? 'failed' : null);

  return (
    <section className={styles.panel} aria-labelledby="confirm-title">
      <h2 id="confirm-title" className={styles.panelTitle} tabIndex={-1} ref={heading}>
        Check and pay
      </h2>
      <dl className={styles.summary}>
        <div className={styles.summaryRow}>
          <dt className={styles.summaryLabel}>Deliver to</dt>
          <dd className={styles.summaryValue}>{deliveryText(context)}</dd>
        </div>
        <div className={styles.summaryRow}>
          <dt className={styles.summaryLabel}>Pay with</dt>
          <dd className={styles.summaryValue}>{paymentText(context.payment, context)}</dd>
        </div>
        <div className={styles.totalRow}>
          <dt>Total</dt>
          <dd className={styles.summaryValue}>{formatCents(context.totalCents)}</dd>
        </div>
      </dl>
      {processing && (
        <Busy
          size="small"
          label={checking ? 'We did not hear back in time. Checking whether your payment went through…' : 'Paying…'}
        />
      )}
      {/* The toast said why (spec §8); a reason no toast gave (the order's failure) is said here. */}
      {failed && context.error !== null && <InlineAlert tone="error">{context.error || 'Not paid.'}</InlineAlert>}
      {failed ? (
        <div className={styles.actions}>
          <Button type="button" variant="secondary" ref={wayOn} onClick={() => checkout.send({ type: 'checkout.changePayment' })}>
            Pay another way
          </Button>
          {canRetry && (
            <Button type="button" onClick={() => checkout.send({ type: 'checkout.retry' })}>
              Try again
            </Button>
          )}
        </div>
      ) : (
        <div className={`${styles.actions} ${styles.stickyOnPhone}`}>
          <Button type="button" variant="ghost" disabled={!canGoBack} onClick={() => checkout.send({ type: 'checkout.back' })}>
            Back to payment
          </Button>
          {/* Disabled while paying: a second click sends nothing (and the machine would ignore it). */}
          <Button type="button" busy={processing} disabled={!canPay} onClick={() => checkout.send({ type: 'checkout.pay' })}>
            Pay {formatCents(context.totalCents)}
          </Button>
        </div>
      )}
    </section>
  );
}
