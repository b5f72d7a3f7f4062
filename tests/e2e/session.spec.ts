import { expect, test } from '@playwright/test';
import { DEMO, appUrl, expectRoute, expireSessions, readToken, routeOf, signIn, submitSignIn } from './support';

test.describe('Session', () => {
  test('an expired token sends the person to the login page and back to the page after signing in', async ({
    page,
    request,
  }) => {
    await signIn(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    // The page's own reads must be answered first: a read still on its way when the session
    // ends would end it in this page load, and the reload would start signed out.
    await expect(page.getByRole('list', { name: 'News' }).getByRole('listitem').first()).toBeVisible();

    await expireSessions(request, DEMO.email);
    // The app confirms the saved user with the server once per page load.
    await page.reload();

    const toasts = page.getByRole('region', { name: /^Notifications/ });
    await expect(toasts.getByText('Token expired or does not exist')).toHaveCount(1);
    await expect(toasts.getByText('Token expired or does not exist')).toBeVisible();
    await expectRoute(page, '/login?redirect=%2Fnews');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Your session has ended' })).toBeVisible();
    expect(await readToken(page)).toBeNull();

    await submitSignIn(page, DEMO.email, DEMO.password);

    await expectRoute(page, '/news');
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(DEMO.fullName);
  });

  test('signing out returns to the login page, and private pages then ask for sign-in', async ({ page }) => {
    await signIn(page);
    expect(await readToken(page)).not.toBeNull();

    await page.getByRole('button', { name: 'Sign out' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(routeOf(page)).toMatch(/^\/login(\?|$)/);
    expect(await readToken(page)).toBeNull();

    await page.goto(appUrl('/settings/account/index'));
    await expectRoute(page, '/login?redirect=%2Fsettings%2Faccount%2Findex');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });

  test('signing out in one tab signs out the other tab without a reload, and leaves it no way back to the page', async ({ context }) => {
    const first = await context.newPage();
    await signIn(first);

    const second = await context.newPage();
    await second.goto(appUrl('/news'));
    await expect(second.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await expect(second.getByRole('banner')).toContainText(DEMO.fullName);
    // Survives only if the page is not reloaded.
    await second.evaluate(() => Object.assign(window, { e2eNoReloadMark: true }));

    await first.getByRole('button', { name: 'Sign out' }).click();
    await expect(first.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

    // No `?redirect=`: the next person to sign in there is not taken to the previous person's page.
    await expectRoute(second, '/login');
    await expect(second.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(await second.evaluate(() => 'e2eNoReloadMark' in window)).toBe(true);
    await submitSignIn(second, DEMO.email, DEMO.password);
    await expectRoute(second, '/home');
  });
});
