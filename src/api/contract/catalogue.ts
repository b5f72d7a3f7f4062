import * as z from 'zod/mini';
import type {
  CatalogWithOwners,
  Catalog,
  CatalogueHome,
  CatalogueImage,
  Category,
  NamedRef,
  Product,
  ProductOption,
  ProductSummary,
  SearchHit,
  Vendor,
  VendorSummary,
  VendorWithCatalogs,
} from '../../domain/catalogue';
import { listOf, optionalText, orDefault } from './tolerant';

/**
 * Answers of the catalogue and search endpoints (designed; see docs/api.md; the requests are in
 * `catalogueRequests.ts`). Shared with the server. Each answer schema is checked against its domain type (`satisfies`), so the
 * API module returns parsed data as it is.
 */

const id = z.int().check(z.positive());
const count = z.int().check(z.minimum(0));
// Shown beside the name; left out, they read as empty or none.
const optionalCount = orDefault(count, 0);

export const imageSchema = z.object({ url: z.string(), width: z.int(), height: z.int() }) satisfies z.ZodMiniType<CatalogueImage>;
const namedRefSchema = z.object({ id, name: z.string() }) satisfies z.ZodMiniType<NamedRef>;

export const categorySchema = z.object({
  id,
  name: z.string(),
  description: optionalText,
  vendor_count: optionalCount,
  image: imageSchema,
}) satisfies z.ZodMiniType<Category>;

const vendorSummaryShape = {
  id,
  category_id: id,
  name: z.string(),
  tagline: optionalText,
  rating: orDefault(z.number(), 0),
  catalog_count: optionalCount,
  image: imageSchema,
};
export const vendorSummarySchema = z.object(vendorSummaryShape) satisfies z.ZodMiniType<VendorSummary>;
export const vendorSchema = z.object({ ...vendorSummaryShape, description: optionalText }) satisfies z.ZodMiniType<Vendor>;

export const catalogSchema = z.object({
  id,
  vendor_id: id,
  name: z.string(),
  description: optionalText,
  product_count: optionalCount,
  image: imageSchema,
}) satisfies z.ZodMiniType<Catalog>;

const productSummaryShape = {
  id,
  category_id: id,
  vendor_id: id,
  catalog_id: id,
  name: z.string(),
  vendor_name: z.string(),
  price_cents: count,
  image: imageSchema,
};
export const productSummarySchema = z.object(productSummaryShape) satisfies z.ZodMiniType<ProductSummary>;

const productOptionSchema = z.object({
  name: z.string(),
  values: z.array(z.string()).check(z.minLength(1)),
}) satisfies z.ZodMiniType<ProductOption>;

export const productSchema = z.object({
  ...productSummaryShape,
  description: optionalText,
  catalog_name: optionalText,
  category_name: optionalText,
  options: listOf(productOptionSchema),
}) satisfies z.ZodMiniType<Product>;

// A plain union: it infers the same type, and discriminatedUnion would add 2 KB to every page's script.
export const searchHitSchema = z.union([
  z.object({ kind: z.literal('category'), id, name: z.string(), description: z.string(), image: imageSchema }),
  z.object({
    kind: z.literal('vendor'),
    id,
    category_id: id,
    name: z.string(),
    description: z.string(),
    category_name: z.string(),
    image: imageSchema,
  }),
  z.object({
    kind: z.literal('product'),
    id,
    category_id: id,
    vendor_id: id,
    name: z.string(),
    description: z.string(),
    vendor_name: z.string(),
    price_cents: count,
    image: imageSchema,
  }),
]) satisfies z.ZodMiniType<SearchHit>;

/** Every paged answer: `{ items, next_cursor, total }`; `next_cursor` is null on the last page. */
export function pageSchema<Item extends z.ZodMiniType>(item: Item) {
  return z.object({ items: z.array(item), next_cursor: z.nullable(z.string()), total: count });
}

// Answers that are not a single entity.

export const homeSchema = z.object({
  categories: z.array(categorySchema),
  featured_vendors: listOf(vendorSummarySchema),
  featured_products: listOf(productSummarySchema),
}) satisfies z.ZodMiniType<CatalogueHome>;

export const categoriesSchema = z.object({ categories: z.array(categorySchema) });

export const vendorWithCatalogsSchema = z.object({
  vendor: vendorSchema,
  category: namedRefSchema,
  catalogs: z.array(catalogSchema),
}) satisfies z.ZodMiniType<VendorWithCatalogs>;

export const catalogWithOwnersSchema = z.object({
  catalog: catalogSchema,
  vendor: namedRefSchema,
  category: namedRefSchema,
}) satisfies z.ZodMiniType<CatalogWithOwners>;

export const productPageSchema = pageSchema(productSummarySchema);
export const vendorPageSchema = pageSchema(vendorSummarySchema);
export const searchPageSchema = pageSchema(searchHitSchema);

/** The server's paged answer, typed for handlers. */
export type PageAnswer<Item> = { items: Item[]; next_cursor: string | null; total: number };
