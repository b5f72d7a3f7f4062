import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { expect } from 'vitest';
import { fail, ok } from '../support/sessionHandlers';
import { ARRIVING, notificationsModel } from './models/notifications';
import type { AnySnapshot, ModelEvent } from './plan';
import { describeScreenSuite, person } from './screenSuite';

const FEED = '/reactapi/view/notifications';
const READ = '/reactapi/user/notifications/read';
const READ_ALL = '/reactapi/user/notifications/read-all';

/** The open live stream: the path writes notifications to it, or ends it. */
let stream: ReadableStreamDefaultController<Uint8Array> | null = null;

const busy = () => fail(503, 50300, 'The server is busy');
const page = () => within(screen.getByRole('main'));

function answerFor(event: ModelEvent) {
  const outcome = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
  if (!outcome) return null;
  const [, kind, actor] = outcome;
  const endpoint = actor === 'markRead' ? READ : actor === 'markAllRead' ? READ_ALL : FEED;
  if (kind === 'error') return { endpoint, answer: busy };
  const output = event.output as unknown;
  return { endpoint, answer: () => ok(typeof output === 'number' ? { unread_count: output } : output) };
}

describeScreenSuite({
  model: notificationsModel,
  page: () => '/notifications',
  scripted: [FEED, READ, READ_ALL],
  answerFor,
  handlers: [
    http.get(
      '/reactapi/live/updates',
      () =>
        new Response(new ReadableStream<Uint8Array>({ start: (controller) => void (stream = controller) }), {
          headers: { 'Content-Type': 'text/event-stream' },
        }),
    ),
  ],
  prepare: () => void (stream = null),
  drive: {
    'notifications.retry': async () => person.click(await screen.findByRole('button', { name: 'Try again' })),
    'notifications.loadMore': async () => person.click(await screen.findByRole('button', { name: 'Show older notifications' })),
    'notifications.markRead': async () => person.click(await screen.findByRole('button', { name: 'Mark as read: Note 3' })),
    'notifications.markAllRead': async () => person.click(await screen.findByRole('button', { name: 'Mark all as read' })),
    async 'notifications.received'() {
      await waitFor(() => expect(stream).not.toBeNull());
      stream!.enqueue(new TextEncoder().encode(`data: ${JSON.stringify({ type: 'notification.created', notification: ARRIVING })}\n\n`));
    },
    // The stream ends; the app connects again (after 1 s) and reads the newest again.
    async 'notifications.resumed'() {
      await waitFor(() => expect(stream).not.toBeNull());
      const ending = stream!;
      stream = null;
      ending.close();
    },
  },
  shows: {
    async loading() {
      expect(await screen.findByRole('status', { name: 'Loading your notifications' })).toBeInTheDocument();
    },
    async failed() {
      expect(await screen.findByRole('heading', { name: 'Your notifications could not be loaded' })).toBeVisible();
    },
    async ready(s: AnySnapshot) {
      const { items, unreadCount, error, nextCursor } = s.context;
      const feed = await screen.findByRole('region', { name: 'Your notifications' });
      const rows = within(feed).getAllByRole('listitem');
      expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(items.map((item: { title: string }) => item.title));
      expect(page().getByText(unreadCount === 0 ? 'All caught up.' : `${unreadCount} unread`)).toBeVisible();
      for (const item of items) {
        const button = page().queryByRole('button', { name: `Mark as read: ${item.title}` });
        if (item.read) expect(button).not.toBeInTheDocument();
        else expect(button).toBeEnabled();
      }
      if (error) expect(page().getByText('The server is busy')).toBeVisible();
      if (nextCursor === null) expect(page().queryByRole('button', { name: 'Show older notifications' })).not.toBeInTheDocument();
      else expect(page().getByRole('button', { name: 'Show older notifications' })).toBeEnabled();
    },
    async loadingMore() {
      expect(await screen.findByRole('button', { name: 'Show older notifications' })).toHaveAttribute('aria-busy', 'true');
    },
    async markingRead() {
      expect(await screen.findByRole('region', { name: 'Your notifications' })).toHaveAttribute('aria-busy', 'true');
    },
    async markingAllRead() {
      expect(await screen.findByRole('button', { name: 'Mark all as read' })).toHaveAttribute('aria-busy', 'true');
    },
  },
});
