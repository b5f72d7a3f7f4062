import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { api, appUrl, PASSWORD, registerAccount, severeViolations, submitSignIn, topUp } from './support';

test.describe('notifications', () => {
  test('a gift shows live in the recipient’s open notifications, and the unread count drops when read', async ({ page, request }) => {
    const sender = await registerAccount(request, 'Nadia');
    const recipient = await registerAccount(request, 'Theo');
    await topUp(request, sender, 2_000);

    await page.goto(appUrl('/login'));
    await submitSignIn(page, recipient.email, PASSWORD);
    await expect(page.getByRole('banner')).toContainText(recipient.fullName);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Notifications' }).click();
    await expect(page.getByText(/No notifications yet/)).toBeVisible();
    const menuEntry = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Notifications/ });
    await expect(menuEntry).toHaveAccessibleName('Notifications');

    // Sent while the recipient's page stays open: no reload, no navigation.
    await api(request, sender, '/reactapi/user/gift', {
      idempotency_key: randomUUID(),
      recipient_email: recipient.email,
      amount_cents: 750,
      message: 'For the coffee',
    });
    const gift = page.getByRole('link', { name: 'You received a gift of $7.50' });
    await expect(gift).toBeVisible();
    await expect(page.getByText(`From ${sender.email}: For the coffee`)).toBeVisible();
    await expect(menuEntry).toHaveAccessibleName(/^Notifications ?, 1 unread$/);
    expect(await severeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Mark as read: You received a gift of $7.50' }).click();
    await expect(menuEntry).toHaveAccessibleName('Notifications');
    await expect(page.getByText('All caught up.')).toBeVisible();

    await gift.click();
    await expect(page.getByRole('heading', { name: 'LYLA Wallet' })).toBeVisible();
  });
});
