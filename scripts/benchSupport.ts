/** What the bench scripts share: the reference server started as `npm start` starts it, and the floor. */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FloorAnswer, FloorWrite } from '../bench/floor/server';
import { hashPassword } from '../server/auth/passwords';
import { openDatabase } from '../server/data/openDatabase';
import { run, sql } from '../server/db';
import { DEMO_EMAIL, seedDemoData } from '../server/seed';

const START_LIMIT_MS = 120_000;
// Headers each connection or answer has its own of; the floor's server writes its own.
const PER_ANSWER_HEADERS = new Set(['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

/** What the reference server answered to one POST, for the floor to send back as it is. */
export async function captureAnswer(url: string, body: object, token?: string): Promise<FloorAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!PER_ANSWER_HEADERS.has(name)) headers[name] = value;
  });
  return { body: await response.text(), headers, readsBody: Object.keys(body).length > 0 };
}

/** A loopback port nobody listens on at this moment. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * `script` in its own Node process (so it shares no event loop or heap with the measuring
 * tool), on a free loopback port, once it prints "running at"; rejects when it stops or does
 * not start in time. In production mode unless `env` says otherwise. `stop` ends it by its
 * node pid (`script` runs in that node process itself); `exited` settles when it has ended.
 */
export async function spawnScript(script: string, env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, NODE_ENV: 'production', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let printed = '';
  await new Promise<void>((resolve, reject) => {
    const limit = setTimeout(() => reject(new Error(`${script} did not start`)), START_LIMIT_MS);
    child.stdout.on('data', (chunk: Buffer) => {
      // The line may come in more than one chunk.
      printed = `${printed}${chunk.toString()}`.slice(-1000);
      if (printed.includes('running at')) {
        clearTimeout(limit);
        resolve();
      }
    });
    void exited.then((code) => reject(new Error(`${script} stopped (exit code ${code})`)));
  }).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  return { origin: `http://127.0.0.1:${port}`, pid: child.pid ?? 0, exited, stop: (signal: NodeJS.Signals = 'SIGTERM') => child.kill(signal) };
}

/** spawnScript for a bench: one that does not start ends the bench with a message. */
async function startProcess(script: string, env: Record<string, string>, cleanUp: () => void) {
  const started = await spawnScript(script, env).catch((error: unknown) => {
    console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
    cleanUp();
    process.exit(1);
  });
  return {
    origin: started.origin,
    pid: started.pid,
    stop: () => {
      started.stop();
      cleanUp();
    },
  };
}

/**
 * The demo account with a password of this run's own: in production no account keeps the
 * published demo password (the server replaces it at start).
 */
async function benchAccount(location: string) {
  const db = await openDatabase(location);
  try {
    await seedDemoData(db);
    const password = randomBytes(12).toString('base64url');
    await run(db, sql`UPDATE users SET password_hash = ${await hashPassword(password)} WHERE email = ${DEMO_EMAIL}`);
    return { email: DEMO_EMAIL, password };
  } finally {
    await db.destroy();
  }
}

/**
 * The reference server in production mode, with a temporary seeded database and the built app
 * from dist/: a SQLite file in a temporary data folder, or the empty PostgreSQL database at
 * `databaseUrl`. `prepare` may fill the database first (the server seeds only what is missing).
 * `account` signs in to the demo account.
 */
export async function startServerProcess(prepare?: (location: string) => Promise<void>, databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lyla-bench-'));
  const location = databaseUrl ?? join(dataDir, 'lyla.sqlite');
  await prepare?.(location);
  const account = await benchAccount(location);
  const env = { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  const server = await startProcess('server/main.ts', env, () => rmSync(dataDir, { recursive: true, force: true }));
  return { ...server, dataDir, location, account };
}

/**
 * The floor (bench/floor/server.ts): bare Hono sending back `answers` (path → an answer of the
 * reference server), when given serving the built app in `staticDir` the way it does, and
 * with `write` making the same single-row update as the product's address edit.
 */
export async function startFloorProcess(answers: Record<string, FloorAnswer>, staticDir?: string, write?: FloorWrite) {
  const workDir = mkdtempSync(join(tmpdir(), 'lyla-floor-'));
  const answersFile = join(workDir, 'answers.json');
  writeFileSync(answersFile, JSON.stringify(answers));
  return startProcess(
    'bench/floor/server.ts',
    { FLOOR_ANSWERS: answersFile, ...(staticDir ? { FLOOR_STATIC: staticDir } : {}), ...(write ? { FLOOR_WRITE: JSON.stringify(write) } : {}) },
    () => rmSync(workDir, { recursive: true, force: true }),
  );
}

/** The median of some figures (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/** The figure below which `fraction` of `sorted` (ascending) lies: 0.99 for the p99. */
export const percentile = (sorted: number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
