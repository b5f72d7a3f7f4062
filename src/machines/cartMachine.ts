import { assign, setup } from 'xstate';
import {
  addToCart,
  clearVendorCart,
  removeLine,
  setLineQuantity,
  type AddToCart,
  type Carts,
} from '../domain/cart';

/** Also the input and the `cart.load` payload: a person's stored carts, read by the composition root. */
export interface CartContext {
  /** Whose carts these are; null while nobody is signed in. */
  userId: number | null;
  carts: Carts;
}

export type CartEvent =
  | ({ type: 'cart.add' } & AddToCart)
  | { type: 'cart.setQuantity'; vendorId: number; lineKey: string; quantity: number }
  | { type: 'cart.remove'; vendorId: number; lineKey: string }
  | { type: 'cart.clearVendor'; vendorId: number }
  /** Another person signed in (or nobody is), or another tab changed this person's carts. */
  | ({ type: 'cart.load' } & CartContext);

/**
 * The carts of the signed-in person, one per vendor: the one place the app keeps them. Every
 * change is saved for that person through `saveCarts`, which the composition root provides.
 */
export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartContext,
  },
  actions: {
    // Provided by the composition root: browser storage, per user. Runs after the change, so
    // the context it gets holds the carts as they now are.
    saveCarts: (_: { context: CartContext }) => {},
  },
  guards: {
    hasUser: ({ context }) => context.userId !== null,
  },
}).createMachine({
  id: 'cart',
  description: 'The carts of the signed-in person, one per vendor, kept in this browser for that person.',
  context: ({ input }) => ({ userId: input.userId, carts: input.userId === null ? {} : input.carts }),
  initial: 'noUser',
  on: {
    'cart.load': {
      target: '.noUser',
      actions: assign(({ event }) => ({ userId: event.userId, carts: event.userId === null ? {} : event.carts })),
      description: 'Someone else signed in, nobody is, or another tab changed the carts: show what is stored for them.',
    },
  },
  states: {
    noUser: {
      description: 'Nobody is signed in: there is no cart to change.',
      always: { guard: 'hasUser', target: 'active', description: 'A person is signed in: their carts open.' },
    },
    active: {
      description: "The signed-in person's carts; every change is saved for them.",
      on: {
        'cart.add': {
          actions: [assign({ carts: ({ context, event }) => addToCart(context.carts, event) }), 'saveCarts'],
          description: 'A product with its options and quantity goes into the cart of its vendor (same product and options: added to its line, at most 99).',
        },
        'cart.setQuantity': {
          actions: [
            assign({
              carts: ({ context, event }) => setLineQuantity(context.carts, event.vendorId, event.lineKey, event.quantity),
            }),
            'saveCarts',
          ],
          description: 'The quantity of a line changes (kept from 1 to 99).',
        },
        'cart.remove': {
          actions: [assign({ carts: ({ context, event }) => removeLine(context.carts, event.vendorId, event.lineKey) }), 'saveCarts'],
          description: 'A line leaves the cart; an emptied cart goes away.',
        },
        'cart.clearVendor': {
          actions: [assign({ carts: ({ context, event }) => clearVendorCart(context.carts, event.vendorId) }), 'saveCarts'],
          description: 'The whole cart of one vendor is emptied.',
        },
      },
    },
  },
});
