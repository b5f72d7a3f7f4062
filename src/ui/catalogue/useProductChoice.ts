import { useActorRef } from '@xstate/react';
import { cartAddition } from '../../domain/cart';
import type { Product } from '../../domain/catalogue';
import { productChoiceMachine } from '../../machines/productChoiceMachine';
import { useAppServices } from '../app/services';

/** The product page's choice (src/machines/productChoiceMachine.ts), adding to the app's cart. */
export function useProductChoice(product: Product) {
  const { inspect, cart } = useAppServices();
  return useActorRef(
    productChoiceMachine.provide({
      actions: {
        // "Add to cart" shows only once the cart is built.
        addToCart: (_, { options, quantity }) => cart.peek()?.send({ type: 'cart.add', ...cartAddition(product, options, quantity) }),
      },
    }),
    { input: { options: product.options }, inspect },
  );
}

export type ProductChoiceActor = ReturnType<typeof useProductChoice>;
