/**
 * The bench's floor: the same framework (Hono on @hono/node-server) with nothing of the
 * product in it. FLOOR_ANSWERS is a JSON file of path → an answer the product gave, captured by
 * the bench (its body text, its headers, whether the request had a body to read). Each POST
 * there reads the JSON body when there is one and sends that answer back as it is. FLOOR_STATIC
 * (a built app), when set, is served with the product's own static-site code.
 */
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { staticSiteRoutes } from '../../server/http/staticSite';

export interface FloorAnswer {
  body: string;
  headers: Record<string, string>;
  readsBody: boolean;
}

const answers = JSON.parse(readFileSync(process.env.FLOOR_ANSWERS ?? '', 'utf8')) as Record<string, FloorAnswer>;
const app = new Hono();
for (const [path, { body, headers, readsBody }] of Object.entries(answers)) {
  app.post(path, async (c) => {
    if (readsBody) await c.req.json();
    return c.body(body, 200, headers);
  });
}
if (process.env.FLOOR_STATIC) app.route('/', staticSiteRoutes(process.env.FLOOR_STATIC));

const port = Number(process.env.PORT);
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => console.log(`floor running at http://127.0.0.1:${port}`));
