import { fromPromise } from 'xstate';
import { createPagedListMachine, type Page } from '../machines/pagedListMachine';
import { createResourceMachine } from '../machines/resourceMachine';

/** A read machine of one endpoint: `load` is the API call. */
export function resource<Params, Data>(id: string, load: (params: Params) => Promise<Data>) {
  return createResourceMachine<Params, Data>(id).provide({
    actors: { load: fromPromise(({ input }) => load(input.params)) },
  });
}

/** A paged list machine of one paged endpoint: `loadPage` reads the page after `cursor`. */
export function pagedList<Params, Item>(id: string, loadPage: (params: Params, cursor: string | null) => Promise<Page<Item>>) {
  return createPagedListMachine<Params, Item>(id).provide({
    actors: { loadPage: fromPromise(({ input }) => loadPage(input.params, input.cursor)) },
  });
}
