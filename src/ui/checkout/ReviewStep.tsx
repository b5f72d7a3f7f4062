import { useSelector } from '@xstate/react';
import { cartTotalCents, lineTotalCents, type CartLine, type VendorCart } from '../../domain/cart';
import { formatCents } from '../../domain/format';
import { optionsLabel } from '../../domain/moneyLabels';
import { useMoney, moneyStyles as styles } from '../money';
import { Picture } from '../catalogue';
import { CartLineQuantity } from '../cart';
import { Button } from '../components/Button';
import { useFocusOn } from '../components/useFocusOn';
import type { CheckoutActor } from './checkoutActor';

/** The cart of this vendor: quantities change and lines go through the cart actor; then on to delivery. */
export function ReviewStep({ checkout, cart }: { checkout: CheckoutActor; cart: VendorCart }) {
  const reviewed = {
    type: 'checkout.reviewed',
    lines: cart.lines.map((line) => ({ product_id: line.product.id, quantity: line.quantity, options: { ...line.options } })),
    totalCents: cartTotalCents(cart),
  } as const;
  const canContinue = useSelector(checkout, (snapshot) => snapshot.can(reviewed));
  const heading = useFocusOn<HTMLHeadingElement>();

  return (
    <section className={styles.panel} aria-labelledby="review-title">
      <h2 id="review-title" className={styles.panelTitle} tabIndex={-1} ref={heading}>
        Your cart
      </h2>
      <ul className={styles.plainList} aria-labelledby="review-title">
        {cart.lines.map((line) => (
          <ReviewLine key={line.key} line={line} vendorId={cart.vendor.id} />
        ))}
      </ul>
      <div className={styles.actionsEnd}>
        <Button type="button" disabled={!canContinue} onClick={() => checkout.send(reviewed)}>
          Continue to delivery
        </Button>
      </div>
    </section>
  );
}

function ReviewLine({ line, vendorId }: { line: CartLine; vendorId: number }) {
  const { cart } = useMoney();
  return (
    <li className={styles.listRow} aria-label={line.product.name}>
      <div className={styles.thumb}>
        <Picture image={line.product.image} />
      </div>
      <div className={styles.rowText}>
        <p className={styles.rowTitle}>{line.product.name}</p>
        <p className={styles.rowMeta}>
          {[optionsLabel(line.options), `${formatCents(line.product.price_cents)} each`].filter(Boolean).join(' · ')}
        </p>
      </div>
      <CartLineQuantity cart={cart} vendorId={vendorId} line={line} />
      <span className={styles.amount}>{formatCents(lineTotalCents(line))}</span>
      <Button
        type="button"
        variant="ghost"
        aria-label={`Remove ${line.product.name}`}
        onClick={() => cart.send({ type: 'cart.remove', vendorId, lineKey: line.key })}
      >
        Remove
      </Button>
    </li>
  );
}
