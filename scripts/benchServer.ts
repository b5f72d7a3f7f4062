/**
 * `npm run bench`, second part: throughput and p99 latency of catalogue reads and search on
 * the reference server, against docs/architecture §9 (≥ 5 000 req/s at p99 ≤ 50 ms, 50
 * connections, loopback). Starts the server in this process on a free loopback port with a
 * temporary seeded database; autocannon fires from a worker thread so the two do not share
 * one event loop. Prints figures and PASS/OVER; exits 0 either way.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { tokenResultSchema } from '../src/api/contract/session';
import { createApp } from '../server/app';
import { openDatabase } from '../server/db';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoData } from '../server/seed';

const CONNECTIONS = 50;
const WARM_UP_SECONDS = 2;
const SECONDS = 10;
// A run that hangs (a server that stopped answering) must not hold up the whole bench.
const RUN_LIMIT_MS = (WARM_UP_SECONDS + SECONDS + 20) * 1000;
const TARGET = { requestsPerSecond: 5000, p99Ms: 50 };

const dataDir = mkdtempSync(join(tmpdir(), 'lyla-bench-'));
const db = openDatabase(join(dataDir, 'bench.sqlite'));
await seedDemoData(db);
const app = createApp({ db, production: true, log: () => {} });

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const login = await app.request('/api/auth/login', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
});
const { token } = tokenResultSchema.parse(((await login.json()) as { data: unknown }).data);

// A product and its catalogue from the middle of the seed, and a search with many matches.
const sample = db
  .prepare<[], { id: number; vendor_id: number; category_id: number; catalog_id: number }>(
    'SELECT id, vendor_id, category_id, catalog_id FROM products ORDER BY id LIMIT 1 OFFSET 1000',
  )
  .get()!;
const targets: { label: string; path: string; body: object; reference?: true }[] = [
  {
    label: 'product detail',
    path: '/api/catalogue/product',
    body: { category_id: sample.category_id, vendor_id: sample.vendor_id, product_id: sample.id },
  },
  {
    label: 'catalogue products page',
    path: '/api/catalogue/catalog/products',
    body: { category_id: sample.category_id, vendor_id: sample.vendor_id, catalog_id: sample.catalog_id },
  },
  { label: 'search "tea"', path: '/api/catalogue/search', body: { q: 'tea' } },
  // The same framework, middleware and session check with no catalogue work: what the
  // machine allows at this moment, to read the figures above against.
  { label: 'reference: /api/v2/state', path: '/api/v2/state', body: {}, reference: true },
];

function fire(path: string, body: unknown, duration: number) {
  const run = autocannon({
    url: `${origin}${path}`,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
    connections: CONNECTIONS,
    duration,
    workers: 1,
  });
  const limit = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`${path}: no result within ${RUN_LIMIT_MS / 1000} s`)), RUN_LIMIT_MS).unref(),
  );
  return Promise.race([run, limit]);
}

const rows: string[][] = [];
try {
  for (const { label, path, body, reference } of targets) {
    await fire(path, body, WARM_UP_SECONDS);
    const result = await fire(path, body, SECONDS);
    const failed = result.non2xx + result.errors + result.timeouts;
    const met = failed === 0 && result.requests.average >= TARGET.requestsPerSecond && result.latency.p99 <= TARGET.p99Ms;
    const verdict = reference ? '' : met ? 'PASS' : 'OVER';
    rows.push([
      label,
      result.requests.average.toFixed(0),
      `${result.latency.p99} ms`,
      failed ? `${failed} failed` : '',
      verdict,
    ]);
  }
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  server.close();
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\nReference server, ${CONNECTIONS} connections, ${SECONDS} s each on loopback`);
console.log(`(target ≥ ${TARGET.requestsPerSecond} req/s and p99 ≤ ${TARGET.p99Ms} ms):`);
for (const [label = '', rate = '', p99 = '', failures = '', verdict = ''] of [['Endpoint', 'req/s', 'p99', '', 'result'], ...rows]) {
  console.log(`${label.padEnd(28)} ${rate.padStart(8)} ${p99.padStart(8)}   ${verdict.padEnd(6)} ${failures}`);
}
// The server keeps the worker's sockets for a moment; the figures are out, so stop here.
process.exit(0);
