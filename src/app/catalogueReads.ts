import { createCatalogueApi, type CatalogueApi } from '../api/catalogue';
import type { ApiClient } from '../api/client';
import { pagedList, resource } from './readMachines';
import type { CatalogueMachines } from '../ui/catalogue/catalogueMachines';

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
