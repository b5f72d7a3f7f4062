import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The sign-in, checkout and payment, chat and account journeys again, against a server keeping
// its data in PostgreSQL: `npm run test:e2e:pg` runs this through scripts/withPostgres.ts, which
// starts a private PostgreSQL and sets DATABASE_URL (an empty database: the server migrates and
// seeds it as it would a new site's). Runs after `npm run test:e2e`, which builds the app.
if (!process.env.DATABASE_URL) throw new Error('playwright.postgres.config.ts runs through scripts/withPostgres.ts (npm run test:e2e:pg)');

const webServer = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer;
if (!webServer) throw new Error('playwright.config.ts starts no server');

export default defineConfig({
  ...base,
  testMatch: ['sign-in.spec.ts', 'money.spec.ts', 'chat.spec.ts', 'account.spec.ts'],
  webServer: { ...webServer, env: { ...webServer.env, DATABASE_URL: process.env.DATABASE_URL } },
});
