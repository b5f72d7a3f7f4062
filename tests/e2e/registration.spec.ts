import { expect, test, type Page } from '@playwright/test';
import { appUrl, expectNoToast, expectRefusedOnce, expectRoute, readLatestCode, readToken, submitSignIn } from './support';

/** A work email no other run of the suite has used. */
const freshEmail = (domain = 'example.com') => `new.${Date.now()}.${Math.floor(Math.random() * 1e6)}@${domain}`;
const PASSWORD = 'fresh-pass-2026';

async function fillAccountStep(page: Page) {
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('First name', { exact: true }).fill('Nora');
  await page.getByLabel('Last name', { exact: true }).fill('Quinn');
  await page.getByRole('combobox', { name: 'Gender' }).click();
  await page.getByRole('option', { name: 'Non-binary' }).click();
  await page.getByLabel('Mobile phone', { exact: true }).fill('4155550199');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test.describe('Registration', () => {
  test('a new person registers through every step, verifies, lands signed in, signs out and in again', async ({
    page,
    request,
  }) => {
    const email = freshEmail();
    await page.goto(appUrl('/register'));
    await fillAccountStep(page);

    await expectRoute(page, '/register/work-email');
    await page.getByLabel('Work email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expectRoute(page, '/register/location');
    await expect(page.getByRole('radiogroup', { name: 'Hotel' })).toBeVisible();
    // No work place has example.com: nothing is chosen for the person.
    await expect(page.getByText('No work place here has the domain of your work email (example.com): choose where you work.')).toBeVisible();
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    await page.getByRole('radio', { name: /Pinecrest Lodge/ }).check();
    await page.getByRole('radio', { name: /Lakeside Suites/ }).check();

    // A reload keeps the step and what was chosen; the password is asked for again.
    await page.reload();
    await expect(page.getByRole('radio', { name: /Lakeside Suites/ })).toBeChecked();
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expectRoute(page, '/register');
    await expect(page.getByText('Enter it again')).toBeVisible();
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Nora');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectRoute(page, '/register/work-email');
    await expect(page.getByLabel('Work email', { exact: true })).toHaveValue(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Create my account' }).click();

    await expectRoute(page, '/verify');
    await page.getByLabel('Code', { exact: true }).fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    // Said once, in the toast (spec §8); the code stays as typed.
    await expectRefusedOnce(page, 'Verify your email', 'The code is incorrect', { Code: '000000' });
    await page.getByLabel('Code', { exact: true }).fill(await readLatestCode(request, email));
    await page.getByRole('button', { name: 'Verify' }).click();

    await expectRoute(page, '/register/interests');
    // The refusal's toast went with its step: it does not stay into the next one.
    await expect(page.getByRole('button', { name: 'Pet sitting' })).toBeVisible();
    await expectNoToast(page);
    expect(await readToken(page)).not.toBeNull();
    await page.getByRole('button', { name: 'Pet sitting' }).click();
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await expectRoute(page, '/register/feedback');
    await page.getByRole('button', { name: 'Start exploring' }).click();
    await expectRoute(page, '/home');
    await expect(page.getByRole('banner')).toContainText('Nora Quinn');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await submitSignIn(page, email, PASSWORD);
    await expect(page.getByRole('banner')).toContainText('Nora Quinn');
  });

  test('a work email at a work place\'s domain preselects that place, and the person may choose another', async ({ page }) => {
    await page.goto(appUrl('/register'));
    await fillAccountStep(page);
    await expectRoute(page, '/register/work-email');
    await expect(page.getByText(/the next step chooses that place for you/)).toBeVisible();
    await page.getByLabel('Work email', { exact: true }).fill(freshEmail('northwind.example'));
    await page.getByRole('button', { name: 'Continue' }).click();

    await expectRoute(page, '/register/location');
    await expect(page.getByText(/Your work email is at northwind\.example, the domain of Northwind Partners HQ/)).toBeVisible();
    await expect(page.getByRole('radio', { name: /Northwind Partners HQ/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Market Street Tower/ })).toBeVisible();
    await page.getByRole('radio', { name: /Pinecrest Lodge/ }).check();
    await expect(page.getByRole('radio', { name: /Lakeside Suites/ })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Northwind Partners HQ/ })).not.toBeChecked();
  });

  test('a step\'s address opened directly: not reached yet, the page says why and leads on; reached, the step opens', async ({ page }) => {
    await page.goto(appUrl('/register/interests'));
    await expect(page.getByRole('heading', { name: 'This step is not open yet' })).toBeVisible();
    await expect(page.getByText('Interests (step 5 of 6) opens once the steps before it are done. Your registration is at step 1: Your account.')).toBeVisible();
    await expectRoute(page, '/register/interests');
    await page.getByRole('link', { name: 'Continue at step 1' }).click();
    await fillAccountStep(page);
    await expectRoute(page, '/register/work-email');

    // The registration in this tab has reached the work email, not the work place.
    await page.goto(appUrl('/register/location'));
    await expect(page.getByText('Your registration is at step 2: Work email.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to step 1' }).click();
    await expectRoute(page, '/register');
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Nora');
    await page.goto(appUrl('/register/work-email'));
    await expect(page.getByRole('heading', { name: 'Your work email' })).toBeVisible();
    await expectRoute(page, '/register/work-email');
  });

  test('a taken work email is refused with a clear message, once; the field is marked until it is changed', async ({ page }) => {
    await page.goto(appUrl('/register'));
    await fillAccountStep(page);
    const workEmail = page.getByLabel('Work email', { exact: true });
    await workEmail.fill('demo@lyla.example');
    await page.getByRole('button', { name: 'Continue' }).click();
    // The toast says why (spec §8); the step shows where: the field, as typed.
    await expectRefusedOnce(page, 'Your work email', 'An account with this email already exists', { 'Work email': 'demo@lyla.example' });
    await expect(workEmail).toHaveAttribute('aria-invalid', 'true');
    await expectRoute(page, '/register/work-email');

    // Fixed: the mark and the toast go.
    await workEmail.fill(freshEmail());
    await expect(workEmail).not.toHaveAttribute('aria-invalid', 'true');
    await expectNoToast(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectRoute(page, '/register/location');
  });
});

test('password reset: the old password then fails and the new one signs in', async ({ page, request }) => {
  // Register a throwaway account through the API so the demo accounts keep their password.
  const email = freshEmail();
  const post = (url: string, data: unknown) => request.post(url, { data });
  const registered = await post('/reactapi/user/account/register', {
    first_name: 'Reset',
    last_name: 'Tester',
    password: PASSWORD,
    gender: 0,
    cell_phone: '',
    work_email: email,
    location_id: 1,
    site_id: 1,
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const verified = await post('/reactapi/user/account/verify', { email, code: await readLatestCode(request, email) });
  expect(verified.ok()).toBe(true);

  await page.goto(appUrl('/login'));
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expectRoute(page, '/password_reset');
  // The link may be followed on the prerendered sign-in card, whose Email field stays until the
  // app draws the reset form: type once that form is there.
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(await readLatestCode(request, email));
  await page.getByLabel('New password', { exact: true }).fill('brand-new-2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password was changed')).toBeVisible();

  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await submitSignIn(page, email, PASSWORD);
  await expectRefusedOnce(page, 'Sign in', 'Email or password is incorrect', { Email: email });
  await submitSignIn(page, email, 'brand-new-2026');
  await expect(page.getByRole('banner')).toContainText('Reset Tester');
});
