import { fromPromise } from 'xstate';
import { createCatalogueApi, type CatalogueApi } from './api/catalogue';
import type { ApiClient } from './api/client';
import { createPagedListMachine, type Page } from './machines/pagedListMachine';
import { createResourceMachine } from './machines/resourceMachine';
import type { CatalogueMachines } from './ui/services/catalogueMachines';

function resource<Params, Data>(id: string, load: (params: Params) => Promise<Data>) {
  return createResourceMachine<Params, Data>(id).provide({
    actors: { load: fromPromise(({ input }) => load(input.params)) },
  });
}

function pagedList<Params, Item>(id: string, loadPage: (params: Params, cursor: string | null) => Promise<Page<Item>>) {
  return createPagedListMachine<Params, Item>(id).provide({
    actors: { loadPage: fromPromise(({ input }) => loadPage(input.params, input.cursor)) },
  });
}

/**
 * A read machine per catalogue endpoint: screens read through these and never see the API.
 * The composition root loads this module with the first catalogue screen.
 */
export function createCatalogueReads(client: ApiClient): CatalogueMachines {
  const api: CatalogueApi = createCatalogueApi(client);
  return {
    home: resource('catalogue.home', () => api.home()),
    category: resource('catalogue.category', api.category),
    categoryOfferings: pagedList('catalogue.categoryOfferings', api.categoryProducts),
    vendors: pagedList('catalogue.vendors', api.vendors),
    vendor: resource('catalogue.vendor', api.vendor),
    catalog: resource('catalogue.catalog', api.catalog),
    catalogProducts: pagedList('catalogue.catalogProducts', api.catalogProducts),
    product: resource('catalogue.product', api.product),
    search: pagedList('catalogue.search', api.search),
  };
}
