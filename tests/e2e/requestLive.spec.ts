import { expect, test } from '@playwright/test';
import { appUrl, placeWalletOrder, registerAccount, signInAs } from './support';

/**
 * An order's page and the requests list follow the vendor live (the stream's `request.status`
 * and `chat.message` updates); the vendor is the development endpoints.
 */
test.describe('requests, live', () => {
  test('with the order’s page open, each move of the vendor shows its status and timeline step without a reload', async ({ page, request }) => {
    const buyer = await registerAccount(request, 'Lena');
    const order = await placeWalletOrder(request, buyer);
    await signInAs(page, buyer);
    await page.goto(appUrl(`/requests/${order.id}`));

    const timeline = page.getByRole('list', { name: 'How it is going' }).getByRole('listitem');
    await expect(timeline).toHaveText([/^Paid/]);
    await expect(page.getByRole('button', { name: 'Cancel request' })).toBeVisible();
    // The page is not loaded again: what happens on it stays.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    const steps = [
      ['accept', 'Accepted'],
      ['prepare', 'Being prepared'],
      ['deliver', 'Delivered'],
    ] as const;
    for (const [index, [action, label]] of steps.entries()) {
      const moved = await request.post('/api/dev/requests/advance', { data: { order_id: order.id, action } });
      expect(moved.ok(), await moved.text()).toBe(true);
      await expect(timeline).toHaveText([/^Paid/, ...steps.slice(0, index + 1).map(([, shown]) => new RegExp(`^${shown}`))]);
      // The status by the title, and the timeline's newest step.
      await expect(page.getByText(label, { exact: true })).toHaveCount(2);
    }
    await expect(page.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);
    expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
  });

  test('the vendor’s messages count as unread on the request’s page, in the list and in the header as they arrive, and reading the chat reads them', async ({ page, request }) => {
    const buyer = await registerAccount(request, 'Mina');
    const order = await placeWalletOrder(request, buyer);
    await signInAs(page, buyer);
    const vendorWrites = async (body: string) => {
      const written = await request.post('/api/dev/chat/vendor-message', { data: { order_id: order.id, body } });
      expect(written.ok(), await written.text()).toBe(true);
    };

    await page.goto(appUrl(`/requests/${order.id}`));
    await expect(page.getByRole('link', { name: 'Chat with the vendor', exact: true })).toBeVisible();
    await vendorWrites('Your order is packed');
    await expect(page.getByRole('link', { name: 'Chat with the vendor, 1 unread' })).toBeVisible();

    await page.getByRole('link', { name: '← All requests' }).click();
    const row = page.getByRole('list', { name: 'Your requests' }).getByRole('listitem').filter({ hasText: `Order #${order.id}` });
    await expect(row.getByRole('link', { name: 'Chat, 1 unread' })).toBeVisible();
    await vendorWrites('It is on its way');
    await expect(row.getByRole('link', { name: 'Chat, 2 unread' })).toBeVisible();
    const moved = await request.post('/api/dev/requests/advance', { data: { order_id: order.id, action: 'accept' } });
    expect(moved.ok()).toBe(true);
    await expect(row).toContainText('Accepted');

    // The header counts notifications: the top-up, the two messages and the move.
    const notifications = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Notifications/ });
    await expect(notifications).toHaveAccessibleName(/^Notifications ?, 4 unread$/);
    await row.getByRole('link', { name: 'Chat, 2 unread' }).click();
    await expect(page.getByRole('log', { name: 'Messages' })).toContainText('It is on its way');
    // Reading the chat reads its messages' notifications: the top-up's and the move's stay.
    await expect(notifications).toHaveAccessibleName(/^Notifications ?, 2 unread$/);
  });
});
