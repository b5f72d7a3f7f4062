import type { SnapshotFrom, StateValue } from 'xstate';
import { liveUpdatesMachine } from '../../../src/machines/liveUpdatesMachine';
import type { MachineModel } from '../plan';

type Snapshot = SnapshotFrom<typeof liveUpdatesMachine>;

export const AFTER_BACKOFF = 'xstate.after.backoff.liveUpdates.reconnecting';

/** A notification the stream brings; the suite gives each one its own id and title. */
export const LIVE_NOTE = { id: 1, kind: 'news', title: 'Live news', body: '', link: null, read: false, created_at: '2026-03-02T09:00:00.000Z' } as const;

const is = (...values: StateValue[]) => (s: Snapshot) => values.some((value) => s.matches(value as never));

/**
 * The tab's live stream: it opens, brings updates, drops and comes back (a failed try waits
 * longer before the next), waits out the offline time, and opens again when a call gets no
 * answer while it looked open.
 */
export const liveUpdatesModel: MachineModel<Snapshot> = {
  machine: liveUpdatesMachine,
  suite: 'liveUpdates',
  starts: [{ name: '', input: undefined }],
  events: [
    { name: 'the server accepts the stream', event: { type: 'stream.opened' }, when: is({ streaming: 'connecting' }), to: 'streaming.live' },
    { name: 'a notification arrives', event: { type: 'stream.update', update: { type: 'notification.created', notification: LIVE_NOTE } }, when: is({ streaming: 'live' }), to: 'streaming.live' },
    { name: 'the stream drops', event: { type: 'stream.dropped' }, when: (s) => is('streaming')(s) && s.context.attempt === 0, to: 'reconnecting' },
    // The first try after a drop fails too: the next waits longer.
    { name: 'the stream cannot open again', event: { type: 'stream.dropped' }, when: (s) => is({ streaming: 'connecting' })(s) && s.context.attempt === 1, to: 'reconnecting' },
    { name: 'a call gets no answer', event: { type: 'call.unanswered' }, when: is({ streaming: 'live' }), to: 'reconnecting' },
    { name: 'waits out the pause', event: { type: AFTER_BACKOFF }, when: (s) => is('reconnecting')(s) && s.context.attempt < 2, to: 'streaming.connecting' },
    // After two failed tries in a row: the pause is twice as long.
    { name: 'waits out the longer pause', event: { type: AFTER_BACKOFF }, when: (s) => is('reconnecting')(s) && s.context.attempt === 2, to: 'streaming.connecting' },
    // Not after a second failed try: that path waits out the longer pause.
    { name: 'the network goes', event: { type: 'network.offline' }, when: (s) => is('streaming', 'reconnecting')(s) && s.context.attempt < 2, to: 'offline' },
    { name: 'the network is back', event: { type: 'network.online' }, when: is('offline'), to: 'streaming.connecting' },
  ],
  serializeState: (s) => JSON.stringify({ value: s.value, attempt: s.context.attempt, wasLive: s.context.wasLive }),
};
