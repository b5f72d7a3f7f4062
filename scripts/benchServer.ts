/**
 * `npm run bench`, second part: throughput and p99 latency of catalogue reads and search on
 * the reference server, against docs/architecture §9 (≥ 5 000 req/s at p99 ≤ 50 ms, 50
 * connections, loopback). The server runs as `npm start` runs it, in its own process with a
 * temporary seeded database, so it does not share an event loop or a heap with autocannon.
 * Prints figures and PASS/OVER; exits 0 either way.
 */
import { join } from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { tokenResultSchema } from '../src/api/contract/session';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../server/seed';
import { startServerProcess } from './benchSupport';

const CONNECTIONS = 50;
const WARM_UP_SECONDS = 2;
const SECONDS = 10;
// A run that hangs (a server that stopped answering) must not hold up the whole bench.
const RUN_LIMIT_MS = (WARM_UP_SECONDS + SECONDS + 20) * 1000;
const TARGET = { requestsPerSecond: 5000, p99Ms: 50 };

const { origin, dataDir, stop: stopServer } = await startServerProcess();

const login = await fetch(`${origin}/api/auth/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
});
const { token } = tokenResultSchema.parse(((await login.json()) as { data: unknown }).data);

// Each endpoint is asked about many different things in turn, as a crowd of shoppers would:
// products and catalogues spread over the seed, and searches for words it uses.
const SPREAD = 200;
const seeded = new Database(join(dataDir, 'lyla.sqlite'), { readonly: true });
const products = seeded
  .prepare<[number], { id: number; vendor_id: number; category_id: number; catalog_id: number }>(
    'SELECT id, vendor_id, category_id, catalog_id FROM products ORDER BY id % 97, id LIMIT ?',
  )
  .all(SPREAD);
const words = seeded
  .prepare<[number], { word: string }>(
    "SELECT DISTINCT lower(substr(name, 1, instr(name || ' ', ' ') - 1)) AS word FROM products ORDER BY word LIMIT ?",
  )
  .all(SPREAD)
  .map(({ word }) => word);
seeded.close();

const targets: { label: string; path: string; bodies: object[]; reference?: true }[] = [
  {
    label: 'product detail',
    path: '/api/catalogue/product',
    bodies: products.map((product) => ({ category_id: product.category_id, vendor_id: product.vendor_id, product_id: product.id })),
  },
  {
    label: 'catalogue products page',
    path: '/api/catalogue/catalog/products',
    bodies: products.map((product) => ({ category_id: product.category_id, vendor_id: product.vendor_id, catalog_id: product.catalog_id })),
  },
  { label: `search (${words.length} words)`, path: '/api/catalogue/search', bodies: words.map((q) => ({ q })) },
  // The same framework, middleware and session check with no catalogue work: what the
  // machine allows at this moment, to read the figures above against.
  { label: 'reference: /api/v2/state', path: '/api/v2/state', bodies: [{}], reference: true },
];

function fire(path: string, bodies: object[], duration: number) {
  const run = autocannon({
    url: `${origin}${path}`,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    requests: bodies.map((body) => ({ method: 'POST', path, body: JSON.stringify(body) })),
    connections: CONNECTIONS,
    duration,
  });
  const limit = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`${path}: no result within ${RUN_LIMIT_MS / 1000} s`)), RUN_LIMIT_MS).unref(),
  );
  return Promise.race([run, limit]);
}

const rows: string[][] = [];
try {
  for (const { label, path, bodies, reference } of targets) {
    await fire(path, bodies, WARM_UP_SECONDS);
    const result = await fire(path, bodies, SECONDS);
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
  stopServer();
}

console.log(`\nReference server in its own process, ${CONNECTIONS} connections, ${SECONDS} s each on loopback`);
console.log(`(target ≥ ${TARGET.requestsPerSecond} req/s and p99 ≤ ${TARGET.p99Ms} ms):`);
for (const [label = '', rate = '', p99 = '', failures = '', verdict = ''] of [['Endpoint', 'req/s', 'p99', '', 'result'], ...rows]) {
  console.log(`${label.padEnd(28)} ${rate.padStart(8)} ${p99.padStart(8)}   ${verdict.padEnd(6)} ${failures}`);
}
process.exit(0);
