/** What the bench scripts share: the reference server started as `npm start` starts it. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const START_LIMIT_MS = 120_000;

/** A loopback port nobody listens on at this moment. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The server in its own process (so it shares no event loop or heap with the measuring
 * tool), in production mode, with a temporary seeded database and the built app from dist/.
 * Exits the bench with a message when it does not start.
 */
export async function startServerProcess() {
  const dataDir = mkdtempSync(join(tmpdir(), 'lyla-bench-'));
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };

  // The server prints its address once the database is seeded and it listens.
  await new Promise<void>((resolve, reject) => {
    const limit = setTimeout(() => reject(new Error('the server did not start')), START_LIMIT_MS);
    server.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('running at')) {
        clearTimeout(limit);
        resolve();
      }
    });
    server.once('exit', (code) => reject(new Error(`the server stopped (exit code ${code})`)));
  }).catch((error: unknown) => {
    console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
    stop();
    process.exit(1);
  });

  return { origin: `http://127.0.0.1:${port}`, dataDir, stop };
}
