import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Seeded by server/seed.ts. */
export const DEMO = {
  email: 'demo@lyla.example',
  mfaEmail: 'mfa@lyla.example',
  password: 'lyla-demo-2026',
  fullName: 'Maya Thompson',
  mfaFullName: 'Daniel Okafor',
} as const;

/** localStorage key (src/domain/constants.ts). */
export const ACCESS_TOKEN = 'ACCESS_TOKEN';

/** The app's URL for an in-app route such as `/home` or `/login?redirect=%2Fhome`. */
export const appUrl = (route: string) => `/site/app/#${route}`;

/** The route in the page's URL hash: `/login?redirect=…`. */
export const routeOf = (page: Page) => new URL(page.url()).hash.replace(/^#/, '');

/** Waits until the app shows `route` (path and query, exactly). */
export async function expectRoute(page: Page, route: string) {
  await expect.poll(() => routeOf(page), { message: `the app should be at ${route}` }).toBe(route);
}

/** Fills and sends the sign-in form; the page must be on the login screen. */
export async function submitSignIn(page: Page, email: string, password: string) {
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in with the demo account from the login page and waits for the signed-in header. */
export async function signIn(page: Page, email: string = DEMO.email, fullName: string = DEMO.fullName) {
  await page.goto(appUrl('/login'));
  await submitSignIn(page, email, DEMO.password);
  await expect(page.getByRole('banner')).toContainText(fullName);
}

export const readToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), ACCESS_TOKEN);

/** The latest one-time code sent to `email`, read from the server's development outbox. */
export async function readLatestCode(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/dev/outbox/latest', { data: { email } });
  expect(response.ok(), `outbox lookup for ${email}: HTTP ${response.status()}`).toBe(true);
  const body = (await response.json()) as { data?: { code?: unknown } };
  const code = body.data?.code;
  if (typeof code !== 'string' || !/^\d{6}$/.test(code)) {
    throw new Error(`No 6-digit code in the outbox answer: ${JSON.stringify(body)}`);
  }
  return code;
}

/** Ends every live session of `email` on the server, as if 7 days had gone by. */
export async function expireSessions(request: APIRequestContext, email: string) {
  const response = await request.post('/api/dev/sessions/expire', { data: { email } });
  expect(response.ok(), `expiring sessions of ${email}: HTTP ${response.status()}`).toBe(true);
}

const require = createRequire(import.meta.url);

/**
 * Serious and critical axe violations on the page as it is now. axe is run as the test tool's
 * own script: the page's CSP refuses inline scripts, so it cannot be added as a tag.
 */
export async function severeViolations(page: Page) {
  await page.evaluate(readFileSync(require.resolve('axe-core'), 'utf8'));
  const results = await page.evaluate(() => (window as unknown as { axe: { run(): Promise<AxeResults> } }).axe.run());
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, help: violation.help, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}
