import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { cartTotalCents, lineKey, lineTotalCents, type VendorCart } from '../../domain/cart';
import { cataloguePaths } from '../../domain/catalogue';
import type { CheckoutLine } from '../../machines/checkoutMachine';
import { useAppServices } from '../app/services';
import { EmptyState, NotFoundPanel, useRouteIds } from '../catalogue';
import { ErrorState } from '../components/ErrorState';
import { PageTitle } from '../components/PageTitle';
import { useMoney, Busy, moneyStyles as styles, OrderPlaced } from '../money';
import { CheckoutSteps } from './CheckoutSteps';
import { ConfirmStep } from './ConfirmStep';
import { DeliveryStep } from './DeliveryStep';
import { OrderSummary, type SummaryLine } from './OrderSummary';
import { PaymentStep } from './PaymentStep';
import { ReviewStep } from './ReviewStep';

/** The cart while it is reviewed; afterwards the lines the order sends, named from the cart. */
function summaryLines(cart: VendorCart | undefined, reviewed: CheckoutLine[]): SummaryLine[] {
  const cartLines = cart?.lines ?? [];
  if (reviewed.length === 0) {
    return cartLines.map((line) => ({ key: line.key, name: line.product.name, quantity: line.quantity, cents: lineTotalCents(line) }));
  }
  return reviewed.map((line) => {
    const key = lineKey(line.product_id, line.options);
    const product = cartLines.find((candidate) => candidate.key === key)?.product;
    return {
      key,
      name: product?.name ?? `Product #${line.product_id}`,
      quantity: line.quantity,
      cents: product ? product.price_cents * line.quantity : null,
    };
  });
}

function Checkout({ categoryId, vendorId }: { categoryId: number; vendorId: number }) {
  const { inspect } = useAppServices();
  const money = useMoney();
  const checkout = useActorRef(money.checkout, { input: { vendorId }, inspect });
  const state = useSelector(checkout, (snapshot) => String(snapshot.value));
  const context = useSelector(checkout, (snapshot) => snapshot.context);
  const cart = useSelector(money.cart, (snapshot) => snapshot.context.carts[vendorId]);

  if (state === 'done' && context.result) {
    return <OrderPlaced order={context.result.order} balanceCents={context.result.balance_cents} />;
  }
  if (state === 'toProvider') return <Busy label="Taking you to the payment provider…" />;

  const header = (
    <div>
      <PageTitle>Checkout</PageTitle>
      {cart && <p className={styles.lead}>Your order from {cart.vendor.name}</p>}
    </div>
  );
  if (state === 'loading' || state === 'loadFailed') {
    return (
      <div className={styles.page}>
        {header}
        {state === 'loading' ? (
          <Busy label="Preparing your checkout…" />
        ) : (
          <ErrorState
            title="Your checkout could not be prepared"
            message={context.error || undefined}
            onRetry={() => checkout.send({ type: 'checkout.retryLoad' })}
          />
        )}
      </div>
    );
  }
  if (state === 'review' && !cart) {
    return (
      <div className={styles.page}>
        {header}
        <EmptyState title="Your cart for this vendor is empty">
          <Link to={cataloguePaths.vendor(categoryId, vendorId)} className={styles.textLink}>
            Continue shopping
          </Link>
        </EmptyState>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      {header}
      <CheckoutSteps state={state} />
      <div className={styles.withSummary}>
        {state === 'review' && cart ? (
          <ReviewStep checkout={checkout} cart={cart} />
        ) : state === 'delivery' ? (
          <DeliveryStep checkout={checkout} />
        ) : state === 'payment' ? (
          <PaymentStep checkout={checkout} />
        ) : (
          <ConfirmStep checkout={checkout} />
        )}
        <OrderSummary
          vendorName={cart?.vendor.name ?? 'this vendor'}
          lines={summaryLines(cart, state === 'review' ? [] : context.lines)}
          totalCents={state === 'review' ? cartTotalCents(cart) : context.totalCents}
        />
      </div>
    </div>
  );
}

/** `/checkout/categories/{categoryId}/vendors/{vendorId}`: one vendor's cart becomes a paid order. */
export default function CheckoutScreen() {
  const ids = useRouteIds('category_id', 'vendor_id');
  // Another vendor's checkout is another order: a fresh machine.
  return ids ? <Checkout key={ids.vendor_id} categoryId={ids.category_id} vendorId={ids.vendor_id} /> : <NotFoundPanel what="Checkout" />;
}
