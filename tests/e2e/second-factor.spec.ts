import { expect, test } from '@playwright/test';
import { DEMO, appUrl, expectNoToast, expectRefusedOnce, expectRoute, readLatestCode, submitSignIn } from './support';

/** A 6-digit code that is surely not `code`. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

test('an account with a second factor signs in with the code it was emailed', async ({ page, request }) => {
  await page.goto(appUrl('/login'));
  await submitSignIn(page, DEMO.mfaEmail, DEMO.password);

  await expectRoute(page, '/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
  await expect(page.getByText('We sent a 6-digit code to m***@lyla.example')).toBeVisible();

  const code = await readLatestCode(request, DEMO.mfaEmail);
  const codeField = page.getByLabel('Code', { exact: true });

  await codeField.fill(otherCode(code));
  await page.getByRole('button', { name: 'Verify' }).click();
  // Said once, in the toast (spec §8); the code stays as typed.
  await expectRefusedOnce(page, 'Enter your code', 'The code is incorrect', { Code: otherCode(code) });
  // The page shows where: the code field is marked.
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expectRoute(page, '/auth');

  await codeField.fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expectRoute(page, '/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Daniel' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(DEMO.mfaFullName);
  // The wrong code's toast went with the step it spoke of.
  await expectNoToast(page);
});

test('a person who lost the code asks for a new one and signs in with it', async ({ page, request }) => {
  await page.goto(appUrl('/login'));
  await submitSignIn(page, DEMO.mfaEmail, DEMO.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
  const firstCode = await readLatestCode(request, DEMO.mfaEmail);

  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(page.getByRole('status')).toHaveText('A new code is on its way. Earlier codes no longer work.');
  const newCode = await readLatestCode(request, DEMO.mfaEmail);
  const codeField = page.getByLabel('Code', { exact: true });

  // The earlier code no longer works (in the rare case both codes match, it is the new one).
  if (firstCode !== newCode) {
    await codeField.fill(firstCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectRefusedOnce(page, 'Enter your code', 'The code is incorrect', { Code: firstCode });
  }

  await codeField.fill(newCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectRoute(page, '/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Daniel' })).toBeVisible();
});
