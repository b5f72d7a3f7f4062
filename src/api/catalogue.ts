import type * as z from 'zod/mini';
import type { CatalogKey, CategoryKey, ProductKey, SearchKey, VendorKey } from '../domain/catalogue';
import { SHOWS_NOT_FOUND, type ApiClient, type CallOptions } from './client';
import { FIRST_READS } from './earlyReads';
import {
  catalogWithOwnersSchema,
  categorySchema,
  homeSchema,
  productPageSchema,
  productSchema,
  searchPageSchema,
  vendorPageSchema,
  vendorWithCatalogsSchema,
} from './contract/catalogue';

/** One page as the app's paged lists take it (the shape of `Page` in src/machines/pagedListMachine). */
export interface PageOf<Item> {
  items: Item[];
  nextCursor: string | null;
  total: number;
}

/** Reads one page: `cursor` null for the first. The API's `next_cursor` becomes `nextCursor`. */
export async function readPage<Item>(
  client: ApiClient,
  url: string,
  body: object,
  cursor: string | null,
  schema: z.ZodMiniType<{ items: Item[]; next_cursor: string | null; total: number }>,
  options?: CallOptions,
): Promise<PageOf<Item>> {
  const { items, next_cursor, total } = await client.post(url, { ...body, cursor }, schema, options);
  return { items, nextCursor: next_cursor, total };
}

/** Catalogue and search endpoints (designed; see docs/api.md). */
export function createCatalogueApi(client: ApiClient) {
  return {
    home: () => client.post(FIRST_READS.home, {}, homeSchema),
    // A category, vendor, catalogue or product that is not there: its page says so (SHOWS_NOT_FOUND).
    category: (request: CategoryKey) => client.post('/api/catalogue/category', request, categorySchema, SHOWS_NOT_FOUND),
    categoryProducts: (params: CategoryKey, cursor: string | null) =>
      readPage(client, '/api/catalogue/category/products', params, cursor, productPageSchema, SHOWS_NOT_FOUND),
    vendors: (params: CategoryKey, cursor: string | null) => readPage(client, '/api/catalogue/category/vendors', params, cursor, vendorPageSchema, SHOWS_NOT_FOUND),
    vendor: (request: VendorKey) => client.post('/api/catalogue/vendor', request, vendorWithCatalogsSchema, SHOWS_NOT_FOUND),
    catalog: (request: CatalogKey) => client.post('/api/catalogue/catalog', request, catalogWithOwnersSchema, SHOWS_NOT_FOUND),
    catalogProducts: (params: CatalogKey, cursor: string | null) =>
      readPage(client, '/api/catalogue/catalog/products', params, cursor, productPageSchema, SHOWS_NOT_FOUND),
    product: (request: ProductKey) => client.post('/api/catalogue/product', request, productSchema, SHOWS_NOT_FOUND),
    search: (params: SearchKey, cursor: string | null) => readPage(client, '/api/catalogue/search', params, cursor, searchPageSchema),
  };
}

export type CatalogueApi = ReturnType<typeof createCatalogueApi>;
