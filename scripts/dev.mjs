// `npm run dev`: the reference server (restarting on change) and Vite's dev server with
// hot reload, which proxies /api and /reactapi to it. Ctrl+C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], { stdio: 'inherit', env: { ...process.env, PORT: '8080' } }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) =>
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
