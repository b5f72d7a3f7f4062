import { expect, test } from '@playwright/test';
import { appUrl, severeViolations } from './support';

test('the login page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto(appUrl('/login'));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  const severe = await severeViolations(page);
  expect(severe, `axe violations:\n${JSON.stringify(severe, null, 2)}`).toEqual([]);
});
