import { expect, test, type Page } from '@playwright/test';
import { appUrl, expectRoute, severeViolations, signIn } from './support';

/** A state's box on the drawing of `machineId`, by its path (`signedIn`, `signedIn › ready`). */
const stateBox = (page: Page, machineId: string, path: string) =>
  page.getByRole('figure', { name: `Statechart of ${machineId}` }).getByRole('img', { name: new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(,|$)`) });

test('product owners read the statecharts, with the live session state highlighted', async ({ page }) => {
  await signIn(page);
  await page.goto(appUrl('/statecharts'));

  await expect(page.getByRole('heading', { level: 1, name: 'Statecharts' })).toBeVisible();
  await expect(page.getByText('The session is now in: signedIn › ready')).toBeVisible();
  await expect(stateBox(page, 'session', 'signedIn')).toHaveAttribute('aria-current', 'true');
  await expect(stateBox(page, 'session', 'signedIn › ready')).toHaveAttribute('aria-current', 'true');
  await expect(stateBox(page, 'session', 'signedOut')).not.toHaveAttribute('aria-current', 'true');
  const states = page.getByRole('table', { name: /States of/ });
  await expect(states.locator('tr[aria-current="true"]')).toHaveCount(2);
  expect(await severeViolations(page)).toEqual([]);

  await page.getByRole('navigation', { name: 'Machines' }).getByRole('link', { name: /checkout/ }).click();
  await expect(page.getByRole('table', { name: /Transitions of/ })).toContainText('checkout.pay');
});

test('the drawing follows the app in another tab: a flow as it runs, and the sign-out', async ({ page, context }) => {
  await signIn(page);
  const charts = await context.newPage();
  await charts.goto(appUrl('/statecharts/session'));
  await expect(stateBox(charts, 'session', 'signedIn › ready')).toHaveAttribute('aria-current', 'true');
  await expect(charts.getByRole('list', { name: 'Live session actors' })).toContainText('In another tab: signedIn › ready');

  await charts.getByRole('navigation', { name: 'Machines' }).getByRole('link', { name: /^walletAdd/ }).click();
  await expect(charts.getByText(/This machine runs only while its page is open/)).toBeVisible();
  await expect(stateBox(charts, 'walletAdd', 'editing')).not.toHaveAttribute('aria-current', 'true');

  await page.goto(appUrl('/settings/account/wallet/add'));
  await expect(page.getByLabel('Amount', { exact: true })).toBeVisible();
  await expect(stateBox(charts, 'walletAdd', 'editing')).toHaveAttribute('aria-current', 'true');
  await expect(charts.getByRole('list', { name: 'Live walletAdd actors' })).toContainText('In another tab: editing');

  // Leaving the page stops the flow: the drawing no longer shows it.
  await page.goto(appUrl('/home'));
  await expect(charts.getByText(/This machine runs only while its page is open/)).toBeVisible();
  await expect(stateBox(charts, 'walletAdd', 'editing')).not.toHaveAttribute('aria-current', 'true');

  await charts.getByRole('navigation', { name: 'Machines' }).getByRole('link', { name: /^session/ }).click();
  await expect(stateBox(charts, 'session', 'signedIn')).toHaveAttribute('aria-current', 'true');
  // The page needs a sign-in (spec §2): signing out in the other tab signs this one out too,
  // with no way back to the page for whoever signs in next.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expectRoute(charts, '/login');
});

test('the largest statechart, registration, fits 1280 px without scrolling sideways; it zooms and simulates', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await page.goto(appUrl('/statecharts/registration'));
  const drawing = page.getByRole('figure', { name: 'Statechart of registration' });
  await expect(drawing).toBeVisible();
  await expect(stateBox(page, 'registration', 'verify › code › awaitingCode')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  const box = await drawing.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(1280);

  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.getByRole('button', { name: 'Fit' })).toBeEnabled();
  await page.getByRole('button', { name: 'Fit' }).click();
  await expect(page.getByRole('button', { name: 'Fit' })).toBeDisabled();

  await page.getByRole('navigation', { name: 'Mode' }).getByRole('link', { name: 'Simulate' }).click();
  await expect(page.getByText('Simulated registration is in: starting')).toBeVisible();
  const choices = page.getByRole('group', { name: 'What can happen now' });
  await choices.getByRole('button', { name: 'step.visit [opensStep] → account' }).click();
  await expect(page.getByText('Simulated registration is in: account')).toBeVisible();
  await expect(stateBox(page, 'registration', 'account')).toHaveAttribute('aria-current', 'true');
  expect(await severeViolations(page)).toEqual([]);

  // The path is in the address: opening it again lands in the same state.
  const link = page.url();
  await page.goto(appUrl('/home'));
  await page.goto(link);
  await expect(page.getByText('Simulated registration is in: account')).toBeVisible();
});

test('on a phone the drawing zooms with its buttons and moves with a drag', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto(appUrl('/statecharts/session'));
  const restoring = stateBox(page, 'session', 'restoring');
  await expect(restoring).toBeVisible();
  const before = await restoring.boundingBox();

  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(async () => (await restoring.boundingBox())?.width).toBeGreaterThan(before!.width);

  // The page is wider than a phone (global.css): drag inside the part of the drawing on screen.
  const zoomed = (await restoring.boundingBox())!;
  const frame = (await page.getByRole('group', { name: /^Drawing of session/ }).boundingBox())!;
  const start = { x: Math.max(frame.x, 0) + 100, y: Math.max(frame.y, 0) + 100 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 100, start.y + 40, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await restoring.boundingBox())?.x).toBeGreaterThan(zoomed.x);
});
