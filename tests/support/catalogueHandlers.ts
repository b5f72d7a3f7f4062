import { delay, http } from 'msw';
import type {
  Catalog,
  Category,
  Product,
  ProductSummary,
  SearchHit,
  Vendor,
  VendorSummary,
} from '../../src/domain/catalogue';
import { fail, ok } from './sessionHandlers';

/** A small catalogue for screen tests, answered like the reference server (docs/api.md). */

const image = (kind: string, id: number, width: number, height: number) => ({ url: `/api/images/${kind}/${id}.svg`, width, height });

export const coffee: Category = {
  id: 2,
  name: 'Coffee & Tea',
  description: 'Espresso, pour-over and loose-leaf tea.',
  vendor_count: 2,
  image: image('category', 2, 320, 200),
};

export const tailoring: Category = {
  id: 13,
  name: 'Tailoring & Alterations',
  description: 'Hems, fittings and made-to-measure.',
  vendor_count: 0,
  image: image('category', 13, 320, 200),
};

export const emberRoasters: Vendor = {
  id: 7,
  category_id: 2,
  name: 'Ember Roasters',
  tagline: 'Roasted in small batches',
  rating: 4.6,
  catalog_count: 2,
  description: 'Ember Roasters has served workplaces in the city for 12 years.',
  image: image('vendor', 7, 160, 160),
};

export const cloudCafe: Vendor = {
  ...emberRoasters,
  id: 9,
  name: 'Cloud Cafe',
  tagline: 'Your second cup is on its way',
  rating: 4.1,
  image: image('vendor', 9, 160, 160),
};

export const summaryOf = ({ description: _description, ...vendor }: Vendor): VendorSummary => vendor;

export const espressoBar: Catalog = {
  id: 17,
  vendor_id: 7,
  name: 'Espresso Bar',
  description: 'Espresso Bar from Ember Roasters.',
  product_count: 30,
  image: image('catalog', 17, 320, 180),
};

export const teas: Catalog = { ...espressoBar, id: 18, name: 'Teas', description: 'Teas from Ember Roasters.', product_count: 0 };

/** The 30 products of the Espresso Bar, in name order: more than one page. */
export const espressoProducts: ProductSummary[] = Array.from({ length: 30 }, (_, index) => ({
  id: 100 + index,
  category_id: 2,
  vendor_id: 7,
  catalog_id: 17,
  name: index === 0 ? 'Oat Latte' : `Roast No. ${String(index).padStart(2, '0')}`,
  vendor_name: 'Ember Roasters',
  price_cents: 450 + index * 25,
  image: image('product', 100 + index, 480, 360),
}));

export const oatLatte: Product = {
  ...espressoProducts[0]!,
  description: 'Oat Latte from Ember Roasters, one of the favourites in Espresso Bar.',
  catalog_name: 'Espresso Bar',
  category_name: 'Coffee & Tea',
  options: [
    { name: 'Size', values: ['Small', 'Large'] },
    { name: 'Milk', values: ['Oat', 'Whole'] },
  ],
};

export const latteHits: SearchHit[] = [
  { kind: 'category', id: 2, name: 'Coffee & Tea', description: coffee.description, image: coffee.image },
  {
    kind: 'vendor',
    id: 7,
    category_id: 2,
    name: 'Ember Roasters',
    description: emberRoasters.tagline,
    category_name: 'Coffee & Tea',
    image: emberRoasters.image,
  },
  ...espressoProducts.map(
    (product): SearchHit => ({
      kind: 'product',
      id: product.id,
      category_id: 2,
      vendor_id: 7,
      name: product.name,
      description: 'A favourite of the Espresso Bar.',
      vendor_name: product.vendor_name,
      price_cents: product.price_cents,
      image: product.image,
    }),
  ),
];

interface Body {
  category_id?: number;
  vendor_id?: number;
  catalog_id?: number;
  product_id?: number;
  q?: string;
  cursor?: string | null;
  limit?: number;
}

const bodyOf = async (request: Request) => (await request.json()) as Body;

/** A page of `items` the way the server pages (the cursor here is simply where to start). */
export function pageOf<Item>({ cursor, limit = 24 }: Body, items: Item[]) {
  const start = Number(cursor ?? 0);
  return ok({
    items: items.slice(start, start + limit),
    next_cursor: start + limit < items.length ? String(start + limit) : null,
    total: items.length,
  });
}

export const notFound = (message: string) => fail(404, 40400, message);

/** An endpoint that never answers, and a promise kept once the app has asked it. */
export function neverAnswering(path: string) {
  let arrived = () => {};
  const asked = new Promise<void>((resolve) => (arrived = resolve));
  const handler = http.post(path, async () => {
    arrived();
    await delay('infinite');
    return ok(null);
  });
  return { handler, asked };
}
export const unexpected = () => fail(500, 50000, 'There is something wrong');

const categories = [coffee, tailoring];
const vendors = [emberRoasters, cloudCafe];

export const catalogueHandlers = [
  http.post('/api/catalogue/home', () =>
    ok({ categories, featured_vendors: vendors.map(summaryOf), featured_products: espressoProducts.slice(0, 4) }),
  ),
  http.post('/api/catalogue/category', async ({ request }) => {
    const { category_id } = await bodyOf(request);
    const category = categories.find((candidate) => candidate.id === category_id);
    return category ? ok(category) : notFound('Category not found');
  }),
  http.post('/api/catalogue/category/products', async ({ request }) => {
    const body = await bodyOf(request);
    return body.category_id === coffee.id ? pageOf(body, espressoProducts) : pageOf(body, []);
  }),
  http.post('/api/catalogue/category/vendors', async ({ request }) => {
    const body = await bodyOf(request);
    return pageOf(body, body.category_id === coffee.id ? vendors.map(summaryOf) : []);
  }),
  http.post('/api/catalogue/vendor', async ({ request }) => {
    const { vendor_id } = await bodyOf(request);
    return vendor_id === emberRoasters.id
      ? ok({ vendor: emberRoasters, category: { id: 2, name: coffee.name }, catalogs: [espressoBar, teas] })
      : notFound('Vendor not found');
  }),
  http.post('/api/catalogue/catalog', async ({ request }) => {
    const { catalog_id } = await bodyOf(request);
    const catalog = [espressoBar, teas].find((candidate) => candidate.id === catalog_id);
    return catalog
      ? ok({ catalog, vendor: { id: 7, name: emberRoasters.name }, category: { id: 2, name: coffee.name } })
      : notFound('Catalogue not found');
  }),
  http.post('/api/catalogue/catalog/products', async ({ request }) => {
    const body = await bodyOf(request);
    return pageOf(body, body.catalog_id === espressoBar.id ? espressoProducts : []);
  }),
  http.post('/api/catalogue/product', async ({ request }) => {
    const { product_id } = await bodyOf(request);
    return product_id === oatLatte.id ? ok(oatLatte) : notFound('Product not found');
  }),
  http.post('/api/catalogue/search', async ({ request }) => {
    const body = await bodyOf(request);
    return pageOf(body, body.q?.toLowerCase().includes('latte') || body.q?.toLowerCase().includes('roast') ? latteHits : []);
  }),
];
