import type { SnapshotFrom } from 'xstate';
import { itemCount, itemCountOfAll } from '../domain/cart';
import type { cartMachine } from './cartMachine';

type CartSnapshot = SnapshotFrom<typeof cartMachine>;

/** Items in the cart of one vendor (the product page shows it). */
export const selectVendorItemCount = (vendorId: number) => (snapshot: CartSnapshot) => itemCount(snapshot.context.carts[vendorId]);

/** Items in all carts (the header shows it). */
export const selectItemCount = (snapshot: CartSnapshot) => itemCountOfAll(snapshot.context.carts);
