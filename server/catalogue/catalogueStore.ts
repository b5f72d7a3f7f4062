import type { PageAnswer } from '../../src/api/contract/catalogue';
import {
  HOME_SHELF_SIZE,
  PAGE_SIZE,
  type Catalog,
  type CatalogueHome,
  type CatalogWithOwners,
  type Category,
  type Product,
  type ProductOption,
  type ProductSummary,
  type SearchHit,
  type Vendor,
  type VendorSummary,
  type VendorWithCatalogs,
} from '../../src/domain/catalogue';
import { type Db, row, rows, sql, value } from '../db';
import { errors } from '../http/envelope';
import { createAsyncLru } from './asyncLru';
import { imageOf, type ImageKind, type ImageSubject } from './catalogueImages';
import { decodeCursor, encodeCursor } from './cursor';
import { createSearchIndex, type SearchRow, type Tier } from './searchIndex';
import { searchWords } from './searchQuery';

const RECENT_SEARCH_TOTALS = 10_000;
// First pages kept, counted in rows (a few dozen bytes each): about 6 MB.
const KEPT_FIRST_PAGE_ROWS = 100_000;
// Scoring a match with bm25 costs about 2 µs: up to this many are ranked (≤ 10 ms a page).
const RANKED_MATCHES_AT_MOST = 5000;

interface PageRequest {
  cursor?: string | null | undefined;
  limit?: number | undefined;
}

type CategoryRow = Omit<Category, 'image'>;
type VendorRow = Omit<Vendor, 'image' | 'rating'> & { rating_tenths: number };
type CatalogRow = Omit<Catalog, 'image'>;
type ProductRow = Omit<ProductSummary, 'image'>;
type ProductDetailRow = Omit<Product, 'image' | 'options'> & { options_json: string };

// Rows become answers field by field: spreading the driver's row objects was a tenth of a page's time.
const toCategory = (row: CategoryRow): Category => ({
  id: row.id,
  name: row.name,
  description: row.description,
  vendor_count: row.vendor_count,
  image: imageOf('category', row.id),
});

const toCatalog = (row: CatalogRow): Catalog => ({
  id: row.id,
  vendor_id: row.vendor_id,
  name: row.name,
  description: row.description,
  product_count: row.product_count,
  image: imageOf('catalog', row.id),
});

const toProductSummary = (row: ProductRow): ProductSummary => ({
  id: row.id,
  category_id: row.category_id,
  vendor_id: row.vendor_id,
  catalog_id: row.catalog_id,
  name: row.name,
  vendor_name: row.vendor_name,
  price_cents: row.price_cents,
  image: imageOf('product', row.id),
});

function toVendorSummary(row: VendorRow): VendorSummary {
  return {
    id: row.id,
    category_id: row.category_id,
    name: row.name,
    tagline: row.tagline,
    rating: row.rating_tenths / 10,
    catalog_count: row.catalog_count,
    image: imageOf('vendor', row.id),
  };
}

const toVendor = (row: VendorRow): Vendor => ({ ...toVendorSummary(row), description: row.description });

// Column lists shared by the statements below, so every read answers the same shape.
const CATEGORY_COLUMNS = sql.raw(`c.id, c.name, c.description,
  (SELECT count(*) FROM vendors WHERE category_id = c.id) AS vendor_count`);
const VENDOR_COLUMNS = sql.raw(`v.id, v.category_id, v.name, v.tagline, v.description, v.rating_tenths,
  (SELECT count(*) FROM catalogs WHERE vendor_id = v.id) AS catalog_count`);
const CATALOG_COLUMNS = sql.raw(`k.id, k.vendor_id, k.name, k.description,
  (SELECT count(*) FROM products WHERE catalog_id = k.id) AS product_count`);
const PRODUCT_COLUMNS = sql.raw(`p.id, p.category_id, p.vendor_id, p.catalog_id, p.name, v.name AS vendor_name, p.price_cents`);

/** Sorts after nothing: the key a first page starts from. */
const BEFORE_ALL_NAMES: [string, number] = ['', 0];
const BEFORE_ALL_RANKS: [number, number] = [-Number.MAX_VALUE, 0];

/**
 * Reads of the catalogue. Lists page by key (`(name, id)`, or `(rank, rowid)` for search) on an
 * index, so a page costs the same wherever it is in the list.
 */
export function createCatalogueStore(db: Db, { rankedMatchesAtMost = RANKED_MATCHES_AT_MOST } = {}) {
  const index = createSearchIndex(db);
  // A cursor's id may be any safe integer (one the client made up), past PostgreSQL's INTEGER:
  // it is compared as a BIGINT.
  const statements = {
    categories: () => rows<CategoryRow>(db, sql`SELECT ${CATEGORY_COLUMNS} FROM categories c ORDER BY c.position`),
    category: (categoryId: number) => row<CategoryRow>(db, sql`SELECT ${CATEGORY_COLUMNS} FROM categories c WHERE c.id = ${categoryId}`),
    featuredVendors: (limit: number) =>
      rows<VendorRow>(db, sql`SELECT ${VENDOR_COLUMNS} FROM vendors v WHERE v.featured = 1 ORDER BY v.category_id, v.id LIMIT ${limit}`),
    featuredProducts: (limit: number) =>
      rows<ProductRow>(
        db,
        sql`SELECT ${PRODUCT_COLUMNS} FROM products p JOIN vendors v ON v.id = p.vendor_id
            WHERE p.featured = 1 ORDER BY p.category_id, p.id LIMIT ${limit}`,
      ),
    vendor: (vendorId: number, categoryId: number) =>
      row<VendorRow>(db, sql`SELECT ${VENDOR_COLUMNS} FROM vendors v WHERE v.id = ${vendorId} AND v.category_id = ${categoryId}`),
    vendorsPage: (categoryId: number, name: string, id: number, limit: number) =>
      rows<VendorRow>(
        db,
        sql`SELECT ${VENDOR_COLUMNS} FROM vendors v
            WHERE v.category_id = ${categoryId} AND (v.name, v.id) > (${name}, CAST(${id} AS BIGINT)) ORDER BY v.name, v.id LIMIT ${limit}`,
      ),
    vendorCount: async (categoryId: number) =>
      (await value<number>(db, sql`SELECT count(*) AS n FROM vendors WHERE category_id = ${categoryId}`)) ?? 0,
    catalogsOfVendor: (vendorId: number) =>
      rows<CatalogRow>(db, sql`SELECT ${CATALOG_COLUMNS} FROM catalogs k WHERE k.vendor_id = ${vendorId} ORDER BY k.position, k.id`),
    catalog: (catalogId: number, vendorId: number, categoryId: number) =>
      row<CatalogRow & { vendor_name: string; category_name: string }>(
        db,
        sql`SELECT ${CATALOG_COLUMNS}, v.name AS vendor_name, c.name AS category_name
            FROM catalogs k JOIN vendors v ON v.id = k.vendor_id JOIN categories c ON c.id = v.category_id
            WHERE k.id = ${catalogId} AND k.vendor_id = ${vendorId} AND v.category_id = ${categoryId}`,
      ),
    // Only what differs between the products of one catalogue: the rest is the catalogue's.
    catalogProductsPage: (catalogId: number, name: string, id: number, limit: number) =>
      rows<Pick<ProductRow, 'id' | 'name' | 'price_cents'>>(
        db,
        sql`SELECT id, name, price_cents FROM products
            WHERE catalog_id = ${catalogId} AND (name, id) > (${name}, CAST(${id} AS BIGINT)) ORDER BY name, id LIMIT ${limit}`,
      ),
    categoryProductsPage: (categoryId: number, name: string, id: number, limit: number) =>
      rows<ProductRow>(
        db,
        sql`SELECT ${PRODUCT_COLUMNS} FROM products p JOIN vendors v ON v.id = p.vendor_id
            WHERE p.category_id = ${categoryId} AND (p.name, p.id) > (${name}, CAST(${id} AS BIGINT)) ORDER BY p.name, p.id LIMIT ${limit}`,
      ),
    categoryProductCount: async (categoryId: number) =>
      (await value<number>(db, sql`SELECT count(*) AS n FROM products WHERE category_id = ${categoryId}`)) ?? 0,
    product: (productId: number, vendorId: number, categoryId: number) =>
      row<ProductDetailRow>(
        db,
        sql`SELECT ${PRODUCT_COLUMNS}, p.description, p.options_json, k.name AS catalog_name, c.name AS category_name
            FROM products p JOIN vendors v ON v.id = p.vendor_id JOIN catalogs k ON k.id = p.catalog_id
            JOIN categories c ON c.id = p.category_id
            WHERE p.id = ${productId} AND p.vendor_id = ${vendorId} AND p.category_id = ${categoryId}`,
      ),
    // Each takes the ids of one page of hits of one kind: one query per kind, not per hit.
    searchCategories: (ids: number[]) =>
      rows<{ id: number; name: string; description: string }>(
        db,
        sql`SELECT id, name, description FROM categories WHERE id IN (${sql.join(ids)})`,
      ),
    searchVendors: (ids: number[]) =>
      rows<{ id: number; category_id: number; name: string; description: string; category_name: string }>(
        db,
        sql`SELECT v.id, v.category_id, v.name, v.tagline AS description, c.name AS category_name
            FROM vendors v JOIN categories c ON c.id = v.category_id WHERE v.id IN (${sql.join(ids)})`,
      ),
    searchProducts: (ids: number[]) =>
      rows<ProductRow & { description: string }>(
        db,
        sql`SELECT ${PRODUCT_COLUMNS}, p.description FROM products p JOIN vendors v ON v.id = p.vendor_id
            WHERE p.id IN (${sql.join(ids)})`,
      ),
    imageSubject: {
      category: (id: number) => row<ImageSubject>(db, sql`SELECT name, name AS category, id AS category_id FROM categories WHERE id = ${id}`),
      vendor: (id: number) =>
        row<ImageSubject>(
          db,
          sql`SELECT v.name, c.name AS category, v.category_id FROM vendors v JOIN categories c ON c.id = v.category_id WHERE v.id = ${id}`,
        ),
      catalog: (id: number) =>
        row<ImageSubject>(
          db,
          sql`SELECT k.name, c.name AS category, v.category_id FROM catalogs k
              JOIN vendors v ON v.id = k.vendor_id JOIN categories c ON c.id = v.category_id WHERE k.id = ${id}`,
        ),
      product: (id: number) =>
        row<ImageSubject>(
          db,
          sql`SELECT p.name, c.name AS category, p.category_id FROM products p JOIN categories c ON c.id = p.category_id WHERE p.id = ${id}`,
        ),
    } satisfies Record<ImageKind, unknown>,
  };

  /** One page of a list sorted by `(name, id)`: reads one row more than asked to know if more follow. */
  async function pageByName<Row extends { id: number; name: string }, Item>(
    request: PageRequest,
    read: (after: [string, number], limit: number) => Promise<Row[]>,
    total: () => Promise<number> | number,
    toItem: (row: Row) => Item,
  ): Promise<PageAnswer<Item>> {
    const limit = request.limit ?? PAGE_SIZE.default;
    const after = request.cursor ? decodeCursor(request.cursor, 'string') : BEFORE_ALL_NAMES;
    const [rows, count] = await Promise.all([read(after, limit + 1), total()]);
    const shown = rows.slice(0, limit);
    const last = shown.at(-1);
    return {
      items: shown.map(toItem),
      next_cursor: rows.length > limit && last ? encodeCursor([last.name, last.id]) : null,
      total: count,
    };
  }

  async function findCategory(categoryId: number): Promise<CategoryRow> {
    const category = await statements.category(categoryId);
    if (!category) throw errors.notFound('Category not found');
    return category;
  }

  async function findVendor(categoryId: number, vendorId: number): Promise<VendorRow> {
    const vendor = await statements.vendor(vendorId, categoryId);
    if (!vendor) throw errors.notFound('Vendor not found');
    return vendor;
  }

  // Searches are kept by their words: the same words are the same search on both engines.
  const keyOf = (words: readonly string[]) => words.join(' ');

  // Counting is the one step that visits every match (without scoring it); the count of a
  // search does not change while the server runs, so recent ones are kept (a number each).
  const searchTotals = createAsyncLru<string, number>(RECENT_SEARCH_TOTALS);
  const searchTotal = (words: readonly string[]) => searchTotals.get(keyOf(words), () => index.count(words));

  /** Up to `count` matches after `(rank, rowid)`: ranked, or names first when there are too many to rank. */
  async function searchRows(words: readonly string[], rank: number, rowid: number, count: number): Promise<SearchRow[]> {
    return (await searchTotal(words)) <= rankedMatchesAtMost
      ? index.ranked(words, rank, rowid, count)
      : namesFirstPage(words, rank, rowid, count);
  }

  // The first page of a search at the largest page size (and one row more), kept: every smaller
  // first page is the start of it, so a search asked again with another page size ranks
  // nothing. Ranking is most of a search's cost (the score reads each match's column sizes).
  const firstPages = createAsyncLru<string, SearchRow[]>(KEPT_FIRST_PAGE_ROWS, (rows) => rows.length);
  const firstPageRows = async (words: readonly string[], count: number) =>
    (await firstPages.get(keyOf(words), () => searchRows(words, ...BEFORE_ALL_RANKS, PAGE_SIZE.max + 1))).slice(0, count);

  /**
   * Up to `count` matches after `(tier, rowid)` without scoring any: tier 0 has every word in
   * the name, tier 1 is the rest. A first page's cursor (a rank below 0) starts at tier 0.
   */
  async function namesFirstPage(words: readonly string[], afterTier: number, afterRowid: number, count: number): Promise<SearchRow[]> {
    const fromTier = Math.max(0, afterTier);
    const rows: SearchRow[] = [];
    for (const tier of [0, 1] as const satisfies Tier[]) {
      if (tier < fromTier || rows.length >= count) continue;
      rows.push(...(await index.inIndexOrder(words, tier, tier === fromTier ? afterRowid : 0, count - rows.length)));
    }
    return rows;
  }

  /** The hits of one page, in the order of `rows`. */
  async function searchHits(rows: SearchRow[]): Promise<SearchHit[]> {
    const idsOf = (kind: SearchHit['kind']) => rows.filter((row) => row.kind === kind).map((row) => row.ref_id);
    // An empty IN list is not SQL: a kind with no hit on the page is not asked for.
    const read = <Row>(ids: number[], query: (ids: number[]) => Promise<Row[]>) => (ids.length === 0 ? Promise.resolve([]) : query(ids));
    const [categories, vendors, products] = await Promise.all([
      read(idsOf('category'), statements.searchCategories),
      read(idsOf('vendor'), statements.searchVendors),
      read(idsOf('product'), statements.searchProducts),
    ]);
    const hits = new Map<string, SearchHit>();
    for (const category of categories) {
      hits.set(`category:${category.id}`, { kind: 'category', ...category, image: imageOf('category', category.id) });
    }
    for (const vendor of vendors) {
      hits.set(`vendor:${vendor.id}`, { kind: 'vendor', ...vendor, image: imageOf('vendor', vendor.id) });
    }
    for (const product of products) {
      hits.set(`product:${product.id}`, {
        kind: 'product',
        id: product.id,
        category_id: product.category_id,
        vendor_id: product.vendor_id,
        name: product.name,
        description: product.description,
        vendor_name: product.vendor_name,
        price_cents: product.price_cents,
        image: imageOf('product', product.id),
      });
    }
    return rows.map((row) => hits.get(`${row.kind}:${row.ref_id}`)).filter((hit) => hit !== undefined);
  }

  return {
    async home(): Promise<CatalogueHome> {
      const [categories, featuredVendors, featuredProducts] = await Promise.all([
        statements.categories(),
        statements.featuredVendors(HOME_SHELF_SIZE.featuredVendors),
        statements.featuredProducts(HOME_SHELF_SIZE.featuredProducts),
      ]);
      return {
        categories: categories.map(toCategory),
        featured_vendors: featuredVendors.map(toVendorSummary),
        featured_products: featuredProducts.map(toProductSummary),
      };
    },

    categories: async (): Promise<Category[]> => (await statements.categories()).map(toCategory),

    category: async (categoryId: number): Promise<Category> => toCategory(await findCategory(categoryId)),

    /** What the category offers across all its vendors. */
    async categoryProducts(categoryId: number, request: PageRequest): Promise<PageAnswer<ProductSummary>> {
      await findCategory(categoryId);
      return pageByName(
        request,
        ([name, id], limit) => statements.categoryProductsPage(categoryId, name, id, limit),
        () => statements.categoryProductCount(categoryId),
        toProductSummary,
      );
    },

    async vendors(categoryId: number, request: PageRequest): Promise<PageAnswer<VendorSummary>> {
      await findCategory(categoryId);
      return pageByName(
        request,
        ([name, id], limit) => statements.vendorsPage(categoryId, name, id, limit),
        () => statements.vendorCount(categoryId),
        toVendorSummary,
      );
    },

    async vendorWithCatalogs(categoryId: number, vendorId: number): Promise<VendorWithCatalogs> {
      const category = await findCategory(categoryId);
      const vendor = await findVendor(categoryId, vendorId);
      return {
        vendor: toVendor(vendor),
        category: { id: category.id, name: category.name },
        catalogs: (await statements.catalogsOfVendor(vendorId)).map(toCatalog),
      };
    },

    async catalogWithOwners(categoryId: number, vendorId: number, catalogId: number): Promise<CatalogWithOwners> {
      const row = await statements.catalog(catalogId, vendorId, categoryId);
      if (!row) throw errors.notFound('Catalogue not found');
      const { vendor_name, category_name, ...catalog } = row;
      return {
        catalog: toCatalog(catalog),
        vendor: { id: vendorId, name: vendor_name },
        category: { id: categoryId, name: category_name },
      };
    },

    async catalogProducts(categoryId: number, vendorId: number, catalogId: number, request: PageRequest): Promise<PageAnswer<ProductSummary>> {
      const catalog = await statements.catalog(catalogId, vendorId, categoryId);
      if (!catalog) throw errors.notFound('Catalogue not found');
      return pageByName(
        request,
        ([name, id], limit) => statements.catalogProductsPage(catalogId, name, id, limit),
        () => catalog.product_count,
        ({ id, name, price_cents }) =>
          toProductSummary({ id, name, price_cents, category_id: categoryId, vendor_id: vendorId, catalog_id: catalogId, vendor_name: catalog.vendor_name }),
      );
    },

    async product(categoryId: number, vendorId: number, productId: number): Promise<Product> {
      const row = await statements.product(productId, vendorId, categoryId);
      if (!row) throw errors.notFound('Product not found');
      const { options_json, ...product } = row;
      return { ...product, options: JSON.parse(options_json) as ProductOption[], image: imageOf('product', product.id) };
    },

    /**
     * Categories, vendors and products together, best match first; when there are too many
     * matches to score them all (a word most of the catalogue uses, one or two letters), those
     * with every word in their name first, then the rest, each in index order.
     */
    async search(text: string, request: PageRequest): Promise<PageAnswer<SearchHit>> {
      const words = searchWords(text);
      if (words === null) return { items: [], next_cursor: null, total: 0 };
      const limit = request.limit ?? PAGE_SIZE.default;
      const [rank, rowid] = request.cursor ? decodeCursor(request.cursor, 'number') : BEFORE_ALL_RANKS;
      // One row more than shown says whether another page follows.
      const rows =
        request.cursor || limit > PAGE_SIZE.max ? await searchRows(words, rank, rowid, limit + 1) : await firstPageRows(words, limit + 1);
      const shown = rows.slice(0, limit);
      const last = shown.at(-1);
      return {
        items: await searchHits(shown),
        next_cursor: rows.length > limit && last ? encodeCursor([last.rank, last.rowid]) : null,
        total: await searchTotal(words),
      };
    },

    imageSubject: (kind: ImageKind, id: number): Promise<ImageSubject | undefined> => statements.imageSubject[kind](id),
  };
}

export type CatalogueStore = ReturnType<typeof createCatalogueStore>;
