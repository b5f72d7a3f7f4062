import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { liveStream } from '../../../tests/support/liveStream';
import { loadBeforeTests, moneyReads, orderOf, scripted, serverError } from '../../../tests/support/moneyHandlers';
import { renderApp, startMockServer } from '../../../tests/support/renderApp';
import { ok } from '../../../tests/support/sessionHandlers';

const server = startMockServer();
loadBeforeTests(() => import('./RequestsScreen'));

const custom = orderOf({
  id: 44,
  kind: 'custom',
  status: 'requested',
  vendor_id: null,
  vendor_name: null,
  total_cents: 0,
  lines: [],
  custom: { category_id: 1, category_name: 'Home & Garden', description: 'A bench for the patio', quantity: 1, budget_cents: 30_000, needed_by: '2026-12-01', quote: null, photos: [] },
});
const orders = [
  custom,
  orderOf({ id: 43, status: 'failed', failure: 'Your card was declined', total_cents: 1_250, vendor_name: 'Paws & Co', unread_messages: 2 }),
  orderOf(),
];
const page = (items = orders, nextCursor: string | null = null, total = items.length) => ok({ orders: items, next_cursor: nextCursor, total });

describe('RequestsScreen', () => {
  it('lists orders and custom requests as the server gives them (newest first), with status, vendor, total and date', async () => {
    server.use(...moneyReads({ orders }));
    renderApp('/requests', { signedIn: true });

    const rows = within(await screen.findByRole('list', { name: 'Your requests' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Custom request #44: A bench for the patioVendors of Home & Garden · Nov 21, 2026, .+ChatWaiting for quotesNo price yet$/),
      expect.stringMatching(/^Order #43Paws & Co · Nov 21, 2026, .+Chat2Payment failed\$12\.50$/),
      expect.stringMatching(/^Order #42Green Leaf Market · Nov 21, 2026, .+ChatPaid\$49\.00$/),
    ]);
    expect(within(rows[1]!).getByRole('link', { name: 'Chat, 2 unread' })).toHaveAttribute('href', '#/requests/43/chat');
    expect(within(rows[2]!).getByRole('link', { name: 'Order #42' })).toHaveAttribute('href', '#/requests/42');
  });

  it('asks the server for the filter in the URL, and the filter links change it', async () => {
    const list = scripted('/reactapi/view/requests', () => page([orders[1]!]), () => page([orders[2]!]));
    server.use(list.handler);
    const { user } = renderApp('/requests?status=cancelled', { signedIn: true });

    expect(await screen.findByRole('link', { name: 'Order #43' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancelled' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('link', { name: 'Completed' }));
    expect(await screen.findByRole('link', { name: 'Order #42' })).toBeInTheDocument();
    expect(list.bodies).toEqual([
      { filter: 'cancelled', cursor: null },
      { filter: 'completed', cursor: null },
    ]);
  });

  it('shows more on request, from where the page ended', async () => {
    const list = scripted('/reactapi/view/requests', () => page([orders[0]!], 'next', 2), () => page([orders[1]!], null, 2));
    server.use(list.handler);
    const { user } = renderApp('/requests', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: 'Order #43' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(list.bodies[1]).toEqual({ filter: 'all', cursor: 'next' });
  });

  it('says when there are none yet, with a way to the catalogue', async () => {
    server.use(http.post('/reactapi/view/requests', () => page([])));
    renderApp('/requests', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'No requests yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '#/home');
  });

  it('says when they cannot be loaded, and tries again', async () => {
    server.use(scripted('/reactapi/view/requests', serverError, () => page()).handler);
    const { user } = renderApp('/requests', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Your requests' })).toBeInTheDocument();
  });

  it("moves a listed request's status and counts its vendor's new messages as the live stream says", async () => {
    const live = liveStream();
    const list = scripted('/reactapi/view/requests', () => page());
    server.use(live.handler, list.handler);
    renderApp('/requests', { signedIn: true });

    const rows = within(await screen.findByRole('list', { name: 'Your requests' })).getAllByRole('listitem');
    live.send({ type: 'request.status', orderId: 42, status: 'accepted' });
    // A status this app does not know is not shown: the app never invents one.
    live.send({ type: 'request.status', orderId: 44, status: 'teleported' });
    live.send({ type: 'chat.message', orderId: 43, message: { id: 'v1', order_id: 43, sender: 'vendor', body: 'Hi', attachment_url: null, created_at: '2026-11-21T12:10:00.000Z' } });
    live.send({ type: 'chat.message', orderId: 43, message: { id: 'b1', order_id: 43, sender: 'buyer', body: 'Hi', attachment_url: null, created_at: '2026-11-21T12:11:00.000Z' } });
    expect(await within(rows[2]!).findByText('Accepted')).toBeInTheDocument();
    expect(await within(rows[1]!).findByRole('link', { name: 'Chat, 3 unread' })).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Waiting for quotes')).toBeInTheDocument();
    // Told, not read again.
    expect(list.bodies).toHaveLength(1);
  });
});
