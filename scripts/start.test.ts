// @vitest-environment node
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../server/seed';
import { freePort } from './benchSupport';

/**
 * `npm start` and `npm run dev` as a person runs them (npm, the shell it runs the script in,
 * node), stopped as `kill <pid>` stops them: one SIGTERM to the process npm gave. The server
 * (and Vite) must stop, and every process they started must go.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// Limits, not waits: on a loaded box a start takes seconds, and so may a stop.
const STOPPED = { timeout: 30_000, interval: 100 };
const TEST_LIMIT_MS = 120_000;

const started: Array<{ npm: ChildProcess; tree: number[]; dataDir: string }> = [];

afterEach(() => {
  // What a failed test left running goes, so no server outlives the suite.
  for (const { npm, tree, dataDir } of started.splice(0)) {
    for (const pid of new Set([...tree, ...processTree(npm.pid ?? 0)])) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
});

/** `npm <args>` in this checkout, with a data folder of its own; resolves what it prints. */
function npmRun(args: string[], env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'lyla-start-'));
  const npm = spawn('npm', args, {
    cwd: ROOT,
    // Not the test runner's NODE_ENV: the commands run as a person runs them.
    env: { ...process.env, NODE_ENV: undefined, DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const entry = { npm, tree: [] as number[], dataDir };
  started.push(entry);
  let output = '';
  const listeners = new Set<() => void>();
  for (const stream of [npm.stdout, npm.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      listeners.forEach((listener) => listener());
    });
  }
  /** The first match of `pattern` in what the command printed (colours taken out). */
  const printed = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        // eslint-disable-next-line no-control-regex
        const match = output.replace(/\x1b\[[0-9;]*m/g, '').match(pattern);
        if (!match) return;
        listeners.delete(check);
        resolve(match);
      };
      listeners.add(check);
      check();
      npm.once('exit', (code) => reject(new Error(`npm ${args.join(' ')} ended (${code}) before printing ${pattern}:\n${output}`)));
    });
  return { npm, printed, entry };
}

interface ProcessRow {
  pid: number;
  ppid: number;
  zombie: boolean;
}

function processes(): ProcessRow[] {
  return execFileSync('ps', ['-A', '-o', 'pid=,ppid=,stat='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => {
      const [pid, ppid, stat] = line.trim().split(/\s+/);
      return { pid: Number(pid), ppid: Number(ppid), zombie: stat?.startsWith('Z') ?? false };
    });
}

/** `pid` and every process below it, now. */
function processTree(pid: number): number[] {
  const rows = processes();
  const tree = [pid];
  for (let index = 0; index < tree.length; index++) tree.push(...rows.filter((row) => row.ppid === tree[index]).map((row) => row.pid));
  return tree;
}

/** Those of `pids` still running (a zombie has ended: it only waits for its parent to note it). */
function stillRunning(pids: number[]): number[] {
  const running = new Set(processes().filter((row) => !row.zombie).map((row) => row.pid));
  return pids.filter((pid) => running.has(pid));
}

/** Whether a connection to the port is refused: nothing listens there. */
function refuses(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    // `localhost` may be tried at two addresses: each must refuse.
    socket.once('error', (error: NodeJS.ErrnoException & { errors?: NodeJS.ErrnoException[] }) =>
      resolve((error.errors ?? [error]).every((each) => each.code === 'ECONNREFUSED')),
    );
  });
}

/** Sends one SIGTERM to the pid npm gave, as `kill <pid>` does, and waits for npm to end. */
async function killNpm(run: ReturnType<typeof npmRun>) {
  run.entry.tree = processTree(run.npm.pid ?? 0);
  const ended = once(run.npm, 'exit');
  run.npm.kill('SIGTERM');
  await ended;
}

describe('one signal stops everything', () => {
  it(
    'npm start: SIGTERM to its pid stops the server and every process it started',
    async () => {
      const port = await freePort();
      // The build is not what is tested: the app as last built (or none) is served.
      const run = npmRun(['start', '--', '--no-build'], { PORT: String(port), HOST: '127.0.0.1' });
      await run.printed(/running at/);
      expect(await refuses(port, '127.0.0.1')).toBe(false);

      await killNpm(run);
      await expect.poll(() => refuses(port, '127.0.0.1'), STOPPED).toBe(true);
      await expect.poll(() => stillRunning(run.entry.tree), STOPPED).toEqual([]);
    },
    TEST_LIMIT_MS,
  );

  it(
    'npm start: one SIGTERM stops the server while a tab holds its live stream open',
    async () => {
      const port = await freePort();
      const run = npmRun(['start', '--', '--no-build'], { PORT: String(port), HOST: '127.0.0.1' });
      await run.printed(/running at/);
      const origin = `http://127.0.0.1:${port}`;
      const signIn = await fetch(`${origin}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
      });
      const { data } = (await signIn.json()) as { data: { token: string } };
      const stream = await fetch(`${origin}/reactapi/live/updates`, { headers: { Authorization: data.token } });
      const reader = stream.body!.getReader();
      await reader.read(); // the stream's first line: it is open

      await killNpm(run);
      await expect.poll(() => refuses(port, '127.0.0.1'), STOPPED).toBe(true);
      await expect.poll(() => stillRunning(run.entry.tree), STOPPED).toEqual([]);
      await reader.cancel().catch(() => {});
    },
    TEST_LIMIT_MS,
  );

  it(
    'npm run dev: SIGTERM to its pid stops the server, Vite and every process they started',
    async () => {
      const port = await freePort();
      const run = npmRun(['run', 'dev'], { PORT: String(port) });
      await run.printed(/running at/);
      const vitePort = Number((await run.printed(/Local:\s+http:\/\/localhost:(\d+)/))[1]);
      expect(await refuses(port, '127.0.0.1')).toBe(false);
      expect(await refuses(vitePort, 'localhost')).toBe(false);

      await killNpm(run);
      await expect.poll(() => refuses(port, '127.0.0.1'), STOPPED).toBe(true);
      await expect.poll(() => refuses(vitePort, 'localhost'), STOPPED).toBe(true);
      await expect.poll(() => stillRunning(run.entry.tree), STOPPED).toEqual([]);
    },
    TEST_LIMIT_MS,
  );
});
