// The cart feature's public file: what other features may use.
export type { CartActor } from './cartActor';
export { CartLineQuantity } from './CartLineQuantity';
export { useCartWhenReady } from './useCart';
