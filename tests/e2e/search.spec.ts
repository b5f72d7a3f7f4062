import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, expectRoute, readLatestCode, signIn, submitSignIn } from './support';

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search products, vendors and categories' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Recent searches' }).getByRole('option');

/** All recent searches: on the results page the box holds the search, which narrows them. */
async function openHistory(page: Page) {
  await searchBox(page).fill('');
  await searchBox(page).click();
}

async function search(page: Page, term: string) {
  await searchBox(page).fill(term);
  await searchBox(page).press('Enter');
  await expectRoute(page, `/search?q=${encodeURIComponent(term)}`);
  await expect(page.getByText(new RegExp(`^\\d+ results? for “${term}”$`))).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
}

/** Daniel Okafor, whose account asks for an emailed code. */
async function signInAsDaniel(page: Page, request: APIRequestContext) {
  await submitSignIn(page, DEMO.mfaEmail, DEMO.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(await readLatestCode(request, DEMO.mfaEmail));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('banner')).toContainText(DEMO.mfaFullName);
}

test.describe('Search', () => {
  test('from the header: results, a history that survives a reload and moves a repeat to the front, then cleared', async ({ page }) => {
    await signIn(page);
    await search(page, 'latte');
    const first = page.getByRole('list', { name: 'Search results' }).getByRole('link').first();
    await expect(first).toContainText(/latte/i);
    await search(page, 'croissant');

    await page.reload();
    await openHistory(page);
    await expect(suggestions(page)).toHaveText(['croissant', 'latte']);

    // The keyboard picks the second suggestion: it searches again and moves to the front.
    await searchBox(page).press('ArrowDown');
    await searchBox(page).press('ArrowDown');
    await searchBox(page).press('Enter');
    await expectRoute(page, '/search?q=latte');
    await openHistory(page);
    await expect(suggestions(page)).toHaveText(['latte', 'croissant']);

    await page.getByRole('button', { name: 'Clear history' }).click();
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
    await page.reload();
    await openHistory(page);
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('another person signing in on the same browser never sees the history', async ({ page, request }) => {
    await signIn(page);
    await search(page, 'bagel');
    await signOut(page);

    await signInAsDaniel(page, request);
    await openHistory(page);
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
    await search(page, 'tulips');
    await signOut(page);

    await submitSignIn(page, DEMO.email, DEMO.password);
    await expect(page.getByRole('banner')).toContainText(DEMO.fullName);
    await openHistory(page);
    await expect(suggestions(page)).toHaveText(['bagel']);
  });

  test('symbols alone find nothing, and never break the search', async ({ page }) => {
    await signIn(page);
    await searchBox(page).fill('"*(^)');
    await searchBox(page).press('Enter');
    await expect(page.getByRole('heading', { name: 'Nothing matches “"*(^)”' })).toBeVisible();
  });
});
