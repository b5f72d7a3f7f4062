/**
 * `npm run bench`, third part: Lighthouse performance (mobile, its default simulated
 * throttling) of `/login` and of every main page a signed-in person opens, on the reference
 * server, beside a floor app (bench/floor: the smallest app of the same stack, built with the
 * same compression and served by the same static-site code on bare Hono, measured in each
 * round). Each page is measured `--runs` times (3), interleaved with the floor; prints medians,
 * the ratio to the floor, the worst CLS, and PASS/UNDER against issue 15's goals (every signed-in
 * page against `/home`'s). `--pages /login,/requests` measures only those. Exits 0 either way.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import react from '@vitejs/plugin-react';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import { precompressPlugin } from '../vite.config';
import { captureAnswer, freePort, median, startFloorProcess, startServerProcess } from './benchSupport';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const { values: options } = parseArgs({ options: { runs: { type: 'string', default: '3' }, pages: { type: 'string' } } });
const RUNS = Number(options.runs);
const APP_PATH = '/site/app/';
const SIGNED_OUT_GOAL = { score: 97, lcpMs: 1500, tbtMs: Infinity };
const SIGNED_IN_GOAL = { score: 95, lcpMs: 2000, tbtMs: 100 };
// The pages a signed-in person opens from the header, the home page and the settings menu.
const MAIN_PAGES = [
  '/login',
  '/home',
  '/categories/1',
  '/categories/1/vendor',
  '/search?q=latte',
  '/requests',
  '/notifications',
  '/news',
  '/video/news',
  '/settings/account/index',
  '/settings/account/profile',
  '/settings/account/wallet',
];
type Route = string;
const ROUTES: Route[] = options.pages ? options.pages.split(',') : MAIN_PAGES;
const goalOf = (route: Route) => (route === '/login' ? SIGNED_OUT_GOAL : SIGNED_IN_GOAL);
// The floor app has one page; it is measured at this address in every round.
const FLOOR_ROUTE = '/home';

const workDir = mkdtempSync(join(tmpdir(), 'lyla-lighthouse-'));
const floorDist = join(workDir, 'floor');
await build({
  configFile: false,
  root: 'bench/floor',
  base: APP_PATH,
  logLevel: 'warn',
  plugins: [react(), precompressPlugin()],
  build: { outDir: floorDist, emptyOutDir: true, target: 'es2022' },
});

const server = await startServerProcess();
const signIn = await fetch(`${server.origin}/api/auth/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(server.account),
});
const { token } = ((await signIn.json()) as { data: { token: string } }).data;
const home = await captureAnswer(`${server.origin}/api/catalogue/home`, {}, token);
const floor = await startFloorProcess({ '/api/catalogue/home': home }, floorDist);

const debuggingPort = await freePort();
// The default context of a persistent browser is the one Lighthouse opens its tab in, so the
// sign-in stored by the page below is there for `/home`.
const browser = await chromium.launchPersistentContext(join(workDir, 'profile'), {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`],
});

interface Measure {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

async function measure(origin: string, route: Route): Promise<Measure | { failed: string }> {
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
  const { categories, audits, runtimeError, finalDisplayedUrl } = result.lhr;
  // A run Lighthouse could not measure (no paint seen, say) says nothing of the page's speed.
  if (runtimeError) return { failed: runtimeError.code };
  // Nor does a run that ended on another page (signed-in /home sent to the sign-in page).
  const landed = new URL(finalDisplayedUrl).hash.slice(1);
  // The hash keeps its query (/search?q=…).
  if (landed !== route) return { failed: `ended on ${landed}` };
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

const runs = { server: new Map<Route, Measure[]>(ROUTES.map((route) => [route, []])), floor: [] as Measure[] };
const failures: string[] = [];
try {
  const page = browser.pages()[0] ?? (await browser.newPage());
  await page.goto(`${server.origin}${APP_PATH}#/login`);
  await page.getByLabel('Email', { exact: true }).fill(server.account.email);
  await page.getByLabel('Password', { exact: true }).fill(server.account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
  // `/login` is measured signed out; the stored sign-in is put back for `/home`.
  const stored = await page.evaluate(() => JSON.stringify(Object.entries(localStorage)));
  const storeSignIn = (entries: string) => page.evaluate((saved) => {
    for (const [key, value] of JSON.parse(saved) as [string, string][]) localStorage.setItem(key, value);
  }, entries);

  for (let run = 0; run < RUNS; run++) {
    const floorMeasured = await measure(floor.origin, FLOOR_ROUTE);
    if ('failed' in floorMeasured) failures.push(`floor: ${floorMeasured.failed}`);
    else runs.floor.push(floorMeasured);
    for (const route of ROUTES) {
      await page.goto(`${server.origin}${APP_PATH}#/login`);
      if (route === '/login') await page.evaluate(() => localStorage.clear());
      else {
        // Signed in again, and seen to be, before Lighthouse opens the page.
        await storeSignIn(stored);
        await page.reload();
        await page.getByRole('button', { name: 'Sign out' }).waitFor();
      }
      // Lighthouse then loads the page anew: from the app's own page, going to another hash
      // route would only move inside the page already running (the first /home run of every
      // bench before this one measured the sign-in page it was sent to).
      await page.goto('about:blank');
      const measured = await measure(server.origin, route);
      if ('failed' in measured) failures.push(`app ${route}: ${measured.failed}`);
      else runs.server.get(route)?.push(measured);
    }
  }
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await browser.close();
  server.stop();
  floor.stop();
  rmSync(workDir, { recursive: true, force: true });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const ratio = (a: number, b: number) => (b ? `${(a / b).toFixed(2)}×` : '–');
console.log(`\nLighthouse performance, mobile, median of ${RUNS} runs, each round beside the floor app (ratio = app ÷ floor):`);
if (failures.length > 0) console.log(`Runs Lighthouse could not measure (left out of the medians): ${failures.join('; ')}`);
const bare = runs.floor;
for (const route of ROUTES) {
  const app = runs.server.get(route) ?? [];
  if (app.length === 0 || bare.length === 0) continue;
  const m = (list: Measure[], key: keyof Measure) => median(list.map((entry) => entry[key]));
  const goal = goalOf(route);
  const worstCls = Math.max(...app.map((entry) => entry.cls));
  const met = m(app, 'score') >= goal.score && m(app, 'lcpMs') <= goal.lcpMs && m(app, 'tbtMs') <= goal.tbtMs && worstCls === 0;
  const goalText = `score ≥ ${goal.score}, LCP ≤ ${seconds(goal.lcpMs)}${goal.tbtMs < Infinity ? `, TBT ≤ ${goal.tbtMs} ms` : ''}, CLS 0 every run`;
  console.log(`${route}${route === '/login' ? '' : ' (signed in)'}: ${met ? 'PASS' : 'UNDER'} (${goalText})`);
  console.log(`  score ${m(app, 'score')} (floor ${m(bare, 'score')}, ${ratio(m(app, 'score'), m(bare, 'score'))}); runs: ${app.map((entry) => entry.score).join(', ')}`);
  for (const [label, key] of [['FCP', 'fcpMs'], ['LCP', 'lcpMs'], ['TBT', 'tbtMs']] as const) {
    const shown = key === 'tbtMs' ? (ms: number) => `${ms.toFixed(0)} ms` : seconds;
    console.log(`  ${label} ${shown(m(app, key))} (floor ${shown(m(bare, key))}, ${ratio(m(app, key), m(bare, key))})`);
  }
  console.log(`  CLS worst ${worstCls.toFixed(3)} (floor ${Math.max(...bare.map((entry) => entry.cls)).toFixed(3)}); runs: ${app.map((entry) => entry.cls.toFixed(3)).join(', ')}`);
}
process.exit(0);
