/**
 * `npm run bench`, second part: the reference server against a floor, bare Hono +
 * @hono/node-server answering the same captured JSON (bench/floor/server.ts), on each engine:
 * SQLite (a file, as `npm start`) and PostgreSQL (a private one, scripts/privatePostgres.ts).
 * The floor of the address edit makes the same single-row update on the same engine through
 * its own driver. Both run in their own process; each endpoint is measured on one, then the
 * other, in turn (interleaved, so a busy machine weighs on both alike), 50 connections on
 * loopback. Prints req/s and p99 of both, the ratio, and PASS/UNDER against the goals: reads
 * and writes ≥ 0.8× of their floor, p99 ≤ 50 ms. Exits 0 either way. `--only a,b` measures only
 * the endpoints whose label starts with one of them (`--only user,address`), `--rounds N` takes
 * N rounds, not 5, `--seconds S` rounds of S seconds, `--engine sqlite|postgres` one engine.
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { addressResultSchema } from '../src/api/contract/account';
import { tokenResultSchema } from '../src/api/contract/session';
import type { FloorAnswer } from '../bench/floor/server';
import { openDatabase } from '../server/data/openDatabase';
import { onPostgresServer } from '../server/data/postgresAdmin';
import { rows as rowsOf, sql } from '../server/db';
import { captureAnswer, median, startFloorProcess, startServerProcess } from './benchSupport';
import { startPrivatePostgres } from './privatePostgres';

const { values: options } = parseArgs({
  options: {
    only: { type: 'string' },
    rounds: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '3' },
    engine: { type: 'string' },
  },
});
const CONNECTIONS = 50;
// Many short rounds: on a shared machine a burst of someone else's work then spoils one
// round's ratio, not the figure (the median of the rounds' ratios).
const SECONDS = Number(options.seconds);
const WARM_UP_SECONDS = Math.min(2, SECONDS);
const ROUNDS = Number(options.rounds);
// A run that hangs (a server that stopped answering) must not hold up the whole bench.
const RUN_LIMIT_MS = (SECONDS + 20) * 1000;
const GOAL = { read: 0.8, write: 0.8, p99Ms: 50 };
const engines = options.engine ? [options.engine] : ['sqlite', 'postgres'];

for (const engine of engines) {
  const postgres = engine === 'postgres' ? await startPrivatePostgres() : null;
  try {
    if (postgres) await onPostgresServer(postgres.adminUrl, 'CREATE DATABASE lyla_bench');
    await benchEngine(engine, postgres?.urlOf('lyla_bench'));
  } finally {
    postgres?.stop();
  }
}
process.exit(0);

async function benchEngine(engine: string, databaseUrl?: string) {
  const server = await startServerProcess(undefined, databaseUrl);
  const { origin } = server;

  async function call(path: string, body: object, token?: string) {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { data: unknown };
  }

  const { token } = tokenResultSchema.parse((await call('/api/auth/login', server.account)).data);
  const addressFields = { label: 'Office', line1: '1 Bench Street', line2: '', city: 'Springfield', state: 'IL', zipcode: '62701', is_default: true };
  const { address } = addressResultSchema.parse((await call('/reactapi/user/address/add', addressFields, token)).data);

  // Each endpoint is asked about many different things in turn, as a crowd of shoppers would:
  // products and catalogues spread over the seed, searches for words it uses, edits that
  // change the address each time.
  const SPREAD = 200;
  const seeded = await openDatabase(server.location);
  const products = await rowsOf<{ id: number; vendor_id: number; category_id: number; catalog_id: number }>(
    seeded,
    sql`SELECT id, vendor_id, category_id, catalog_id FROM products ORDER BY id % 97, id LIMIT ${SPREAD}`,
  );
  const productNames = await rowsOf<{ name: string }>(seeded, sql`SELECT name FROM products`);
  const words = [...new Set(productNames.map(({ name }) => name.split(' ')[0]!.toLowerCase()))].sort().slice(0, SPREAD);
  await seeded.destroy();

  type Kind = 'read' | 'write' | 'search';
  const allTargets: { label: string; path: string; kind: Kind; bodies: object[] }[] = [
    {
      label: 'product detail',
      path: '/api/catalogue/product',
      kind: 'read',
      bodies: products.map((product) => ({ category_id: product.category_id, vendor_id: product.vendor_id, product_id: product.id })),
    },
    {
      label: 'catalogue products page',
      path: '/api/catalogue/catalog/products',
      kind: 'read',
      bodies: products.map((product) => ({ category_id: product.category_id, vendor_id: product.vendor_id, catalog_id: product.catalog_id })),
    },
    // These two take no body.
    { label: 'state', path: '/api/v2/state', kind: 'read', bodies: [{}] },
    { label: 'user/current', path: '/api/v2/user/current', kind: 'read', bodies: [{}] },
    {
      label: 'address edit (write)',
      path: '/reactapi/user/address/edit',
      kind: 'write',
      bodies: Array.from({ length: SPREAD }, (_, index) => ({ ...addressFields, id: address.id, line2: `Desk ${index}` })),
    },
    { label: `search (${words.length} words)`, path: '/api/catalogue/search', kind: 'search', bodies: words.map((q) => ({ q })) },
  ];

  const only = options.only?.split(',');
  const targets = allTargets.filter(({ label }) => !only || only.some((start) => label.startsWith(start)));

  // The floor sends back what the server answered to each endpoint's first request, headers and all.
  const answers: Record<string, FloorAnswer> = {};
  for (const { path, bodies } of targets) answers[path] = await captureAnswer(`${origin}${path}`, bodies[0] ?? {}, token);
  const writePath = '/reactapi/user/address/edit';
  const floor = await startFloorProcess(answers, undefined, { path: writePath, database: server.location, addressId: address.id });

  function fire(base: string, path: string, bodies: object[], duration: number) {
    const run = autocannon({
      url: `${base}${path}`,
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

  interface Tally {
    /** Requests per second of each round. */
    rates: number[];
    worstP99: number;
    failed: number;
  }
  const emptyTally = (): Tally => ({ rates: [], worstP99: 0, failed: 0 });
  const tallies = targets.map(() => ({ server: emptyTally(), floor: emptyTally() }));

  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, { path, bodies }] of targets.entries()) {
        const tally = tallies[index]!;
        // Who goes first alternates, so neither always runs on the warmer machine.
        const order = round % 2 === 0 ? (['server', 'floor'] as const) : (['floor', 'server'] as const);
        for (const side of order) {
          const base = side === 'server' ? origin : floor.origin;
          if (round === 0) await fire(base, path, bodies, WARM_UP_SECONDS);
          const result = await fire(base, path, bodies, SECONDS);
          tally[side].rates.push(result.requests.total / SECONDS);
          tally[side].worstP99 = Math.max(tally[side].worstP99, result.latency.p99);
          tally[side].failed += result.non2xx + result.errors + result.timeouts;
        }
      }
    }
  } catch (error) {
    console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    server.stop();
    floor.stop();
  }

  console.log(`\n${engine === 'postgres' ? 'PostgreSQL' : 'SQLite'}: reference server vs bare Hono floor, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s each, interleaved`);
  console.log(`(medians of the rounds; goals: reads ≥ ${GOAL.read}×, writes ≥ ${GOAL.write}× of the floor, p99 ≤ ${GOAL.p99Ms} ms at worst):`);
  const header = ['Endpoint', 'server req/s', 'p99', 'floor req/s', 'p99', 'ratio', 'result'];
  const rows = targets.map(({ label, kind }, index) => {
    const { server: measured, floor: bare } = tallies[index]!;
    // Each round's ratio is of two runs next to each other in time.
    const ratio = median(measured.rates.map((rate, round) => rate / (bare.rates[round] || Infinity)));
    const goal = kind === 'read' ? GOAL.read : kind === 'write' ? GOAL.write : null;
    const met = measured.failed === 0 && measured.worstP99 <= GOAL.p99Ms && (goal === null || ratio >= goal);
    return [
      label,
      median(measured.rates).toFixed(0),
      `${measured.worstP99} ms`,
      median(bare.rates).toFixed(0),
      `${bare.worstP99} ms`,
      `${ratio.toFixed(2)}×`,
      `${met ? 'PASS' : 'UNDER'}${goal === null ? ' (p99 only)' : ''}${measured.failed ? ` ${measured.failed} failed` : ''}`,
    ];
  });
  for (const [label = '', ...figures] of [header, ...rows]) {
    const [serverRate = '', serverP99 = '', floorRate = '', floorP99 = '', ratio = '', verdict = ''] = figures;
    console.log(
      `${label.padEnd(26)} ${serverRate.padStart(12)} ${serverP99.padStart(7)} ${floorRate.padStart(12)} ${floorP99.padStart(7)} ${ratio.padStart(6)}   ${verdict}`,
    );
  }
}
