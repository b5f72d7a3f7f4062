import type { ActorRefFrom } from 'xstate';
import type { cartMachine } from '../../machines/cartMachine';

/** The app's one cart actor (src/composeCart.ts). */
export type CartActor = ActorRefFrom<typeof cartMachine>;
