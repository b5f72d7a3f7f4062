import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { appUrl, expectRoute, PASSWORD, registerAccount, severeViolations, submitSignIn, TINY_PNG } from './support';

/**
 * The private profile end to end against the real server: each test registers its own
 * account, so tests neither share nor depend on each other's data.
 */

async function signInAsNew(page: Page, request: APIRequestContext, firstName: string) {
  const account = await registerAccount(request, firstName, 'Okoro');
  await page.goto(appUrl('/login'));
  await submitSignIn(page, account.email, PASSWORD);
  await expect(page.getByRole('banner')).toContainText(account.fullName);
  await page.goto(appUrl('/settings/account/profile'));
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('Private profile', () => {
  test('a child added with a birth date is on the profile', async ({ page, request }) => {
    await signInAsNew(page, request, 'Chidi');
    await section(page, 'Family').getByRole('link', { name: 'Add a family member' }).click();
    await expectRoute(page, '/settings/account/profile/family/new');
    await page.getByLabel('First name', { exact: true }).fill('Ada');
    await page.getByLabel('Last name', { exact: true }).fill('Okoro');
    await choose(page, 'Relationship', 'Child');
    await page.getByLabel('Date of birth').fill('2020-02-29');
    await page.getByRole('button', { name: 'Save' }).click();

    await expectRoute(page, '/settings/account/profile');
    const family = section(page, 'Family');
    await expect(family.getByText('Ada Okoro')).toBeVisible();
    await expect(family.getByText('Child · Born February 29, 2020')).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);
    await page.reload();
    await expect(section(page, 'Family').getByText('Ada Okoro')).toBeVisible();
  });

  test('a pet is added, then gets a photo', async ({ page, request }) => {
    await signInAsNew(page, request, 'Pat');
    await section(page, 'Pets').getByRole('link', { name: 'Add a pet' }).click();
    await choose(page, 'Kind', 'Dog');
    await page.getByLabel('Name', { exact: true }).fill('Rex');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(section(page, 'Pets').getByText('Rex')).toBeVisible();

    await section(page, 'Pets').getByRole('button', { name: 'Edit Rex' }).click();
    // The profile page has a "Photo file" of its own (the person's avatar): choose on the pet's page.
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Rex' })).toBeVisible();
    await page.getByLabel('Photo file').setInputFiles({ name: 'rex.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(page.getByText('Rex’s new photo is saved.')).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);
    const photo = page.locator('img[src*="/api/avatar/file/"]').last();
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
  });

  test('a vehicle is added and removed once confirmed', async ({ page, request }) => {
    await signInAsNew(page, request, 'Val');
    await section(page, 'Vehicles').getByRole('link', { name: 'Add a vehicle' }).click();
    await page.getByLabel('Make').fill('Toyota');
    await page.getByLabel('Model').fill('Prius');
    await page.getByLabel('Year').fill('2019');
    await page.getByLabel('Licence plate').fill('7abc123');
    await page.getByRole('button', { name: 'Save' }).click();
    const vehicles = section(page, 'Vehicles');
    await expect(vehicles.getByText('2019 Toyota Prius')).toBeVisible();
    await expect(vehicles.getByText('Plate 7ABC123')).toBeVisible();

    await vehicles.getByRole('button', { name: 'Remove 2019 Toyota Prius' }).click();
    await page.getByRole('alertdialog', { name: 'Remove this vehicle?' }).getByRole('button', { name: 'Remove' }).click();
    await expect(vehicles.getByText('No vehicles saved.')).toBeVisible();
    await page.reload();
    await expect(section(page, 'Vehicles').getByText('No vehicles saved.')).toBeVisible();
  });

  test('a friend is added and viewed; another person’s friend is not found', async ({ page, request, browser }) => {
    await signInAsNew(page, request, 'Femi');
    await section(page, 'Friends').getByRole('link', { name: 'Add a friend' }).click();
    await page.getByLabel('First name', { exact: true }).fill('Bola');
    await page.getByLabel('Last name', { exact: true }).fill('Ade');
    await choose(page, 'Relationship', 'Friend');
    await page.getByLabel('Email').fill('bola@example.com');
    await page.getByRole('button', { name: 'Save' }).click();

    const friends = section(page, 'Friends');
    await expect(friends.getByText('Bola Ade')).toBeVisible();
    await friends.getByRole('button', { name: 'Edit Bola Ade' }).click();
    await expect(page).toHaveURL(/#\/settings\/account\/profile\/friend\/\d+$/);
    const friendPath = new URL(page.url()).hash.slice(1);
    await expect(page.getByLabel('Email')).toHaveValue('bola@example.com');
    await expect(page.getByRole('combobox', { name: 'Relationship' })).toHaveText('Friend');

    // Someone else opening the same address sees "not found".
    const other = await browser.newPage();
    await signInAsNew(other, request, 'Other');
    await other.goto(appUrl(friendPath));
    await expect(other.getByRole('heading', { name: 'Friend not found' })).toBeVisible();
    await other.close();
  });
});
