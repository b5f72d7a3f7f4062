import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadBeforeTests, moneyReads, orderOf } from '../../../../tests/support/moneyHandlers';
import { renderApp, startMockServer } from '../../../../tests/support/renderApp';

const server = startMockServer();
loadBeforeTests(() => import('./RequestScreen'));

const orders = [
  orderOf({ id: 43, status: 'failed', failure: 'Your card was declined', total_cents: 1_250, vendor_name: 'Paws & Co' }),
  orderOf(),
  orderOf({
    id: 44,
    delivery_address: { label: 'Office', line1: '400 Main St', line2: 'Suite 5', city: 'Chicago', state: 'IL', zipcode: '60601' },
  }),
  orderOf({ id: 45, delivery_address: null }),
];

describe('RequestScreen', () => {
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
    const delivery = screen.getByRole('region', { name: 'Deliver to' });
    expect(within(delivery).getByText('Home: 12 Orchard Lane, Springfield, IL 62704')).toBeInTheDocument();
  });

  it('shows where the order goes, as kept with the order', async () => {
    server.use(...moneyReads({ orders }));
    renderApp('/requests/44', { signedIn: true });

    const delivery = await screen.findByRole('region', { name: 'Deliver to' });
    expect(within(delivery).getByText('Office: 400 Main St, Suite 5, Chicago, IL 60601')).toBeInTheDocument();
  });

  it('shows no delivery section for an order made before addresses were kept', async () => {
    server.use(...moneyReads({ orders }));
    renderApp('/requests/45', { signedIn: true });

    expect(await screen.findByRole('heading', { name: 'Order #45' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Deliver to' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Orchard Lane/)).not.toBeInTheDocument();
  });

  it('an order that is not one of theirs is not found', async () => {
    server.use(...moneyReads({ orders }));
    renderApp('/requests/999', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Request not found' })).toBeInTheDocument();
  });
});
