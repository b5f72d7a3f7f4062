import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock } from 'xstate';
import type { LiveUpdate } from '../api/contract/liveUpdates';
import { liveStatus } from './liveUpdatesSelectors';
import { liveUpdatesMachine, type LiveUpdatesEvent } from './liveUpdatesMachine';

const gift: LiveUpdate = {
  type: 'notification.created',
  notification: { id: 7, kind: 'gift_received', title: 'You received a gift of $5.00', body: '', link: null, read: false, created_at: '2026-03-02T09:00:00.000Z' },
};

/** The machine with a stream the test opens, feeds and drops by hand. */
function start() {
  const clock = new SimulatedClock();
  let streams = 0;
  let sendBack: ((event: LiveUpdatesEvent) => void) | null = null;
  const actor = createActor(
    liveUpdatesMachine.provide({
      actors: {
        stream: fromCallback<LiveUpdatesEvent>(({ sendBack: send }) => {
          streams += 1;
          sendBack = send;
          return () => (sendBack = null);
        }),
      },
    }),
    { clock },
  );
  const heard: string[] = [];
  actor.on('update', ({ update }) => heard.push(update.type));
  actor.on('resumed', () => heard.push('resumed'));
  actor.start();
  return {
    actor,
    clock,
    heard,
    streams: () => streams,
    server: (event: LiveUpdatesEvent) => sendBack?.(event),
    isStreamOpen: () => sendBack !== null,
    status: () => liveStatus(actor.getSnapshot()),
  };
}

describe('liveUpdatesMachine', () => {
  it('goes live when the stream opens and passes each update on', () => {
    const live = start();
    expect(live.status()).toBe('connecting');
    live.server({ type: 'stream.opened' });
    live.server({ type: 'stream.update', update: gift });
    expect(live.status()).toBe('live');
    expect(live.heard).toEqual(['notification.created']);
  });

  it('tries again after 1 s, 2 s, 4 s … at most 30 s, while the stream keeps failing', () => {
    const live = start();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 7; attempt += 1) {
      live.server({ type: 'stream.dropped' });
      expect(live.status()).toBe('reconnecting');
      const before = live.streams();
      let waited = 0;
      while (live.streams() === before) {
        live.clock.increment(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });

  it('tells subscribers it resumed after a drop, and starts the waits over once live', () => {
    const live = start();
    live.server({ type: 'stream.opened' });
    live.server({ type: 'stream.dropped' });
    live.clock.increment(1000);
    live.server({ type: 'stream.dropped' });
    live.clock.increment(2000);
    expect(live.heard).toEqual([]);
    live.server({ type: 'stream.opened' });
    expect(live.heard).toEqual(['resumed']);
    expect(live.actor.getSnapshot().context.attempt).toBe(0);
  });

  it('a call without an answer drops an open stream, which is opened again after the first pause', () => {
    const live = start();
    live.actor.send({ type: 'call.unanswered' });
    expect(live.status()).toBe('connecting');
    live.server({ type: 'stream.opened' });
    live.actor.send({ type: 'call.unanswered' });
    expect(live.status()).toBe('reconnecting');
    expect(live.isStreamOpen()).toBe(false);
    live.actor.send({ type: 'call.unanswered' });
    live.clock.increment(1000);
    expect(live.streams()).toBe(2);
    live.server({ type: 'stream.opened' });
    expect(live.heard).toEqual(['resumed']);
  });

  it('does not try while the browser is offline, and connects at once when it is back', () => {
    const live = start();
    live.server({ type: 'stream.opened' });
    live.actor.send({ type: 'network.offline' });
    expect(live.status()).toBe('offline');
    expect(live.isStreamOpen()).toBe(false);
    live.clock.increment(60_000);
    expect(live.streams()).toBe(1);

    live.actor.send({ type: 'network.online' });
    expect(live.status()).toBe('connecting');
    live.server({ type: 'stream.opened' });
    expect(live.heard).toEqual(['resumed']);
  });
});
