import type { ActorRefFrom } from 'xstate';
import type { cartMachine } from '../../machines/cartMachine';

/** The app's one cart actor (src/app/composeCart.ts). */
export type CartActor = ActorRefFrom<typeof cartMachine>;
