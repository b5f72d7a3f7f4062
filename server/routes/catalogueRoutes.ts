import { Hono, type Context } from 'hono';
import type * as z from 'zod/mini';
import {
  catalogPageRequestSchema,
  catalogRequestSchema,
  categoryPageRequestSchema,
  categoryRequestSchema,
  productRequestSchema,
  searchRequestSchema,
  vendorRequestSchema,
} from '../../src/api/contract/catalogueRequests';
import { parseId } from '../../src/domain/catalogue';
import { requireSignedIn } from '../auth/requireSession';
import { createAsyncLru } from '../catalogue/asyncLru';
import { isImageKind, renderSvg } from '../catalogue/catalogueImages';
import { createCatalogueStore } from '../catalogue/catalogueStore';
import type { AppDeps, SignedInEnv } from '../http/appEnv';
import { errors, ok, okBody } from '../http/envelope';
import { parseRequest, readBodyText, readJson } from '../http/readJson';
import { jsonBytes, jsonTextResponse, showableFromOtherOrigins } from '../http/securityHeaders';

// A picture never changes for its URL: browsers keep it for a year without asking again.
const IMAGE_CACHE = 'public, max-age=31536000, immutable';
// Kept answers are bounded by size, not count: a broad search's page and a product page differ
// tenfold. About 32 MB: each answer's bytes and its key's characters.
const KEPT_ANSWER_BYTES = 32 * 1024 * 1024;

/**
 * Catalogue reads and search (docs/api.md). They need a session like every screen of the app;
 * the generated pictures are public, because an `<img>` cannot send the token.
 */
export function catalogueRoutes(deps: AppDeps) {
  const store = createCatalogueStore(deps.db);
  // The catalogue does not change while the server runs, and its reads do not depend on who
  // asks: an answer, once written out, is sent again as it is. It is kept by the request's
  // exact text, so a repeated request is answered with no parsing or checking at all (the
  // text counts towards the bound too). Bad requests and not-found answers are not kept.
  const answers = createAsyncLru<string, Uint8Array<ArrayBuffer>>(KEPT_ANSWER_BYTES, (bytes, key) => bytes.byteLength + key.length);
  const kept =
    <S extends z.core.$ZodType>(schema: S, read: (request: z.output<S>) => Promise<unknown>) =>
    async (c: Context) => {
      const text = await readBodyText(c);
      const key = `${c.req.path} ${text}`;
      const answer = answers.kept(key) ?? (await answers.get(key, async () => jsonBytes(okBody(await read(parseRequest(text, schema))))));
      return jsonTextResponse(answer, 200);
    };

  return new Hono<SignedInEnv>()
    .use('/api/catalogue/*', requireSignedIn(deps))
    .post('/api/catalogue/home', async () => ok(await store.home()))
    .post('/api/catalogue/categories', async () => ok({ categories: await store.categories() }))
    .post('/api/catalogue/category', async (c) => {
      const { category_id } = await readJson(c, categoryRequestSchema);
      return ok(await store.category(category_id));
    })
    .post(
      '/api/catalogue/category/products',
      kept(categoryPageRequestSchema, ({ category_id, ...page }) => store.categoryProducts(category_id, page)),
    )
    .post('/api/catalogue/category/vendors', kept(categoryPageRequestSchema, ({ category_id, ...page }) => store.vendors(category_id, page)))
    .post('/api/catalogue/vendor', async (c) => {
      const { category_id, vendor_id } = await readJson(c, vendorRequestSchema);
      return ok(await store.vendorWithCatalogs(category_id, vendor_id));
    })
    .post('/api/catalogue/catalog', async (c) => {
      const { category_id, vendor_id, catalog_id } = await readJson(c, catalogRequestSchema);
      return ok(await store.catalogWithOwners(category_id, vendor_id, catalog_id));
    })
    .post(
      '/api/catalogue/catalog/products',
      kept(catalogPageRequestSchema, ({ category_id, vendor_id, catalog_id, ...page }) =>
        store.catalogProducts(category_id, vendor_id, catalog_id, page),
      ),
    )
    .post(
      '/api/catalogue/product',
      kept(productRequestSchema, ({ category_id, vendor_id, product_id }) => store.product(category_id, vendor_id, product_id)),
    )
    .post('/api/catalogue/search', kept(searchRequestSchema, ({ q, ...page }) => store.search(q, page)))
    .get('/api/images/:kind/:file{[0-9]+\\.svg}', async (c) => {
      const kind = c.req.param('kind');
      const id = parseId(c.req.param('file').slice(0, -'.svg'.length));
      const subject = isImageKind(kind) && id !== null ? await store.imageSubject(kind, id) : undefined;
      if (!isImageKind(kind) || id === null || !subject) throw errors.notFound('Image not found');
      c.header('Content-Type', 'image/svg+xml; charset=utf-8');
      c.header('Cache-Control', IMAGE_CACHE);
      showableFromOtherOrigins(c);
      return c.body(renderSvg(kind, id, subject));
    });
}
