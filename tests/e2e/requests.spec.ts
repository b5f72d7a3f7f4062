import { expect, test } from '@playwright/test';
import { addDays, dayOf } from '../../src/domain/dates';
import { formatShortCalendarDate } from '../../src/domain/format';
import { api, appUrl, ORDER_TOP_UP_CENTS, placeWalletOrder, registerAccount, signInAs, TINY_PNG, topUp } from './support';

/**
 * Requests end to end against the real server: an order's timeline, moved by the vendor's
 * development endpoint, and cancelling it with the wallet refunded once.
 */

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
/** Days within the year ahead that a custom request's and a quote's dates allow. */
const NEEDED_BY = addDays(dayOf(new Date()), 40);
const DELIVERY = addDays(dayOf(new Date()), 35);

test.describe('Requests', () => {
  test('an order shows in the requests with its timeline; cancelled, the wallet gets its money back once', async ({ page, request }) => {
    const buyer = await registerAccount(request, 'Rita');
    const order = await placeWalletOrder(request, buyer);
    await signInAs(page, buyer);

    await page.goto(appUrl('/requests'));
    const rows = page.getByRole('list', { name: 'Your requests' }).getByRole('listitem');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Paid');
    await rows.first().getByRole('link', { name: `Order #${order.id}` }).click();

    await expect(page.getByRole('heading', { name: `Order #${order.id}` })).toBeVisible();
    await expect(page.getByRole('list', { name: 'How it is going' }).getByRole('listitem')).toHaveText([/^Paid/]);
    await page.getByRole('button', { name: 'Cancel request' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel request' }).click();
    await expect(page.getByText(`${money(order.total_cents)} refunded to your LYLA Wallet`)).toBeVisible();
    await expect(page.getByRole('list', { name: 'How it is going' }).getByRole('listitem')).toHaveText([/^Paid/, /^Cancelled/]);
    await expect(page.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);

    await page.goto(appUrl('/settings/account/wallet'));
    await expect(page.getByRole('region', { name: 'Balance' })).toContainText(money(ORDER_TOP_UP_CENTS));
    await page.goto(appUrl('/requests?status=cancelled'));
    await expect(page.getByRole('list', { name: 'Your requests' }).getByRole('listitem')).toHaveCount(1);
  });

  test('the vendor moves an order on: its page shows each step, and it can no longer be cancelled', async ({ page, request }) => {
    const buyer = await registerAccount(request, 'Vera');
    const order = await placeWalletOrder(request, buyer);
    for (const action of ['accept', 'prepare']) {
      const moved = await request.post('/api/dev/requests/advance', { data: { order_id: order.id, action } });
      expect(moved.ok(), await moved.text()).toBe(true);
    }
    await signInAs(page, buyer);

    await page.goto(appUrl(`/requests/${order.id}`));
    await expect(page.getByRole('list', { name: 'How it is going' }).getByRole('listitem')).toHaveText([/^Paid/, /^Accepted/, /^Being prepared/]);
    await expect(page.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);
    await page.goto(appUrl('/requests/999999'));
    await expect(page.getByRole('heading', { name: 'Request not found' })).toBeVisible();
  });

  test('a custom request sent from a category with vendors is quoted by a vendor, accepted and paid with the wallet', async ({ page, request }) => {
    const buyer = await registerAccount(request, 'Cora');
    await topUp(request, buyer, 50_000);
    const home = await api<{ featured_products: { category_id: number }[] }>(request, buyer, '/api/catalogue/home');
    const categoryId = home.featured_products[0]!.category_id;
    await signInAs(page, buyer);

    // A category with vendors offers it too (issue 31): they quote what is not on offer.
    await page.goto(appUrl(`/categories/${categoryId}`));
    await page.getByRole('link', { name: 'Send a custom request' }).click();
    await page.getByLabel(/^What you need/).fill('Forty branded mugs');
    await page.getByLabel(/^Budget/).fill('300');
    await page.getByLabel(/^Needed by/).fill(NEEDED_BY);
    await page.getByLabel('Label', { exact: true }).fill('Office');
    await page.getByLabel('Address', { exact: true }).fill('1 Market St');
    await page.getByLabel('City', { exact: true }).fill('San Francisco');
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'California' }).click();
    await page.getByLabel('ZIP code', { exact: true }).fill('94105');
    await page.getByLabel('Add photos').setInputFiles({ name: 'mug.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(page.getByRole('list', { name: 'Photos to send' })).toContainText('mug.png');
    await page.getByRole('button', { name: 'Send request' }).click();

    const heading = page.getByRole('heading', { name: /^Custom request #\d+: Forty branded mugs$/ });
    await expect(heading).toBeVisible();
    const orderId = Number(/#(\d+)/.exec((await heading.textContent()) ?? '')![1]);
    await expect(page.getByText('Waiting for quotes').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'What you asked for' })).toContainText(`Needed by${formatShortCalendarDate(NEEDED_BY)}`);
    // The photo went up through the avatar's checks and is served back to its owner.
    const photo = page.getByRole('img', { name: 'Photo 1 of 1' });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

    const quoted = await request.post('/api/dev/requests/quote', { data: { order_id: orderId, price_cents: 24_000, date: DELIVERY, note: 'Printed both sides' } });
    expect(quoted.ok(), await quoted.text()).toBe(true);
    await page.reload();
    await expect(page.getByText(`$240.00 by ${formatShortCalendarDate(DELIVERY)} · Printed both sides`)).toBeVisible();
    await expect(page.getByText('Quote received').first()).toBeVisible();
    await page.getByRole('button', { name: 'Accept quote' }).click();
    // As in checkout nothing is ticked without a saved card (never the wallet by itself); the wallet covers the quote.
    const wallet = page.getByRole('radio', { name: /LYLA Wallet/ });
    await expect(wallet).toBeEnabled();
    await expect(wallet).not.toBeChecked();
    await wallet.click();
    await page.getByRole('button', { name: 'Pay $240.00' }).click();
    await expect(page.getByRole('list', { name: 'How it is going' }).getByRole('listitem')).toHaveText([
      /^Waiting for quotes/,
      /^Quote received/,
      /^Accepted/,
      /^Paid/,
    ]);
    await expect(page.getByText('Paid with: LYLA Wallet')).toBeVisible();

    await page.goto(appUrl('/settings/account/wallet'));
    await expect(page.getByRole('region', { name: 'Balance' })).toContainText(money(50_000 - 24_000));
  });
});
