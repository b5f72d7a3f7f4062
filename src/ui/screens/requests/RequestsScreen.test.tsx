import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadBeforeTests, moneyReads, orderOf, scripted, serverError } from '../../../../tests/support/moneyHandlers';
import { renderApp, startMockServer } from '../../../../tests/support/renderApp';
import { ok } from '../../../../tests/support/sessionHandlers';

const server = startMockServer();
loadBeforeTests(() => import('./RequestsScreen'));

const orders = [
  orderOf({ id: 43, status: 'failed', failure: 'Your card was declined', total_cents: 1_250, vendor_name: 'Paws & Co' }),
  orderOf(),
];

describe('RequestsScreen', () => {
  it('lists the orders as the server gives them (newest first), with status and total', async () => {
    server.use(...moneyReads({ orders }));
    renderApp('/requests', { signedIn: true });

    const rows = within(await screen.findByRole('list', { name: 'Your orders' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Order #43 · Paws & CoNov 21, 2026, .+ · 3 itemsPayment failed\$12\.50$/),
      expect.stringMatching(/^Order #42 · Green Leaf MarketNov 21, 2026, .+ · 3 itemsPaid\$49\.00$/),
    ]);
    expect(within(rows[1]!).getByRole('link')).toHaveAttribute('href', '#/requests/42');
  });

  it('says when there are none yet', async () => {
    server.use(...moneyReads({ orders: [] }));
    renderApp('/requests', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'No requests yet' })).toBeInTheDocument();
  });

  it('says when they cannot be loaded, and tries again', async () => {
    server.use(scripted('/reactapi/view/requests', serverError, () => ok({ orders })).handler);
    const { user } = renderApp('/requests', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Your orders' })).toBeInTheDocument();
  });
});
