import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { api, appUrl, CARD, expectRoute, PASSWORD, registerAccount, signInAs, submitSignIn, topUp, type Account } from './support';

/**
 * Money end to end against the real server and its sandbox payment provider. Every test
 * registers accounts of its own, so tests depend neither on each other nor on their order.
 */

interface Product {
  id: number;
  category_id: number;
  vendor_id: number;
  name: string;
  price_cents: number;
}

/** A product of the catalogue, put in the cart from its page. */
async function addProductToCart(page: Page, request: APIRequestContext, account: Account): Promise<Product> {
  const home = await api<{ featured_products: Product[] }>(request, account, '/api/catalogue/home');
  const product = home.featured_products[0]!;
  await page.goto(appUrl(`/categories/${product.category_id}/vendors/${product.vendor_id}/products/${product.id}`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('button', { name: /^Add to cart/ }).click();
  await expect(page.getByText('In your cart: 1')).toBeVisible();
  return product;
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** From the product page through the cart and a new address, up to the choice of payment. */
async function checkoutToPayment(page: Page) {
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { name: 'Your cart' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to delivery' }).click();
  await page.getByLabel('Label', { exact: true }).fill('Home');
  await page.getByLabel('Address', { exact: true }).fill('1 Market St');
  await page.getByLabel('City', { exact: true }).fill('San Francisco');
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'California' }).click();
  await page.getByLabel('ZIP code', { exact: true }).fill('94105');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'How would you like to pay?' })).toBeVisible();
}

async function expectOneOrder(page: Page, status: string) {
  await page.goto(appUrl('/requests'));
  const orders = page.getByRole('list', { name: 'Your requests' }).getByRole('listitem');
  await expect(orders).toHaveCount(1);
  await expect(orders.first()).toContainText(status);
}

test.describe('Money', () => {
  test('adds funds with a new card, then buys a product with the LYLA Wallet', async ({ page, request }) => {
    const buyer = await registerAccount(request, 'Wanda');
    await signInAs(page, buyer);

    await page.goto(appUrl('/settings/account/wallet'));
    await expect(page.getByRole('region', { name: 'Balance' })).toContainText('$0.00');
    await page.getByRole('link', { name: 'Add funds' }).click();
    await page.getByLabel('Amount', { exact: true }).fill('50');
    await page.getByRole('radio', { name: /New card/ }).check();
    await page.getByLabel('Card number', { exact: true }).fill(CARD.number);
    await page.getByRole('combobox', { name: 'Expiry month' }).click();
    await page.getByRole('option', { name: '12' }).click();
    await page.getByRole('combobox', { name: 'Expiry year' }).click();
    await page.getByRole('option', { name: String(CARD.exp_year) }).click();
    await page.getByLabel('CVC', { exact: true }).fill(CARD.cvc);
    await page.getByLabel('Name on card', { exact: true }).fill(buyer.fullName);
    await page.getByRole('button', { name: 'Add funds' }).click();
    await expect(page.getByRole('heading', { name: 'Funds added' })).toBeVisible();
    await expectRoute(page, '/settings/account/wallet/add/feedback');
    await expect(page.getByText('Your balance is now $50.00.')).toBeVisible();

    const product = await addProductToCart(page, request, buyer);
    await checkoutToPayment(page);
    await page.getByRole('radio', { name: /LYLA Wallet/ }).check();
    await page.getByRole('button', { name: 'Review your order' }).click();
    await page.getByRole('button', { name: `Pay ${money(product.price_cents)}` }).click();
    await expect(page.getByRole('heading', { name: /^Order #\d+ placed$/ })).toBeVisible();
    await expect(page.getByText(`Your LYLA Wallet balance is now ${money(5_000 - product.price_cents)}.`)).toBeVisible();
    await expect(page.getByRole('img', { name: 'Cart: 0 items' })).toBeVisible();

    await page.getByRole('link', { name: 'View your order' }).click();
    await expect(page.getByRole('list', { name: 'How it is going' })).toContainText('Paid');
    await page.goto(appUrl('/settings/account/wallet'));
    const history = page.getByRole('list', { name: 'History' }).getByRole('listitem');
    await expect(history).toHaveCount(2);
    await expect(history.first()).toContainText(`-${money(product.price_cents)}`);
    await expect(history.last()).toContainText('+$50.00');
  });

  test('a gift to another account changes both balances and both histories', async ({ page, request }) => {
    const sender = await registerAccount(request, 'Gina');
    const recipient = await registerAccount(request, 'Rory');
    await topUp(request, sender, 3_000);
    await signInAs(page, sender);

    await page.goto(appUrl('/settings/account/wallet/gift'));
    await page.getByLabel('Recipient email', { exact: true }).fill(recipient.email);
    await page.getByLabel('Amount', { exact: true }).fill('12.50');
    await page.getByLabel('Message', { exact: true }).fill('Lunch is on me');
    await page.getByRole('button', { name: 'Review gift' }).click();
    await expect(page.getByRole('heading', { name: `Send $12.50 to ${recipient.email}?` })).toBeVisible();
    await page.getByRole('button', { name: 'Send gift' }).click();
    await expect(page.getByRole('heading', { name: 'Gift sent' })).toBeVisible();
    await expect(page.getByText('Your balance is now $17.50.')).toBeVisible();

    await page.getByRole('link', { name: 'See your wallet' }).click();
    await expect(page.getByRole('region', { name: 'Balance' })).toContainText('$17.50');
    await expect(page.getByRole('list', { name: 'History' }).getByRole('listitem').first()).toContainText(
      `Gift sent to ${recipient.email}Lunch is on me`,
    );

    await page.getByRole('button', { name: 'Sign out' }).click();
    await submitSignIn(page, recipient.email, PASSWORD);
    await expect(page.getByRole('banner')).toContainText(recipient.fullName);
    await page.goto(appUrl('/settings/account/wallet'));
    await expect(page.getByRole('region', { name: 'Balance' })).toContainText('$12.50');
    const received = page.getByRole('list', { name: 'History' }).getByRole('listitem');
    await expect(received).toHaveCount(1);
    await expect(received.first()).toContainText(`Gift received from ${sender.email}Lunch is on me`);
    await expect(received.first()).toContainText('+$12.50');
  });

  test('the payment provider: approved, the order is paid and shows in the requests', async ({ page, request }) => {
    const buyer = await registerAccount(request, 'Paula');
    await signInAs(page, buyer);
    const product = await addProductToCart(page, request, buyer);
    await checkoutToPayment(page);
    await page.getByRole('radio', { name: /Payment provider/ }).check();
    await page.getByRole('button', { name: 'Review your order' }).click();
    await page.getByRole('button', { name: `Pay ${money(product.price_cents)}` }).click();

    await expect(page.getByRole('heading', { name: 'Sandbox payment provider' })).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('heading', { name: /^Order #\d+ placed$/ })).toBeVisible();
    expect(new URL(page.url()).hash).toMatch(/^#\/checkoutPaypal\/\d+\?provider_order_id=/);
    await expect(page.getByRole('img', { name: 'Cart: 0 items' })).toBeVisible();
    await expectOneOrder(page, 'Paid');
  });

  test('the payment provider: cancelled, back to the checkout with the cart intact', async ({ page, request }) => {
    const buyer = await registerAccount(request, 'Carl');
    await signInAs(page, buyer);
    const product = await addProductToCart(page, request, buyer);
    await checkoutToPayment(page);
    await page.getByRole('radio', { name: /Payment provider/ }).check();
    await page.getByRole('button', { name: 'Review your order' }).click();
    await page.getByRole('button', { name: `Pay ${money(product.price_cents)}` }).click();

    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Payment cancelled — your cart is still here' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to checkout' }).click();
    await expectRoute(page, `/checkout/categories/${product.category_id}/vendors/${product.vendor_id}`);
    await expect(page.getByRole('list', { name: 'Your cart' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('list', { name: 'Your cart' })).toContainText(product.name);
    await expectOneOrder(page, 'Cancelled');
  });

  test('a double-clicked pay button makes exactly one order', async ({ page, request }) => {
    const buyer = await registerAccount(request, 'Dora');
    await topUp(request, buyer, 10_000);
    await signInAs(page, buyer);
    const product = await addProductToCart(page, request, buyer);
    await checkoutToPayment(page);
    await page.getByRole('radio', { name: /LYLA Wallet/ }).check();
    await page.getByRole('button', { name: 'Review your order' }).click();
    await page.getByRole('button', { name: `Pay ${money(product.price_cents)}` }).dblclick();
    await expect(page.getByRole('heading', { name: /^Order #\d+ placed$/ })).toBeVisible();

    await expectOneOrder(page, 'Paid');
    await page.goto(appUrl('/settings/account/wallet'));
    await expect(page.getByRole('region', { name: 'Balance' })).toContainText(money(10_000 - product.price_cents));
    await expect(page.getByRole('list', { name: 'History' }).getByRole('listitem')).toHaveCount(2);
  });
});
