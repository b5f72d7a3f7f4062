import * as z from 'zod/mini';
import {
  PAGE_SIZE,
  SEARCH_MAX_LENGTH,
  type CatalogKey,
  type CategoryKey,
  type ProductKey,
  type SearchKey,
  type VendorKey,
} from '../../domain/catalogue';

/**
 * Requests of the catalogue and search endpoints (see docs/api.md), checked by the server.
 * Apart from the answers in `catalogue.ts`, so the app's script does not carry them.
 */

const id = z.int().check(z.positive());

/** Paged requests: an opaque `cursor` from the previous page (absent for the first page). */
export const pageRequestShape = {
  cursor: z.optional(z.nullable(z.string().check(z.maxLength(200, 'Invalid cursor')))),
  limit: z.optional(
    z.int().check(z.minimum(1, 'limit must be at least 1'), z.maximum(PAGE_SIZE.max, `limit must be at most ${PAGE_SIZE.max}`)),
  ),
};

export const categoryRequestSchema = z.object({ category_id: id }) satisfies z.ZodMiniType<CategoryKey>;
export const vendorRequestSchema = z.object({ category_id: id, vendor_id: id }) satisfies z.ZodMiniType<VendorKey>;
export const catalogRequestSchema = z.object({ category_id: id, vendor_id: id, catalog_id: id }) satisfies z.ZodMiniType<CatalogKey>;
export const productRequestSchema = z.object({ category_id: id, vendor_id: id, product_id: id }) satisfies z.ZodMiniType<ProductKey>;

export const categoryPageRequestSchema = z.object({ category_id: id, ...pageRequestShape });
export const catalogPageRequestSchema = z.object({ category_id: id, vendor_id: id, catalog_id: id, ...pageRequestShape });

/** Free text; anything that is not a letter or a digit only separates words. */
export const searchRequestSchema = z.object({
  q: z.string().check(z.maxLength(SEARCH_MAX_LENGTH, 'The search is too long')),
  ...pageRequestShape,
}) satisfies z.ZodMiniType<SearchKey>;
