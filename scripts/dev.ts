/**
 * `npm run dev`: the reference server (restarting on change) and Vite's dev server with hot
 * reload, which proxies /api and /reactapi to it. `PORT` sets the server's port (8080).
 *
 * One signal to the pid `npm run dev` gives (Ctrl+C, or `kill <pid>`) stops both: the package
 * script `exec`s this file (no shell in between), and both run with Node directly (npx would
 * put a shell of its own in between, which a signal ends and its command outlives).
 */
import { spawn } from 'node:child_process';
import { packageBin } from './packageBin';

const apiPort = process.env.PORT ?? '8080';
const children = [
  // In a process group of its own, so only this script signals it: tsx watch takes a second
  // signal (Ctrl+C reaches the whole terminal group, and npm passes it on too) as a reason to
  // kill the server unclosed. So it cannot read the terminal: no Return-key rerun.
  spawn(process.execPath, [packageBin('tsx'), 'watch', 'server/main.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
    env: { ...process.env, PORT: apiPort },
  }),
  spawn(process.execPath, [packageBin('vite')], { stdio: 'inherit', env: { ...process.env, LYLA_DEV_API_ORIGIN: `http://127.0.0.1:${apiPort}` } }),
];

// Once, whatever asked first: a signal (from the terminal and again from npm), or a child ending.
let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  children.forEach((child) => child.kill('SIGTERM'));
}
// SIGHUP too: a closed terminal no longer reaches the server's group by itself.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop);
children.forEach((child) =>
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
