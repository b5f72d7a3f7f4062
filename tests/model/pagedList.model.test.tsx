import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { expect } from 'vitest';
import { REQUEST_STATUS_LABELS, type RequestNewsItem } from '../../src/domain/requests';
import { heldLiveStream } from '../support/liveStream';
import { orderOf } from '../support/moneyHandlers';
import { fail, ok } from '../support/sessionHandlers';
import { FIRST_FILTER, OTHER_FILTER, TOTAL, pagedListModel, requestIdAt } from './models/pagedList';
import type { AnySnapshot, ModelEvent } from './plan';
import { describeScreenSuite, person } from './screenSuite';

/**
 * The paged list where the requests page runs it (`requests`): its pages are scripted, and
 * what a vendor does comes through the app's live stream, which the path opens when needed.
 */

const LIST = '/reactapi/view/requests';
const PAGE = { timeout: 15_000 };
const liveStream = heldLiveStream();
/** What the stream told the page since the list was read: statuses, and new vendor messages. */
let moved = new Map<number, string>();
let written = new Map<number, number>();
/** `list.changed` events the list received: one changes no state, so it is counted here. */
let changes = 0;

const answerWith = (output: unknown) => {
  const { items, nextCursor, total } = output as { items: number[]; nextCursor: string | null; total: number };
  const orders = items.map((position) => orderOf({ id: requestIdAt(position), status: 'paid', unread_messages: 0 }));
  return () => ok({ orders, next_cursor: nextCursor, total });
};
const refused = () => fail(503, 50300, 'Try again later');
const footerButton = () => screen.findByRole('button', { name: /^(Show more|Try again)$/ }, PAGE);

async function tellTheList(event: ModelEvent) {
  const news = event.change as RequestNewsItem;
  const before = changes;
  if (!liveStream.isOpen()) await liveStream.open();
  if ('vendorMessage' in news) {
    written.set(news.orderId, (written.get(news.orderId) ?? 0) + 1);
    liveStream.send({
      type: 'chat.message',
      orderId: news.orderId,
      message: { id: `v${changes}`, order_id: news.orderId, sender: 'vendor', body: 'Hello', attachment_url: null, created_at: '2026-11-21T12:10:00.000Z' },
    });
  } else {
    moved.set(news.orderId, news.status);
    liveStream.send({ type: 'request.status', orderId: news.orderId, status: news.status });
  }
  await waitFor(() => expect(changes).toBeGreaterThan(before), PAGE);
}

/** Each shown request with the status and unread count the stream left it with. */
async function showsTheRequests(count: number) {
  const list = await screen.findByRole('list', { name: 'Your requests' }, PAGE);
  const rows = within(list).getAllByRole('listitem');
  expect(rows).toHaveLength(count);
  rows.forEach((row, position) => {
    const id = requestIdAt(position);
    expect(within(row).getByRole('link', { name: `Order #${id}` })).toBeInTheDocument();
    expect(within(row).getByText(REQUEST_STATUS_LABELS[(moved.get(id) ?? 'paid') as keyof typeof REQUEST_STATUS_LABELS])).toBeInTheDocument();
    const unread = written.get(id) ?? 0;
    expect(within(row).getByRole('link', { name: unread ? `Chat, ${unread} unread` : 'Chat' })).toBeInTheDocument();
  });
}

describeScreenSuite({
  model: pagedListModel,
  liveId: 'requests',
  page: () => '/requests',
  scripted: [LIST],
  answerFor(event) {
    switch (event.type) {
      case 'xstate.done.actor.loadPage':
      case 'xstate.done.actor.loadNextPage':
        return { endpoint: LIST, answer: answerWith(event.output) };
      case 'xstate.error.actor.loadPage':
      case 'xstate.error.actor.loadNextPage':
        return { endpoint: LIST, answer: refused };
      default:
        return null;
    }
  },
  handlers: [liveStream.handler, http.post('/reactapi/view/notifications', () => ok({ items: [], next_cursor: null, unread_count: 0 }))],
  inspect(event) {
    if (event.type !== '@xstate.event' || event.event.type !== 'list.changed') return;
    if ((event.actorRef.getSnapshot() as { machine?: { id: string } }).machine?.id === 'requests') changes += 1;
  },
  prepare() {
    liveStream.reset();
    moved = new Map();
    written = new Map();
    changes = 0;
  },
  drive: {
    'list.retry': async () => person.click(await screen.findByRole('button', { name: 'Try again' }, PAGE)),
    async 'connection.back'() {
      // The stream drops and opens again: the server answers.
      if (!liveStream.isOpen()) await liveStream.open();
      liveStream.drop();
      await liveStream.open();
    },
    'list.loadMore': async () => person.click(await footerButton()),
    async 'list.load'(event) {
      // Another filter is another list, read afresh: what the stream said about this one goes with it.
      moved = new Map();
      written = new Map();
      await person.click(await screen.findByRole('link', { name: event.params === OTHER_FILTER ? 'Cancelled' : 'All' }, PAGE));
    },
    'list.changed': tellTheList,
  },
  shows: {
    async loadingFirst() {
      expect(await screen.findByRole('status', { name: 'Loading your requests' }, PAGE)).toBeInTheDocument();
    },
    async failed() {
      expect(await screen.findByRole('heading', { name: 'Your requests could not be loaded' }, PAGE)).toBeInTheDocument();
      // Why is the toast's (spec §8); the page says what failed, with a retry, not why again.
      expect((await screen.findAllByText('Try again later', { selector: 'li *' })).length).toBeGreaterThan(0);
      expect(within(screen.getByRole('main')).queryByText('Try again later')).not.toBeInTheDocument();
    },
    async ready(s: AnySnapshot) {
      if (s.context.items.length === 0) {
        expect(s.context.params).toBe(OTHER_FILTER);
        expect(await screen.findByRole('heading', { name: 'No cancelled requests' }, PAGE)).toBeInTheDocument();
        return;
      }
      expect(s.context.params).toBe(FIRST_FILTER);
      expect(await screen.findByText(`Showing ${s.context.items.length} of ${TOTAL}`, {}, PAGE)).toBeInTheDocument();
      await showsTheRequests(s.context.items.length);
      if (s.context.error !== null) expect(within(screen.getByRole('main')).getByText('More could not be loaded.')).toBeInTheDocument();
      if (s.context.nextCursor === null) expect(screen.queryByRole('button', { name: /^(Show more|Try again)$/ })).not.toBeInTheDocument();
      else expect(await footerButton()).toBeEnabled();
    },
    async loadingMore(s: AnySnapshot) {
      expect(await footerButton()).toHaveAttribute('aria-busy', 'true');
      await showsTheRequests(s.context.items.length);
    },
  },
});
