// @vitest-environment node
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  catalogWithOwnersSchema,
  categoriesSchema,
  categorySchema,
  homeSchema,
  productPageSchema,
  productSchema,
  searchPageSchema,
  vendorPageSchema,
  vendorWithCatalogsSchema,
} from '../src/api/contract/catalogue';
import type { SearchHit } from '../src/domain/catalogue';
import { renderSvg, type ImageKind } from './catalogue/catalogueImages';
import { pictogramOf } from './catalogue/pictograms';
import { createCatalogueStore } from './catalogue/catalogueStore';
import { createSearchIndex } from './catalogue/searchIndex';
import { toFtsQuery, tsQueriesOf } from './catalogue/searchQuery';
import { row, rows, run, sql, value } from './db';
import { DEMO_EMAIL } from './seed';
import { startTestServer } from './testSupport';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;
let token: string;

// Catalogue reads change nothing, so one server serves the whole file.
beforeAll(async () => {
  server = await startTestServer();
  token = await server.signIn(DEMO_EMAIL);
});

const read = (path: string, body: unknown = {}) => server.post(path, body, token);

async function readData<S extends z.ZodMiniType>(path: string, body: unknown, schema: S): Promise<z.infer<S>> {
  const { status, body: envelope } = await read(path, body);
  expect(status, JSON.stringify(envelope)).toBe(200);
  return schema.parse(envelope.data);
}

const countOf = async (table: string) => (await value<number>(server.db, sql`SELECT count(*) AS n FROM ${sql.raw(table)}`)) ?? 0;

/** A vendor of category 1, one of its catalogues and one of its products. */
async function firstOfEach() {
  const first = await row<{ vendor_id: number; catalog_id: number; product_id: number }>(
    server.db,
    sql`SELECT p.vendor_id, p.catalog_id, p.id AS product_id FROM products p WHERE p.category_id = 1 ORDER BY p.id LIMIT 1`,
  );
  if (!first) throw new Error('the seed has no products in category 1');
  return { category_id: 1, ...first };
}

/** Every page of a paged endpoint, following `next_cursor`. */
async function allPages<S extends z.ZodMiniType<{ items: unknown[]; next_cursor: string | null; total: number }>>(
  path: string,
  body: Record<string, unknown>,
  schema: S,
) {
  const pages: z.infer<S>[] = [];
  let cursor: string | null = null;
  do {
    const page: z.infer<S> = await readData(path, { ...body, cursor }, schema);
    pages.push(page);
    cursor = page.next_cursor;
  } while (cursor !== null && pages.length < 200);
  return pages;
}

describe('the seeded catalogue', () => {
  it('is big enough to feel real and generated the same way every time', async () => {
    expect(await countOf('categories')).toBeGreaterThanOrEqual(10);
    expect(await countOf('vendors')).toBeGreaterThanOrEqual(60);
    expect(await countOf('catalogs')).toBeGreaterThanOrEqual(100);
    expect(await countOf('products')).toBeGreaterThanOrEqual(2000);

    const again = await startTestServer();
    const names = (db: TestServer['db']) => rows(db, sql`SELECT name, price_cents FROM products ORDER BY id`);
    expect(await names(again.db)).toEqual(await names(server.db));
  });

  it('names products as a person would: no word twice ("Iced Iced Latte"), no name twice in a catalogue', async () => {
    const products = await rows<{ catalog_id: number; name: string }>(server.db, sql`SELECT catalog_id, name FROM products`);
    const doubled = products.filter(({ name }) => new Set(name.toLowerCase().split(' ')).size !== name.split(' ').length);
    expect(doubled.map((product) => product.name)).toEqual([]);
    expect(new Set(products.map((product) => `${product.catalog_id}:${product.name}`)).size).toBe(products.length);
  });

  it('promises nothing checkout does not have: no "order notes" in any description', async () => {
    const promising = await rows(
      server.db,
      sql`SELECT description FROM products WHERE lower(description) LIKE '%order notes%' UNION ALL SELECT description FROM vendors WHERE lower(description) LIKE '%order notes%'`,
    );
    expect(promising).toEqual([]);
  });
});

describe('access', () => {
  it('needs a session for every catalogue read (HTTP 500 / code 400 without a token)', async () => {
    const { status, body } = await server.post('/api/catalogue/home', {});
    expect(status).toBe(500);
    expect(body.code).toBe(400);
  });
});

describe('POST /api/catalogue/home and /categories', () => {
  it('answers categories, featured vendors and featured products with sized images', async () => {
    const home = await readData('/api/catalogue/home', {}, homeSchema);
    expect(home.categories).toHaveLength(await countOf('categories'));
    expect(home.featured_vendors.length).toBeGreaterThanOrEqual(6);
    expect(home.featured_products.length).toBeGreaterThanOrEqual(8);
    expect(home.featured_products[0]?.image).toEqual({
      url: `/api/images/product/${home.featured_products[0]?.id}.svg`,
      width: 480,
      height: 360,
    });
    expect(home.categories.some((category) => category.vendor_count === 0)).toBe(true);

    const { categories } = await readData('/api/catalogue/categories', {}, categoriesSchema);
    expect(categories).toEqual(home.categories);
  });
});

describe('POST /api/catalogue/category', () => {
  it('answers the category with its vendor count', async () => {
    const category = await readData('/api/catalogue/category', { category_id: 1 }, categorySchema);
    expect(category).toMatchObject({ id: 1, name: 'Meals & Catering' });
    expect(category.vendor_count).toBe(6);
  });

  it('says when the category does not exist', async () => {
    expect(await read('/api/catalogue/category', { category_id: 999 })).toEqual({
      status: 404,
      body: { code: 40400, message: 'Category not found', data: null },
    });
  });

  it('refuses an id that is not a positive whole number', async () => {
    const { status, body } = await read('/api/catalogue/category', { category_id: 'one' });
    expect(status).toBe(400);
    expect(body.code).toBe(40000);
  });
});

describe('paged lists', () => {
  it('pages through the offerings of a category by name, 24 at a time, without gaps or repeats', async () => {
    const pages = await allPages('/api/catalogue/category/products', { category_id: 2 }, productPageSchema);
    const items = pages.flatMap((page) => page.items);
    expect(pages[0]?.items).toHaveLength(24);
    expect(items).toHaveLength(pages[0]!.total);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    const keys = items.map((item) => [item.name, item.id] as const);
    const sorted = [...keys].sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x - y));
    expect(keys).toEqual(sorted);
    expect(items.every((item) => item.category_id === 2)).toBe(true);
  });

  it('lists the vendors of a category, and none for a category without vendors', async () => {
    const vendors = await readData('/api/catalogue/category/vendors', { category_id: 3, limit: 60 }, vendorPageSchema);
    expect(vendors.total).toBe(6);
    expect(vendors.items).toHaveLength(6);
    expect(vendors.next_cursor).toBeNull();
    expect(vendors.items.every((vendor) => vendor.category_id === 3 && vendor.rating >= 1 && vendor.rating <= 5)).toBe(true);

    const home = await readData('/api/catalogue/home', {}, homeSchema);
    const empty = home.categories.find((category) => category.vendor_count === 0)!;
    expect(await readData('/api/catalogue/category/vendors', { category_id: empty.id }, vendorPageSchema)).toEqual({
      items: [],
      next_cursor: null,
      total: 0,
    });
  });

  it('pages through the products of a catalogue with the limit asked for', async () => {
    const { category_id, vendor_id, catalog_id } = await firstOfEach();
    const pages = await allPages(
      '/api/catalogue/catalog/products',
      { category_id, vendor_id, catalog_id, limit: 5 },
      productPageSchema,
    );
    const items = pages.flatMap((page) => page.items);
    expect(pages.slice(0, -1).every((page) => page.items.length === 5)).toBe(true);
    expect(items).toHaveLength(await countOf(`products WHERE catalog_id = ${catalog_id}`));
    expect(items.every((item) => item.catalog_id === catalog_id)).toBe(true);
  });

  it('refuses a limit over 60 and a cursor it did not make', async () => {
    const tooMany = await read('/api/catalogue/category/products', { category_id: 1, limit: 61 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('limit must be at most 60');

    for (const cursor of ['not-a-cursor', Buffer.from('{"a":1}').toString('base64url'), Buffer.from('[1,2]').toString('base64url')]) {
      const forged = await read('/api/catalogue/category/products', { category_id: 1, cursor });
      expect(forged).toEqual({ status: 400, body: { code: 40000, message: 'Invalid cursor', data: { errors: [{ field: 'cursor', message: 'Invalid cursor' }] } } });
    }
  });
});

describe('vendor, catalogue and product', () => {
  it('answers a vendor with its catalogues', async () => {
    const { category_id, vendor_id } = await firstOfEach();
    const answer = await readData('/api/catalogue/vendor', { category_id, vendor_id }, vendorWithCatalogsSchema);
    expect(answer.vendor.id).toBe(vendor_id);
    expect(answer.category).toEqual({ id: 1, name: 'Meals & Catering' });
    expect(answer.catalogs.length).toBeGreaterThanOrEqual(2);
    expect(answer.catalogs.every((catalog) => catalog.vendor_id === vendor_id && catalog.product_count > 0)).toBe(true);
  });

  it('answers a catalogue with the names of its vendor and category', async () => {
    const { category_id, vendor_id, catalog_id } = await firstOfEach();
    const answer = await readData('/api/catalogue/catalog', { category_id, vendor_id, catalog_id }, catalogWithOwnersSchema);
    expect(answer.catalog.id).toBe(catalog_id);
    expect(answer.vendor.id).toBe(vendor_id);
    expect(answer.category.name).toBe('Meals & Catering');
  });

  it('answers a product with its price in cents, options and where it belongs', async () => {
    const { category_id, vendor_id, product_id } = await firstOfEach();
    const product = await readData('/api/catalogue/product', { category_id, vendor_id, product_id }, productSchema);
    expect(product).toMatchObject({ id: product_id, vendor_id, category_id, category_name: 'Meals & Catering' });
    expect(Number.isInteger(product.price_cents) && product.price_cents > 0).toBe(true);
    expect(product.description.length).toBeGreaterThan(20);
    // Copy of its own kind, as a shop would write it: a lunch is about food, not a template.
    expect(product.description).toMatch(/kitchen|allergen|Reheats/);
    expect(product.description).not.toContain(product.name);

    const withOptions = (await row<{ id: number; vendor_id: number; category_id: number }>(
      server.db,
      sql`SELECT id, vendor_id, category_id FROM products WHERE options_json <> '[]' ORDER BY id LIMIT 1`,
    ))!;
    const optioned = await readData(
      '/api/catalogue/product',
      { category_id: withOptions.category_id, vendor_id: withOptions.vendor_id, product_id: withOptions.id },
      productSchema,
    );
    expect(optioned.options[0]?.values.length).toBeGreaterThanOrEqual(2);
  });

  it('answers text beyond Latin-1 (a ’) as written, asked once and again from the kept answer', async () => {
    const typographic = (await row<{ id: number; vendor_id: number; category_id: number; description: string }>(
      server.db,
      sql`SELECT id, vendor_id, category_id, description FROM products WHERE description LIKE ${'%’%'} ORDER BY id LIMIT 1`,
    ))!;
    const request = { category_id: typographic.category_id, vendor_id: typographic.vendor_id, product_id: typographic.id };
    for (const time of ['first', 'again']) {
      const product = await readData('/api/catalogue/product', request, productSchema);
      expect(product.description, time).toBe(typographic.description);
    }
  });

  it.each([
    ['/api/catalogue/vendor', { category_id: 1, vendor_id: 99999 }, 'Vendor not found'],
    ['/api/catalogue/catalog', { category_id: 1, vendor_id: 1, catalog_id: 99999 }, 'Catalogue not found'],
    ['/api/catalogue/catalog/products', { category_id: 1, vendor_id: 1, catalog_id: 99999 }, 'Catalogue not found'],
    ['/api/catalogue/product', { category_id: 1, vendor_id: 1, product_id: 99999 }, 'Product not found'],
    ['/api/catalogue/category/products', { category_id: 99999 }, 'Category not found'],
  ])('%s says what was not found', async (path, body, message) => {
    expect(await read(path, body)).toEqual({ status: 404, body: { code: 40400, message, data: null } });
  });

  it('does not find a product, vendor or catalogue under a category or vendor it does not belong to', async () => {
    const { vendor_id, catalog_id, product_id } = await firstOfEach();
    expect((await read('/api/catalogue/vendor', { category_id: 2, vendor_id })).body.message).toBe('Vendor not found');
    expect((await read('/api/catalogue/catalog', { category_id: 1, vendor_id: vendor_id + 1, catalog_id })).body.message).toBe(
      'Catalogue not found',
    );
    expect((await read('/api/catalogue/product', { category_id: 2, vendor_id, product_id })).body.message).toBe('Product not found');
  });
});

describe('POST /api/catalogue/search', () => {
  const search = (q: string, extra: Record<string, unknown> = {}) =>
    readData('/api/catalogue/search', { q, ...extra }, searchPageSchema);
  const label = (hit: SearchHit) => `${hit.kind}:${hit.name}`;

  it('ranks a vendor whose name matches above products that only mention it', async () => {
    const vendor = (await row<{ name: string }>(server.db, sql`SELECT name FROM vendors ORDER BY id LIMIT 1`))!;
    const { items, total } = await search(vendor.name);
    expect(label(items[0]!)).toBe(`vendor:${vendor.name}`);
    expect(total).toBeGreaterThan(1);
  });

  it('finds a category by the start of a word, case and accents ignored', async () => {
    const { items } = await search('BÂKER');
    expect(items.slice(0, 5).map(label)).toContain('category:Bakery & Desserts');
  });

  it('requires every word: more words, fewer results', async () => {
    const broad = await search('latte');
    const narrow = await search('latte oat');
    expect(broad.total).toBeGreaterThan(0);
    expect(narrow.total).toBeLessThanOrEqual(broad.total);
  });

  it('pages through ranked results without gaps or repeats', async () => {
    const pages = await allPages('/api/catalogue/search', { q: 'cl', limit: 24 }, searchPageSchema);
    const items = pages.flatMap((page) => page.items);
    expect(pages.length).toBeGreaterThan(2);
    expect(items).toHaveLength(pages[0]!.total);
    expect(new Set(items.map((hit) => `${hit.kind}:${hit.id}`)).size).toBe(items.length);
  });

  it('pages a search with too many matches to rank by name matches first, without gaps or repeats', async () => {
    const store = createCatalogueStore(server.db, { rankedMatchesAtMost: 10 });
    const items: SearchHit[] = [];
    let page = await store.search('cl', { limit: 24 });
    items.push(...page.items);
    while (page.next_cursor !== null && items.length < 5000) {
      page = await store.search('cl', { limit: 24, cursor: page.next_cursor });
      items.push(...page.items);
    }
    expect(page.total).toBeGreaterThan(10);
    expect(items).toHaveLength(page.total);
    expect(new Set(items.map((hit) => `${hit.kind}:${hit.id}`)).size).toBe(items.length);
    const inName = items.map((hit) => /\bcl/i.test(hit.name));
    expect(inName.indexOf(false)).toBeGreaterThan(0);
    expect(inName.lastIndexOf(true)).toBeLessThan(inName.indexOf(false));
  });

  it.each([
    ['ranked', 5000],
    ['names first', 10],
  ])('answers a first page of any size as the start of the largest one, then pages on from it (%s)', async (_, rankedMatchesAtMost) => {
    const ids = (hits: SearchHit[]) => hits.map((hit) => `${hit.kind}:${hit.id}`);
    // A fresh store each time: whichever page size is asked first, the answer is the same.
    const firstPage = (limit: number) => createCatalogueStore(server.db, { rankedMatchesAtMost }).search('cl', { limit });
    const largest = ids((await firstPage(60)).items);
    expect(largest).toHaveLength(60);
    const store = createCatalogueStore(server.db, { rankedMatchesAtMost });
    for (const limit of [7, 1, 24, 59]) {
      expect(ids((await firstPage(limit)).items)).toEqual(largest.slice(0, limit));
      const small = await store.search('cl', { limit });
      expect(ids(small.items)).toEqual(largest.slice(0, limit));
      const next = await store.search('cl', { limit: 60 - limit, cursor: small.next_cursor });
      expect(ids(next.items)).toEqual(largest.slice(limit));
    }
  });

  it('counts a one-word search as the search index does, after the index changes too', async () => {
    const index = createSearchIndex(server.db);
    // Two copies of a word match what the word does, and are counted from the index itself
    // (one word may be read from a count kept beside it: catalogue_search_terms on PostgreSQL).
    const counted = async (word: string) => [await index.count([word]), await index.count([word, word])];
    for (const word of ['c', 'cl', 'cla', 'latte', 'Bâker', 'zqxj']) {
      const [one, both] = await counted(word);
      expect(one, word).toBe(both);
    }
    const added = { name: 'Zqxjfoo Zqx', context: 'Cla', description: 'latte' };
    await run(
      server.db,
      sql`INSERT INTO catalogue_search (name, context, description, kind, ref_id) VALUES (${added.name}, ${added.context}, ${added.description}, 'product', 0)`,
    );
    try {
      for (const word of ['zqxj', 'zq', 'z', 'cla', 'latte']) {
        const [one, both] = await counted(word);
        expect(one, word).toBe(both);
      }
      expect((await counted('zqxjfoo'))[0]).toBe(1);
    } finally {
      await run(server.db, sql`DELETE FROM catalogue_search WHERE ref_id = 0 AND kind = 'product' AND name = ${added.name}`);
    }
    expect(await counted('zqxj')).toEqual([0, 0]);
  });

  it('answers an empty list, not an error, for nothing or only symbols', async () => {
    for (const q of ['', '   ', '"*^():-+', '***', '""']) {
      expect(await search(q)).toEqual({ items: [], next_cursor: null, total: 0 });
    }
  });

  it.each(['"unbalanced', 'NEAR(tea coffee', 'tea AND OR NOT', 'name:latte', "'; DROP TABLE products; --", 'a*b*', '{col}: x', 'café ☕ 😀', '\u0000tea'])(
    'never lets FTS syntax reach the client: %s',
    async (q) => {
      const { status, body } = await read('/api/catalogue/search', { q });
      expect(status, JSON.stringify(body)).toBe(200);
    },
  );

  it('answers 200 for any text at all', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 60, unit: 'grapheme' }), async (q) => {
        const { status } = await read('/api/catalogue/search', { q });
        expect(status).toBe(200);
      }),
      { numRuns: 150 },
    );
  });

  it('refuses a search longer than 200 characters', async () => {
    const { status, body } = await read('/api/catalogue/search', { q: 'a'.repeat(201) });
    expect(status).toBe(400);
    expect(body.message).toBe('The search is too long');
  });
});

describe('toFtsQuery', () => {
  it('quotes each word as a prefix term and drops every symbol', () => {
    expect(toFtsQuery('  Iced "latte" OR (oat*)  ')).toBe('"Iced"* "latte"* "OR"* "oat"*');
    expect(toFtsQuery('-+*:^')).toBeNull();
  });
});

describe('tsQueriesOf', () => {
  it('looks up words as prefixes and 1–2 letter words in the index of word starts, and every word in the name', () => {
    expect(tsQueriesOf(['Iced', 'la', 'OR', 'o'])).toEqual({
      words: "'Iced':*",
      starts: "'la' & 'OR' & 'o'",
      rank: "'Iced':* & 'la':* & 'OR':* & 'o':*",
      names: "'Iced':* & 'la' & 'OR' & 'o'",
    });
    expect(tsQueriesOf(['latte'])).toEqual({ words: "'latte':*", starts: null, rank: "'latte':*", names: "'latte':*" });
    expect(tsQueriesOf(['la']).names).toBe("'la'");
  });
});

describe('GET /api/images/:kind/:id.svg', () => {
  it('serves a generated picture that browsers may keep for a year', async () => {
    const response = await server.app.request('/api/images/product/1.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="480" height="360"/);
  });

  it.each(['/api/images/product/999999.svg', '/api/images/secret/1.svg', '/api/images/product/abc.svg', '/api/images/vendor/0.svg'])(
    '%s is not found',
    async (path) => {
      const response = await server.app.request(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 40400 });
    },
  );

  it('escapes names inside the picture', () => {
    const svg = renderSvg('product', 1, { name: '<script>alert("x")</script> & co', category: 'Gifts & Hampers', category_id: 1 });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('aria-label="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co"');
  });

  it('shows what a seeded tea is: its picture holds the cup drawing', async () => {
    const tea = await row<{ id: number }>(server.db, sql`SELECT id FROM products WHERE name LIKE '% Tea' ORDER BY id LIMIT 1`);
    expect(tea).toBeDefined();
    const svg = await (await server.app.request(`/api/images/product/${tea?.id}.svg`)).text();
    expect(svg).toContain('class="art-cup"');
  });

  it.each([
    ['Afternoon Tea Hamper', 'basket'],
    ['Earl Grey Tea', 'cup'],
    ['Chair Massage', 'lotus'],
    ['Rubber Floor Mats', 'car'],
    ['Puppy Check-In', 'dog'],
    ['Sourdough Loaf', 'loaf'],
    ['Foam Roller', 'kettlebell'],
    ['Wireless Earbuds', 'headphones'],
    ['Something Else', undefined],
  ])('draws "%s" as %s (the noun, which comes last, wins)', (name, pictogram) => {
    expect(pictogramOf(name)).toBe(pictogram);
  });

  it('falls back to the category’s drawing when the name says nothing', () => {
    const svg = renderSvg('vendor', 1, { name: 'Velvet Cloud', category: 'Coffee & Tea', category_id: 2 });
    expect(svg).toContain('class="art-cup"');
  });

  it('never draws two list neighbours alike, and keeps every picture small', async () => {
    const lists: [ImageKind, string][] = [
      ['product', 'SELECT p.id, p.name, c.name AS category, p.category_id FROM products p JOIN categories c ON c.id = p.category_id ORDER BY p.catalog_id, p.name, p.id'],
      ['product', 'SELECT p.id, p.name, c.name AS category, p.category_id FROM products p JOIN categories c ON c.id = p.category_id ORDER BY p.category_id, p.name, p.id'],
      ['vendor', 'SELECT v.id, v.name, c.name AS category, v.category_id FROM vendors v JOIN categories c ON c.id = v.category_id ORDER BY v.category_id, v.name, v.id'],
    ];
    for (const [kind, query] of lists) {
      const listed = await rows<{ id: number; name: string; category: string; category_id: number }>(server.db, sql.raw(query));
      // The label names the thing anyway; what must differ is what a person sees.
      const drawings = listed.map((item) => renderSvg(kind, item.id, item).replace(/aria-label="[^"]*"/, ''));
      drawings.forEach((drawing, index) => {
        expect(drawing.length).toBeLessThan(2048);
        if (index > 0 && listed[index - 1]?.category_id === listed[index]?.category_id) {
          expect(drawing, `${listed[index - 1]?.name} beside ${listed[index]?.name}`).not.toBe(drawings[index - 1]);
        }
      });
    }
  });
});
