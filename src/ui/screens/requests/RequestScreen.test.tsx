import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadBeforeTests, moneyReads, orderOf } from '../../../../tests/support/moneyHandlers';
import { renderApp, startMockServer } from '../../../../tests/support/renderApp';

const server = startMockServer();
loadBeforeTests(() => import('./RequestScreen'));

const orders = [
  orderOf({ id: 43, status: 'failed', failure: 'Your card was declined', total_cents: 1_250, vendor_name: 'Paws & Co' }),
  orderOf(),
];

describe('RequestScreen', { timeout: 15_000 }, () => {
  it('shows one order: lines, total, status and why it failed', async () => {
    server.use(...moneyReads({ orders }));
    renderApp('/requests/43', { signedIn: true });

    expect(await screen.findByRole('heading', { name: 'Order #43' })).toBeInTheDocument();
    expect(screen.getByText('Payment failed')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined');
    const lines = within(screen.getByRole('list', { name: 'What you ordered' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Herb planterSize: Large · 1 × $24.00$24.00',
      'Watering can2 × $12.50$25.00',
    ]);
  });

  it('an order that is not one of theirs is not found', async () => {
    server.use(...moneyReads({ orders }));
    renderApp('/requests/999', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Request not found' })).toBeInTheDocument();
  });
});
