/**
 * The bench's floor: the same framework (Hono on @hono/node-server) with nothing of the
 * product in it. FLOOR_ANSWERS is a JSON file of path → an answer the product gave, captured by
 * the bench (its body text, its headers, whether the request had a body to read). Each POST
 * there reads the JSON body when there is one and sends that answer back as it is. FLOOR_STATIC
 * (a built app), when set, is served with the product's own static-site code.
 *
 * FLOOR_WRITE (JSON `{ path, database, addressId }`) makes that path's answer follow the same
 * single-row update the product's address edit makes, straight through the engine's own driver
 * (better-sqlite3 on a SQLite file, pg on a postgres:// address): the floor of a write.
 */
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import Database from 'better-sqlite3';
import { Hono } from 'hono';
import pg from 'pg';
import { staticSiteRoutes } from '../../server/http/staticSite';

export interface FloorAnswer {
  body: string;
  headers: Record<string, string>;
  readsBody: boolean;
}

export interface FloorWrite {
  path: string;
  database: string;
  addressId: number;
}

type Update = (line2: string, id: number) => Promise<unknown>;

function updateOn(database: string): Update {
  if (/^postgres(ql)?:\/\//.test(database)) {
    const pool = new pg.Pool({ connectionString: database, max: 10 });
    return (line2, id) => pool.query('UPDATE addresses SET line2 = $1 WHERE id = $2', [line2, id]);
  }
  const db = new Database(database);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  const statement = db.prepare('UPDATE addresses SET line2 = ? WHERE id = ?');
  return (line2, id) => Promise.resolve(statement.run(line2, id));
}

const answers = JSON.parse(readFileSync(process.env.FLOOR_ANSWERS ?? '', 'utf8')) as Record<string, FloorAnswer>;
const write = process.env.FLOOR_WRITE ? (JSON.parse(process.env.FLOOR_WRITE) as FloorWrite) : null;
const update = write ? updateOn(write.database) : null;
const app = new Hono();
for (const [path, { body, headers, readsBody }] of Object.entries(answers)) {
  app.post(path, async (c) => {
    const sent = readsBody ? ((await c.req.json()) as { line2?: unknown }) : {};
    if (update && write?.path === path) await update(String(sent.line2 ?? ''), write.addressId);
    return c.body(body, 200, headers);
  });
}
if (process.env.FLOOR_STATIC) app.route('/', staticSiteRoutes(process.env.FLOOR_STATIC));

const port = Number(process.env.PORT);
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => console.log(`floor running at http://127.0.0.1:${port}`));
