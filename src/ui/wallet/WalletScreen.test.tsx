import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  demoWallet,
  loadBeforeTests,
  moneyReads,
  scripted,
  serverError,
} from '../../../tests/support/moneyHandlers';
import { renderApp, startMockServer } from '../../../tests/support/renderApp';
import { ok } from '../../../tests/support/sessionHandlers';

const server = startMockServer();
loadBeforeTests(() => import('./WalletScreen'));

describe('WalletScreen', () => {
  it('shows the balance and the history with dates and signed amounts', async () => {
    server.use(...moneyReads());
    renderApp('/settings/account/wallet', { signedIn: true });

    const balance = await screen.findByRole('region', { name: 'Balance' });
    expect(balance).toHaveTextContent('$50.00');
    expect(within(balance).getByRole('link', { name: 'Add funds' })).toHaveAttribute('href', '#/settings/account/wallet/add');
    expect(within(balance).getByRole('link', { name: 'Send a gift' })).toHaveAttribute('href', '#/settings/account/wallet/gift');

    const entries = within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^Gift received from mfa@lyla\.exampleHappy birthday! · Nov 13, 2026, .+\+\$15\.00$/),
      expect.stringMatching(/^PaymentOrder #7 at Green Leaf Market · Nov 12, 2026, .+-\$20\.00$/),
      expect.stringMatching(/^Funds addedAdded with Visa •••• 4242 · Nov 11, 2026, .+\+\$55\.00$/),
    ]);
  });

  it('says when there is nothing in the history yet', async () => {
    server.use(...moneyReads({ wallet: { ...demoWallet, balance_cents: 0, entries: [] } }));
    renderApp('/settings/account/wallet', { signedIn: true });
    expect(await screen.findByText(/Nothing here yet/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Balance' })).toHaveTextContent('$0.00');
  });

  it('says when the wallet cannot be loaded, and tries again', async () => {
    server.use(scripted('/reactapi/view/account/wallet', serverError, () => ok(demoWallet)).handler);
    const { user } = renderApp('/settings/account/wallet', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Your wallet could not be loaded' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Balance' })).toHaveTextContent('$50.00');
  });
});
