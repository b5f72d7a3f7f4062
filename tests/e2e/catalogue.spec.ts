import { expect, test, type Page } from '@playwright/test';
import { appUrl, severeViolations, signIn } from './support';

const cartCount = (page: Page) => page.getByRole('banner').getByRole('img', { name: /^Cart:/ });

/** Opens the first card of a list and returns the name on it. */
async function openFirst(page: Page, list: string): Promise<string> {
  const card = page.getByRole('list', { name: list }).getByRole('link').first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.click();
  return name;
}

test.describe('Catalogue', () => {
  test('home → category → vendors → vendor → catalogue → product → in the cart, also after a reload', async ({ page }) => {
    await signIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Maya' })).toBeVisible();
    await expect(cartCount(page)).toHaveAccessibleName('Cart: 0 items');

    await page.getByRole('list', { name: 'Categories' }).getByRole('link', { name: /Coffee & Tea/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Coffee & Tea' })).toBeVisible();
    await page.getByRole('link', { name: /^See all \d+ vendors$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vendors of Coffee & Tea' })).toBeVisible();

    const vendor = await openFirst(page, 'Vendors');
    await expect(page.getByRole('heading', { level: 1, name: vendor })).toBeVisible();
    const catalogue = await openFirst(page, 'Catalogues');
    await expect(page.getByRole('heading', { level: 1, name: catalogue })).toBeVisible();
    const product = await openFirst(page, 'Products');
    await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible();
    await expect(page.getByText(/^\$\d+\.\d{2}$/)).toBeVisible();

    await page.getByRole('button', { name: 'One more' }).click();
    await page.getByRole('button', { name: /^Add to cart/ }).click();
    await expect(page.getByText('In your cart: 2')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: `Added 2 × ${product} to your cart.` })).toBeVisible();
    await expect(cartCount(page)).toHaveAccessibleName('Cart: 2 items');

    await page.reload();
    await expect(page.getByText('In your cart: 2')).toBeVisible();
    await expect(cartCount(page)).toHaveAccessibleName('Cart: 2 items');
  });

  test('long lists come a page at a time, with pictures that load', async ({ page }) => {
    await signIn(page);
    await page.goto(appUrl('/categories/1'));
    const offerings = page.getByRole('list', { name: 'Products' });
    await expect(offerings.getByRole('listitem')).toHaveCount(24);
    await expect(page.getByText(/^Showing 24 of \d+$/)).toBeVisible();
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(offerings.getByRole('listitem')).toHaveCount(48);

    // Decorative (the name is written beside it), so it has no role: found as an element.
    const picture = offerings.locator('img').first();
    await expect(picture).toHaveAttribute('loading', 'lazy');
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(480);
  });

  test('with the server out of reach, a product that cannot be read says why in a toast and offers Try again', async ({ page }) => {
    // The toaster's script is fetched once the first page is idle, before anything goes wrong.
    const toasterFetched = page.waitForResponse((response) => /\/Toaster-[^/]+\.js$/.test(new URL(response.url()).pathname));
    await signIn(page);
    await page.goto(appUrl('/categories/1'));
    const links = page.getByRole('list', { name: 'Products' }).getByRole('link');
    const [first, second] = [await links.nth(0).getAttribute('href'), await links.nth(1).getAttribute('href')];
    await links.nth(0).click();
    await expect(page.getByRole('button', { name: /^Add to cart/ })).toBeVisible();
    await toasterFetched;

    // Nothing reaches the server any more: neither the API nor the app's own files.
    await page.route('**/*', (route) => route.abort());
    expect(second).not.toBe(first);
    await page.evaluate((hash) => (window.location.hash = hash), new URL(second!, page.url()).hash);
    await expect(page.getByRole('heading', { name: 'This product could not be shown' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'There is something wrong' })).toBeVisible();
  });

  test('a category nobody serves yet offers a custom request', async ({ page }) => {
    await signIn(page);
    await page.goto(appUrl('/categories/13'));
    await expect(page.getByRole('heading', { name: /^No vendors offer .+ yet$/ })).toBeVisible();
    await page.getByRole('link', { name: 'Send a custom request' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Custom request' })).toBeVisible();
  });

  test('a category, vendor, catalogue or product that does not exist says so and leads home, without a retry', async ({ page }) => {
    await signIn(page);
    for (const [route, heading] of [
      ['/categories/999', 'Category not found'],
      ['/categories/1/vendors/999', 'Vendor not found'],
      ['/categories/1/vendors/1/products/99999', 'Product not found'],
      ['/categories/1/vendors/1/catalogs/999', 'Catalogue not found'],
    ]) {
      await page.goto(appUrl(route!));
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    }
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Maya' })).toBeVisible();
  });

  test('the catalogue pages and the open search suggestions have no serious accessibility violations', async ({ page }) => {
    await signIn(page);
    const box = page.getByRole('combobox', { name: 'Search products, vendors and categories' });
    await box.fill('latte');
    await box.press('Enter');
    await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
    await box.fill('');
    await box.click();
    await expect(page.getByRole('listbox', { name: 'Recent searches' })).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);

    for (const route of ['/home', '/categories/2', '/categories/2/vendor', '/categories/13']) {
      await page.goto(appUrl(route));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      expect(await severeViolations(page), route).toEqual([]);
    }

    await page.getByRole('link', { name: 'Home', exact: true }).first().click();
    await page.getByRole('list', { name: 'Featured products' }).getByRole('link').first().click();
    await expect(page.getByRole('button', { name: /^Add to cart/ })).toBeEnabled();
    expect(await severeViolations(page)).toEqual([]);
  });
});
