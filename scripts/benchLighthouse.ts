/**
 * `npm run bench`, third part: Lighthouse performance (mobile, its default simulated
 * throttling) of `/login` and `/home` on the reference server, against architecture §9
 * (score ≥ 95). Debian's Chromium is driven by Playwright, which signs in for `/home`;
 * Lighthouse measures in the same browser through its debugging port. Prints figures and
 * PASS/UNDER; exits 0 either way.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../server/seed';
import { freePort, startServerProcess } from './benchSupport';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const TARGET_SCORE = 95;
const APP_PATH = '/site/app/';

const { origin, stop: stopServer } = await startServerProcess();
const debuggingPort = await freePort();
const profile = mkdtempSync(join(tmpdir(), 'lyla-lighthouse-'));
// The default context of a persistent browser is the one Lighthouse opens its tab in, so the
// sign-in stored by the page below is there for `/home`.
const browser = await chromium.launchPersistentContext(profile, {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`],
});

async function measure(route: string) {
  const page = browser.pages()[0] ?? (await browser.newPage());
  await (await browser.newCDPSession(page)).send('Network.clearBrowserCache');
  const result = await lighthouse(`${origin}${APP_PATH}#${route}`, {
    port: debuggingPort,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance'],
    // Keep the stored sign-in (the HTTP cache is emptied before each run instead).
    disableStorageReset: true,
  });
  if (!result) throw new Error(`no Lighthouse result for ${route}`);
  const { categories, audits } = result.lhr;
  const shown = (id: string) => audits[id]?.displayValue ?? '–';
  return {
    score: String(Math.round((categories.performance?.score ?? 0) * 100)),
    metrics: `FCP ${shown('first-contentful-paint')}, LCP ${shown('largest-contentful-paint')}, TBT ${shown('total-blocking-time')}, CLS ${shown('cumulative-layout-shift')}`,
  };
}

const rows: string[][] = [];
try {
  rows.push(['/login', ...Object.values(await measure('/login'))]);

  const page = browser.pages()[0] ?? (await browser.newPage());
  await page.goto(`${origin}${APP_PATH}#/login`);
  await page.getByLabel('Email', { exact: true }).fill(DEMO_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
  rows.push(['/home (signed in)', ...Object.values(await measure('/home'))]);
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await browser.close();
  rmSync(profile, { recursive: true, force: true });
  stopServer();
}

console.log(`\nLighthouse performance, mobile (target ≥ ${TARGET_SCORE}):`);
for (const [route = '', score = '', metrics = ''] of rows) {
  console.log(`${route.padEnd(20)} ${score.padStart(4)}   ${Number(score) >= TARGET_SCORE ? 'PASS ' : 'UNDER'}  ${metrics}`);
}
process.exit(0);
