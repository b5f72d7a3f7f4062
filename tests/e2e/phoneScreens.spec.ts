import { randomUUID } from 'node:crypto';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { addDays, dayOf } from '../../src/domain/dates';
import { api, appUrl, placeWalletOrder, registerAccount, routeOf, severeViolations, signInAs } from './support';

/**
 * Every main screen below 768 px (decision 0016, issue 31): at the narrowest phone, a common
 * one and the widest width of the phone layout, no page scrolls sideways, everything a finger
 * presses is at least 44 × 44 px, and the pages the other specs check with axe have no
 * serious violations. One browser context per width, all signed in with one stored state.
 */
const VIEWPORTS = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 767, height: 1024 },
] as const;

interface Screen {
  route: string;
  /** The page's own level-1 heading: the screen has drawn, not the one before it. */
  heading: string | RegExp;
  /** Also checked with axe, as the other specs check it. */
  axe?: boolean;
  /** What a person does there next, checked again after (`check`). */
  then?(page: Page, check: () => Promise<void>): Promise<void>;
}

const SIGNED_OUT: Screen[] = [
  {
    route: '/login',
    heading: 'Sign in',
    axe: true,
    // A refused sign-in raises a toast: its Dismiss is a target too.
    async then(page, check) {
      await page.getByLabel('Email', { exact: true }).fill('nobody@example.com');
      await page.getByLabel('Password', { exact: true }).fill('not-the-password-1');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('button', { name: 'Dismiss' })).toBeVisible();
      await check();
    },
  },
  { route: '/register', heading: 'Create your account' },
  { route: '/password_reset', heading: 'Reset your password' },
];

/** The settings menu in the spec's order. */
const SETTINGS_MENU = ['Settings', 'Interests', 'Payments', 'Notifications', 'LYLA Wallet', 'Reminders', 'Invite', 'Terms', 'Contact Us', 'Addresses'];

const SETTINGS: Array<[string, string]> = [
  ['index', 'Settings'],
  ['profile', 'Profile'],
  ['profile/family/new', 'Add a family member'],
  ['contact', 'Contact preference'],
  ['password', 'Password'],
  ['work', 'Work profile'],
  ['interests', 'Interests'],
  ['payments', 'Payments'],
  ['notifications', 'Notifications'],
  ['address', 'Addresses'],
  ['reminders', 'Reminders'],
  ['reminders/pet_care', 'Pet care'],
  ['reminders/pet_care/new', 'New pet care reminder'],
  ['wallet', 'LYLA Wallet'],
  ['wallet/add', 'Add funds'],
  ['wallet/gift', 'Send a gift'],
  ['invite', 'Invite'],
];

/** Filled in by `beforeAll`: what the account holds decides some routes. */
const screens: Screen[] = [];
let storageState: Awaited<ReturnType<BrowserContext['storageState']>>;

test.beforeAll(async ({ browser, playwright }) => {
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const buyer = await registerAccount(request, 'Phoebe', 'Narrow');
  const orderId = (await placeWalletOrder(request, buyer)).id;

  // Signs in once, walks to a product and puts it in the cart: the cart lives in the browser.
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, buyer);
  const walk: Array<{ route: string; heading: string }> = [];
  const visited = async () => {
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    walk.push({ route: routeOf(page), heading: (await heading.textContent()) ?? '' });
  };
  await page.getByRole('list', { name: 'Categories' }).getByRole('link').first().click();
  await expect(page.getByRole('link', { name: /^See all \d+ vendors$/ })).toBeVisible();
  await visited();
  await page.getByRole('link', { name: /^See all \d+ vendors$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Vendors of / })).toBeVisible();
  await visited();
  for (const list of ['Vendors', 'Catalogues', 'Products']) {
    await page.getByRole('list', { name: list }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: walk.at(-1)!.heading })).toHaveCount(0);
    await visited();
  }
  await page.getByRole('button', { name: /^Add to cart/ }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Cart: 1 item' }).click();
  const checkout = (await page.getByRole('link', { name: /^Check out with / }).getAttribute('href'))!.replace(/^#/, '');
  storageState = await context.storageState();
  await context.close();

  // A custom request: its long title is what the requests list once squeezed to 21 px.
  const categoryId = Number(walk[0]!.route.split('/')[2]);
  await api(request, buyer, '/reactapi/request/custom', {
    idempotency_key: randomUUID(),
    category_id: categoryId,
    vendor_id: null,
    description: 'A birthday cake for twenty-five people, no nuts, with candles and a card',
    quantity: 1,
    budget_cents: 9_000,
    needed_by: addDays(dayOf(new Date()), 30),
    delivery: { address: { label: 'Office', line1: '1 Market St', line2: '', city: 'San Francisco', state: 'CA', zipcode: '94105', is_default: false } },
  });
  await request.dispose();

  const [category, vendors, vendor, catalogue, product] = walk;
  screens.push(
    { route: '/home', heading: /^Hello, Phoebe/, axe: true },
    { ...category!, axe: true },
    { ...vendors!, axe: true },
    { ...vendor!, axe: true },
    { ...catalogue!, axe: true },
    { ...product!, axe: true },
    { route: '/search?q=latte', heading: 'Search' },
    { route: '/cart', heading: 'Your cart' },
    {
      route: checkout,
      heading: 'Checkout',
      // Every step: the current step's label on one line, never broken inside its word.
      async then(page, check) {
        const steps = page.getByRole('list', { name: 'Checkout steps' });
        const currentLabelLines = () => steps.locator('[aria-current="step"] > span').last().evaluate((label) => label.getClientRects().length);
        expect.soft(await currentLabelLines(), 'the step label Cart is on one line').toBe(1);
        await page.getByRole('button', { name: 'Continue to delivery' }).click({ timeout: 20_000 });
        await expect(page.getByRole('heading', { name: 'Where should we deliver?' })).toBeVisible();
        expect.soft(await currentLabelLines(), 'the step label Delivery is on one line').toBe(1);
        await check();
        await page.getByRole('button', { name: 'Continue to payment' }).click();
        await expect(page.getByRole('heading', { name: 'How would you like to pay?' })).toBeVisible();
        expect.soft(await currentLabelLines(), 'the step label Payment is on one line').toBe(1);
        await check();
        await page.getByRole('radio', { name: /LYLA Wallet/ }).click();
        await page.getByRole('button', { name: 'Review your order' }).click();
        await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeVisible();
        expect.soft(await currentLabelLines(), 'the step label Confirm is on one line').toBe(1);
        await check();
      },
    },
    {
      route: '/requests',
      heading: 'Requests',
      async then(page) {
        await expect(page.getByRole('list', { name: 'Your requests' }).getByRole('listitem')).toHaveCount(2);
        // A title has at least half the list's width: it reads as words, not letters.
        const list = await page.getByRole('list', { name: 'Your requests' }).boundingBox();
        const title = await page.getByRole('link', { name: /^Custom request #\d+/ }).boundingBox();
        expect.soft(title!.width, 'the custom request’s title has room').toBeGreaterThanOrEqual(list!.width / 2);
      },
    },
    { route: `/requests/${orderId}`, heading: `Order #${orderId}` },
    {
      route: `/requests/${orderId}/chat`,
      heading: /^Chat with /,
      axe: true,
      // A phone's on-screen keyboard has no Shift+Enter.
      async then(page) {
        await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
        await expect.soft(page.getByText('Enter sends; Shift+Enter starts a new line.')).toBeHidden();
      },
    },
    { route: `/categories/${categoryId}/request-custom`, heading: 'Custom request' },
    ...SETTINGS.map(([path, heading]) => ({
      route: `/settings/account/${path}`,
      heading,
      axe: path.startsWith('reminders') || path.startsWith('profile') || path === 'invite',
      // The page, not the settings menu, fills the first screen.
      async then(page: Page) {
        await expect.soft(page.getByRole('heading', { level: 1 })).toBeInViewport();
      },
    })),
    { route: '/site-policy/privacy', heading: 'Privacy policy', axe: true },
    { route: '/call-centre', heading: 'Contact us', axe: true },
    { route: '/news', heading: 'News', axe: true },
    { route: '/news/1', heading: /\w/ },
    { route: '/video/news', heading: 'Video news' },
    { route: '/video/news/1', heading: /\w/ },
    { route: '/notifications', heading: 'Notifications', axe: true },
    { route: '/statecharts/session', heading: 'Statecharts', axe: true },
    { route: '/404', heading: 'Page not found' },
  );
});

/** Opens `route` in the app already loaded and waits until the screen has drawn what it read. */
async function openScreen(page: Page, { route, heading }: Screen) {
  // The app routes by the hash: changing it navigates without loading the app again.
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, route);
  await expect.poll(() => routeOf(page), { message: `the app should open ${route}` }).toBe(route);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** What a person could press that is smaller than 44 × 44 px, and the page's width. */
function measure() {
  const selector = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    '[role="button"]',
    '[role="link"]',
    '[role="switch"]',
    '[role="radio"]',
    '[role="checkbox"]',
    '[role="tab"]',
    '[role="combobox"]',
    '[role="slider"]',
    '[tabindex]:not([tabindex="-1"])',
  ].join(',');
  const drawn = (element: Element) => {
    if (element.closest('[aria-hidden="true"], [inert]')) return false;
    const style = getComputedStyle(element);
    const rect = element.getBoundingClientRect();
    return style.visibility !== 'hidden' && Number(style.opacity) > 0 && rect.width > 1 && rect.height > 1;
  };
  // A link inside a sentence is as tall as the line it is in (the inline exception of WCAG 2.5.8).
  const inSentence = (element: Element) =>
    element.tagName === 'A' &&
    getComputedStyle(element).display === 'inline' &&
    (element.parentElement?.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
  const small = [...document.querySelectorAll(selector)]
    .filter((element) => drawn(element) && !inSentence(element))
    .flatMap((element) => {
      // A control inside its label is pressed anywhere on the label (a radio card).
      const rect = (element.closest('label') ?? element).getBoundingClientRect();
      if (Math.round(rect.width) >= 44 && Math.round(rect.height) >= 44) return [];
      const role = element.getAttribute('role');
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      return [`${element.tagName.toLowerCase()}${role ? `[role=${role}]` : ''} "${name}" ${Math.round(rect.width)}×${Math.round(rect.height)}`];
    });
  return { small, scrollWidth: document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY, innerWidth: window.innerWidth };
}

/** Opens each screen in turn; its problems are soft failures, so one run names them all. */
async function checkScreens(page: Page, list: Screen[]) {
  for (const screen of list) {
    await openScreen(page, screen);
    const check = async () => {
      const { small, scrollWidth, innerWidth } = await page.evaluate(measure);
      expect.soft(scrollWidth, `${screen.route}: no wider than the screen`).toBeLessThanOrEqual(innerWidth);
      expect.soft(small, `${screen.route}: targets under 44 × 44 px`).toEqual([]);
    };
    await check();
    if (screen.axe) expect.soft(await severeViolations(page), `${screen.route}: serious axe violations`).toEqual([]);
    await test.step(`what a person does next on ${screen.route}`, () => screen.then?.(page, check));
  }
}

for (const viewport of VIEWPORTS) {
  test.describe(`At ${viewport.width} px`, () => {
    test('signed out: the pages fit and every target is large enough', async ({ browser }) => {
      const context = await browser.newContext({ viewport, hasTouch: true, isMobile: true });
      const page = await context.newPage();
      await page.goto(appUrl('/login'));
      await checkScreens(page, SIGNED_OUT);
      await context.close();
    });

    test('signed in: every main screen fits and every target is large enough', async ({ browser }) => {
      test.setTimeout(300_000);
      const context = await browser.newContext({ viewport, hasTouch: true, isMobile: true, storageState });
      const page = await context.newPage();
      await page.goto(appUrl('/home'));
      await checkScreens(page, screens);
      await context.close();
    });

    test('the settings menu is one line naming the page, which opens the spec’s links from the keyboard', async ({ browser }) => {
      const context = await browser.newContext({ viewport, hasTouch: true, isMobile: true, storageState });
      const page = await context.newPage();
      await page.goto(appUrl('/settings/account/payments'));
      const menu = page.getByRole('navigation', { name: 'Account settings' });
      const opener = menu.getByRole('button', { name: 'Account settings: Payments' });
      await expect(opener).toHaveAttribute('aria-expanded', 'false');
      await expect(menu.getByRole('link')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeInViewport();

      await opener.focus();
      await page.keyboard.press('Enter');
      await expect(opener).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('link')).toHaveText(SETTINGS_MENU);
      await expect(menu.getByRole('link', { name: 'Payments' })).toHaveAttribute('aria-current', 'page');
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('link', { name: 'Settings' })).toBeFocused();

      await menu.getByRole('link', { name: 'Addresses' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeInViewport();
      await expect(menu.getByRole('button', { name: 'Account settings: Addresses' })).toHaveAttribute('aria-expanded', 'false');
      await expect(menu.getByRole('link')).toHaveCount(0);
      await context.close();
    });
  });
}
