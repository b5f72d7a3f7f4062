import { assign, setup } from 'xstate';
import { firstChoices, quantityNote, quantityOfText, type ChosenOptions } from '../domain/cart';
import type { ProductOption } from '../domain/catalogue';

export interface ProductChoiceContext {
  choices: ChosenOptions;
  /** As typed, so the field can be cleared and retyped; `quantityOfText` reads it. */
  quantityText: string;
  /** Why the typed quantity counts as another one (`quantityNote`); null when it is one. */
  quantityNote: string | null;
  /** How many the last add put in the cart (the page says so). */
  added: number;
}

export type ProductChoiceEvent =
  | { type: 'option.choose'; name: string; value: string }
  /** Typed, or stepped with − and +. */
  | { type: 'quantity.edit'; text: string }
  /** "Add to cart" (only offered while the cart takes the addition). */
  | { type: 'product.add' };

/** The quantity the person means, from 1 to 99. */
export const chosenQuantity = (context: Pick<ProductChoiceContext, 'quantityText'>) => quantityOfText(context.quantityText);

/** What "Add to cart" adds. */
const theChoice = ({ context }: { context: ProductChoiceContext }) => ({ options: context.choices, quantity: chosenQuantity(context) });

/**
 * A product page's choice (spec §2, product detail): a value for each option, a quantity, and adding
 * that to the vendor's cart, as often as the person likes. The UI provides `addToCart` (the
 * cart machine).
 */
export const productChoiceMachine = setup({
  types: {
    context: {} as ProductChoiceContext,
    events: {} as ProductChoiceEvent,
    input: {} as { options: readonly ProductOption[] },
  },
  actions: {
    addToCart: (_, _params: { options: ChosenOptions; quantity: number }) => {},
    recordAdd: assign({ added: ({ context }) => chosenQuantity(context) }),
  },
}).createMachine({
  id: 'productChoice',
  description: "A product page: choose the options and the quantity, then add them to the vendor's cart.",
  context: ({ input }) => ({ choices: firstChoices(input.options), quantityText: '1', quantityNote: null, added: 0 }),
  initial: 'choosing',
  on: {
    'option.choose': {
      actions: assign({ choices: ({ context, event }) => ({ ...context.choices, [event.name]: event.value }) }),
      description: 'A value is chosen for an option.',
    },
    'quantity.edit': {
      actions: assign(({ event }) => ({ quantityText: event.text, quantityNote: quantityNote(event.text) })),
      description: 'A quantity is typed or stepped; for anything but 1 to 99 (nothing, 0, 150, 2.5) the page says which quantity it counts as.',
    },
  },
  states: {
    choosing: {
      description: 'Nothing added yet from this page.',
      on: {
        'product.add': {
          target: 'added',
          actions: [{ type: 'addToCart', params: theChoice }, 'recordAdd'],
          description: "The choice goes to the vendor's cart.",
        },
      },
    },
    added: {
      description: 'The page says how many the last add put in the cart.',
      on: {
        'product.add': {
          actions: [{ type: 'addToCart', params: theChoice }, 'recordAdd'],
          description: 'The person adds again: the page says how many this time.',
        },
      },
    },
  },
});
