/**
 * The bench's floor: the same framework (Hono on @hono/node-server) with nothing of the
 * product in it. It answers POSTs at the paths in FLOOR_ANSWERS (a JSON file of path → the
 * answer the product gave, captured by the bench) by reading the JSON body and writing that
 * answer back, and serves FLOOR_STATIC (a built app) with the product's static-site code.
 */
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { staticSiteRoutes } from '../../server/http/staticSite';

const answers = JSON.parse(readFileSync(process.env.FLOOR_ANSWERS ?? '', 'utf8')) as Record<string, unknown>;
const app = new Hono();
for (const [path, answer] of Object.entries(answers)) {
  app.post(path, async (c) => {
    await c.req.json();
    return c.json(answer);
  });
}
if (process.env.FLOOR_STATIC) app.route('/', staticSiteRoutes(process.env.FLOOR_STATIC));

const port = Number(process.env.PORT);
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => console.log(`floor running at http://127.0.0.1:${port}`));
