import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadBeforeTests, movementOf, scripted } from '../../../tests/support/moneyHandlers';
import { renderApp, startMockServer } from '../../../tests/support/renderApp';
import { ok } from '../../../tests/support/sessionHandlers';

const server = startMockServer();
loadBeforeTests(() => import('./WalletFeedbackScreen'));

const providerReturn = '/settings/account/wallet/add/feedback?provider_order_id=SBX-7';

describe('WalletFeedbackScreen', () => {
  it('opened directly, it has nothing to report and leads to the wallet', async () => {
    renderApp('/settings/account/wallet/gift/feedback', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'LYLA Wallet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your wallet' })).toHaveAttribute('href', '#/settings/account/wallet');
  });

  it('back from the provider after adding funds, captures the payment and shows the new balance', async () => {
    const capture = scripted('/reactapi/payment/provider/capture', () =>
      ok({ status: 'completed', order: null, movement: movementOf('top_up', 10_000, 15_000) }),
    );
    server.use(capture.handler);
    renderApp(providerReturn, { signedIn: true });

    expect(await screen.findByRole('heading', { name: 'Funds added' })).toBeInTheDocument();
    expect(screen.getByText('$100.00 was added to your LYLA Wallet.')).toBeInTheDocument();
    expect(screen.getByText('Your balance is now $150.00.')).toBeInTheDocument();
    expect(capture.bodies).toEqual([{ provider_order_id: 'SBX-7' }]);
  });

  it('a payment cancelled at the provider adds nothing', async () => {
    server.use(scripted('/reactapi/payment/provider/capture', () => ok({ status: 'cancelled', order: null, movement: null })).handler);
    renderApp(providerReturn, { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Payment cancelled' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try another way' })).toHaveAttribute('href', '#/settings/account/wallet/add');
  });
});
