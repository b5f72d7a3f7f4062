import { assign, fromPromise, setup } from 'xstate';
import { messageInPlace } from './failure';

/** One page of a long list, as every paged endpoint answers it. */
export interface Page<Item> {
  items: Item[];
  /** Where the next page starts; null when this was the last one. */
  nextCursor: string | null;
  total: number;
}

export interface PageRequest<Params> {
  params: Params;
  cursor: string | null;
}

export interface PagedListContext<Params, Item> {
  params: Params;
  items: Item[];
  nextCursor: string | null;
  total: number;
  /** A page could not be read: words to show in place, '' when the toast said them (src/machines/failure.ts). */
  error: string | null;
}

export type PagedListEvent<Params, Change = never> =
  | { type: 'list.load'; params: Params }
  | { type: 'list.loadMore' }
  | { type: 'list.retry' }
  /** The server answers again after it was out of reach (the live stream is back). */
  | { type: 'connection.back' }
  | { type: 'list.changed'; change: Change };

/** A shown item as a change heard since the list was read leaves it (the item itself when it is not concerned). */
export type ApplyChange<Item, Change> = (item: Item, change: Change) => Item;

/**
 * A long list read page by page: the first page, then "load more" on request. A failed
 * first page shows an error with a retry; a failed later page keeps what is shown. A list
 * that hears of changes (the live stream) updates the shown items with `applyChange`.
 */
export function createPagedListMachine<Params, Item, Change = never>(id: string, applyChange: ApplyChange<Item, Change> = (item) => item) {
  return setup({
    types: {
      context: {} as PagedListContext<Params, Item>,
      events: {} as PagedListEvent<Params, Change>,
      input: {} as Params,
    },
    actors: {
      loadPage: fromPromise<Page<Item>, PageRequest<Params>>(() => Promise.reject(new Error(`${id}: provide "loadPage"`))),
    },
    guards: {
      hasMore: ({ context }) => context.nextCursor !== null,
    },
  }).createMachine({
    id,
    description: 'A long list read page by page, with loading, empty, failure and "load more".',
    context: ({ input }) => ({ params: input, items: [], nextCursor: null, total: 0, error: null }),
    initial: 'loadingFirst',
    on: {
      'list.load': {
        target: '.loadingFirst',
        actions: assign({ params: ({ event }) => event.params, items: [], nextCursor: null, total: 0 }),
        description: 'Another list is wanted (new filters or search): start again.',
      },
      'list.changed': {
        actions: assign({ items: ({ context, event }) => context.items.map((item) => applyChange(item, event.change)) }),
        description: 'Something shown changed elsewhere (a status, a new message): it shows as it is now. A list still being read gets it in its answer.',
      },
    },
    states: {
      loadingFirst: {
        description: 'Reading the first page.',
        invoke: {
          id: 'loadPage',
          src: 'loadPage',
          input: ({ context }) => ({ params: context.params, cursor: null }),
          onDone: {
            target: 'ready',
            actions: assign({
              items: ({ event }) => event.output.items,
              nextCursor: ({ event }) => event.output.nextCursor,
              total: ({ event }) => event.output.total,
              error: null,
            }),
            description: 'The first page arrived (it may be empty).',
          },
          onError: {
            target: 'failed',
            actions: assign({ error: ({ event }) => messageInPlace(event.error) }),
            description: 'The first page could not be read.',
          },
        },
      },
      ready: {
        description: 'Items are shown; more may be asked for.',
        on: {
          'list.loadMore': { guard: 'hasMore', target: 'loadingMore', description: 'The person asks for more.' },
        },
      },
      loadingMore: {
        description: 'Reading the next page; what is shown stays.',
        invoke: {
          id: 'loadNextPage',
          src: 'loadPage',
          input: ({ context }) => ({ params: context.params, cursor: context.nextCursor }),
          onDone: {
            target: 'ready',
            actions: assign({
              items: ({ context, event }) => [...context.items, ...event.output.items],
              nextCursor: ({ event }) => event.output.nextCursor,
              total: ({ event }) => event.output.total,
              error: null,
            }),
            description: 'The next page is added below.',
          },
          onError: {
            target: 'ready',
            actions: assign({ error: ({ event }) => messageInPlace(event.error) }),
            description: 'The next page failed; the list stays and may be asked again.',
          },
        },
      },
      failed: {
        description: 'Nothing could be read; the person may try again.',
        on: {
          'list.retry': { target: 'loadingFirst', description: 'The person tries again.' },
          'connection.back': { target: 'loadingFirst', description: 'The server answers again: the first page is read again without being asked.' },
        },
      },
    },
  });
}
