import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { appUrl, expectRefusedOnce, expectRoute, PASSWORD, registerAccount, signInAs, submitSignIn, TINY_PNG, toasts } from './support';

/**
 * The account area end to end against the real server. Every test registers an account of
 * its own, so the demo accounts keep their data and password, and tests do not depend on
 * each other.
 */

// Every account here is a Rivera: the header's name tells a saved first name.
const registerRivera = (request: APIRequestContext, firstName: string) => registerAccount(request, firstName, 'Rivera');

const settingsMenu = (page: Page) => page.getByRole('navigation', { name: 'Account settings' });

test.describe('Account settings', () => {
  test('the settings menu has the spec’s tabs, and settings/account opens the overview', async ({ page, request }) => {
    const account = await registerRivera(request, 'Tabs');
    await signInAs(page, account);
    await page.goto(appUrl('/settings/account'));
    await expectRoute(page, '/settings/account/index');
    await expect(settingsMenu(page).getByRole('link')).toHaveText([
      'Settings',
      'Interests',
      'Payments',
      'Notifications',
      'LYLA Wallet',
      'Reminders',
      'Invite',
      'Terms',
      'Contact Us',
      'Addresses',
    ]);
    await settingsMenu(page).getByRole('link', { name: 'Terms' }).click();
    await expectRoute(page, '/site-policy/terms');
    await expect(settingsMenu(page).getByRole('link', { name: 'Terms' })).toHaveAttribute('aria-current', 'page');
  });

  test('editing the profile changes the name in the header at once, and it stays after a reload', async ({ page, request }) => {
    const account = await registerRivera(request, 'Nadia');
    await signInAs(page, account);
    await page.goto(appUrl('/settings/account/profile'));
    const firstName = page.getByLabel('First name', { exact: true });
    await expect(firstName).toHaveValue('Nadia');
    await firstName.fill('Nadine');
    await page.getByRole('button', { name: 'Save personal details' }).click();
    await expect(page.getByText('Your personal details are saved.')).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Nadine Rivera');

    await page.reload();
    await expect(page.getByRole('banner')).toContainText('Nadine Rivera');
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Nadine');
  });

  test('uploading an avatar shows it in the header', async ({ page, request }) => {
    const account = await registerRivera(request, 'Ava');
    await signInAs(page, account);
    await page.goto(appUrl('/settings/account/profile'));
    await page.getByLabel('Photo file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(page.getByText('Your new photo is saved.')).toBeVisible();

    const headerPicture = page.getByRole('banner').locator('img');
    await expect(headerPicture).toHaveAttribute('src', /\/api\/avatar\/file\/.+\.png$/);
    await expect.poll(() => headerPicture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
  });

  test('an address is added, edited and removed', async ({ page, request }) => {
    const account = await registerRivera(request, 'Adam');
    await signInAs(page, account);
    await page.goto(appUrl('/settings/account/address'));
    await page.getByRole('button', { name: 'Add an address' }).click();
    const form = page.getByRole('form', { name: 'New address' });
    await form.getByLabel('Label', { exact: true }).fill('Home');
    await form.getByLabel('Address', { exact: true }).fill('12 Pine Street');
    await form.getByLabel('City', { exact: true }).fill('San Francisco');
    await form.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'California' }).click();
    await form.getByLabel('ZIP code', { exact: true }).fill('94110');
    await form.getByRole('button', { name: 'Add address' }).click();

    const list = page.getByRole('list', { name: 'Your addresses' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('12 Pine Street');
    await expect(list).toContainText('Default');

    await page.getByRole('button', { name: 'Edit Home' }).click();
    const edit = page.getByRole('form', { name: 'Edit Home' });
    await edit.getByLabel('Address line 2', { exact: true }).fill('Apt 4');
    await edit.getByRole('button', { name: 'Save address' }).click();
    await expect(list).toContainText('12 Pine Street, Apt 4');

    await page.reload();
    await expect(page.getByRole('list', { name: 'Your addresses' })).toContainText('Apt 4');
    await page.getByRole('button', { name: 'Remove Home' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove this address?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('No addresses yet. Add one to have orders delivered.')).toBeVisible();
  });

  test('a card is added and removed; only its last four digits are shown', async ({ page, request }) => {
    const account = await registerRivera(request, 'Cora');
    await signInAs(page, account);
    await page.goto(appUrl('/settings/account/payments'));
    await page.getByRole('button', { name: 'Add a card' }).click();
    const form = page.getByRole('form', { name: 'New card' });
    await form.getByLabel('Card number', { exact: true }).fill('4242424242424242');
    await form.getByLabel('Name on card', { exact: true }).fill('Cora Rivera');
    await form.getByRole('combobox', { name: 'Expiry month' }).click();
    await page.getByRole('option', { name: '08' }).click();
    await form.getByRole('combobox', { name: 'Expiry year' }).click();
    await page.getByRole('option', { name: String(new Date().getFullYear() + 3) }).click();
    await form.getByLabel('CVC', { exact: true }).fill('123');
    await form.getByRole('button', { name: 'Add card' }).click();

    const list = page.getByRole('list', { name: 'Your cards' });
    await expect(list).toContainText('Visa ending in 4242');
    await expect(list).not.toContainText('4242424242424242');

    await page.reload();
    await page.getByRole('button', { name: 'Remove Visa ending in 4242' }).click();
    await page.getByRole('alertdialog', { name: 'Remove this card?' }).getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('No saved cards yet.')).toBeVisible();
  });

  test('the password is changed; the old one then fails and the new one signs in', async ({ page, request }) => {
    const account = await registerRivera(request, 'Pia');
    await signInAs(page, account);
    await page.goto(appUrl('/settings/account/password'));
    await page.getByLabel('Current password', { exact: true }).fill('not-the-password-1');
    await page.getByLabel('New password', { exact: true }).fill('new-pass-2027');
    await page.getByLabel('Confirm new password', { exact: true }).fill('new-pass-2027');
    await page.getByRole('button', { name: 'Change password' }).click();
    // Said once, in the toast (spec §8); the form marks the field and keeps what was typed.
    await expectRefusedOnce(page, 'Change password', 'The current password is incorrect', {
      'Current password': 'not-the-password-1',
      'New password': 'new-pass-2027',
    });
    await expect(page.getByLabel('Current password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    // The toast sits below the header: it covers neither the cart, the name nor Sign out.
    const header = await page.getByRole('banner').boundingBox();
    const toast = await toasts(page).first().boundingBox();
    expect(toast!.y).toBeGreaterThanOrEqual(header!.y + header!.height);

    await page.getByLabel('Current password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText(/Your password is changed/)).toBeVisible();
    // Every session ended, this one too: the app carries on with the fresh token it was given.
    await page.reload();
    await expect(page.getByRole('banner')).toContainText(account.fullName);
    await expect(page.getByLabel('Current password', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await submitSignIn(page, account.email, PASSWORD);
    await expectRefusedOnce(page, 'Sign in', 'Email or password is incorrect', { Email: account.email });
    await submitSignIn(page, account.email, 'new-pass-2027');
    await expect(page.getByRole('banner')).toContainText(account.fullName);
  });

  test('leaving a form with unsaved changes asks first', async ({ page, request }) => {
    const account = await registerRivera(request, 'Lena');
    await signInAs(page, account);
    await page.goto(appUrl('/settings/account/profile'));
    await page.getByLabel('Last name', { exact: true }).fill('Rivers');
    await settingsMenu(page).getByRole('link', { name: 'Addresses' }).click();

    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expectRoute(page, '/settings/account/profile');
    await expect(page.getByLabel('Last name', { exact: true })).toHaveValue('Rivers');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await expectRoute(page, '/news');
  });

  test('a draft survives the session expiring and a new sign-in', async ({ page, request }) => {
    const account = await registerRivera(request, 'Dora');
    await signInAs(page, account);
    await page.goto(appUrl('/settings/account/profile'));
    await page.getByLabel('Home ZIP code', { exact: true }).fill('10001');
    await page.getByLabel('Personal email', { exact: true }).fill('dora@home.example');

    const expired = await request.post('/api/dev/sessions/expire', { data: { email: account.email } });
    expect(expired.ok()).toBe(true);
    await page.getByRole('button', { name: 'Save contact details' }).click();

    await expectRoute(page, '/login?redirect=%2Fsettings%2Faccount%2Fprofile');
    await submitSignIn(page, account.email, PASSWORD);
    await expectRoute(page, '/settings/account/profile');
    await expect(page.getByText('We kept your unsaved changes.', { exact: false })).toBeVisible();
    await expect(page.getByLabel('Home ZIP code', { exact: true })).toHaveValue('10001');
    await expect(page.getByLabel('Personal email', { exact: true })).toHaveValue('dora@home.example');

    await page.getByRole('button', { name: 'Save contact details' }).click();
    await expect(page.getByText('Your contact details are saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Home ZIP code', { exact: true })).toHaveValue('10001');
    await expect(page.getByText(/We kept your unsaved changes/)).toHaveCount(0);
  });
});
