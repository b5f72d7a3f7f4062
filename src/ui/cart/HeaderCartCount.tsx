import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { selectItemCount } from '../../machines/cartSelectors';
import * as styles from './HeaderCartCount.css';
import type { CartActor } from './cartActor';
import { cartPath } from './cartPath';
import { useCartWhenReady } from './useCart';

/** How many items the person's carts hold, in the header; it opens the cart page. */
export function HeaderCartCount() {
  const cart = useCartWhenReady();
  return (
    <Link to={cartPath} className={styles.link}>
      {cart ? (
        <CartCount cart={cart} />
      ) : (
        <span role="img" aria-label="Cart" className={styles.count}>
          <CartIcon />
        </span>
      )}
    </Link>
  );
}

function CartCount({ cart }: { cart: CartActor }) {
  const count = useSelector(cart, selectItemCount);
  // The link takes its name from this picture: "Cart: 2 items".
  return (
    <span role="img" aria-label={`Cart: ${count} ${count === 1 ? 'item' : 'items'}`} className={styles.count}>
      <CartIcon />
      <span className={styles.badge} data-empty={count === 0}>
        {count}
      </span>
    </span>
  );
}

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" className={styles.icon}>
      <path d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.8h7.2a2 2 0 0 0 2-1.6L20 8H6.2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="10" cy="20" r="1.5" fill="currentColor" />
      <circle cx="17" cy="20" r="1.5" fill="currentColor" />
    </svg>
  );
}
