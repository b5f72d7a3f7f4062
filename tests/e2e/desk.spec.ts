import { expect, test } from '@playwright/test';
import { appUrl, expectRoute, readLatestCode, severeViolations, signIn } from './support';

test.describe('Call centre, invitations and old pages', () => {
  test('a message to the call centre is confirmed with its ticket number', async ({ page }) => {
    await signIn(page);
    await page.goto(appUrl('/call-centre'));
    await expect(page.getByRole('link', { name: '(415) 555-0142' })).toHaveAttribute('href', 'tel:+14155550142');
    await page.getByRole('combobox', { name: /Topic/ }).click();
    await page.getByRole('option', { name: 'My account' }).click();
    await page.getByRole('textbox', { name: /Message/ }).fill('Please add my second site to my profile.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText(/Your ticket number is T-\d{6}/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Message/ })).toHaveValue('');
  });

  test('a colleague invited by email registers from the link, and the invitation shows joined', async ({ page, browser, request }) => {
    const colleague = `sam.${Date.now()}.${Math.floor(Math.random() * 1e6)}@northwind.example`;
    await signIn(page);
    await page.goto(appUrl('/settings/account/invite'));
    await page.getByRole('textbox', { name: /Colleague's work email/ }).fill(colleague);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('Invitation sent.')).toBeVisible();
    const item = page.getByRole('listitem').filter({ hasText: colleague });
    await expect(item.getByText('Sent', { exact: true })).toBeVisible();
    const link = await item.getByRole('textbox', { name: `Invite link for ${colleague}` }).inputValue();

    // The colleague opens the link in a browser of their own.
    const theirs = await browser.newContext();
    const tab = await theirs.newPage();
    await tab.goto(link);
    await expect(tab.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await tab.getByLabel('First name', { exact: true }).fill('Sam');
    await tab.getByLabel('Last name', { exact: true }).fill('Reed');
    await tab.getByRole('combobox', { name: 'Gender' }).click();
    await tab.getByRole('option', { name: 'Prefer not to say' }).click();
    await tab.getByLabel('Password', { exact: true }).fill('invited-pass-2026');
    await tab.getByRole('button', { name: 'Continue' }).click();
    await expectRoute(tab, '/register/work-email');
    await expect(tab.getByLabel('Work email', { exact: true })).toHaveValue(colleague);
    await tab.getByRole('button', { name: 'Continue' }).click();
    await expectRoute(tab, '/register/location');
    await expect(tab.getByRole('radio', { name: /Northwind Partners HQ/ })).toBeChecked();
    await tab.getByRole('radio', { name: /Market Street Tower/ }).check();
    await tab.getByRole('button', { name: 'Create my account' }).click();
    await expectRoute(tab, '/verify');
    await tab.getByLabel('Code', { exact: true }).fill(await readLatestCode(request, colleague));
    await tab.getByRole('button', { name: 'Verify' }).click();
    await expectRoute(tab, '/register/interests');
    await theirs.close();

    await page.reload();
    await expect(page.getByRole('listitem').filter({ hasText: colleague }).getByText('Joined', { exact: true })).toBeVisible();
  });

  for (const [oldPath, newPath, title] of [
    ['/profile_old', '/settings/account/profile', 'Profile'],
    ['/profile_old/index', '/settings/account/profile', 'Profile'],
    ['/terms-of-user_old', '/site-policy/terms', 'Terms of use'],
    ['/privacy-policy_old', '/site-policy/privacy', 'Privacy policy'],
    ['/cookie-policy_old', '/site-policy/cookies', 'Cookie policy'],
    ['/contact_old', '/call-centre', 'Contact us'],
  ] as const) {
    test(`${oldPath} lands on ${newPath}, and Back does not return to it`, async ({ page }) => {
      await signIn(page);
      await expectRoute(page, '/home');
      await page.goto(appUrl(oldPath));
      await expectRoute(page, newPath);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await page.goBack();
      await expectRoute(page, '/home');
    });
  }

  test('the call centre, a policy and the invite page have no serious accessibility violations', async ({ page }) => {
    await signIn(page);
    for (const [route, title] of [
      ['/call-centre', 'Contact us'],
      ['/site-policy/privacy', 'Privacy policy'],
      ['/settings/account/invite', 'Invite'],
    ] as const) {
      await page.goto(appUrl(route));
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
      const severe = await severeViolations(page);
      expect(severe, `axe violations on ${route}:\n${JSON.stringify(severe, null, 2)}`).toEqual([]);
    }
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('the call centre and an invitation with its link fit the screen', async ({ page }) => {
      const pageWidth = () => page.evaluate(() => [document.scrollingElement?.scrollWidth ?? Infinity, window.innerWidth]);
      await signIn(page);
      await page.goto(appUrl('/call-centre'));
      await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
      const dial = await page.getByRole('link', { name: '(415) 555-0142' }).boundingBox();
      expect(dial?.height ?? 0, 'the desk phone is large enough for a finger').toBeGreaterThanOrEqual(44);
      const [callCentreWidth, screenWidth] = await pageWidth();
      expect(callCentreWidth, 'the page must not scroll sideways').toBeLessThanOrEqual(screenWidth ?? 0);

      await page.goto(appUrl('/settings/account/invite'));
      await page.getByRole('textbox', { name: /Colleague's work email/ }).fill(`phone.${Date.now()}@northwind.example`);
      await page.getByRole('button', { name: 'Send invitation' }).click();
      const copy = page.getByRole('button', { name: 'Copy link' }).first();
      await copy.scrollIntoViewIfNeeded();
      await expect(copy).toBeInViewport({ ratio: 1 });
      const [inviteWidth] = await pageWidth();
      expect(inviteWidth, 'the page must not scroll sideways').toBeLessThanOrEqual(screenWidth ?? 0);
    });
  });
});
