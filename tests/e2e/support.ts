import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

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

/** The toasts on screen (spec §8): Radix lists them in the "Notifications (F8)" region. */
export const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');

/**
 * A refusal said once (spec §8): the toast says `message`, the form (named `form`) does not
 * say it again, and it kept what was typed in `kept` (label → value).
 */
export async function expectRefusedOnce(page: Page, form: string, message: string, kept: Record<string, string>) {
  await expect(toasts(page).filter({ hasText: message })).toBeVisible();
  const shown = page.getByRole('form', { name: form, exact: true });
  await expect(shown).toBeVisible();
  await expect(shown.getByText(message)).toHaveCount(0);
  for (const [label, value] of Object.entries(kept)) await expect(shown.getByLabel(label, { exact: true })).toHaveValue(value);
}

/** The failures' toasts are gone (the person went on, or fixed what failed): asked at once, not waited for. */
export async function expectNoToast(page: Page) {
  await expect(toasts(page)).toHaveCount(0, { timeout: 1_000 });
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

/** The password of the accounts the money tests register. */
export const PASSWORD = 'money-pass-2026';
export const CARD = { number: '4242424242424242', cvc: '123', exp_month: 12, exp_year: new Date().getFullYear() + 2 };

export interface Account {
  email: string;
  fullName: string;
  token: string;
}

/** A new verified account, made through the API (registration has its own tests). */
export async function registerAccount(request: APIRequestContext, firstName: string, lastName = 'Buyer'): Promise<Account> {
  const email = `${firstName.toLowerCase()}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const registered = await request.post('/reactapi/user/account/register', {
    data: { first_name: firstName, last_name: lastName, password: PASSWORD, gender: 0, cell_phone: '', work_email: email, location_id: 1, site_id: 1 },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const verified = await request.post('/reactapi/user/account/verify', { data: { email, code: await readLatestCode(request, email) } });
  expect(verified.ok(), await verified.text()).toBe(true);
  const { data } = (await verified.json()) as { data: { token: string } };
  return { email, fullName: `${firstName} ${lastName}`, token: data.token };
}

/** A real 1×1 PNG, for photo uploads. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Signs in with an account the test registered, from the login page. */
export async function signInAs(page: Page, account: Account, password = PASSWORD) {
  await page.goto(appUrl('/login'));
  await submitSignIn(page, account.email, password);
  await expect(page.getByRole('banner')).toContainText(account.fullName);
}

export async function api<T>(request: APIRequestContext, account: Account, path: string, data: unknown = {}): Promise<T> {
  const response = await request.post(path, { data, headers: { Authorization: account.token } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Money in the wallet without going through the screens (adding funds has its own test). */
export async function topUp(request: APIRequestContext, account: Account, amountCents: number) {
  await api(request, account, '/reactapi/user/recharge', {
    idempotency_key: randomUUID(),
    amount_cents: amountCents,
    method: { type: 'new_card', card: { ...CARD, holder_name: account.fullName, is_default: false }, save: false },
  });
}

/** The top-up `placeWalletOrder` makes first: the wallet then holds this less the order's total. */
export const ORDER_TOP_UP_CENTS = 50_000;

/** A wallet order of one featured product, placed through the API (checkout has its own tests), after a top-up that covers it. */
export async function placeWalletOrder(request: APIRequestContext, buyer: Account) {
  await topUp(request, buyer, ORDER_TOP_UP_CENTS);
  const home = await api<{ featured_products: Array<{ id: number; vendor_id: number }> }>(request, buyer, '/api/catalogue/home');
  const product = home.featured_products[0]!;
  const { order } = await api<{ order: { id: number; total_cents: number } }>(request, buyer, '/reactapi/order/create', {
    idempotency_key: randomUUID(),
    vendor_id: product.vendor_id,
    lines: [{ product_id: product.id, quantity: 1, options: {} }],
    delivery: { address: { label: 'Home', line1: '1 Market St', line2: '', city: 'San Francisco', state: 'CA', zipcode: '94105', is_default: true } },
    payment: { type: 'wallet' },
  });
  return order;
}

/** On a phone (decision 0016): the page never scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'the page must not scroll sideways').toBeLessThanOrEqual(innerWidth);
}

/** Wholly inside the screen's width and, once scrolled to, its height; at least 44 px tall. */
export async function expectOnScreen(control: Locator) {
  await control.scrollIntoViewIfNeeded();
  await expect(control).toBeInViewport({ ratio: 1 });
  const box = await control.boundingBox();
  expect(box?.height ?? 0, 'a touch target is at least 44 px tall').toBeGreaterThanOrEqual(44);
}
