/**
 * `npm start`: builds the app, then runs the reference server in this same process. The
 * package script `exec`s this file, so the process under npm is the server itself: a signal to
 * `npm start` (Ctrl+C, or `kill <pid>`, which npm passes on to it) stops the server. With a
 * shell and tsx's own process in between, the shell died of the signal and the server ran on.
 * `npm start -- --no-build` serves the app as last built.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { packageBin } from './packageBin';

if (!process.argv.includes('--no-build')) {
  const build = spawn(process.execPath, [packageBin('vite'), 'build'], { stdio: 'inherit' });
  // A signal during the build ends the build, and the start with it.
  const stop = (signal: NodeJS.Signals) => build.kill(signal);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  const [code] = (await once(build, 'exit')) as [number | null];
  process.off('SIGINT', stop);
  process.off('SIGTERM', stop);
  if (code !== 0) process.exit(code ?? 1);
}

await import('../server/main');
