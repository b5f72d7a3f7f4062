import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadBeforeTests, orderOf, scripted, storeCarts, storedCarts } from '../../../tests/support/moneyHandlers';
import { renderApp, startMockServer } from '../../../tests/support/renderApp';
import { fail, ok } from '../../../tests/support/sessionHandlers';

const server = startMockServer();
loadBeforeTests(() => import('./ProviderReturnScreen'));

const returnPath = '/checkoutPaypal/42?provider_order_id=SBX-1';
const captured = (status: 'completed' | 'cancelled' | 'failed', changes = {}) => () =>
  ok({ status, order: orderOf(changes), movement: null });

describe('ProviderReturnScreen', () => {
  it('captures an approved payment: the order is placed and its cart emptied', async () => {
    storeCarts();
    const capture = scripted('/reactapi/payment/provider/capture', captured('completed'));
    server.use(capture.handler);
    renderApp(returnPath, { signedIn: true });

    expect(await screen.findByRole('heading', { name: 'Order #42 placed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your order' })).toHaveAttribute('href', '#/requests/42');
    expect(capture.bodies).toEqual([{ provider_order_id: 'SBX-1' }]);
    await screen.findByRole('img', { name: 'Cart: 0 items' });
    expect(storedCarts()).toEqual({});
  });

  it('a cancelled payment leaves the cart, with the way back to that checkout', async () => {
    storeCarts();
    server.use(scripted('/reactapi/payment/provider/capture', captured('cancelled', { status: 'cancelled' })).handler);
    renderApp(returnPath, { signedIn: true });

    expect(await screen.findByRole('heading', { name: 'Payment cancelled — your cart is still here' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to checkout' })).toHaveAttribute('href', '#/checkout/categories/1/vendors/2');
    expect(storedCarts()).not.toEqual({});
  });

  it('a declined payment says why', async () => {
    storeCarts();
    const failure = 'The payment provider declined the payment';
    server.use(scripted('/reactapi/payment/provider/capture', captured('failed', { status: 'failed', failure })).handler);
    renderApp(returnPath, { signedIn: true });

    expect(await screen.findByRole('heading', { name: 'The payment was declined' })).toBeInTheDocument();
    expect(screen.getByText(failure)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay another way' })).toHaveAttribute('href', '#/checkout/categories/1/vendors/2');
  });

  it('an outcome not known yet can be asked for again; why is said once, in the toast', async () => {
    const capture = scripted(
      '/reactapi/payment/provider/capture',
      () => fail(409, 40903, 'The payment has not been approved at the provider yet'),
      captured('completed'),
    );
    server.use(capture.handler);
    const { user } = renderApp(returnPath, { signedIn: true });

    expect(await screen.findByRole('heading', { name: 'We could not confirm your payment yet' })).toBeInTheDocument();
    expect(await screen.findByText('The payment has not been approved at the provider yet', { selector: 'li *' })).toBeInTheDocument();
    expect(screen.getAllByText(/The payment has not been approved at the provider yet/)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { name: 'Order #42 placed' })).toBeInTheDocument();
    expect(capture.bodies).toHaveLength(2);
  });

  it('a link without the provider order says so', async () => {
    renderApp('/checkoutPaypal/42', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'This payment link is incomplete' })).toBeInTheDocument();
  });
});
