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

  test('the app has its icon (no 404 on load) and its wordmark on the sign-in page and in the header', async ({ page }) => {
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(appUrl('/login'));
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toBeTruthy();
    const answer = await page.request.get(new URL(icon!, page.url()).toString());
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('svg');
    await expect(page.getByRole('main').getByText('LYLA', { exact: true })).toBeVisible();

    await signIn(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'LYLA home' })).toBeVisible();
    expect(failed).toEqual([]);
  });
});
