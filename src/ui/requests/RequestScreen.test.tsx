import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { liveStream } from '../../../tests/support/liveStream';
import { loadBeforeTests, moneyReads, orderOf, requestDetailOf, scripted } from '../../../tests/support/moneyHandlers';
import { renderApp, startMockServer } from '../../../tests/support/renderApp';
import { fail, ok } from '../../../tests/support/sessionHandlers';
import { button } from '../components/Button.css';

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
const placed = requestDetailOf(orderOf());
const chatMessage = (sender: 'buyer' | 'vendor') => ({
  id: `m-${sender}`,
  order_id: 42,
  sender,
  body: 'Hello',
  attachment_url: null,
  created_at: '2026-11-21T12:10:00.000Z',
  read: false,
});
const cancelled = requestDetailOf(orderOf({ status: 'cancelled' }), {
  can_cancel: false,
  timeline: [
    { status: 'paid', at: '2026-11-21T12:00:00.000Z' },
    { status: 'cancelled', at: '2026-11-21T12:05:00.000Z' },
  ],
  refund: { method: 'wallet', amount_cents: 4_900, created_at: '2026-11-21T12:05:00.000Z' },
});

describe('RequestScreen', () => {
  it('shows one order: lines, total, status, timeline, payment and why it failed', async () => {
    server.use(...moneyReads({ orders }));
    renderApp('/requests/43', { signedIn: true });

    expect(await screen.findByRole('heading', { name: 'Order #43' })).toBeInTheDocument();
    expect(screen.getAllByText('Payment failed')).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined');
    const lines = within(screen.getByRole('list', { name: 'What you ordered' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Herb planterSize: Large · 1 × $24.00$24.00',
      'Watering can2 × $12.50$25.00',
    ]);
    const delivery = screen.getByRole('region', { name: 'Deliver to' });
    expect(within(delivery).getByText('Home: 12 Orchard Lane, Springfield, IL 62704')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Payment' })).getByText('Paid with: LYLA Wallet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel request' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chat with the vendor' })).toHaveAttribute('href', '#/requests/43/chat');
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

  it('a request that is not one of theirs is not found, with a way home', async () => {
    server.use(...moneyReads({ orders }));
    const { services } = renderApp('/requests/999', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Request not found' })).toBeInTheDocument();
    // The page says it is not found; no toast says it again (spec §8, said once).
    expect(services.toasts.getSnapshot()).toEqual([]);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeInTheDocument();
  });

  it('cancels after a confirmation, then shows the refund and the timeline the server gives', async () => {
    const read = scripted('/reactapi/view/request', () => ok({ request: placed, balance_cents: null }), () => ok({ request: cancelled, balance_cents: null }));
    const cancel = scripted('/reactapi/request/cancel', () => ok({ request: cancelled, balance_cents: 10_000 }));
    server.use(read.handler, cancel.handler);
    const { user } = renderApp('/requests/42', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(cancel.bodies).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel request' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel request' }));
    expect(await screen.findByText(/\$49\.00 refunded to your LYLA Wallet/)).toBeInTheDocument();
    const timeline = within(screen.getByRole('list', { name: 'How it is going' })).getAllByRole('listitem');
    expect(timeline.map((entry) => entry.textContent)).toEqual([expect.stringMatching(/^Paid/), expect.stringMatching(/^Cancelled/)]);
    expect(screen.queryByRole('button', { name: 'Cancel request' })).not.toBeInTheDocument();
    expect(cancel.bodies).toEqual([{ order_id: 42, idempotency_key: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/) }]);
  });

  it('puts "Cancel request" after the order itself, and its confirmation is the destructive button, not the primary one', async () => {
    server.use(scripted('/reactapi/view/request', () => ok({ request: placed, balance_cents: null })).handler);
    const { user } = renderApp('/requests/42', { signedIn: true });
    const cancel = await screen.findByRole('button', { name: 'Cancel request' });
    const order = screen.getByRole('region', { name: 'What you ordered' });
    expect(order.compareDocumentPosition(cancel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(order.contains(cancel)).toBe(false);

    await user.click(cancel);
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this request?' });
    const confirm = within(dialog).getByRole('button', { name: 'Cancel request' });
    expect(confirm.className).toBe(button({ variant: 'destructive' }));
    expect(confirm.className).not.toBe(button({ variant: 'primary' }));
  });

  it('says not cancelled in the dialog when the vendor accepted meanwhile (the toast says why, once); trying again sends the same key, Keep it closes the dialog', async () => {
    const refused = 'This request is accepted: it can no longer be cancelled';
    const cancel = scripted('/reactapi/request/cancel', () => fail(409, 40904, refused), () => fail(409, 40904, refused));
    server.use(scripted('/reactapi/view/request', () => ok({ request: placed, balance_cents: null })).handler, cancel.handler);
    const { user } = renderApp('/requests/42', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect(await within(dialog).findByText('Not cancelled.')).toBeInTheDocument();
    expect(await screen.findByText(refused, { selector: 'li *' })).toBeInTheDocument();
    expect(screen.getAllByText(refused)).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    await waitFor(() => expect(cancel.bodies).toHaveLength(2));
    expect(cancel.bodies[1]).toEqual(cancel.bodies[0]);
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Cancel request' })).toBeEnabled();
  });

  it('shows the status and timeline step the vendor moved the order to, without a reload', async () => {
    const live = liveStream();
    const accepted = requestDetailOf(orderOf({ status: 'accepted' }), {
      can_cancel: false,
      timeline: [
        { status: 'paid', at: '2026-11-21T12:00:00.000Z' },
        { status: 'accepted', at: '2026-11-21T12:05:00.000Z' },
      ],
    });
    const read = scripted('/reactapi/view/request', () => ok({ request: placed, balance_cents: null }), () => ok({ request: accepted, balance_cents: null }));
    server.use(live.handler, read.handler);
    renderApp('/requests/42', { signedIn: true });

    expect(await screen.findByRole('button', { name: 'Cancel request' })).toBeInTheDocument();
    // Another request's news changes nothing here.
    live.send({ type: 'request.status', orderId: 7, status: 'accepted' });
    live.send({ type: 'request.status', orderId: 42, status: 'accepted' });
    const timeline = screen.getByRole('list', { name: 'How it is going' });
    await within(timeline).findByText('Accepted');
    expect(within(timeline).getAllByRole('listitem').map((entry) => entry.textContent)).toEqual([
      expect.stringMatching(/^Paid/),
      expect.stringMatching(/^Accepted/),
    ]);
    expect(screen.queryByRole('button', { name: 'Cancel request' })).not.toBeInTheDocument();
    expect(read.bodies).toEqual([{ order_id: 42 }, { order_id: 42 }]);
  });

  it("counts the vendor's new chat message on the chat link as it arrives", async () => {
    const live = liveStream();
    const unread = requestDetailOf(orderOf({ unread_messages: 1 }));
    const read = scripted('/reactapi/view/request', () => ok({ request: placed, balance_cents: null }), () => ok({ request: unread, balance_cents: null }));
    server.use(live.handler, read.handler);
    renderApp('/requests/42', { signedIn: true });

    expect(await screen.findByRole('link', { name: 'Chat with the vendor' })).toBeInTheDocument();
    // The person's own message (from another tab) is not unread.
    live.send({ type: 'chat.message', orderId: 42, message: chatMessage('buyer') });
    live.send({ type: 'chat.message', orderId: 42, message: chatMessage('vendor') });
    expect(await screen.findByRole('link', { name: 'Chat with the vendor, 1 unread' })).toHaveAttribute('href', '#/requests/42/chat');
    expect(read.bodies).toEqual([{ order_id: 42 }, { order_id: 42 }]);
  });

  it("the header's unread count falls when the stream says notifications were read elsewhere (a chat read in another tab)", async () => {
    const live = liveStream();
    const chatNote = { id: 5, kind: 'chat_message', title: 'New message from Green Leaf Market', body: 'Hello', link: '/requests/42/chat', created_at: '2026-11-21T12:10:00.000Z' };
    const feed = scripted(
      '/reactapi/view/notifications',
      () => ok({ items: [{ ...chatNote, read: false }], next_cursor: null, unread_count: 1 }),
      () => ok({ items: [{ ...chatNote, read: true }], next_cursor: null, unread_count: 0 }),
    );
    server.use(live.handler, feed.handler, ...moneyReads());
    renderApp('/requests/42', { signedIn: true });
    const menuEntry = () => within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: /^Notifications/ });

    expect(await screen.findByRole('heading', { name: 'Order #42' })).toBeInTheDocument();
    await waitFor(() => expect(menuEntry()).toHaveAccessibleName(/^Notifications ?, 1 unread$/));
    live.send({ type: 'notifications.read' });
    await waitFor(() => expect(menuEntry()).toHaveAccessibleName('Notifications'));
  });
});
