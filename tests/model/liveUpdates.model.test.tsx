import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect } from 'vitest';
import { fail, ok } from '../support/sessionHandlers';
import type { PathStep } from './harness';
import { AFTER_BACKOFF, LIVE_NOTE, liveUpdatesModel } from './models/liveUpdates';
import type { AnySnapshot, ModelEvent } from './plan';
import { itPlansEveryEntry } from './planChecks';
import { describeScreenSuite, person } from './screenSuite';

type Steps = Array<PathStep<AnySnapshot, ModelEvent>>;

/**
 * The live stream where a person sees it: the notifications page. The stream is a fake the
 * path opens, feeds and drops; the browser's network events are dispatched on the window.
 */
const streams = {
  /** Stream requests waiting for the server's answer; the newest is the live one. */
  waiting: [] as Array<(response: Response) => void>,
  open: null as ReadableStreamDefaultController<Uint8Array> | null,
  sent: 0,
  /** How often the notifications page read its newest page (once, then again on each resumption). */
  feedReads: 0,
  /** When the path last made the stream fail, and when the app last asked for a stream (ms). */
  failedAt: 0,
  askedAt: 0,
};
/**
 * The product's rule for a dropped stream: the first try waits 1 s, each failed try doubles the
 * wait (1 s, 2 s, 4 s…). A busy machine only makes a wait longer; a tenth off allows for the
 * clock's rounding.
 */
const leastWaitMs = (failedTries: number) => 0.9 * 1_000 * 2 ** (failedTries - 1);
/** The failed tries in a row at the end of the steps: drops and unanswered calls since the stream was last open or the network came back. */
function failedTriesInARow(before: Steps) {
  let tries = 0;
  for (const { event } of before) {
    if (event.type === 'stream.opened' || event.type === 'network.online') tries = 0;
    else if (event.type === 'stream.dropped' || event.type === 'call.unanswered') tries += 1;
  }
  return tries;
}
const setOnline = (online: boolean) => Object.defineProperty(window.navigator, 'onLine', { value: online, configurable: true });
afterEach(() => setOnline(true));

const newestRequest = async () => {
  await waitFor(() => expect(streams.waiting.length).toBeGreaterThan(0));
  const answer = streams.waiting.at(-1)!;
  streams.waiting = [];
  return answer;
};
const paused = () => screen.queryByText(/Live updates are paused|You are offline/);

describeScreenSuite({
  model: liveUpdatesModel,
  page: () => '/notifications',
  scripted: [],
  answerFor: () => null,
  handlers: [
    http.get('/reactapi/live/updates', () => {
      streams.askedAt = Date.now();
      return new Promise<Response>((resolve) => streams.waiting.push(resolve));
    }),
    http.post('/reactapi/view/notifications', () => {
      streams.feedReads += 1;
      return ok({ items: [], next_cursor: null, unread_count: 0 });
    }),
    // The server stopped answering calls, though the stream is open.
    http.post('/reactapi/user/notifications/read', () => HttpResponse.error()),
  ],
  prepare() {
    streams.waiting = [];
    streams.open = null;
    streams.feedReads = 0;
    streams.failedAt = 0;
    streams.askedAt = 0;
  },
  drive: {
    async 'stream.opened'() {
      const answer = await newestRequest();
      answer(
        new Response(new ReadableStream<Uint8Array>({ start: (controller) => void (streams.open = controller) }), {
          headers: { 'Content-Type': 'text/event-stream' },
        }),
      );
    },
    async 'stream.update'() {
      streams.sent += 1;
      const title = `${LIVE_NOTE.title} ${streams.sent}`;
      const update = { type: 'notification.created', notification: { ...LIVE_NOTE, id: streams.sent, title } };
      streams.open!.enqueue(new TextEncoder().encode(`data: ${JSON.stringify(update)}\n\n`));
      expect(await screen.findByText(title)).toBeVisible();
    },
    async 'stream.dropped'() {
      streams.failedAt = Date.now();
      if (streams.open) {
        streams.open.close();
        streams.open = null;
      } else {
        (await newestRequest())(fail(503, 50300, 'The server is busy'));
      }
    },
    // A notification comes, and marking it read gets no answer.
    async 'call.unanswered'() {
      streams.sent += 1;
      const title = `${LIVE_NOTE.title} ${streams.sent}`;
      const update = { type: 'notification.created', notification: { ...LIVE_NOTE, id: streams.sent, title } };
      streams.open!.enqueue(new TextEncoder().encode(`data: ${JSON.stringify(update)}\n\n`));
      streams.failedAt = Date.now();
      await person.click(await screen.findByRole('button', { name: `Mark as read: ${title}` }));
      streams.open = null;
    },
    // The machine's own wait (1 s after a first drop): the step waits for its end.
    async [AFTER_BACKOFF]() {},
    async 'network.offline'() {
      setOnline(false);
      streams.open = null;
      window.dispatchEvent(new Event('offline'));
    },
    async 'network.online'() {
      setOnline(true);
      window.dispatchEvent(new Event('online'));
    },
  },
  shows: {
    async 'streaming.connecting'(_, before) {
      await waitFor(() => expect(paused()).not.toBeInTheDocument());
      // After a pause the app asks for the stream again, and not before the pause is over.
      if (before.at(-1)?.event.type === AFTER_BACKOFF) {
        await waitFor(() => expect(streams.askedAt).toBeGreaterThan(streams.failedAt));
        expect(streams.askedAt - streams.failedAt).toBeGreaterThanOrEqual(leastWaitMs(failedTriesInARow(before)));
      }
    },
    async 'streaming.live'(_, before) {
      await waitFor(() => expect(paused()).not.toBeInTheDocument());
      // Each time the stream opens again after being live (the path's own steps), the page reads
      // what it may have missed meanwhile; the first opening reads nothing more.
      const resumptions = before.filter(({ event }) => event.type === 'stream.opened').length - 1;
      await waitFor(() => expect(streams.feedReads).toBe(1 + resumptions));
    },
    async reconnecting() {
      expect(await screen.findByText('Live updates are paused: reconnecting…')).toBeVisible();
    },
    async offline() {
      expect(await screen.findByText('You are offline. New notifications show up when you are back online.')).toBeVisible();
    },
  },
});

describe('liveUpdates model', () => {
  itPlansEveryEntry(liveUpdatesModel);
});
