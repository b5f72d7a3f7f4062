import { expect, test } from '@playwright/test';
import { appUrl, signIn } from './support';

/** Forms end to end: nothing typed is lost, and text inputs have the spec's size. */

test('typing another address in the address bar on a page with unsaved changes keeps the edit', async ({ page }) => {
  await signIn(page);
  await page.goto(appUrl('/settings/account/profile'));
  const firstName = page.getByLabel('First name', { exact: true });
  await expect(firstName).toHaveValue('Maya');
  await firstName.fill('Mayana');

  // What typing a new hash in the address bar does: a POP navigation, which a router blocker cannot stop reliably.
  await page.evaluate(() => {
    window.location.hash = '#/home';
  });
  const leaveQuestion = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  const home = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true });
  await expect(leaveQuestion.or(home).first()).toBeVisible();
  if (await leaveQuestion.isVisible()) {
    await leaveQuestion.getByRole('button', { name: 'Stay' }).click();
  } else {
    await page.goto(appUrl('/settings/account/profile'));
    await expect(page.getByText('We kept your unsaved changes.')).toBeVisible();
  }
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Mayana');
});

test('text inputs are 62px high with 15px 24px padding; the header search is compact', async ({ page }) => {
  await page.goto(appUrl('/login'));
  // Measure the app's own card: the prerendered one may leave the page between finding and measuring
  // (the first paint tests check that the two cards have the same layout).
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  const email = page.getByLabel('Email', { exact: true });
  await expect(email).toBeVisible();
  const box = await email.evaluate((input) => {
    const style = getComputedStyle(input);
    return { height: style.height, padding: `${style.paddingTop} ${style.paddingRight} ${style.paddingBottom} ${style.paddingLeft}` };
  });
  expect(box).toEqual({ height: '62px', padding: '15px 24px 15px 24px' });

  await signIn(page);
  const search = page.getByRole('combobox', { name: 'Search products, vendors and categories' });
  await expect(search).toBeVisible();
  expect(await search.evaluate((input) => getComputedStyle(input).height)).toBe('44px');
});
