import type { LiveUpdate } from '../../src/api/contract/liveUpdates';
import { hear, tell } from '../cluster/channel';
import type { Db } from '../db';

/** One open stream: a tab of a signed-in person. */
export interface LiveSubscriber {
  sessionId: number;
  deliver: (update: LiveUpdate) => void;
  /** Ends the stream (its session ended); the client then stops or reconnects. */
  close: () => void;
}

/** Tabs one person may keep open at once, so one account cannot exhaust the server's sockets. */
export const STREAMS_PER_PERSON = 5;

/**
 * Fan-out of live updates to the open streams of each person: this process's streams in its
 * memory, the other processes' through the cluster channel (server/cluster/channel.ts), which
 * hands each process every update once. Publish only after the transaction that made the
 * update committed, so nobody hears of a row that was rolled back.
 */
export function createUpdateBus(db: Db) {
  const subscribersByUser = new Map<number, Set<LiveSubscriber>>();

  const remove = (userId: number, subscriber: LiveSubscriber) => {
    const subscribers = subscribersByUser.get(userId);
    subscribers?.delete(subscriber);
    if (subscribers?.size === 0) subscribersByUser.delete(userId);
  };

  const end = (which: (subscriber: LiveSubscriber) => boolean) => {
    for (const [userId, subscribers] of subscribersByUser) {
      for (const subscriber of subscribers) {
        if (!which(subscriber)) continue;
        remove(userId, subscriber);
        subscriber.close();
      }
    }
  };

  const endAll = () => end(() => true);
  hear(db, (message) => {
    if (message.kind === 'live-update') for (const subscriber of subscribersByUser.get(message.userId) ?? []) subscriber.deliver(message.update);
    else if (message.kind === 'end-session') end((subscriber) => subscriber.sessionId === message.sessionId);
    // Updates may have been missed: the tabs reconnect and read again, as after any drop.
    else if (message.kind === 'missed') endAll();
  });

  return {
    /** Adds a stream; returns how to remove it, or null when the person has too many open. */
    subscribe(userId: number, subscriber: LiveSubscriber): (() => void) | null {
      const subscribers = subscribersByUser.get(userId) ?? new Set<LiveSubscriber>();
      if (subscribers.size >= STREAMS_PER_PERSON) return null;
      subscribers.add(subscriber);
      subscribersByUser.set(userId, subscribers);
      return () => remove(userId, subscriber);
    },

    /** To the person's streams on every process. */
    publish(userId: number, update: LiveUpdate): void {
      tell(db, { kind: 'live-update', userId, update });
    },

    /** Closes the streams of one session (sign-out) on every process. */
    endSession(sessionId: number): void {
      tell(db, { kind: 'end-session', sessionId });
    },

    /** Closes every stream of this process (it is stopping: an open stream would keep it running). */
    endAll,

    streamCount(userId: number): number {
      return subscribersByUser.get(userId)?.size ?? 0;
    },
  };
}

export type UpdateBus = ReturnType<typeof createUpdateBus>;
