import { expect, test } from '@playwright/test';
import { appUrl, signIn } from './support';

test.describe('Page frame', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('below 1280px the page keeps its 1280px design width', async ({ page }) => {
    await page.goto(appUrl('/login'));
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

    const rootWidth = await page.locator('#root').evaluate((root) => root.getBoundingClientRect().width);
    expect(rootWidth).toBe(1280);
  });

  test('the page progress bar finishes after each navigation', async ({ page }) => {
    const progressBar = page.getByRole('progressbar');

    await page.goto(appUrl('/login'));
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(progressBar).toHaveCount(0);

    await signIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Maya' })).toBeVisible();
    await expect(progressBar).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await expect(progressBar).toHaveCount(0);
  });
});
