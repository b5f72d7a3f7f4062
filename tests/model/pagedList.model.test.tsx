import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect } from 'vitest';
import { REQUEST_STATUS_LABELS, type RequestNewsItem } from '../../src/domain/requests';
import { heldLiveStream } from '../support/liveStream';
import { orderOf } from '../support/moneyHandlers';
import { fail, ok } from '../support/sessionHandlers';
import { FIRST_FILTER, OTHER_FILTER, TOTAL, pagedListModel, requestIdAt } from './models/pagedList';
import type { PathStep, RecordedCall } from './harness';
import type { AnySnapshot, ModelEvent } from './plan';
import { itPlansEveryEntry } from './planChecks';
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

type Page = { items: number[]; nextCursor: string | null };
type Steps = Array<PathStep<AnySnapshot, ModelEvent>>;

/**
 * What the path's own steps leave on the page (never the machine's context): the filter last
 * chosen, how many requests its scripted pages brought, where the next page starts, and
 * whether the last "more" failed.
 */
function listAfter(before: Steps) {
  const list = { filter: FIRST_FILTER, shown: 0, cursor: null as string | null, moreFailed: false };
  for (const { event } of before) {
    const page = event.output as Page;
    if (event.type === 'list.load') Object.assign(list, { filter: event.params as string, shown: 0, cursor: null, moreFailed: false });
    if (event.type === 'xstate.done.actor.loadPage') Object.assign(list, { shown: page.items.length, cursor: page.nextCursor, moreFailed: false });
    if (event.type === 'xstate.done.actor.loadNextPage') Object.assign(list, { shown: list.shown + page.items.length, cursor: page.nextCursor, moreFailed: false });
    if (event.type === 'xstate.error.actor.loadNextPage') list.moreFailed = true;
  }
  return list;
}

/** The page asked for: the filter chosen, from the start or from where the shown pages end. */
const asksForPage =
  (before: Steps, next: boolean) =>
  (call: RecordedCall) => {
    const { filter, cursor } = listAfter(before);
    expect(call.body).toEqual({ filter, cursor: next ? cursor : null });
  };

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
  token: () => 'token-demo',
  answerFor(event, _, before) {
    switch (event.type) {
      case 'xstate.done.actor.loadPage':
      case 'xstate.done.actor.loadNextPage':
        return { endpoint: LIST, answer: answerWith(event.output), asks: asksForPage(before, event.type.endsWith('NextPage')) };
      case 'xstate.error.actor.loadPage':
      case 'xstate.error.actor.loadNextPage':
        return { endpoint: LIST, answer: refused, asks: asksForPage(before, event.type.endsWith('NextPage')) };
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
    async ready(_, before) {
      const list = listAfter(before);
      if (list.filter === OTHER_FILTER) {
        expect(await screen.findByRole('heading', { name: 'No cancelled requests' }, PAGE)).toBeInTheDocument();
        expect(screen.queryByRole('list', { name: 'Your requests' })).not.toBeInTheDocument();
        return;
      }
      expect(await screen.findByText(`Showing ${list.shown} of ${TOTAL}`, {}, PAGE)).toBeInTheDocument();
      await showsTheRequests(list.shown);
      const main = within(screen.getByRole('main'));
      if (list.moreFailed) expect(main.getByText('More could not be loaded.')).toBeInTheDocument();
      else expect(main.queryByText('More could not be loaded.')).not.toBeInTheDocument();
      if (list.cursor === null) expect(screen.queryByRole('button', { name: /^(Show more|Try again)$/ })).not.toBeInTheDocument();
      // After a failed "more" the footer offers to try again.
      else expect(await screen.findByRole('button', { name: list.moreFailed ? 'Try again' : 'Show more' }, PAGE)).toBeEnabled();
    },
    async loadingMore(_, before) {
      expect(await footerButton()).toHaveAttribute('aria-busy', 'true');
      await showsTheRequests(listAfter(before).shown);
    },
  },
});

describe('pagedList model', () => {
  itPlansEveryEntry(pagedListModel);
});
