import { expect, test, type Locator, type Page } from '@playwright/test';
import { appUrl, expectNoSidewaysScroll, expectOnScreen, PASSWORD, registerAccount, signIn, submitSignIn, topUp } from './support';

/**
 * The main journeys on a 390 × 844 phone (decision 0016): the page never scrolls sideways,
 * and every control used is wholly on screen and large enough for a finger.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Checks the control, then taps it. */
async function tap(control: Locator) {
  await expectOnScreen(control);
  await control.tap();
}

/** Opens the header's menu and taps one of its items. */
async function fromMenu(page: Page, item: string) {
  await tap(page.getByRole('banner').getByRole('button', { name: 'Menu' }));
  await tap(page.getByRole('menuitem', { name: item }));
}

async function openFirstCard(page: Page, list: string): Promise<string> {
  const card = page.getByRole('list', { name: list }).getByRole('link').first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await tap(card);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectNoSidewaysScroll(page);
  return name;
}

test.describe('On a phone', () => {
  test('signs in without the focused field panning the page', async ({ page }) => {
    await page.goto(appUrl('/login'));
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
    await expectNoSidewaysScroll(page);
    await expect(page.getByLabel('Email', { exact: true })).toBeInViewport({ ratio: 1 });
    await expect(page.getByText('LYLA', { exact: true })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
  });

  test('browses to a product, adds it to the cart, pays with the LYLA Wallet and opens the settings', async ({ page, request }) => {
    const buyer = await registerAccount(request, 'Pia');
    await topUp(request, buyer, 10_000);

    await page.goto(appUrl('/login'));
    await submitSignIn(page, buyer.email, PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Pia' })).toBeVisible();
    await expectNoSidewaysScroll(page);

    // The compact header: the search, the cart and the menu are all on screen.
    const header = page.getByRole('banner');
    await expectOnScreen(header.getByRole('search').getByRole('combobox'));
    await expectOnScreen(header.getByRole('link', { name: 'Cart: 0 items' }));

    await tap(page.getByRole('list', { name: 'Categories' }).getByRole('link', { name: /Coffee & Tea/ }));
    await expect(page.getByRole('heading', { level: 1, name: 'Coffee & Tea' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await tap(page.getByRole('link', { name: /^See all \d+ vendors$/ }));
    await expect(page.getByRole('heading', { level: 1, name: 'Vendors of Coffee & Tea' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await openFirstCard(page, 'Vendors');
    await openFirstCard(page, 'Catalogues');
    const product = await openFirstCard(page, 'Products');

    // Add to cart is on screen at once: it stays at the bottom while the page scrolls.
    const addToCart = page.getByRole('button', { name: /^Add to cart/ });
    await expect(addToCart).toBeInViewport({ ratio: 1 });
    await tap(addToCart);
    await expect(page.getByRole('status').filter({ hasText: `Added 1 × ${product} to your cart.` })).toBeAttached();

    await tap(header.getByRole('link', { name: 'Cart: 1 item' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectOnScreen(page.getByRole('button', { name: `Remove ${product}` }));
    await tap(page.getByRole('link', { name: /^Check out with / }));

    await tap(page.getByRole('button', { name: 'Continue to delivery' }));
    await expectNoSidewaysScroll(page);
    await page.getByLabel('Label', { exact: true }).fill('Office');
    await page.getByLabel('Address', { exact: true }).fill('1 Market St');
    await page.getByLabel('City', { exact: true }).fill('San Francisco');
    await tap(page.getByRole('combobox', { name: 'State' }));
    await page.getByRole('option', { name: 'California' }).click();
    await page.getByLabel('ZIP code', { exact: true }).fill('94105');
    await tap(page.getByRole('button', { name: 'Continue to payment' }));
    await expect(page.getByRole('heading', { name: 'How would you like to pay?' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await tap(page.getByRole('radio', { name: /LYLA Wallet/ }).locator('xpath=ancestor::label[1]'));
    await tap(page.getByRole('button', { name: 'Review your order' }));

    // Pay is on screen without scrolling to the end of the summary.
    const pay = page.getByRole('button', { name: /^Pay \$/ });
    await expect(pay).toBeInViewport({ ratio: 1 });
    await expectNoSidewaysScroll(page);
    await tap(pay);
    await expect(page.getByRole('heading', { name: /^Order #\d+ placed$/ })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectOnScreen(header.getByRole('link', { name: 'Cart: 0 items' }));

    await fromMenu(page, 'Settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    // The settings menu is one button naming the page shown; it opens the links.
    const settingsMenu = page.getByRole('navigation', { name: 'Account settings' });
    for (const tab of ['Addresses', 'Payments', 'LYLA Wallet', 'Interests', 'Notifications']) {
      await tap(settingsMenu.getByRole('button', { name: /^Account settings: / }));
      await tap(settingsMenu.getByRole('link', { name: tab }));
      await expect(page.getByRole('heading', { level: 1, name: tab })).toBeVisible();
      await expectNoSidewaysScroll(page);
    }

    await fromMenu(page, 'Requests');
    await expect(page.getByRole('list', { name: 'Your requests' }).getByRole('listitem')).toHaveCount(1);
    await expectNoSidewaysScroll(page);

    await fromMenu(page, 'Sign out');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  test('no page scrolls sideways, signed out or in', async ({ page }) => {
    for (const route of ['/register', '/password_reset']) {
      await page.goto(appUrl(route));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
    await signIn(page);
    const routes = [
      '/search?q=coffee',
      '/categories/1',
      '/settings/account/profile',
      '/settings/account/password',
      '/settings/account/work',
      '/settings/account/contact',
      '/settings/account/wallet/add',
      '/settings/account/wallet/gift',
      '/settings/account/reminders',
      '/settings/account/reminders/birthday',
      '/settings/account/reminders/birthday/new',
      '/requests',
      '/statecharts',
      '/news',
      '/news/1',
      '/video/news',
      '/video/news/1',
      '/404',
    ];
    for (const route of routes) {
      await page.goto(appUrl(route));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
  });
});
