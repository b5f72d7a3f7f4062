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
 * hands each process every update once. Publish through the transaction that made the update:
 * it goes out when that commits, never for a row rolled back, and with the commit even if this
 * process dies just after it.
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

    /** To the person's streams on every process, once `tx` (the write's transaction, or the database) commits. */
    publish(tx: Db, userId: number, update: LiveUpdate): void {
      tell(tx, { kind: 'live-update', userId, update });
    },

    /** Closes the streams of one session (sign-out) on every process, once `tx` commits. */
    endSession(tx: Db, sessionId: number): void {
      tell(tx, { kind: 'end-session', sessionId });
    },

    /** Closes every stream of this process (it is stopping: an open stream would keep it running). */
    endAll,

    streamCount(userId: number): number {
      return subscribersByUser.get(userId)?.size ?? 0;
    },
  };
}

export type UpdateBus = ReturnType<typeof createUpdateBus>;
