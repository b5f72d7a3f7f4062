import type { createPagedListMachine } from '../../machines/pagedListMachine';
import type { createResourceMachine } from '../../machines/resourceMachine';

/** The read machines a feature's services hold; apart from the hooks so the services' types need no hook. */
export type ResourceMachine<Params, Data> = ReturnType<typeof createResourceMachine<Params, Data>>;
export type PagedListMachine<Params, Item, Change = never> = ReturnType<typeof createPagedListMachine<Params, Item, Change>>;
