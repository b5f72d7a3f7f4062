import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { cartTotalCents, itemCount, lineTotalCents, type CartLine, type VendorCart } from '../../domain/cart';
import { cataloguePaths } from '../../domain/catalogue';
import { formatCents } from '../../domain/format';
import type { CartActor } from './cartActor';
import { CartLineQuantity } from './CartLineQuantity';
import { useCartWhenReady } from './useCart';
import { EmptyState, Picture, catalogueStyles } from '../catalogue';
import { Button } from '../components/Button';
import { PageTitle } from '../components/PageTitle';
import { moneyPaths } from '../money';
import * as styles from './CartScreen.css';

const describeOptions = (line: CartLine) =>
  Object.entries(line.options)
    .map(([name, choice]) => `${name}: ${choice}`)
    .join(' · ');

const itemsLabel = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** One product with its choices: how many (stepped or typed), what they cost, and remove. */
function CartLineRow({ cart, vendorCart, line }: { cart: CartActor; vendorCart: VendorCart; line: CartLine }) {
  const { vendor } = vendorCart;
  const options = describeOptions(line);

  return (
    <li className={styles.line}>
      <Picture image={line.product.image} className={styles.linePicture} />
      <div className={styles.lineText}>
        <Link to={cataloguePaths.product(vendor.category_id, vendor.id, line.product.id)} className={styles.lineName}>
          {line.product.name}
        </Link>
        {options && <p className={catalogueStyles.muted}>{options}</p>}
        <p className={catalogueStyles.muted}>{formatCents(line.product.price_cents)} each</p>
      </div>
      <div className={styles.lineControls}>
        <CartLineQuantity cart={cart} vendorId={vendor.id} line={line} label={`Quantity of ${line.product.name}`} />
        <p className={styles.lineTotal}>{formatCents(lineTotalCents(line))}</p>
        <Button
          type="button"
          variant="ghost"
          className={styles.remove}
          aria-label={`Remove ${line.product.name}`}
          onClick={() => cart.send({ type: 'cart.remove', vendorId: vendor.id, lineKey: line.key })}
        >
          Remove
        </Button>
      </div>
    </li>
  );
}

/** The cart of one vendor: its lines, its subtotal and its own checkout (an order goes to one vendor). */
function VendorCartPanel({ cart, vendorCart }: { cart: CartActor; vendorCart: VendorCart }) {
  const { vendor } = vendorCart;
  const headingId = `cart-vendor-${vendor.id}`;
  return (
    <section className={styles.vendorCart} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.vendorName}>
        <Link to={cataloguePaths.vendor(vendor.category_id, vendor.id)} className={catalogueStyles.textLink}>
          {vendor.name}
        </Link>
      </h2>
      <ul className={styles.lines} aria-labelledby={headingId}>
        {vendorCart.lines.map((line) => (
          <CartLineRow key={line.key} cart={cart} vendorCart={vendorCart} line={line} />
        ))}
      </ul>
      <div className={styles.footer}>
        <p className={styles.subtotal}>
          Subtotal ({itemsLabel(itemCount(vendorCart))}): <strong>{formatCents(cartTotalCents(vendorCart))}</strong>
        </p>
        <Link to={moneyPaths.checkout(vendor.category_id, vendor.id)} className={styles.checkout}>
          Check out with {vendor.name}
        </Link>
      </div>
    </section>
  );
}

function Carts({ cart }: { cart: CartActor }) {
  const carts = useSelector(cart, (snapshot) => snapshot.context.carts);
  const vendorCarts = Object.values(carts);
  if (vendorCarts.length === 0) {
    return (
      <EmptyState title="Your cart is empty">
        <p className={catalogueStyles.lead}>Products you add from a vendor’s page wait here until you check out.</p>
        <Link to="/home" className={catalogueStyles.textLink}>
          Browse the shop
        </Link>
      </EmptyState>
    );
  }
  return (
    <>
      {vendorCarts.length > 1 && <p className={catalogueStyles.lead}>Each vendor delivers its own order, so each cart checks out on its own.</p>}
      {vendorCarts.map((vendorCart) => (
        <VendorCartPanel key={vendorCart.vendor.id} cart={cart} vendorCart={vendorCart} />
      ))}
    </>
  );
}

/** `/cart`: every vendor's cart, with quantities to change and a checkout per vendor. */
export default function CartScreen() {
  const cart = useCartWhenReady();
  return (
    <div className={styles.page}>
      <PageTitle>Your cart</PageTitle>
      {cart ? <Carts cart={cart} /> : <div role="status" aria-label="Loading your cart" className={catalogueStyles.heroLoading} />}
    </div>
  );
}
