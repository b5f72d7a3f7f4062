import { expect, test } from '@playwright/test';
import { DEMO, appUrl, expectNoToast, expectRefusedOnce, expectRoute, signIn, submitSignIn } from './support';

test.describe('Signing in', () => {
  test('a deep link while signed out leads through the login page and back to the deep link', async ({ page }) => {
    await page.goto(appUrl('/settings/account/profile?tab=x'));

    await expectRoute(page, '/login?redirect=%2Fsettings%2Faccount%2Fprofile%3Ftab%3Dx');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

    await submitSignIn(page, DEMO.email, DEMO.password);

    await expectRoute(page, '/settings/account/profile?tab=x');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header).toContainText(DEMO.fullName);
    await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  test('a wrong password is refused on the form, and the button is busy while the server checks', async ({ page }) => {
    // Hold the sign-in call until the in-flight state has been seen (a timer would race it).
    let letTheAnswerGo!: () => void;
    const answerHeld = new Promise<void>((resolve) => (letTheAnswerGo = resolve));
    await page.route('**/api/auth/login', async (route) => {
      await answerHeld;
      await route.continue();
    });
    await page.goto(appUrl('/login'));

    await submitSignIn(page, DEMO.email, 'not-the-password');

    const busyButton = page.getByRole('button', { name: 'Signing in…' });
    await expect(busyButton).toBeDisabled();
    await expect(busyButton).toHaveAttribute('aria-busy', 'true');
    letTheAnswerGo();

    // Said once, in the toast (spec §8); the form keeps what was typed.
    await expectRefusedOnce(page, 'Sign in', 'Email or password is incorrect', { Email: DEMO.email, Password: 'not-the-password' });
    await expectRoute(page, '/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Sign in' })).not.toHaveAttribute('aria-busy');
  });

  test('a refused sign-in’s toast goes once the person is signed in: it covers nothing of the signed-in header', async ({ page }) => {
    await page.goto(appUrl('/login'));
    await submitSignIn(page, DEMO.email, 'not-the-password');
    await expectRefusedOnce(page, 'Sign in', 'Email or password is incorrect', { Email: DEMO.email });

    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('banner')).toContainText(DEMO.fullName);
    // Gone with the page it spoke of, not five seconds later over the cart, the name and Sign out.
    await expectNoToast(page);
  });

  test('an unknown path while signed in shows the not-found page', async ({ page }) => {
    await signIn(page);

    await page.goto(appUrl('/no-such-page'));

    await expectRoute(page, '/404');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  });
});
