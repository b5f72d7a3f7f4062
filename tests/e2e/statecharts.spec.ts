import { expect, test } from '@playwright/test';
import { appUrl, severeViolations, signIn } from './support';

test('product owners read the statecharts, with the live session state highlighted', async ({ page }) => {
  await signIn(page);
  await page.goto(appUrl('/statecharts'));

  await expect(page.getByRole('heading', { level: 1, name: 'Statecharts' })).toBeVisible();
  await expect(page.getByText('The session is now in: signedIn › ready')).toBeVisible();
  const states = page.getByRole('table', { name: /States of/ });
  await expect(states.locator('tr[aria-current="true"]')).toHaveCount(2);
  expect(await severeViolations(page)).toEqual([]);

  await page.getByRole('navigation', { name: 'Machines' }).getByRole('link', { name: /checkout/ }).click();
  await expect(page.getByRole('table', { name: /Transitions of/ })).toContainText('checkout.pay');
});
