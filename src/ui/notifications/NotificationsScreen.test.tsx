import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { liveStream } from '../../../tests/support/liveStream';
import { renderApp, startMockServer } from '../../../tests/support/renderApp';
import { fail, ok } from '../../../tests/support/sessionHandlers';

const server = startMockServer();

/** For the first look at a lazy screen on a busy machine: a limit, not a wait. */
const PAGE = { timeout: 15_000 };

const note = (id: number, title: string, read = false) => ({
  id,
  kind: 'gift_received',
  title,
  body: `Body of ${title}`,
  link: '/settings/account/wallet',
  read,
  created_at: '2026-03-02T09:00:00.000Z',
});

/** A feed of `count` notifications, 2 per page, the newest unread; mark-read answers as the server. */
function feedOf(count: number, { unread = count } = {}) {
  let notes = Array.from({ length: count }, (_, index) => note(count - index, `Note ${count - index}`, index >= unread));
  const unreadCount = () => notes.filter((item) => !item.read).length;
  return [
    http.post('/reactapi/view/notifications', async ({ request }) => {
      const { cursor } = (await request.json()) as { cursor: number | null };
      const rest = notes.filter((item) => cursor === null || item.id < cursor);
      return ok({ items: rest.slice(0, 2), next_cursor: rest.length > 2 ? rest[1]!.id : null, unread_count: unreadCount() });
    }),
    http.post('/reactapi/user/notifications/read', async ({ request }) => {
      const { id } = (await request.json()) as { id: number };
      notes = notes.map((item) => (item.id === id ? { ...item, read: true } : item));
      return ok({ unread_count: unreadCount() });
    }),
    http.post('/reactapi/user/notifications/read-all', () => {
      notes = notes.map((item) => ({ ...item, read: true }));
      return ok({ unread_count: 0 });
    }),
  ];
}

const menuEntry = () => within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: /^Notifications/ });

describe('NotificationsScreen', () => {
  it('lists what happened, each linking to what it is about, and pages back in time', async () => {
    server.use(...feedOf(3));
    const { user } = renderApp('/notifications', { signedIn: true });

    expect(await screen.findByRole('link', { name: 'Note 3' }, PAGE)).toHaveAttribute('href', '#/settings/account/wallet');
    expect(screen.getByText('Body of Note 3')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Note 1' })).not.toBeInTheDocument();
    expect(menuEntry()).toHaveAccessibleName(/^Notifications ?, 3 unread$/);

    await user.click(screen.getByRole('button', { name: 'Show older notifications' }));
    expect(await screen.findByRole('link', { name: 'Note 1' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show older notifications' })).not.toBeInTheDocument();
  });

  it('marks one read, then all, and the menu’s unread count follows', async () => {
    server.use(...feedOf(2));
    const { user } = renderApp('/notifications', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Mark as read: Note 2' }, PAGE));
    expect(await screen.findByText('1 unread')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark as read: Note 2' })).not.toBeInTheDocument();
    expect(menuEntry()).toHaveAccessibleName(/^Notifications ?, 1 unread$/);

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All caught up.')).toBeVisible();
    expect(menuEntry()).toHaveAccessibleName('Notifications');
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('shows a new notification the moment the live stream brings it', async () => {
    const live = liveStream();
    server.use(live.handler, ...feedOf(1));
    renderApp('/notifications', { signedIn: true });
    expect(await screen.findByRole('link', { name: 'Note 1' }, PAGE)).toBeVisible();

    live.send({ type: 'notification.created', notification: note(9, 'You received a gift of $5.00') });
    expect(await screen.findByRole('link', { name: 'You received a gift of $5.00' })).toBeVisible();
    expect(menuEntry()).toHaveAccessibleName(/^Notifications ?, 2 unread$/);
    expect(screen.getAllByRole('listitem').map((row) => within(row).getByRole('link').textContent)).toEqual(['You received a gift of $5.00', 'Note 1']);
  });

  it('connects again and reads what it missed when the server closes the live stream (as it does a tab that fell behind)', async () => {
    let streams = 0;
    let closeStream = () => {};
    const notes = [note(1, 'Note 1')];
    server.use(
      http.get('/reactapi/live/updates', () => {
        streams += 1;
        const body = new ReadableStream<Uint8Array>({ start: (controller) => void (closeStream = () => controller.close()) });
        return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
      }),
      http.post('/reactapi/view/notifications', () => ok({ items: [...notes].reverse(), next_cursor: null, unread_count: notes.length })),
    );
    renderApp('/notifications', { signedIn: true });
    expect(await screen.findByRole('link', { name: 'Note 1' }, PAGE)).toBeVisible();
    await waitFor(() => expect(streams).toBe(1));

    // Something happens that the closed stream no longer brings.
    notes.push(note(2, 'Your order is on its way'));
    closeStream();
    // After its pause (1 s) the app opens the stream again and reads the feed again.
    expect(await screen.findByRole('link', { name: 'Your order is on its way' }, { timeout: 5_000 })).toBeVisible();
    expect(streams).toBe(2);
    expect(menuEntry()).toHaveAccessibleName(/^Notifications ?, 2 unread$/);
  });

  it('says when there is nothing yet', async () => {
    renderApp('/notifications', { signedIn: true });
    expect(await screen.findByText(/No notifications yet/, {}, PAGE)).toBeVisible();
  });

  it('offers a retry when the feed cannot be read', async () => {
    let answers = 0;
    server.use(
      http.post('/reactapi/view/notifications', () => {
        answers += 1;
        return answers === 1 ? fail(503, 50300, 'The server is busy') : ok({ items: [note(1, 'Note 1')], next_cursor: null, unread_count: 1 });
      }),
    );
    const { user } = renderApp('/notifications', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Your notifications could not be loaded' }, PAGE)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Note 1' })).toBeVisible();
  });
});
