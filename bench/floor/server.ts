/**
 * The bench's floor: the same framework (Hono on @hono/node-server) with nothing of the
 * product in it. FLOOR_ANSWERS is a JSON file of path → an answer the product gave, captured by
 * the bench (its body text, its headers, whether the request had a body to read). Each POST
 * there reads the JSON body when there is one and sends that answer back as it is. FLOOR_STATIC
 * (a built app), when set, is served with the product's own static-site code.
 *
 * FLOOR_WRITE (JSON `{ path, database, addressId }`) makes that path's answer follow the same
 * single-row update the product's address edit makes (the same statement, with the fields the
 * request sent), straight through the engine's own driver
 * (better-sqlite3 on a SQLite file, pg on a postgres:// address): the floor of a write.
 */
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import Database from 'better-sqlite3';
import { Hono } from 'hono';
import pg from 'pg';
import { staticSiteRoutes } from '../../server/http/staticSite';
import type { AddressInput } from '../../src/domain/account';

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

/** What the address edit's body carries that its update writes. */
type AddressFields = Omit<AddressInput, 'is_default'>;
/** Answers whether the row was written. */
type Update = (fields: AddressFields, id: number) => Promise<boolean>;

// The product's own statement for an edit of the default address (server/routes/addressRoutes.ts):
// every field the person can edit, the owner in the WHERE, the row answered. A floor writing
// one column would leave out work the product cannot.
const UPDATE_ADDRESS = {
  sqlite: 'UPDATE addresses SET label = ?, line1 = ?, line2 = ?, city = ?, state = ?, zipcode = ? WHERE id = ? AND user_id = ? AND is_default = 1 RETURNING *',
  postgres: 'UPDATE addresses SET label = $1, line1 = $2, line2 = $3, city = $4, state = $5, zipcode = $6 WHERE id = $7 AND user_id = $8 AND is_default = 1 RETURNING *',
};
const OWNER = { sqlite: 'SELECT user_id FROM addresses WHERE id = ?', postgres: 'SELECT user_id FROM addresses WHERE id = $1' };

async function updateOn(database: string, addressId: number): Promise<Update> {
  if (/^postgres(ql)?:\/\//.test(database)) {
    const pool = new pg.Pool({ connectionString: database, max: 10 });
    const owner = (await pool.query<{ user_id: number }>(OWNER.postgres, [addressId])).rows[0]?.user_id;
    if (owner === undefined) throw new Error(`floor: no address ${addressId}`);
    return async ({ label, line1, line2, city, state, zipcode }, id) =>
      (await pool.query(UPDATE_ADDRESS.postgres, [label, line1, line2, city, state, zipcode, id, owner])).rows.length === 1;
  }
  const db = new Database(database);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  const owner = (db.prepare(OWNER.sqlite).get(addressId) as { user_id: number } | undefined)?.user_id;
  if (owner === undefined) throw new Error(`floor: no address ${addressId}`);
  const statement = db.prepare(UPDATE_ADDRESS.sqlite);
  // Stepped to its end, as the product does (server/db.ts `row`): SQLite checkpoints its WAL there.
  return async ({ label, line1, line2, city, state, zipcode }, id) => statement.all(label, line1, line2, city, state, zipcode, id, owner).length === 1;
}

const answers = JSON.parse(readFileSync(process.env.FLOOR_ANSWERS ?? '', 'utf8')) as Record<string, FloorAnswer>;
const write = process.env.FLOOR_WRITE ? (JSON.parse(process.env.FLOOR_WRITE) as FloorWrite) : null;
const update = write ? await updateOn(write.database, write.addressId) : null;
const app = new Hono();
for (const [path, { body, headers, readsBody }] of Object.entries(answers)) {
  app.post(path, async (c) => {
    const sent = readsBody ? ((await c.req.json()) as Partial<AddressFields>) : {};
    if (update && write?.path === path) {
      const text = (name: keyof AddressFields) => String(sent[name] ?? '');
      const written = await update({ label: text('label'), line1: text('line1'), line2: text('line2'), city: text('city'), state: text('state'), zipcode: text('zipcode') }, write.addressId);
      // A floor that wrote nothing would look fast: the bench counts this as failed.
      if (!written) return c.body(null, 500);
    }
    return c.body(body, 200, headers);
  });
}
if (process.env.FLOOR_STATIC) app.route('/', staticSiteRoutes(process.env.FLOOR_STATIC));

const port = Number(process.env.PORT);
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => console.log(`floor running at http://127.0.0.1:${port}`));
