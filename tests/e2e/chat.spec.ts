import { expect, test } from '@playwright/test';
import { api, appUrl, expectNoSidewaysScroll, expectOnScreen, placeWalletOrder, registerAccount, severeViolations, signInAs } from './support';

/**
 * The order chat against the real server: a buyer with an order of their own (placed through
 * the API; checkout has its own tests) talks to its vendor, whose side is the development
 * endpoint `POST /api/dev/chat/vendor-message`.
 */

test.describe('order chat', () => {
  test('a message sent is there after a reload', async ({ page, request }) => {
    const buyer = await registerAccount(request, 'Chloe');
    const orderId = (await placeWalletOrder(request, buyer)).id;
    await signInAs(page, buyer);
    await page.goto(appUrl(`/requests/${orderId}/chat`));

    const messages = page.getByRole('log', { name: 'Messages' });
    await expect(messages).toContainText('No messages yet');
    await page.getByRole('textbox', { name: 'Message' }).fill('Could you leave it at the front desk?');
    await page.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(messages.getByRole('listitem').filter({ hasText: 'Could you leave it at the front desk?' })).toContainText('Sent');

    await page.reload();
    await expect(page.getByRole('log', { name: 'Messages' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('log', { name: 'Messages' })).toContainText('Could you leave it at the front desk?');
  });

  test('a vendor message appears without a reload', async ({ page, request }) => {
    const buyer = await registerAccount(request, 'Vera');
    const orderId = (await placeWalletOrder(request, buyer)).id;
    await signInAs(page, buyer);
    await page.goto(appUrl(`/requests/${orderId}/chat`));
    await expect(page.getByText('Connected: new messages appear as they are written.')).toBeVisible();

    const written = await request.post('/api/dev/chat/vendor-message', { data: { order_id: orderId, body: 'Your order is packed and on its way' } });
    expect(written.ok()).toBe(true);
    await expect(page.getByRole('log', { name: 'Messages' })).toContainText('Your order is packed and on its way');
  });

  test('a message sent offline waits, then is sent once when back online', async ({ page, context, request }) => {
    const buyer = await registerAccount(request, 'Ollie');
    const orderId = (await placeWalletOrder(request, buyer)).id;
    await signInAs(page, buyer);
    await page.goto(appUrl(`/requests/${orderId}/chat`));
    await expect(page.getByText('Connected: new messages appear as they are written.')).toBeVisible();

    await context.setOffline(true);
    await expect(page.getByText('You are offline. Messages will be sent when you are back online.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Message' }).fill('Sent from the lift');
    await page.getByRole('textbox', { name: 'Message' }).press('Enter');
    const pending = page.getByRole('listitem', { name: 'Pending message: Sent from the lift' });
    await expect(pending).toContainText('Not sent yet: it goes when the connection is back.');

    await context.setOffline(false);
    await expect(pending).toBeHidden();
    const messages = page.getByRole('log', { name: 'Messages' });
    await expect(messages.getByRole('listitem').filter({ hasText: 'Sent from the lift' })).toContainText('Sent');
    const stored = await api<{ messages: unknown[] }>(request, buyer, '/reactapi/chat/messages', { order_id: orderId });
    expect(stored.messages).toHaveLength(1);
  });

  test("someone else's order shows the not-found page", async ({ page, request }) => {
    const owner = await registerAccount(request, 'Olga');
    const orderId = (await placeWalletOrder(request, owner)).id;
    const other = await registerAccount(request, 'Otto');
    await signInAs(page, other);
    await page.goto(appUrl(`/requests/${orderId}/chat`));
    await expect(page.getByRole('heading', { name: 'Request not found' })).toBeVisible();
  });
});

test.describe('order chat on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('fits the screen, sends with its button, and has no serious accessibility problems', async ({ page, request }) => {
    const buyer = await registerAccount(request, 'Petra');
    const orderId = (await placeWalletOrder(request, buyer)).id;
    await signInAs(page, buyer);
    await page.goto(appUrl(`/requests/${orderId}/message`));

    await expect(page.getByRole('log', { name: 'Messages' })).toContainText('No messages yet');
    // The old route keeps the header without its search.
    await expect(page.getByRole('search')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Message' }).fill('Ring twice, please');
    await expectOnScreen(page.getByText('Add a photo'));
    const send = page.getByRole('button', { name: 'Send' });
    await expectOnScreen(send);
    await send.tap();
    await expect(page.getByRole('log', { name: 'Messages' }).getByRole('listitem').filter({ hasText: 'Ring twice, please' })).toContainText('Sent');
    await expectNoSidewaysScroll(page);
    expect(await severeViolations(page)).toEqual([]);
  });
});
