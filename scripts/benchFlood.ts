/**
 * `npm run bench`, the sign-in flood: how fast the app's page and its main script answer
 * while 400 failed sign-ins sent at once are being answered, each from its own loopback address
 * (as a flood from many machines would be; one address is stopped by the per-address limit)
 * and for its own email. Password hashing is bounded (server/auth/passwords.ts), so file reads
 * keep their share of Node's thread pool. Target: p99 under 200 ms. Prints figures and
 * PASS/OVER; exits 0 either way. `--burst N --rounds R` for another size (the bench check's tiny one).
 */
import { request } from 'node:http';
import { parseArgs } from 'node:util';
import { percentile, startServerProcess } from './benchSupport';

const { values: options } = parseArgs({ options: { burst: { type: 'string', default: '400' }, rounds: { type: 'string', default: '3' } } });
const BURST = Number(options.burst);
const ROUNDS = Number(options.rounds);
const TARGET_P99_MS = 200;

const { origin, stop } = await startServerProcess();
const { hostname, port } = new URL(origin);

/** A failed sign-in sent from `localAddress`; resolves with the HTTP status. */
function failedSignIn(localAddress: string, index: number): Promise<number> {
  const body = JSON.stringify({ email: `flood${index}@lyla.example`, password: 'a-wrong-guess-2026' });
  return new Promise((resolve) => {
    const call = request(
      { hostname, port, localAddress, method: 'POST', path: '/api/auth/login', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    call.on('error', () => resolve(0));
    call.end(body);
  });
}

/** Milliseconds to fetch `path` in full. */
async function timeGet(path: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${origin}${path}`);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return performance.now() - started;
}

try {
  const page = await (await fetch(`${origin}/site/app/`)).text();
  // The page's inline loader names its entry script (the page has no <script src>).
  const script = /\/site\/app\/assets\/index-[\w-]+\.js/.exec(page)?.[0];
  if (!script) throw new Error('the app page names no entry script (/site/app/assets/index-….js)');
  const files = ['/site/app/', script];

  // Each round: 400 failed sign-ins at once, and the files fetched one after another until
  // every sign-in of the round has its answer.
  const statuses = new Map<number, number>();
  const latencies: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    let pending = BURST;
    const burst = Array.from({ length: BURST }, (_, index) =>
      // 127.1.x.y: a source address of its own (Linux answers on all of 127.0.0.0/8).
      failedSignIn(`127.1.${Math.floor(index / 250)}.${(index % 250) + 1}`, round * BURST + index).then((status) => {
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        pending -= 1;
      }),
    );
    while (pending > 0) for (const file of files) latencies.push(await timeGet(file));
    await Promise.all(burst);
  }

  latencies.sort((a, b) => a - b);
  const p99 = percentile(latencies, 0.99);
  const answered = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${count} × ${status || 'no answer'}`);
  console.log(`\nApp page and main script during a sign-in flood (${ROUNDS} × ${BURST} at once, from ${BURST} addresses):`);
  console.log(`  ${latencies.length} file requests: p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${(latencies.at(-1) ?? 0).toFixed(1)} ms   ${p99 < TARGET_P99_MS ? 'PASS' : 'OVER'} (target p99 < ${TARGET_P99_MS} ms)`);
  console.log(`  sign-ins answered: ${answered.join(', ')}`);
} finally {
  stop();
}
