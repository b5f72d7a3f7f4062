import type { LiveUpdate } from '../../src/api/contract/liveUpdates';

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
 * In-memory fan-out of live updates to the open streams of each person. Publish only after the
 * transaction that made the update committed, so nobody hears of a row that was rolled back.
 * One server process per database (README), so memory is enough.
 */
export function createUpdateBus(streamsPerPerson = STREAMS_PER_PERSON) {
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

  return {
    /** Adds a stream; returns how to remove it, or null when the person has too many open. */
    subscribe(userId: number, subscriber: LiveSubscriber): (() => void) | null {
      const subscribers = subscribersByUser.get(userId) ?? new Set<LiveSubscriber>();
      if (subscribers.size >= streamsPerPerson) return null;
      subscribers.add(subscriber);
      subscribersByUser.set(userId, subscribers);
      return () => remove(userId, subscriber);
    },

    publish(userId: number, update: LiveUpdate): void {
      for (const subscriber of subscribersByUser.get(userId) ?? []) subscriber.deliver(update);
    },

    /** Closes the streams of one session (sign-out). */
    endSession(sessionId: number): void {
      end((subscriber) => subscriber.sessionId === sessionId);
    },

    /** Closes every stream (the server is stopping: an open stream would keep it running). */
    endAll(): void {
      end(() => true);
    },

    streamCount(userId: number): number {
      return subscribersByUser.get(userId)?.size ?? 0;
    },
  };
}

export type UpdateBus = ReturnType<typeof createUpdateBus>;
