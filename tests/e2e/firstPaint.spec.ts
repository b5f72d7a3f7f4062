import { expect, test, type Page } from '@playwright/test';
import { ACCESS_TOKEN, DEMO, appUrl, expectRoute, signIn } from './support';

// The sign-in card written into index.html at build time (vite.config.ts, `prerenderSignInPlugin`).
const PRERENDERED = '[data-prerendered]';

/** Holds the app's entry script until `release` is called: the page stays as its first bytes drew it. */
async function holdTheApp(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/site/app/assets/index-*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

interface CardWatch {
  /** When each largest paint (`largest-contentful-paint`) happened, in page time. */
  paints: number[];
  /** When the app took the prerendered card out of the page. */
  replacedAt: number | null;
}

// Runs in the page before its own scripts: the largest paints, and when the app replaced the card.
const WATCH_THE_SIGN_IN_CARD = `(() => {
  const seen = (window.__card = { paints: [], replacedAt: null });
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => seen.paints.push(entry.startTime)))
    .observe({ type: 'largest-contentful-paint', buffered: true });
  let cardSeen = false;
  const watch = new MutationObserver(() => {
    const card = document.querySelector('${PRERENDERED}');
    cardSeen ||= card !== null;
    if (cardSeen && !card) {
      seen.replacedAt = performance.now();
      watch.disconnect();
    }
  });
  watch.observe(document, { childList: true, subtree: true });
})()`;

test.describe('The first paint of the sign-in page', () => {
  test('is its card, from the first bytes, even with no script at all', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(appUrl('/login'));
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '#/register');
    await context.close();
  });

  test('sent with no script at all, never puts the password in the address', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(appUrl('/login'));
    await page.getByLabel('Email', { exact: true }).fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    const sent = page.waitForRequest((request) => request.isNavigationRequest() && request.frame() === page.mainFrame());
    await page.getByLabel('Password', { exact: true }).press('Enter');
    const request = await sent;
    expect(request.url()).not.toContain(encodeURIComponent(DEMO.password));
    await page.waitForLoadState();
    expect(page.url()).not.toContain(encodeURIComponent(DEMO.password));
    await context.close();
  });

  test('keeps what was typed before the app took over, caret and all', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto(appUrl('/login'), { waitUntil: 'commit' });
    await expect(page.locator(PRERENDERED).getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).click();
    await page.keyboard.type(DEMO.password.slice(0, 5));

    release();
    await expect(page.locator(PRERENDERED)).toHaveCount(0);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(DEMO.email);
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type(DEMO.password.slice(5));
    await page.keyboard.press('Enter');

    await expectRoute(page, '/home');
    await expect(page.getByRole('banner')).toContainText(DEMO.fullName);
  });

  test('sends the form once the app is there when it was sent before, never as the browser’s own GET', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto(appUrl('/login'), { waitUntil: 'commit' });
    await page.getByLabel('Email', { exact: true }).fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator(PRERENDERED)).toHaveAttribute('data-submitted', '');
    expect(new URL(page.url()).search).toBe('');

    release();
    await expectRoute(page, '/home');
    await expect(page.getByRole('banner')).toContainText(DEMO.fullName);
    expect(new URL(page.url()).search).toBe('');
  });

  test('is the page’s largest paint, with the app’s code asked for only once it is painted', async ({ page }) => {
    await page.addInitScript({ content: WATCH_THE_SIGN_IN_CARD });
    const entryRequested = page.waitForRequest(/\/assets\/index-[\w-]{8}\.js$/);
    await page.goto(appUrl('/login'));
    await entryRequested;
    await expect(page.locator(PRERENDERED)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

    const seen = await page.evaluate(() => (window as unknown as { __card: CardWatch }).__card);
    const entry = await page.evaluate(() => performance.getEntriesByType('resource').find((timing) => /\/assets\/index-/.test(timing.name))!.startTime);
    expect(seen.paints.length).toBeGreaterThan(0);
    // Every largest paint was the card's, drawn before the app drew its own (no larger) card.
    for (const paint of seen.paints) expect(paint).toBeLessThan(seen.replacedAt!);
    expect(entry).toBeGreaterThanOrEqual(seen.paints[0]!);
  });

  test('is not shown to a signed-in person, whose page comes up without it', async ({ page }) => {
    await signIn(page);
    const release = await holdTheApp(page);
    await page.reload({ waitUntil: 'commit' });
    await expect(page.locator(PRERENDERED)).toBeAttached();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeHidden();

    release();
    await expect(page.getByRole('banner')).toContainText(DEMO.fullName);
  });

  test('is not shown to a signed-in visit, which fetches its first chunks, reads and pictures beside the entry, not after it', async ({ page, request }) => {
    const signedIn = await request.post('/api/auth/login', { data: { email: DEMO.email, password: DEMO.password } });
    const { token } = ((await signedIn.json()) as { data: { token: string } }).data;
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [ACCESS_TOKEN, token] as const);
    const release = await holdTheApp(page);
    // While the entry is held, only the page's own head can ask for them.
    const firstChunks = ['signed-in', 'signed-in-http'].map((name) => page.waitForRequest(new RegExp(`/assets/${name}-[\\w-]{8}\\.js$`)));
    const firstReads = ['/api/v2/user/current', '/api/catalogue/home'].map((path) => page.waitForResponse((answer) => new URL(answer.url()).pathname === path));
    const firstPicture = page.waitForRequest(/\/api\/images\/category\/\d+\.svg$/);
    await page.goto(appUrl('/home'), { waitUntil: 'commit' });
    await Promise.all([...firstChunks, firstPicture]);
    for (const answer of await Promise.all(firstReads)) expect(answer.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeHidden();

    release();
    await expect(page.getByRole('banner')).toContainText(DEMO.fullName);
  });

  test('is not shown on another public page, such as registration', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto(appUrl('/register'), { waitUntil: 'commit' });
    await expect(page.locator(PRERENDERED)).toBeAttached();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeHidden();

    release();
    await expect(page.getByRole('heading', { level: 1, name: /Create your account/ })).toBeVisible();
  });
});

// Runs in the page before its own scripts: what a person would see move or spin on the way up.
const WATCH_THE_FIRST_FRAMES = `(() => {
  window.__shifted = 0;
  window.__spinnerSeen = false;
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => { window.__shifted += entry.value; })).observe({ type: 'layout-shift', buffered: true });
  new MutationObserver(() => { if (document.querySelector('[aria-label="Loading page"][role="status"], [data-skeleton]')) window.__spinnerSeen = true; })
    .observe(document, { childList: true, subtree: true });
})()`;

test.describe('A signed-in visit to the home page on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test('draws once, whole: no spinner first, and nothing moves as it fills in', async ({ page, request }) => {
    const signedIn = await request.post('/api/auth/login', { data: { email: DEMO.email, password: DEMO.password } });
    const { token } = ((await signedIn.json()) as { data: { token: string } }).data;
    await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [ACCESS_TOKEN, token] as const);
    await page.addInitScript({ content: WATCH_THE_FIRST_FRAMES });
    await page.goto(appUrl('/home'));

    const categories = page.getByRole('list', { name: 'Categories' });
    await expect(categories.getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Hello, /);
    // Two frames more, so a shift of the frame after the first one is seen.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // The page is as wide as the phone: no sideways scrolling at any time.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
    expect(await page.evaluate(() => (window as unknown as { __spinnerSeen: boolean }).__spinnerSeen)).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { __shifted: number }).__shifted)).toBe(0);
  });
});
