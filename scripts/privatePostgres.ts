// A private PostgreSQL for the tests and the bench: Debian's `postgresql` package (installed with
// apt-get when missing, as ensure-chromium does for the browser), a cluster in a temporary folder
// on a free port, run as the `postgres` user when we are root (PostgreSQL refuses root), and
// removed when stopped.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function binDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((name) => existsSync(join(root, name, 'bin', 'initdb')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? null : join(root, versions[0], 'bin');
}

function run(command: string, args: string[], asPostgres = false): void {
  const [program, programArgs] = asPostgres && isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(program, programArgs, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (result.status !== 0) {
    throw new Error(`${[command, ...args].join(' ')} failed: ${result.error?.message ?? ''}${result.stderr?.toString() ?? ''}${result.stdout?.toString() ?? ''}`);
  }
}

/** The folder of initdb and pg_ctl, installing Debian's `postgresql` first when missing. */
export function ensurePostgres(): string {
  const found = binDir();
  if (found) return found;
  console.log('private-postgres: PostgreSQL is missing; installing the Debian package "postgresql".');
  const apt = (args: string[]) => (isRoot ? run('apt-get', args) : run('sudo', ['-n', 'apt-get', ...args]));
  apt(['update']);
  apt(['install', '-y', '--no-install-recommends', 'postgresql']);
  const installed = binDir();
  if (!installed) throw new Error('private-postgres: PostgreSQL is still missing; install it with apt-get install postgresql');
  return installed;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres: the superuser, for making databases. */
  adminUrl: string;
  /** The same server, another database. */
  urlOf(database: string): string;
  stop(): void;
}

/**
 * Starts a throwaway cluster. fsync is off: it holds test data only and is deleted at the end,
 * so a crash losing it costs nothing, and every commit no longer waits for the disk.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = ensurePostgres();
  const folder = mkdtempSync(join(tmpdir(), 'lyla-postgres-'));
  chmodSync(folder, 0o777);
  const data = join(folder, 'data');
  const port = await freePort();
  run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8'], true);
  run(
    join(bin, 'pg_ctl'),
    ['-D', data, '-l', join(folder, 'log'), '-w', '-t', '120', 'start', '-o',
      `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`],
    true,
  );
  let stopped = false;
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    adminUrl: urlOf('postgres'),
    urlOf,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'], true);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
