import { assign, emit, fromCallback, setup } from 'xstate';
import type { LiveUpdate } from '../api/contract/liveUpdates';
import { reconnectDelayMs } from '../domain/reconnect';

export type { LiveUpdate };

/** What the stream actor reports to the machine. */
export type LiveStreamEvent =
  | { type: 'stream.opened' }
  | { type: 'stream.update'; update: LiveUpdate }
  /** The stream ended or failed; the machine tries again after a while. */
  | { type: 'stream.dropped' };

export type LiveUpdatesEvent =
  | LiveStreamEvent
  /** The browser says the network is gone / back (its offline and online events). */
  | { type: 'network.offline' }
  | { type: 'network.online' }
  /** A call to the server got no answer (network, timeout): an open stream may be dead without knowing it. */
  | { type: 'call.unanswered' };

/** What subscribers hear (`actor.on('update', …)`, `actor.on('resumed', …)`). */
export type LiveUpdatesEmitted =
  | { type: 'update'; update: LiveUpdate }
  /** The stream is back after a drop: fetch what may have been missed meanwhile. */
  | { type: 'resumed' };

export interface LiveUpdatesContext {
  /** Tries since the stream was last live; sets the wait before the next. */
  attempt: number;
  /** Whether the stream has been live before, so its next opening is a resumption. */
  wasLive: boolean;
}

/**
 * The one server-sent stream of this tab (architecture §6). Runs while someone is signed in;
 * the composition root provides the stream and reports the browser's network events (also
 * right after the start, when the browser has no network), and
 * other parts of the app subscribe to what it emits.
 */
export const liveUpdatesMachine = setup({
  types: {
    context: {} as LiveUpdatesContext,
    events: {} as LiveUpdatesEvent,
    emitted: {} as LiveUpdatesEmitted,
  },
  actors: {
    // Provided by the composition root: the fetch-based stream with the session's token.
    stream: fromCallback<LiveUpdatesEvent>(() => {}),
  },
  delays: {
    backoff: ({ context }) => reconnectDelayMs(context.attempt),
  },
  guards: {
    wasLive: ({ context }) => context.wasLive,
  },
}).createMachine({
  id: 'liveUpdates',
  description: "This tab's live updates stream: notifications, chat messages and status changes as they happen.",
  context: { attempt: 0, wasLive: false },
  initial: 'streaming',
  on: {
    'network.offline': { target: '.offline', description: 'The browser lost the network: no tries until it is back.' },
  },
  states: {
    streaming: {
      invoke: { src: 'stream' },
      initial: 'connecting',
      on: {
        'stream.dropped': { target: 'reconnecting', description: 'The stream ended or could not open.' },
      },
      states: {
        connecting: {
          on: {
            'stream.opened': [
              {
                guard: 'wasLive',
                target: 'live',
                actions: [assign({ attempt: 0 }), emit({ type: 'resumed' })],
                description: 'Back after a drop: subscribers fetch what they missed.',
              },
              { target: 'live', actions: assign({ attempt: 0, wasLive: true }), description: 'The server accepted the stream.' },
            ],
          },
        },
        live: {
          on: {
            'stream.update': {
              actions: emit(({ event }) => ({ type: 'update' as const, update: event.update })),
              description: 'Something happened: subscribers hear of it.',
            },
            'call.unanswered': {
              target: '#liveUpdates.reconnecting',
              description:
                'A call got no answer: the stream is taken for lost (a server that stopped answering can keep it open) and opened again, which tells when the server is back.',
            },
          },
        },
      },
    },
    reconnecting: {
      entry: assign({ attempt: ({ context }) => context.attempt + 1 }),
      after: { backoff: { target: 'streaming', description: 'Tries again after 1 s, 2 s, 4 s … at most 30 s.' } },
    },
    offline: {
      on: {
        'network.online': { target: 'streaming', actions: assign({ attempt: 0 }), description: 'The network is back: connect at once.' },
      },
    },
  },
});
