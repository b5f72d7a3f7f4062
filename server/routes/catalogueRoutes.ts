import { Hono } from 'hono';
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
import { requireSession } from '../auth/requireSession';
import { isImageKind, renderSvg } from '../catalogue/catalogueImages';
import { createCatalogueStore } from '../catalogue/catalogueStore';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { errors, ok } from '../http/envelope';
import { readJson } from '../http/readJson';

// A picture never changes for its URL: browsers keep it for a year without asking again.
const IMAGE_CACHE = 'public, max-age=31536000, immutable';

/**
 * Catalogue reads and search (docs/api.md). They need a session like every screen of the app;
 * the generated pictures are public, because an `<img>` cannot send the token.
 */
export function catalogueRoutes(deps: AppDeps) {
  const store = createCatalogueStore(deps.db);

  return new Hono<AppEnv>()
    .use('/api/catalogue/*', requireSession(deps))
    .post('/api/catalogue/home', (c) => ok(c, store.home()))
    .post('/api/catalogue/categories', (c) => ok(c, { categories: store.categories() }))
    .post('/api/catalogue/category', async (c) => {
      const { category_id } = await readJson(c, categoryRequestSchema);
      return ok(c, store.category(category_id));
    })
    .post('/api/catalogue/category/products', async (c) => {
      const { category_id, ...page } = await readJson(c, categoryPageRequestSchema);
      return ok(c, store.categoryProducts(category_id, page));
    })
    .post('/api/catalogue/category/vendors', async (c) => {
      const { category_id, ...page } = await readJson(c, categoryPageRequestSchema);
      return ok(c, store.vendors(category_id, page));
    })
    .post('/api/catalogue/vendor', async (c) => {
      const { category_id, vendor_id } = await readJson(c, vendorRequestSchema);
      return ok(c, store.vendorWithCatalogs(category_id, vendor_id));
    })
    .post('/api/catalogue/catalog', async (c) => {
      const { category_id, vendor_id, catalog_id } = await readJson(c, catalogRequestSchema);
      return ok(c, store.catalogWithOwners(category_id, vendor_id, catalog_id));
    })
    .post('/api/catalogue/catalog/products', async (c) => {
      const { category_id, vendor_id, catalog_id, ...page } = await readJson(c, catalogPageRequestSchema);
      return ok(c, store.catalogProducts(category_id, vendor_id, catalog_id, page));
    })
    .post('/api/catalogue/product', async (c) => {
      const { category_id, vendor_id, product_id } = await readJson(c, productRequestSchema);
      return ok(c, store.product(category_id, vendor_id, product_id));
    })
    .post('/api/catalogue/search', async (c) => {
      const { q, ...page } = await readJson(c, searchRequestSchema);
      return ok(c, store.search(q, page));
    })
    .get('/api/images/:kind/:file{[0-9]+\\.svg}', (c) => {
      const kind = c.req.param('kind');
      const id = parseId(c.req.param('file').slice(0, -'.svg'.length));
      const subject = isImageKind(kind) && id !== null ? store.imageSubject(kind, id) : undefined;
      if (!isImageKind(kind) || id === null || !subject) throw errors.notFound('Image not found');
      c.header('Content-Type', 'image/svg+xml; charset=utf-8');
      c.header('Cache-Control', IMAGE_CACHE);
      return c.body(renderSvg(kind, id, subject));
    });
}
