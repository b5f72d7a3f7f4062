import { mkdirSync } from 'node:fs';
import { hostname as machineName } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { joinCluster } from './cluster/channel';
import { readServerConfig } from './config';
import { catchUpIdentities } from './data/postgresMigrations';
import { openDatabase, withStartLock } from './data/openDatabase';
import { engineOf } from './db';
import { createUpdateBus } from './live/updateBus';
import { REMINDER_CHECK_INTERVAL_MS } from './reminders/fireReminders';
import { retireDemoPasswords, seedDemoData } from './seed';
import { seedDemoRequests } from './seed/requestSeed';
import { startMessage } from './startMessage';

const read = readServerConfig(process.env);
if (!read.ok) {
  console.error(`LYLA did not start: ${read.problem}`);
  process.exit(1);
}
const { port, hostname, dataDir, databaseUrl, databasePoolSize, production, demoData, demoVendorDelayMs, devEndpoints, allowedOrigins, apiOrigin, publicOrigin, minFreeDiskBytes, trustedProxies } =
  read.config;

mkdirSync(dataDir, { recursive: true });
const db = await openDatabase(databaseUrl ?? join(dataDir, 'lyla.sqlite'), { poolSize: databasePoolSize });
// Several processes on one PostgreSQL database tell each other what they keep in memory (docs/decisions/0032),
// from the start: the seed below changes rows the others may keep.
const cluster = databaseUrl ? await joinCluster(db, databaseUrl, { name: `lyla ${machineName()} ${process.pid}`, log: (line) => console.log(line) }) : null;

// Under the start lock: processes started together on one PostgreSQL seed once.
const retiredDemoAccounts = await withStartLock(db, async () => {
  // The demo accounts' password is published: a production site has none with it.
  await seedDemoData(db, { accounts: !production });
  const retired = production ? await retireDemoPasswords(db, new Date()) : [];
  if (demoData) await seedDemoRequests(db);
  if (engineOf(db) === 'postgres') await catchUpIdentities(db);
  return retired;
});

// Reached at shutdown: every open live stream is ended, or the server would wait for them.
const updates = createUpdateBus(db);
const app = createApp({
  db,
  updates,
  production,
  devEndpoints,
  allowedOrigins,
  apiOrigin,
  publicOrigin,
  minFreeDiskBytes,
  trustedProxies,
  avatarDir: join(dataDir, 'avatars'),
  fireRemindersEvery: REMINDER_CHECK_INTERVAL_MS,
  demoVendor: demoVendorDelayMs === null ? undefined : { delayMs: demoVendorDelayMs },
});
const server = serve({ fetch: app.fetch, port, hostname }, () => {
  for (const line of startMessage(read.config, retiredDemoAccounts)) console.log(line);
});

// A client reuses an idle connection at the moment the server closes it: the request is lost
// (ECONNRESET). Node closes idle connections after 5 s; at 65 s (longer than a page or a test
// usually waits between calls, as proxies do) that race becomes rare. The header limit stays
// above it, as Node requires.
const IDLE_CONNECTION_MS = 65_000;
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.headersTimeout = IDLE_CONNECTION_MS + 1000;
}

// Once: Ctrl+C reaches this process both from the terminal and through npm.
let shuttingDown = false;
function shutDown() {
  if (shuttingDown) return;
  shuttingDown = true;
  updates.endAll();
  server.close(() => {
    void Promise.resolve(cluster?.leave())
      .then(() => db.destroy())
      .finally(() => process.exit(0));
  });
}
process.on('SIGINT', shutDown);
process.on('SIGTERM', shutDown);
