import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, startMockServer } from '../../../tests/support/renderApp';
import {
  checkoutPath,
  declined,
  demoWallet,
  loadBeforeTests,
  moneyReads,
  orderOf,
  scripted,
  serverError,
  storeCarts,
  storedCarts,
} from '../../../tests/support/moneyHandlers';
import { gate } from '../../../tests/support/gate';
import { ok } from '../../../tests/support/sessionHandlers';

const server = startMockServer();
loadBeforeTests(() => import('./CheckoutScreen'));

const paid = (changes = {}) => ok({ order: orderOf(changes), balance_cents: null, provider: null });

/** From the cart to the summary, with the defaults (saved address, saved card). */
async function goToConfirm(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Continue to delivery' }));
  await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
  await user.click(await screen.findByRole('button', { name: 'Review your order' }));
  await screen.findByRole('heading', { name: 'Check and pay' });
}

describe('CheckoutScreen', () => {
  it('reviews the cart, takes the saved address and card, pays once and empties the cart', async () => {
    storeCarts();
    const order = scripted('/reactapi/order/create', () => paid({ total_cents: 6_150 }));
    server.use(...moneyReads(), order.handler);
    const { user } = renderApp(checkoutPath, { signedIn: true });

    const cart = await screen.findByRole('list', { name: 'Your cart' });
    expect(within(cart).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('list', { name: 'Checkout steps' })).toHaveTextContent('1Cart2Delivery3Payment4Confirm');
    expect(screen.getByRole('complementary', { name: 'Order summary' })).toHaveTextContent('Total$49.00');

    // One more watering can, through the cart actor.
    await user.click(within(screen.getByRole('listitem', { name: 'Watering can' })).getByRole('button', { name: 'One more' }));
    expect(screen.getByRole('complementary', { name: 'Order summary' })).toHaveTextContent('Total$61.50');

    await user.click(screen.getByRole('button', { name: 'Continue to delivery' }));
    expect(await screen.findByRole('radio', { name: /Home/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Review your order' }));

    const summary = await screen.findByRole('region', { name: 'Check and pay' });
    expect(summary).toHaveTextContent('Home: 12 Orchard Lane, Springfield, IL 62704');
    expect(summary).toHaveTextContent('Visa •••• 4242');
    await user.click(within(summary).getByRole('button', { name: 'Pay $61.50' }));

    expect(await screen.findByRole('heading', { name: 'Order #42 placed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your order' })).toHaveAttribute('href', '#/requests/42');
    expect(order.bodies).toEqual([
      {
        idempotency_key: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
        vendor_id: 2,
        lines: [
          { product_id: 101, quantity: 1, options: { Size: 'Large' } },
          { product_id: 102, quantity: 3, options: {} },
        ],
        delivery: { address_id: 21 },
        payment: { type: 'card', card_id: 11 },
      },
    ]);
    expect(storedCarts()).toEqual({});
  });

  it('offers the LYLA Wallet with its balance, and disables it with the reason when it does not cover the total', async () => {
    storeCarts();
    server.use(...moneyReads({ wallet: { ...demoWallet, balance_cents: 1_000 } }));
    const { user } = renderApp(checkoutPath, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Continue to delivery' }));
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));

    const wallet = await screen.findByRole('radio', { name: /LYLA Wallet/ });
    expect(wallet).toBeDisabled();
    expect(wallet.closest('label')).toHaveTextContent('Balance $10.00 · not enough for $49.00');
  });

  it('the address and the payment are each one radio group: the arrow keys move the choice and skip the wallet it does not cover', async () => {
    storeCarts();
    server.use(...moneyReads({ wallet: { ...demoWallet, balance_cents: 1_000 } }));
    const { user } = renderApp(checkoutPath, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Continue to delivery' }));

    const addresses = await screen.findByRole('radiogroup', { name: 'Delivery address' });
    within(addresses).getByRole('radio', { name: /Home/ }).focus();
    // Radix moves the focus on the next task and chooses while the key is down: held, then let go.
    await user.keyboard('{ArrowDown>}');
    await waitFor(() => expect(within(addresses).getByRole('radio', { name: /New address/ })).toBeChecked());
    await user.keyboard('{/ArrowDown}');
    expect(screen.getByLabelText('Address')).toBeInTheDocument();
    await user.keyboard('{ArrowUp>}');
    await waitFor(() => expect(within(addresses).getByRole('radio', { name: /Home/ })).toBeChecked());
    await user.keyboard('{/ArrowUp}');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    const payment = await screen.findByRole('radiogroup', { name: 'How to pay' });
    within(payment).getByRole('radio', { name: /Visa •••• 4242/ }).focus();
    await user.keyboard('{ArrowDown>}');
    await waitFor(() => expect(within(payment).getByRole('radio', { name: /New card/ })).toBeChecked());
    await user.keyboard('{/ArrowDown}');
    await user.keyboard('{ArrowDown>}');
    await waitFor(() => expect(within(payment).getByRole('radio', { name: /Payment provider/ })).toBeChecked());
    await user.keyboard('{/ArrowDown}');
    expect(within(payment).getByRole('radio', { name: /LYLA Wallet/ })).not.toBeChecked();
  });

  it('pays with the wallet and shows the new balance', async () => {
    storeCarts();
    const order = scripted('/reactapi/order/create', () => ok({ order: orderOf(), balance_cents: 100, provider: null }));
    server.use(...moneyReads(), order.handler);
    const { user } = renderApp(checkoutPath, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Continue to delivery' }));
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    await user.click(await screen.findByRole('radio', { name: /LYLA Wallet.*Balance \$50\.00/ }));
    await user.click(screen.getByRole('button', { name: 'Review your order' }));
    expect(await screen.findByRole('region', { name: 'Check and pay' })).toHaveTextContent('Pay withLYLA Wallet');
    await user.click(screen.getByRole('button', { name: 'Pay $49.00' }));

    expect(await screen.findByText('Your LYLA Wallet balance is now $1.00.')).toBeInTheDocument();
    expect(order.bodies[0]).toMatchObject({ payment: { type: 'wallet' } });
  });

  // The new address and the new card each in its own test: one path through both forms ran close to the time limit on a loaded box.
  it('shows why a new address cannot be used, only once the person tries to go on, and sends it in full', async () => {
    storeCarts();
    const order = scripted('/reactapi/order/create', () => paid());
    server.use(...moneyReads({ addresses: [] }), order.handler);
    const { user } = renderApp(checkoutPath, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Continue to delivery' }));

    // Nothing saved: the address form is there at once, quiet until Continue.
    await user.type(await screen.findByLabelText('Label'), 'Office');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByLabelText('Address')).toHaveAccessibleDescription(/^Address is required/);
    await user.type(screen.getByLabelText('Address'), '1 Market St');
    await user.type(screen.getByLabelText('City'), 'San Francisco');
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'California' }));
    await user.type(screen.getByLabelText('ZIP code'), '94105');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    await user.click(await screen.findByRole('button', { name: 'Review your order' }));
    const summary = await screen.findByRole('region', { name: 'Check and pay' });
    expect(summary).toHaveTextContent('Office: 1 Market St, San Francisco, CA 94105');
    await user.click(screen.getByRole('button', { name: 'Pay $49.00' }));

    await screen.findByRole('heading', { name: 'Order #42 placed' });
    expect(order.bodies[0]).toMatchObject({
      delivery: { address: { label: 'Office', line1: '1 Market St', line2: '', city: 'San Francisco', state: 'CA', zipcode: '94105', is_default: false } },
    });
  });

  it('shows why a new card cannot be used, only once the person tries to go on, and sends it in full', async () => {
    storeCarts();
    const order = scripted('/reactapi/order/create', () => paid());
    server.use(...moneyReads({ cards: [] }), order.handler);
    const { user } = renderApp(checkoutPath, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Continue to delivery' }));
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));

    await user.click(await screen.findByRole('radio', { name: /New card/ }));
    expect(screen.queryByText('Card number is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Review your order' }));
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('Card number is required');
    expect(screen.getByRole('combobox', { name: 'Expiry month' })).toHaveAccessibleDescription('Choose a month');
    expect(screen.getByLabelText('Name on card')).toHaveAccessibleDescription(/^Name on card is required/);
    expect(screen.getByLabelText('CVC')).toHaveAccessibleDescription('CVC is required');

    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4241');
    await user.click(screen.getByRole('combobox', { name: 'Expiry month' }));
    await user.click(await screen.findByRole('option', { name: '12' }));
    await user.click(screen.getByRole('combobox', { name: 'Expiry year' }));
    await user.click(await screen.findByRole('option', { name: String(new Date().getFullYear() + 2) }));
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.type(screen.getByLabelText('Name on card'), 'Maya Thompson');
    await user.click(screen.getByRole('button', { name: 'Review your order' }));
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(/^Check the card number/);

    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '4242 4242 4242 4242');
    await user.click(screen.getByRole('checkbox', { name: 'Save this card for next time' }));
    await user.click(screen.getByRole('button', { name: 'Review your order' }));
    const summary = await screen.findByRole('region', { name: 'Check and pay' });
    expect(summary).toHaveTextContent('Visa •••• 4242 (new card)');
    await user.click(screen.getByRole('button', { name: 'Pay $49.00' }));

    await screen.findByRole('heading', { name: 'Order #42 placed' });
    expect(order.bodies[0]).toMatchObject({
      payment: {
        type: 'new_card',
        card: { number: '4242424242424242', exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123', holder_name: 'Maya Thompson', is_default: false },
        save: true,
      },
    });
  });

  it('a new delivery address is checked as in Settings → Addresses: every field flagged on its own', async () => {
    storeCarts();
    server.use(...moneyReads({ addresses: [], cards: [] }));
    const { user } = renderApp(checkoutPath, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Continue to delivery' }));
    await user.type(await screen.findByLabelText('ZIP code'), '941');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveTextContent(/^Please select$/);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByLabelText('Label')).toHaveAccessibleDescription(/^Label is required/);
    expect(screen.getByLabelText('Address')).toHaveAccessibleDescription(/^Address is required/);
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription(/^City is required/);
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription('Choose a state');
    expect(screen.getByLabelText('ZIP code')).toHaveAccessibleDescription('Enter a 5-digit ZIP code');
  });

  it('a new card is the card form of Settings → Payments: its field order, and an empty year flagged', async () => {
    storeCarts();
    server.use(...moneyReads({ cards: [] }));
    const { user } = renderApp(checkoutPath, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Continue to delivery' }));
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    await user.click(await screen.findByRole('radio', { name: /New card/ }));
    await user.click(screen.getByRole('button', { name: 'Review your order' }));
    expect(screen.getByRole('combobox', { name: 'Expiry year' })).toHaveAccessibleDescription('Choose a year');
    const cardLabels = ['Card number', 'Name on card', 'Expiry month', 'Expiry year', 'CVC'];
    const shown = [...screen.getByRole('group', { name: 'How to pay' }).querySelectorAll('label')].map((label) => label.textContent ?? '');
    expect(shown.filter((label) => cardLabels.includes(label))).toEqual(cardLabels);
  });

  it('keeps a typed new address and new card while the person tries a saved one', async () => {
    storeCarts();
    server.use(...moneyReads());
    const { user } = renderApp(checkoutPath, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Continue to delivery' }));

    await user.click(await screen.findByRole('radio', { name: /New address/ }));
    await user.type(screen.getByLabelText('Address'), '1 Market St');
    await user.click(screen.getByRole('radio', { name: /Home/ }));
    expect(screen.queryByLabelText('Address')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /New address/ }));
    expect(screen.getByLabelText('Address')).toHaveValue('1 Market St');

    await user.click(screen.getByRole('radio', { name: /Home/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await user.click(await screen.findByRole('radio', { name: /New card/ }));
    await user.type(screen.getByLabelText('Name on card'), 'Maya Thompson');
    await user.click(screen.getByRole('radio', { name: /Visa •••• 4242/ }));
    expect(screen.queryByLabelText('Name on card')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /New card/ }));
    expect(screen.getByLabelText('Name on card')).toHaveValue('Maya Thompson');
  });

  it('a declined card: the toast says why, the summary says not paid, no retry, and the person may pay another way', async () => {
    storeCarts();
    const order = scripted('/reactapi/order/create', () => declined({ order: orderOf({ status: 'failed', failure: 'Your card was declined' }) }));
    server.use(...moneyReads(), order.handler);
    const { user } = renderApp(checkoutPath, { signedIn: true });
    await goToConfirm(user);
    await user.click(screen.getByRole('button', { name: 'Pay $49.00' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Not paid\.$/);
    expect(await screen.findByText('Your card was declined', { selector: 'li *' })).toBeInTheDocument();
    expect(screen.getAllByText('Your card was declined')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Check and pay' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay another way' }));
    expect(await screen.findByRole('heading', { name: 'How would you like to pay?' })).toBeInTheDocument();
    expect(storedCarts()).not.toEqual({});
  });

  it('a server error: the toast says it once, the summary says not paid, with no retry of a refused request', async () => {
    storeCarts();
    server.use(...moneyReads(), scripted('/reactapi/order/create', serverError).handler);
    const { user } = renderApp(checkoutPath, { signedIn: true });
    await goToConfirm(user);
    await user.click(screen.getByRole('button', { name: 'Pay $49.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Not paid\.$/);
    expect(await screen.findByText('There is something wrong', { selector: 'li *' })).toBeInTheDocument();
    expect(screen.getAllByText('There is something wrong')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Pay another way' })).toBeInTheDocument();
  });

  it('a lost answer is checked with the server before anything else: the order went through', async () => {
    storeCarts();
    const order = scripted('/reactapi/order/create', () => HttpResponse.error());
    const statusAnswer = gate();
    const status = scripted('/reactapi/payment/status', async () => {
      await statusAnswer.opened;
      return ok({ status: 'completed', order: orderOf(), movement: null });
    });
    server.use(...moneyReads(), order.handler, status.handler);
    const { user } = renderApp(checkoutPath, { signedIn: true });
    await goToConfirm(user);
    await user.click(screen.getByRole('button', { name: 'Pay $49.00' }));

    expect(await screen.findByText('We did not hear back in time. Checking whether your payment went through…')).toBeInTheDocument();
    statusAnswer.open();
    expect(await screen.findByRole('heading', { name: 'Order #42 placed' })).toBeInTheDocument();
    expect(order.bodies).toHaveLength(1);
    expect(status.bodies).toEqual([{ idempotency_key: order.bodies[0]?.idempotency_key }]);
  });

  it('a request the server never saw may be sent again, with the same key', async () => {
    storeCarts();
    const order = scripted('/reactapi/order/create', () => HttpResponse.error(), () => paid());
    const status = scripted('/reactapi/payment/status', () => ok({ status: 'unknown', order: null, movement: null }));
    server.use(...moneyReads(), order.handler, status.handler);
    const { user } = renderApp(checkoutPath, { signedIn: true });
    await goToConfirm(user);
    await user.click(screen.getByRole('button', { name: 'Pay $49.00' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The request did not reach us. Nothing was charged; you can try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Order #42 placed' })).toBeInTheDocument();
    expect(order.bodies).toHaveLength(2);
    expect(order.bodies[1]?.idempotency_key).toBe(order.bodies[0]?.idempotency_key);
  });

  it('a double click on Pay sends one order', async () => {
    storeCarts();
    const orderAnswer = gate();
    const order = scripted('/reactapi/order/create', async () => {
      await orderAnswer.opened;
      return paid();
    });
    server.use(...moneyReads(), order.handler);
    const { user } = renderApp(checkoutPath, { signedIn: true });
    await goToConfirm(user);
    const pay = screen.getByRole('button', { name: 'Pay $49.00' });
    await user.dblClick(pay);
    expect(pay).toBeDisabled();
    orderAnswer.open();

    await screen.findByRole('heading', { name: 'Order #42 placed' });
    expect(order.bodies).toHaveLength(1);
  });

  it('holds the whole screen under the loading overlay while the order is placed (spec §7), and lifts it with the answer', async () => {
    storeCarts();
    const orderAnswer = gate();
    const order = scripted('/reactapi/order/create', async () => {
      await orderAnswer.opened;
      return paid();
    });
    server.use(...moneyReads(), order.handler);
    const { user } = renderApp(checkoutPath, { signedIn: true });
    await goToConfirm(user);
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay $49.00' }));

    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    orderAnswer.open();
    await screen.findByRole('heading', { name: 'Order #42 placed' });
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('sends the buyer to the payment provider to approve, keeping the cart', async () => {
    storeCarts();
    const approve = { provider_order_id: 'SBX-1', approve_url: '/sandbox-provider/checkout/SBX-1' };
    const order = scripted('/reactapi/order/create', () => ok({ order: orderOf({ status: 'pending_provider' }), balance_cents: null, provider: approve }));
    server.use(...moneyReads(), order.handler);
    const { user } = renderApp(checkoutPath, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Continue to delivery' }));
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    await user.click(await screen.findByRole('radio', { name: /Payment provider/ }));
    await user.click(screen.getByRole('button', { name: 'Review your order' }));
    await user.click(await screen.findByRole('button', { name: 'Pay $49.00' }));

    expect(await screen.findByText('Taking you to the payment provider…')).toBeInTheDocument();
    // jsdom logs "Not implemented: navigation to another Document": it cannot open the provider's page.
    expect(order.bodies[0]).toMatchObject({ payment: { type: 'provider' } });
    expect(storedCarts()).not.toEqual({});
  });

  it('says when the checkout cannot be prepared, and tries again', async () => {
    storeCarts();
    const addresses = scripted('/reactapi/view/account/addresses', serverError, () => ok({ addresses: [] }));
    server.use(addresses.handler, ...moneyReads());
    const { user } = renderApp(checkoutPath, { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Your checkout could not be prepared' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your cart' })).toBeInTheDocument();
  });

  it('an empty cart has nothing to check out', async () => {
    server.use(...moneyReads());
    renderApp(checkoutPath, { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Your cart for this vendor is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '#/categories/1/vendors/2');
  });
});
