import { createActor, type InspectionEvent } from 'xstate';
import { cartMachine } from '../machines/cartMachine';
import type { SessionActor } from '../ui/app/services';
import { cartStorageKey, createCartStorage } from '../ui/cart/cartStorage';

/**
 * The one cart actor of the app. It follows who is signed in: when that changes (sign-out,
 * someone else signing in) it loads that person's carts from this browser, and it picks up
 * changes another tab of the same person made.
 */
export function composeCart(session: SessionActor, window: Window, inspect?: (event: InspectionEvent) => void) {
  const storage = createCartStorage(window.localStorage);
  const signedInUserId = () => session.getSnapshot().context.user?.id ?? null;
  const storedCarts = (userId: number | null) => ({ userId, carts: storage.load(userId) });

  const cart = createActor(
    cartMachine.provide({
      actions: {
        saveCarts: ({ context }) => {
          if (context.userId !== null) storage.save(context.userId, context.carts);
        },
      },
    }),
    // Inspected like the session, so model-based tests and the live statecharts see the cart too.
    { input: storedCarts(signedInUserId()), inspect },
  ).start();

  const followUser = session.subscribe(() => {
    const userId = signedInUserId();
    if (userId !== cart.getSnapshot().context.userId) cart.send({ type: 'cart.load', ...storedCarts(userId) });
  });
  const followOtherTabs = (event: StorageEvent) => {
    const { userId } = cart.getSnapshot().context;
    if (userId !== null && (event.key === null || event.key === cartStorageKey(userId))) {
      cart.send({ type: 'cart.load', ...storedCarts(userId) });
    }
  };
  window.addEventListener('storage', followOtherTabs);

  return {
    actor: cart,
    dispose() {
      followUser.unsubscribe();
      window.removeEventListener('storage', followOtherTabs);
      cart.stop();
    },
  };
}
