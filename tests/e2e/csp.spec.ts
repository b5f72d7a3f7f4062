import { expect, test, type Page } from '@playwright/test';
import { appUrl, expectRefusedOnce, signIn, submitSignIn, DEMO } from './support';

/**
 * Every CSP violation of the page, from the moment it starts: reported as
 * `securitypolicyviolation` events and as console errors.
 */
async function collectViolations(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
      void report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** Opens a list's first card and waits for its page. */
async function openFirst(page: Page, list: string) {
  const card = page.getByRole('list', { name: list }).getByRole('link').first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

const heading = (page: Page, name: string | RegExp) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

test('the app page is sent with a strict Content-Security-Policy', async ({ request }) => {
  const response = await request.get(appUrl('/login'));
  const policy = response.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "connect-src 'self'"]) {
    expect(policy).toContain(directive);
  }
});

test('the signed-out screens break no rule of the policy', async ({ page }) => {
  const violations = await collectViolations(page);
  await page.goto(appUrl('/login'));
  await heading(page, 'Sign in');
  await submitSignIn(page, DEMO.email, 'not-the-password');
  await expectRefusedOnce(page, 'Sign in', 'Email or password is incorrect', { Email: DEMO.email });
  await page.goto(appUrl('/register'));
  await heading(page, /Create your account/);
  await page.goto(appUrl('/password_reset'));
  await heading(page, /Reset your password/);
  expect(violations).toEqual([]);
});

test('the main signed-in screens break no rule of the policy', async ({ page }) => {
  const violations = await collectViolations(page);
  await signIn(page);
  await heading(page, 'Hello, Maya');

  await page.getByRole('list', { name: 'Categories' }).getByRole('link').first().click();
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
  await page.getByRole('link', { name: /^See all \d+ vendors$/ }).click();
  await openFirst(page, 'Vendors');
  await openFirst(page, 'Catalogues');
  await openFirst(page, 'Products');

  await page.goto(appUrl('/search'));
  await heading(page, 'Search');
  await page.goto(appUrl('/requests'));
  await heading(page, 'Requests');
  for (const [route, title] of [
    ['/settings/account/index', 'Settings'],
    ['/settings/account/profile', 'Profile'],
    ['/settings/account/contact', 'Contact preference'],
    ['/settings/account/password', 'Password'],
    ['/settings/account/work', 'Work profile'],
    ['/settings/account/interests', 'Interests'],
    ['/settings/account/payments', 'Payments'],
    ['/settings/account/notifications', 'Notifications'],
    ['/settings/account/address', 'Addresses'],
    ['/settings/account/wallet', 'LYLA Wallet'],
    ['/news', 'News'],
    ['/news/1', 'Welcome week for new colleagues'],
    ['/video/news/1', 'Welcome week in five seconds'],
    ['/statecharts', 'Statecharts'],
  ] as const) {
    await page.goto(appUrl(route));
    await heading(page, new RegExp(title));
  }
  // A list box adds its own style sheet and locks the page's scrolling while open.
  await page.goto(appUrl('/settings/account/address'));
  await page.getByRole('button', { name: 'Add an address' }).click();
  await page.getByRole('form', { name: 'New address' }).getByRole('combobox', { name: 'State' }).click();
  await expect(page.getByRole('option', { name: 'California' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('option', { name: 'California' })).toBeHidden();
  expect(violations).toEqual([]);
});
