import type { ActorRefFrom } from 'xstate';
import type { checkoutMachine } from '../../machines/checkoutMachine';

/** The checkout of one vendor's cart, as the steps of the screen drive it. */
export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>;
