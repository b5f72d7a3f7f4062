import type { ProductOption } from '../../src/domain/catalogue';
import type { RawBuilder } from 'kysely';
import { type Db, inTransaction, run, sql, value } from '../db';
import { CATEGORY_PLANS, PRODUCT_CLOSERS, VENDOR_SENTENCES, type CategoryPlan } from './catalogueWords';

/** The same catalogue on every machine: the generator draws from this seed only. */
const CATALOGUE_SEED = 20260302;
const FEATURED_VENDOR_CATEGORIES = 8;

/** mulberry32: small, fast and good enough to pick words. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  /** `count` of the items in a random order (a partial Fisher-Yates shuffle). */
  const sample = <T>(items: readonly T[], count = items.length): T[] => {
    const copy = [...items];
    const taken = Math.min(count, copy.length);
    for (let i = 0; i < taken; i += 1) {
      const j = int(i, copy.length - 1);
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, taken);
  };
  return { next, int, pick, sample };
}

type Random = ReturnType<typeof randomSource>;

// A name that ends a sentence and ends with a full stop itself ("Coffee Co.") keeps one.
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '').replace(/\.\.$/, '.');

/** `count` different pairs of an item of `first` and one of `second`, so names never repeat in a list. */
function pairs<A, B>(random: Random, first: readonly A[], second: readonly B[], count: number): [A, B][] {
  const combinations = Array.from({ length: first.length * second.length }, (_, index) => index);
  return random
    .sample(combinations, count)
    .map((index) => [first[Math.floor(index / second.length)]!, second[index % second.length]!]);
}

/**
 * `Iced` and `Iced Latte` make `Iced Latte`, `Small Pet` and `Pet Sitting` `Small Pet Sitting`:
 * words the adjective ends with and the product starts with are said once.
 */
function productNameOf(adjective: string, noun: string): string {
  const first = adjective.split(' ');
  const second = noun.split(' ');
  for (let shared = Math.min(first.length, second.length); shared > 0; shared -= 1) {
    if (first.slice(-shared).join(' ') === second.slice(0, shared).join(' ')) return [...first, ...second.slice(shared)].join(' ');
  }
  return `${adjective} ${noun}`;
}

/**
 * A price in cents near the usual one, at the vendor's price level, rounded the way shops do:
 * to 25 cents under $10, 50 cents under $50, else whole dollars (some ending in .99).
 */
function price(random: Random, usual: number, vendorLevel: number): number {
  const cents = usual * vendorLevel * (0.92 + random.next() * 0.16);
  const step = cents < 1000 ? 25 : cents < 5000 ? 50 : 100;
  const rounded = Math.max(step, Math.round(cents / step) * step);
  return step === 100 && random.next() < 0.4 ? rounded - 1 : rounded;
}

function productOptions(random: Random, plan: CategoryPlan): ProductOption[] {
  return plan.options.filter(() => random.next() < 0.5);
}

// Rows per INSERT: one statement for many rows is what makes seeding fast on PostgreSQL (a
// round trip each) and SQLite alike; 500 rows of 9 values stay under both engines' limits on
// bound values.
const ROWS_PER_INSERT = 500;

/** `INSERT INTO <into> VALUES (…), (…)` for every row, ROWS_PER_INSERT at a time. */
async function insertRows(tx: Db, into: RawBuilder<unknown>, rows: readonly (readonly (string | number)[])[]): Promise<void> {
  for (let from = 0; from < rows.length; from += ROWS_PER_INSERT) {
    const values = rows.slice(from, from + ROWS_PER_INSERT).map((values) => sql`(${sql.join(values)})`);
    await run(tx, sql`INSERT INTO ${into} VALUES ${sql.join(values)}`);
  }
}

/**
 * A real-looking catalogue, generated on first start: 14 categories (two without vendors yet),
 * 72 vendors, about 180 catalogues and 2 600 products, each in the search index. Does nothing
 * when the catalogue is already there.
 */
export async function seedCatalogue(db: Db): Promise<void> {
  const random = randomSource(CATALOGUE_SEED);
  const categories: (string | number)[][] = [];
  const vendors: (string | number)[][] = [];
  const catalogs: (string | number)[][] = [];
  const products: (string | number)[][] = [];
  // In the order today's index was written: a search's ties are broken by this order.
  const searchRows: (string | number)[][] = [];

  let vendorId = 0;
  let catalogId = 0;
  let productId = 0;

  CATEGORY_PLANS.forEach((plan, position) => {
    const categoryId = position + 1;
    categories.push([categoryId, plan.name, plan.description, position]);
    searchRows.push([plan.name, '', plan.description, 'category', categoryId]);
    const featuredProductAt = random.int(0, 11);

    pairs(random, plan.vendorFirst, plan.vendorSecond, plan.vendors).forEach(([first, second], vendorIndex) => {
      const vendorName = `${first} ${second}`;
      const priceLevel = 0.9 + random.next() * 0.3;
      vendorId += 1;
      const tagline = random.pick(plan.taglines);
      const description = random
        .sample(VENDOR_SENTENCES, 3)
        .map((sentence) => fill(sentence, { vendor: vendorName, years: String(random.int(2, 25)) }))
        .join(' ');
      const featured = vendorIndex === 0 && position < FEATURED_VENDOR_CATEGORIES ? 1 : 0;
      vendors.push([vendorId, categoryId, vendorName, tagline, description, random.int(38, 50), featured]);
      searchRows.push([vendorName, `${plan.name} ${tagline}`, description, 'vendor', vendorId]);

      const catalogPlans = random.sample(plan.catalogs, random.next() < 0.6 ? 3 : 2);
      catalogPlans.forEach((catalogPlan, catalogPosition) => {
        catalogId += 1;
        const catalogName = catalogPlan.name;
        const catalogDescription = `${catalogName} from ${vendorName}.`;
        catalogs.push([catalogId, vendorId, catalogName, catalogDescription, catalogPosition]);

        const productPairs = pairs(random, catalogPlan.adjectives, catalogPlan.products, random.int(12, 17));
        productPairs.forEach(([adjective, [noun, usualCents]], productIndex) => {
          productId += 1;
          const productName = productNameOf(adjective, noun);
          const values = { name: productName, vendor: vendorName, catalog: catalogName };
          const productDescription = [...random.sample(plan.productNotes, 2), random.pick(PRODUCT_CLOSERS)]
            .map((sentence) => fill(sentence, values))
            .join(' ');
          const isFeatured = vendorIndex === 0 && catalogPosition === 0 && productIndex === featuredProductAt ? 1 : 0;
          products.push([
            productId,
            catalogId,
            vendorId,
            categoryId,
            productName,
            productDescription,
            price(random, usualCents, priceLevel),
            JSON.stringify(productOptions(random, plan)),
            isFeatured,
          ]);
          searchRows.push([productName, `${vendorName} ${catalogName} ${plan.name}`, productDescription, 'product', productId]);
        });
      });
    });
  });

  // Checked and written in one transaction: two starts at once seed once.
  await inTransaction(db, async (tx) => {
    if (((await value<number>(tx, sql`SELECT count(*) AS n FROM categories`)) ?? 0) > 0) return;
    await insertRows(tx, sql`categories (id, name, description, position)`, categories);
    await insertRows(tx, sql`vendors (id, category_id, name, tagline, description, rating_tenths, featured)`, vendors);
    await insertRows(tx, sql`catalogs (id, vendor_id, name, description, position)`, catalogs);
    await insertRows(
      tx,
      sql`products (id, catalog_id, vendor_id, category_id, name, description, price_cents, options_json, featured)`,
      products,
    );
    await insertRows(tx, sql`catalogue_search (name, context, description, kind, ref_id)`, searchRows);
  });
}
