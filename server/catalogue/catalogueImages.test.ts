// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { row, rows, sql } from '../db';
import { startTestServer } from '../testSupport';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

/** The picture a browser gets for a seeded thing, without its label (the name is not the picture). */
async function pictureOf(kind: 'product' | 'vendor', id: number): Promise<string> {
  const response = await server.app.request(`/api/images/${kind}/${id}.svg`);
  expect(response.status).toBe(200);
  return (await response.text()).replace(/aria-label="[^"]*"/, '');
}

const rowsOf = (query: string) => rows<{ id: number; name: string }>(server.db, sql.raw(query));
/** The first seeded product whose name ends with these words ("Vanilla Iced Latte" for "Iced Latte"). */
const productNamed = async (name: string) => {
  const found = await row<{ id: number }>(server.db, sql`SELECT id FROM products WHERE name = ${name} OR name LIKE ${`% ${name}`} ORDER BY id LIMIT 1`);
  if (!found) throw new Error(`the seed has no ${name}`);
  return found.id;
};

describe('catalogue pictures (issue 31, point 9)', () => {
  it('draws the products of a category as what each is, every picture its own, not one pictogram for all', async () => {
    const products = await rowsOf('SELECT id, name FROM products WHERE category_id = 3 ORDER BY id');
    const pictures = await Promise.all(products.map(({ id }) => pictureOf('product', id)));
    expect(new Set(pictures).size).toBe(products.length);
    const drawings = new Set(pictures.map((picture) => /class="(art-[a-z]+)"/.exec(picture)?.[1]));
    expect([...drawings].sort()).toEqual(['art-cake', 'art-cookie', 'art-croissant', 'art-cupcake', 'art-gift', 'art-loaf', 'art-slice']);
  });

  it.each([
    ['Iced Latte', 'cup'],
    ['Ethiopian Beans 250 g', 'bag'],
    ['Butter Croissant', 'croissant'],
    ['Sourdough Loaf', 'loaf'],
    ['Chocolate Chip Cookie', 'cookie'],
    ['Desert Cactus', 'plant'],
    ['Pastel Bouquet', 'bouquet'],
  ])('the picture of a %s is a drawing of a %s', async (name, art) => {
    const svg = await pictureOf('product', await productNamed(name));
    expect(svg).toContain(`class="art-${art}"`);
  });

  it('draws an iced drink with ice, and a hot one with steam', async () => {
    const iced = await pictureOf('product', await productNamed('Iced Latte'));
    const hot = await pictureOf('product', await productNamed('House Latte'));
    expect(iced).toContain('fill="#fff" opacity=".8"');
    expect(hot).not.toContain('fill="#fff" opacity=".8"');
  });

  it('colours a thing as its name says: a chocolate cake is brown, a lavender candle lilac', async () => {
    expect(await pictureOf('product', await productNamed('Chocolate Cake'))).toContain('#6f4328');
    expect(await pictureOf('product', await productNamed('Lavender Candle'))).toContain('#9a7fd0');
  });

  it('gives every vendor of a category its own shop front with its trade in the window', async () => {
    const vendors = await rowsOf('SELECT id, name FROM vendors WHERE category_id = 3 ORDER BY id');
    const pictures = await Promise.all(vendors.map(({ id }) => pictureOf('vendor', id)));
    expect(new Set(pictures).size).toBe(vendors.length);
    for (const picture of pictures) expect(picture).toMatch(/class="art-(loaf|croissant|cake|cupcake|cookie)"/);
  });

  it('keeps every picture small', async () => {
    const products = await rowsOf('SELECT id, name FROM products WHERE id % 97 = 0');
    const vendors = await rowsOf('SELECT id, name FROM vendors');
    const pictures = await Promise.all([
      ...products.map(({ id }) => pictureOf('product', id)),
      ...vendors.map(({ id }) => pictureOf('vendor', id)),
    ]);
    for (const picture of pictures) expect(picture.length).toBeLessThan(2048);
  });
});
