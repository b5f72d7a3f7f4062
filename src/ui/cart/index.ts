// The cart feature's public file: what other features may use.
export type { CartActor } from './cartActor';
export { CartLineQuantity } from './CartLineQuantity';
export { HeaderCartCount } from './HeaderCartCount';
export { useCartWhenReady } from './useCart';
