import { assign, fromPromise, setup } from 'xstate';
import { messageInPlace } from './failure';

export interface SavedItemsContext {
  /** The forms open on the page: `new`, or the id of the item being edited. */
  open: string[];
  /** The item the person asked to remove. */
  removing: number | null;
  /** Why the removal failed. */
  refusal: string | null;
}

export type SavedItemsEvent =
  | { type: 'items.open'; form: string }
  | { type: 'items.close'; form: string }
  /** A form saved its item: it closes and the list is read again. */
  | { type: 'items.saved'; form: string }
  | { type: 'items.remove'; id: number }
  | { type: 'items.confirmRemoval' }
  | { type: 'items.keep' };

/**
 * A page of saved things (addresses, cards): which add and edit forms are open, and removal
 * only once confirmed. The composition root provides `remove` (the call); the page provides
 * `reload` (read the list again).
 */
export const savedItemsMachine = setup({
  types: {
    context: {} as SavedItemsContext,
    events: {} as SavedItemsEvent,
    input: {} as { open?: string[] },
  },
  actors: {
    remove: fromPromise<unknown, { id: number }>(() => Promise.reject(new Error('savedItems: provide "remove"'))),
  },
  actions: {
    reload: () => {},
    open: assign({
      open: ({ context, event }) => (event.type === 'items.open' && !context.open.includes(event.form) ? [...context.open, event.form] : context.open),
    }),
    close: assign({
      open: ({ context, event }) =>
        event.type === 'items.close' || event.type === 'items.saved' ? context.open.filter((form) => form !== event.form) : context.open,
    }),
  },
}).createMachine({
  id: 'savedItems',
  description: 'A list of saved things with add and edit forms; removal only once confirmed.',
  context: ({ input }) => ({ open: input.open ?? [], removing: null, refusal: null }),
  initial: 'browsing',
  on: {
    'items.open': { actions: 'open', description: 'An add or edit form opens.' },
    'items.close': { actions: 'close', description: 'A form closes (Cancel).' },
    'items.saved': { actions: ['close', 'reload'], description: 'A form saved its item: it closes and the list is read again.' },
  },
  states: {
    browsing: {
      description: 'The list, with its open forms.',
      on: {
        'items.remove': {
          target: 'confirmingRemoval',
          actions: assign({ removing: ({ event }) => event.id, refusal: null }),
          description: 'The person asks to remove an item: the page asks first.',
        },
      },
    },
    confirmingRemoval: {
      description: 'Asks whether to remove the item.',
      on: {
        'items.confirmRemoval': { target: 'removing', description: 'The person confirms.' },
        'items.keep': { target: 'browsing', actions: assign({ removing: null }), description: 'The person keeps the item.' },
      },
    },
    removing: {
      description: 'The server removes the item.',
      invoke: {
        src: 'remove',
        input: ({ context }) => ({ id: context.removing as number }),
        onDone: {
          target: 'browsing',
          actions: [assign({ removing: null }), 'reload'],
          description: 'Removed: the list is read again.',
        },
        onError: {
          target: 'removalFailed',
          actions: assign({ refusal: ({ event }) => messageInPlace(event.error) }),
          description: 'Not removed: the dialog says so; the toast says why.',
        },
      },
    },
    removalFailed: {
      description: 'The dialog says why the item was not removed; the person may try again or keep it.',
      on: {
        'items.confirmRemoval': { target: 'removing', description: 'The person tries again.' },
        'items.keep': { target: 'browsing', actions: assign({ removing: null, refusal: null }), description: 'The person keeps the item.' },
      },
    },
  },
});
