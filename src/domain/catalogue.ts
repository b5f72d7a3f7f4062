/**
 * What the catalogue screens show: categories, vendors, their catalogues and products.
 * Field names are those of the API (docs/api.md), so parsed answers need no mapping.
 * Money is in integer cents.
 */

/**
 * The categories a phone shows on the home page's first screen (the page is 1280 px wide):
 * the largest pictures there, so one of them is the page's largest contentful paint. Their
 * pictures are fetched first.
 */
export const HOME_PRIORITY_CATEGORIES = 2;

/** Which category, vendor, catalogue or product a page is about: the ids in its route. */
export interface CategoryKey {
  category_id: number;
}
export interface VendorKey extends CategoryKey {
  vendor_id: number;
}
export interface CatalogKey extends VendorKey {
  catalog_id: number;
}
export interface ProductKey extends VendorKey {
  product_id: number;
}
export interface SearchKey {
  q: string;
}

/** A generated picture with its size, so the page can keep its place before it loads. */
export interface CatalogueImage {
  /** A path on the API origin, e.g. `/api/images/product/12.svg`. */
  url: string;
  width: number;
  height: number;
}

/** Just enough to name and link a category or a vendor elsewhere on a page. */
export interface NamedRef {
  id: number;
  name: string;
}

export interface Category {
  id: number;
  name: string;
  description: string;
  vendor_count: number;
  image: CatalogueImage;
}

export interface VendorSummary {
  id: number;
  category_id: number;
  name: string;
  tagline: string;
  /** Average rating out of 5, one decimal. */
  rating: number;
  catalog_count: number;
  image: CatalogueImage;
}

export interface Vendor extends VendorSummary {
  description: string;
}

export interface Catalog {
  id: number;
  vendor_id: number;
  name: string;
  description: string;
  product_count: number;
  image: CatalogueImage;
}

export interface ProductSummary {
  id: number;
  category_id: number;
  vendor_id: number;
  catalog_id: number;
  name: string;
  vendor_name: string;
  price_cents: number;
  image: CatalogueImage;
}

/** A choice the buyer makes, e.g. `Size`: Small, Medium, Large. The first value is the default. */
export interface ProductOption {
  name: string;
  values: string[];
}

export interface Product extends ProductSummary {
  description: string;
  catalog_name: string;
  category_name: string;
  options: ProductOption[];
}

/** `home`: what a consumer wants first. */
export interface CatalogueHome {
  categories: Category[];
  featured_vendors: VendorSummary[];
  featured_products: ProductSummary[];
}

/** The category screen of one vendor: the vendor and its catalogues. */
export interface VendorWithCatalogs {
  vendor: Vendor;
  category: NamedRef;
  catalogs: Catalog[];
}

/** The heading of a catalogue's product list. */
export interface CatalogWithOwners {
  catalog: Catalog;
  vendor: NamedRef;
  category: NamedRef;
}

/** One search result, ranked by relevance with the others whatever its kind. */
export type SearchHit =
  | { kind: 'category'; id: number; name: string; description: string; image: CatalogueImage }
  | {
      kind: 'vendor';
      id: number;
      category_id: number;
      name: string;
      description: string;
      category_name: string;
      image: CatalogueImage;
    }
  | {
      kind: 'product';
      id: number;
      category_id: number;
      vendor_id: number;
      name: string;
      description: string;
      vendor_name: string;
      price_cents: number;
      image: CatalogueImage;
    };

/** Where each catalogue page lives (spec §2, main area). */
export const cataloguePaths = {
  category: (categoryId: number) => `/categories/${categoryId}`,
  vendors: (categoryId: number) => `/categories/${categoryId}/vendor`,
  /** With `vendorId`, the request is addressed to that vendor of the category (`?vendor=`). */
  customRequest: (categoryId: number, vendorId?: number) => `/categories/${categoryId}/request-custom${vendorId ? `?vendor=${vendorId}` : ''}`,
  vendor: (categoryId: number, vendorId: number) => `/categories/${categoryId}/vendors/${vendorId}`,
  catalog: (categoryId: number, vendorId: number, catalogId: number) =>
    `/categories/${categoryId}/vendors/${vendorId}/catalogs/${catalogId}`,
  product: (categoryId: number, vendorId: number, productId: number) =>
    `/categories/${categoryId}/vendors/${vendorId}/products/${productId}`,
  search: (query: string) => `/search?q=${encodeURIComponent(query)}`,
};

/** The page a search result opens. */
export function searchHitPath(hit: SearchHit): string {
  switch (hit.kind) {
    case 'category':
      return cataloguePaths.category(hit.id);
    case 'vendor':
      return cataloguePaths.vendor(hit.category_id, hit.id);
    case 'product':
      return cataloguePaths.product(hit.category_id, hit.vendor_id, hit.id);
  }
}

/** A route parameter as an id: a positive whole number, else null (the page then says "not found"). */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * The home page's shelves: at most this many featured vendors and products (the server
 * picks them), and the grey cards the page shows in their place while they load, so the
 * page does not jump when they arrive.
 */
export const HOME_SHELF_SIZE = { categories: 10, featuredVendors: 8, featuredProducts: 12 } as const;

/** Paged lists: 24 by default, at most 60 per page. */
export const PAGE_SIZE = { default: 24, max: 60 } as const;

/** The longest search the server takes; the search box stops there too. */
export const SEARCH_MAX_LENGTH = 200;
