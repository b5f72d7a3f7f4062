import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect } from 'vitest';
import { fail, ok } from '../support/sessionHandlers';
import { notificationsModel, type note } from './models/notifications';
import type { PathStep, RecordedCall } from './harness';
import type { AnySnapshot, ModelEvent } from './plan';
import { itPlansEveryEntry } from './planChecks';
import { describeScreenSuite, person } from './screenSuite';

const FEED = '/reactapi/view/notifications';
const READ = '/reactapi/user/notifications/read';
const READ_ALL = '/reactapi/user/notifications/read-all';

/** The open live stream: the path writes notifications to it, or ends it. */
let stream: ReadableStreamDefaultController<Uint8Array> | null = null;

const busy = () => fail(503, 50300, 'The server is busy');
const page = () => within(screen.getByRole('main'));

type Note = ReturnType<typeof note>;
type Steps = Array<PathStep<AnySnapshot, ModelEvent>>;

/**
 * The feed as the path's own steps leave it (never the machine's context): the pages the
 * suite scripted, newest first, older ones below; what the person marked read once the server
 * said so, with the server's count; what the stream brought on top, unread.
 */
function feedAfter(before: Steps) {
  const feed = { items: [] as Note[], unread: 0, cursor: null as number | null, marking: null as number | null };
  for (const { event } of before) {
    const output = event.output as { items: Note[]; next_cursor: number | null; unread_count: number } | number;
    switch (event.type) {
      case 'xstate.done.actor.loadPage':
      case 'xstate.done.actor.loadMore': {
        const page = output as Exclude<typeof output, number>;
        const older = page.items.filter((item) => !feed.items.some((known) => known.id === item.id));
        feed.items = event.type.endsWith('loadPage') ? page.items : [...feed.items, ...older];
        Object.assign(feed, { cursor: page.next_cursor, unread: page.unread_count });
        break;
      }
      case 'notifications.markRead':
        feed.marking = event.id as number;
        break;
      case 'xstate.done.actor.markRead':
        feed.items = feed.items.map((item) => (item.id === feed.marking ? { ...item, read: true } : item));
        feed.unread = output as number;
        break;
      case 'xstate.done.actor.markAllRead':
        feed.items = feed.items.map((item) => ({ ...item, read: true }));
        feed.unread = output as number;
        break;
      case 'notifications.received': {
        const arrived = event.notification as Note;
        if (feed.items.some((item) => item.id === arrived.id)) break;
        feed.items = [arrived, ...feed.items];
        if (!arrived.read) feed.unread += 1;
        break;
      }
    }
  }
  return feed;
}

/** What each call asks: the newest page, the page after the shown ones, the one marked read, all. */
function asksFor(actor: string, before: Steps) {
  return (call: RecordedCall) => {
    const feed = feedAfter(before);
    const body = { loadPage: { cursor: null }, loadMore: { cursor: feed.cursor }, markRead: { id: feed.marking }, markAllRead: {} }[actor];
    expect(call.body).toEqual(body);
  };
}

function answerFor(event: ModelEvent, _: Steps, before: Steps) {
  const outcome = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
  if (!outcome) return null;
  const [, kind, actor] = outcome;
  const endpoint = actor === 'markRead' ? READ : actor === 'markAllRead' ? READ_ALL : FEED;
  const asks = asksFor(actor!, before);
  if (kind === 'error') return { endpoint, answer: busy, asks };
  const output = event.output as unknown;
  return { endpoint, answer: () => ok(typeof output === 'number' ? { unread_count: output } : output), asks };
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
    async 'notifications.received'(event) {
      await waitFor(() => expect(stream).not.toBeNull());
      stream!.enqueue(new TextEncoder().encode(`data: ${JSON.stringify({ type: 'notification.created', notification: event.notification })}\n\n`));
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
    async ready(_, before) {
      const { items, unread, cursor } = feedAfter(before);
      const feed = await screen.findByRole('region', { name: 'Your notifications' });
      const rows = within(feed).getAllByRole('listitem');
      expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(items.map((item) => item.title));
      expect(page().getByText(unread === 0 ? 'All caught up.' : `${unread} unread`)).toBeVisible();
      if (unread === 0) expect(page().getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
      else expect(page().getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
      for (const item of items) {
        const button = page().queryByRole('button', { name: `Mark as read: ${item.title}` });
        if (item.read) expect(button).not.toBeInTheDocument();
        else expect(button).toBeEnabled();
      }
      // A refused call: the toast says why (spec §8), the page does not say it again.
      expect(page().queryByText('The server is busy')).not.toBeInTheDocument();
      if (cursor === null) expect(page().queryByRole('button', { name: 'Show older notifications' })).not.toBeInTheDocument();
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

describe('notifications model', () => {
  itPlansEveryEntry(notificationsModel);
});
