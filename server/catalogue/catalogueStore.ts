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
import type { Db } from '../db';
import { errors } from '../http/envelope';
import { createLru } from '../lru';
import { imageOf, type ImageKind, type ImageSubject } from './catalogueImages';
import { decodeCursor, encodeCursor } from './cursor';
import { toFtsQuery } from './searchQuery';

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
type SearchRow = { rowid: number; rank: number; kind: SearchHit['kind']; ref_id: number };

// Rows become answers field by field: spreading SQLite's row objects was a tenth of a page's time.
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
const CATEGORY_COLUMNS = `c.id, c.name, c.description,
  (SELECT count(*) FROM vendors WHERE category_id = c.id) AS vendor_count`;
const VENDOR_COLUMNS = `v.id, v.category_id, v.name, v.tagline, v.description, v.rating_tenths,
  (SELECT count(*) FROM catalogs WHERE vendor_id = v.id) AS catalog_count`;
const CATALOG_COLUMNS = `k.id, k.vendor_id, k.name, k.description,
  (SELECT count(*) FROM products WHERE catalog_id = k.id) AS product_count`;
const PRODUCT_COLUMNS = `p.id, p.category_id, p.vendor_id, p.catalog_id, p.name, v.name AS vendor_name, p.price_cents`;

/** Sorts after nothing: the key a first page starts from. */
const BEFORE_ALL_NAMES: [string, number] = ['', 0];
const BEFORE_ALL_RANKS: [number, number] = [-Number.MAX_VALUE, 0];

/**
 * Reads of the catalogue. Every statement is prepared once; lists page by key
 * (`(name, id)`, or `(rank, rowid)` for search) on an index, so a page costs the same
 * wherever it is in the list.
 */
export function createCatalogueStore(db: Db, { rankedMatchesAtMost = RANKED_MATCHES_AT_MOST } = {}) {
  const statements = {
    categories: db.prepare<[], CategoryRow>(`SELECT ${CATEGORY_COLUMNS} FROM categories c ORDER BY c.position`),
    category: db.prepare<[number], CategoryRow>(`SELECT ${CATEGORY_COLUMNS} FROM categories c WHERE c.id = ?`),
    featuredVendors: db.prepare<[number], VendorRow>(
      `SELECT ${VENDOR_COLUMNS} FROM vendors v WHERE v.featured = 1 ORDER BY v.category_id, v.id LIMIT ?`,
    ),
    featuredProducts: db.prepare<[number], ProductRow>(
      `SELECT ${PRODUCT_COLUMNS} FROM products p JOIN vendors v ON v.id = p.vendor_id
       WHERE p.featured = 1 ORDER BY p.category_id, p.id LIMIT ?`,
    ),
    vendor: db.prepare<[number, number], VendorRow>(
      `SELECT ${VENDOR_COLUMNS} FROM vendors v WHERE v.id = ? AND v.category_id = ?`,
    ),
    vendorsPage: db.prepare<[number, string, number, number], VendorRow>(
      `SELECT ${VENDOR_COLUMNS} FROM vendors v
       WHERE v.category_id = ? AND (v.name, v.id) > (?, ?) ORDER BY v.name, v.id LIMIT ?`,
    ),
    vendorCount: db.prepare<[number], { n: number }>('SELECT count(*) AS n FROM vendors WHERE category_id = ?'),
    catalogsOfVendor: db.prepare<[number], CatalogRow>(
      `SELECT ${CATALOG_COLUMNS} FROM catalogs k WHERE k.vendor_id = ? ORDER BY k.position, k.id`,
    ),
    catalog: db.prepare<[number, number, number], CatalogRow & { vendor_name: string; category_name: string }>(
      `SELECT ${CATALOG_COLUMNS}, v.name AS vendor_name, c.name AS category_name
       FROM catalogs k JOIN vendors v ON v.id = k.vendor_id JOIN categories c ON c.id = v.category_id
       WHERE k.id = ? AND k.vendor_id = ? AND v.category_id = ?`,
    ),
    // Only what differs between the products of one catalogue: the rest is the catalogue's.
    catalogProductsPage: db.prepare<[number, string, number, number], Pick<ProductRow, 'id' | 'name' | 'price_cents'>>(
      `SELECT id, name, price_cents FROM products
       WHERE catalog_id = ? AND (name, id) > (?, ?) ORDER BY name, id LIMIT ?`,
    ),
    categoryProductsPage: db.prepare<[number, string, number, number], ProductRow>(
      `SELECT ${PRODUCT_COLUMNS} FROM products p JOIN vendors v ON v.id = p.vendor_id
       WHERE p.category_id = ? AND (p.name, p.id) > (?, ?) ORDER BY p.name, p.id LIMIT ?`,
    ),
    categoryProductCount: db.prepare<[number], { n: number }>('SELECT count(*) AS n FROM products WHERE category_id = ?'),
    product: db.prepare<[number, number, number], ProductDetailRow>(
      `SELECT ${PRODUCT_COLUMNS}, p.description, p.options_json, k.name AS catalog_name, c.name AS category_name
       FROM products p JOIN vendors v ON v.id = p.vendor_id JOIN catalogs k ON k.id = p.catalog_id
       JOIN categories c ON c.id = p.category_id
       WHERE p.id = ? AND p.vendor_id = ? AND p.category_id = ?`,
    ),
    // One page of the best matches after `(rank, rowid)`: SQLite keeps only the best LIMIT rows
    // as it goes (a top-k sort), so no page sorts or holds every match.
    searchPage: db.prepare<[string, number, number, number, number], SearchRow>(
      `SELECT rowid, rank, kind, ref_id FROM catalogue_search
       WHERE catalogue_search MATCH ? AND (rank > ? OR (rank = ? AND rowid > ?))
       ORDER BY rank, rowid LIMIT ?`,
    ),
    // A page of matches in index order, unscored, for searches with too many matches to rank:
    // the index reads them in rowid order and stops after LIMIT. `rank` is the tier (below).
    searchPageInIndexOrder: db.prepare<[number, string, number, number], SearchRow>(
      `SELECT rowid, ? AS rank, kind, ref_id FROM catalogue_search
       WHERE catalogue_search MATCH ? AND rowid > ? ORDER BY rowid LIMIT ?`,
    ),
    searchCount: db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM catalogue_search WHERE catalogue_search MATCH ?'),
    // Each takes the ids of one page of hits as a JSON array: one query per kind, not per hit.
    searchCategories: db.prepare<[string], { id: number; name: string; description: string }>(
      'SELECT id, name, description FROM categories WHERE id IN (SELECT value FROM json_each(?))',
    ),
    searchVendors: db.prepare<[string], { id: number; category_id: number; name: string; description: string; category_name: string }>(
      `SELECT v.id, v.category_id, v.name, v.tagline AS description, c.name AS category_name
       FROM vendors v JOIN categories c ON c.id = v.category_id WHERE v.id IN (SELECT value FROM json_each(?))`,
    ),
    searchProducts: db.prepare<[string], ProductRow & { description: string }>(
      `SELECT ${PRODUCT_COLUMNS}, p.description FROM products p JOIN vendors v ON v.id = p.vendor_id
       WHERE p.id IN (SELECT value FROM json_each(?))`,
    ),
    imageSubject: {
      category: db.prepare<[number], ImageSubject>('SELECT name, name AS category, id AS category_id FROM categories WHERE id = ?'),
      vendor: db.prepare<[number], ImageSubject>(
        'SELECT v.name, c.name AS category, v.category_id FROM vendors v JOIN categories c ON c.id = v.category_id WHERE v.id = ?',
      ),
      catalog: db.prepare<[number], ImageSubject>(
        `SELECT k.name, c.name AS category, v.category_id FROM catalogs k
         JOIN vendors v ON v.id = k.vendor_id JOIN categories c ON c.id = v.category_id WHERE k.id = ?`,
      ),
      product: db.prepare<[number], ImageSubject>(
        'SELECT p.name, c.name AS category, p.category_id FROM products p JOIN categories c ON c.id = p.category_id WHERE p.id = ?',
      ),
    } satisfies Record<ImageKind, unknown>,
  };

  /** One page of a list sorted by `(name, id)`: reads one row more than asked to know if more follow. */
  function pageByName<Row extends { id: number; name: string }, Item>(
    request: PageRequest,
    read: (after: [string, number], limit: number) => Row[],
    total: number,
    toItem: (row: Row) => Item,
  ): PageAnswer<Item> {
    const limit = request.limit ?? PAGE_SIZE.default;
    const after = request.cursor ? decodeCursor(request.cursor, 'string') : BEFORE_ALL_NAMES;
    const rows = read(after, limit + 1);
    const shown = rows.slice(0, limit);
    const last = shown.at(-1);
    return {
      items: shown.map(toItem),
      next_cursor: rows.length > limit && last ? encodeCursor([last.name, last.id]) : null,
      total,
    };
  }

  function findCategory(categoryId: number): CategoryRow {
    const category = statements.category.get(categoryId);
    if (!category) throw errors.notFound('Category not found');
    return category;
  }

  function findVendor(categoryId: number, vendorId: number): VendorRow {
    const vendor = statements.vendor.get(vendorId, categoryId);
    if (!vendor) throw errors.notFound('Vendor not found');
    return vendor;
  }

  // Counting is the one step that visits every match (without scoring it); the count of a
  // search does not change while the server runs, so recent ones are kept (a number each).
  const searchTotals = createLru<string, number>(RECENT_SEARCH_TOTALS);
  const searchTotal = (query: string) => searchTotals.get(query, () => statements.searchCount.get(query)?.n ?? 0);

  /** Up to `count` matches after `(rank, rowid)`: ranked, or names first when there are too many to rank. */
  function searchRows(query: string, rank: number, rowid: number, count: number): SearchRow[] {
    return searchTotal(query) <= rankedMatchesAtMost
      ? statements.searchPage.all(query, rank, rank, rowid, count)
      : namesFirstPage(query, rank, rowid, count);
  }

  // The first page of a search at the largest page size (and one row more), kept: every smaller
  // first page is the start of it, so a search asked again with another page size ranks
  // nothing. Ranking is most of a search's cost (bm25 reads each match's column sizes).
  const firstPages = createLru<string, SearchRow[]>(KEPT_FIRST_PAGE_ROWS, (rows) => rows.length);
  const firstPageRows = (query: string, count: number) =>
    firstPages.get(query, () => searchRows(query, ...BEFORE_ALL_RANKS, PAGE_SIZE.max + 1)).slice(0, count);

  /**
   * Up to `count` matches after `(tier, rowid)` without scoring any: tier 0 has every word in
   * the name, tier 1 is the rest. A first page's cursor (a rank below 0) starts at tier 0.
   */
  function namesFirstPage(query: string, afterTier: number, afterRowid: number, count: number): SearchRow[] {
    const tiers = [`{name} : (${query})`, `(${query}) NOT {name} : (${query})`];
    const fromTier = Math.max(0, afterTier);
    const rows: SearchRow[] = [];
    tiers.forEach((match, tier) => {
      if (tier < fromTier || rows.length >= count) return;
      rows.push(...statements.searchPageInIndexOrder.all(tier, match, tier === fromTier ? afterRowid : 0, count - rows.length));
    });
    return rows;
  }

  /** The hits of one page, in the order of `rows`. */
  function searchHits(rows: SearchRow[]): SearchHit[] {
    const idsOf = (kind: SearchHit['kind']) => JSON.stringify(rows.filter((row) => row.kind === kind).map((row) => row.ref_id));
    const hits = new Map<string, SearchHit>();
    for (const category of statements.searchCategories.all(idsOf('category'))) {
      hits.set(`category:${category.id}`, { kind: 'category', ...category, image: imageOf('category', category.id) });
    }
    for (const vendor of statements.searchVendors.all(idsOf('vendor'))) {
      hits.set(`vendor:${vendor.id}`, { kind: 'vendor', ...vendor, image: imageOf('vendor', vendor.id) });
    }
    for (const product of statements.searchProducts.all(idsOf('product'))) {
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
    home(): CatalogueHome {
      return {
        categories: statements.categories.all().map(toCategory),
        featured_vendors: statements.featuredVendors.all(HOME_SHELF_SIZE.featuredVendors).map(toVendorSummary),
        featured_products: statements.featuredProducts.all(HOME_SHELF_SIZE.featuredProducts).map(toProductSummary),
      };
    },

    categories: (): Category[] => statements.categories.all().map(toCategory),

    category: (categoryId: number): Category => toCategory(findCategory(categoryId)),

    /** What the category offers across all its vendors. */
    categoryProducts(categoryId: number, request: PageRequest): PageAnswer<ProductSummary> {
      findCategory(categoryId);
      return pageByName(
        request,
        ([name, id], limit) => statements.categoryProductsPage.all(categoryId, name, id, limit),
        statements.categoryProductCount.get(categoryId)?.n ?? 0,
        toProductSummary,
      );
    },

    vendors(categoryId: number, request: PageRequest): PageAnswer<VendorSummary> {
      findCategory(categoryId);
      return pageByName(
        request,
        ([name, id], limit) => statements.vendorsPage.all(categoryId, name, id, limit),
        statements.vendorCount.get(categoryId)?.n ?? 0,
        toVendorSummary,
      );
    },

    vendorWithCatalogs(categoryId: number, vendorId: number): VendorWithCatalogs {
      const category = findCategory(categoryId);
      const vendor = findVendor(categoryId, vendorId);
      return {
        vendor: toVendor(vendor),
        category: { id: category.id, name: category.name },
        catalogs: statements.catalogsOfVendor.all(vendorId).map(toCatalog),
      };
    },

    catalogWithOwners(categoryId: number, vendorId: number, catalogId: number): CatalogWithOwners {
      const row = statements.catalog.get(catalogId, vendorId, categoryId);
      if (!row) throw errors.notFound('Catalogue not found');
      const { vendor_name, category_name, ...catalog } = row;
      return {
        catalog: toCatalog(catalog),
        vendor: { id: vendorId, name: vendor_name },
        category: { id: categoryId, name: category_name },
      };
    },

    catalogProducts(categoryId: number, vendorId: number, catalogId: number, request: PageRequest): PageAnswer<ProductSummary> {
      const catalog = statements.catalog.get(catalogId, vendorId, categoryId);
      if (!catalog) throw errors.notFound('Catalogue not found');
      return pageByName(
        request,
        ([name, id], limit) => statements.catalogProductsPage.all(catalogId, name, id, limit),
        catalog.product_count,
        ({ id, name, price_cents }) =>
          toProductSummary({ id, name, price_cents, category_id: categoryId, vendor_id: vendorId, catalog_id: catalogId, vendor_name: catalog.vendor_name }),
      );
    },

    product(categoryId: number, vendorId: number, productId: number): Product {
      const row = statements.product.get(productId, vendorId, categoryId);
      if (!row) throw errors.notFound('Product not found');
      const { options_json, ...product } = row;
      return { ...product, options: JSON.parse(options_json) as ProductOption[], image: imageOf('product', product.id) };
    },

    /**
     * Categories, vendors and products together, best match first; when there are too many
     * matches to score them all (a word most of the catalogue uses, one or two letters), those
     * with every word in their name first, then the rest, each in index order.
     */
    search(text: string, request: PageRequest): PageAnswer<SearchHit> {
      const query = toFtsQuery(text);
      if (query === null) return { items: [], next_cursor: null, total: 0 };
      const limit = request.limit ?? PAGE_SIZE.default;
      const [rank, rowid] = request.cursor ? decodeCursor(request.cursor, 'number') : BEFORE_ALL_RANKS;
      // One row more than shown says whether another page follows.
      const rows =
        request.cursor || limit > PAGE_SIZE.max ? searchRows(query, rank, rowid, limit + 1) : firstPageRows(query, limit + 1);
      const shown = rows.slice(0, limit);
      const last = shown.at(-1);
      return {
        items: searchHits(shown),
        next_cursor: rows.length > limit && last ? encodeCursor([last.rank, last.rowid]) : null,
        total: searchTotal(query),
      };
    },

    imageSubject: (kind: ImageKind, id: number): ImageSubject | undefined => statements.imageSubject[kind].get(id),
  };
}

export type CatalogueStore = ReturnType<typeof createCatalogueStore>;
