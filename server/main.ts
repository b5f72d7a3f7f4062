import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { openDatabase } from './db';
import { APP_PATH } from './http/staticSite';
import { DEMO_EMAIL, DEMO_MFA_EMAIL, DEMO_PASSWORD, seedDemoData } from './seed';

const port = Number(process.env.PORT ?? 8080);
const hostname = process.env.HOST ?? '0.0.0.0';
const dataDir = process.env.DATA_DIR ?? 'data';
const production = process.env.NODE_ENV === 'production';
// Apps built with VITE_API_ORIGIN pointing here, e.g. `ALLOWED_ORIGINS=https://app.example.com`.
const allowedOrigins = (process.env.ALLOWED_ORIGINS ?? '')
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);

if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a number from 1 to 65535, got "${process.env.PORT}"`);
  process.exit(1);
}

mkdirSync(dataDir, { recursive: true });
const db = openDatabase(join(dataDir, 'lyla.sqlite'));
await seedDemoData(db);

const server = serve({ fetch: createApp({ db, production, allowedOrigins, avatarDir: join(dataDir, 'avatars') }).fetch, port, hostname }, () => {
  console.log(`LYLA is running at http://localhost:${port}${APP_PATH}/`);
  console.log(`Demo accounts: ${DEMO_EMAIL} and ${DEMO_MFA_EMAIL} (second factor), password ${DEMO_PASSWORD}`);
});

function shutDown() {
  server.close(() => {
    db.close();
    process.exit(0);
  });
}
process.on('SIGINT', shutDown);
process.on('SIGTERM', shutDown);
