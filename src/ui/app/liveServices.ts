import type { ActorRefFrom } from 'xstate';
import type { LiveUpdate, liveUpdatesMachine } from '../../machines/liveUpdatesMachine';
import type { LiveStatus } from '../../machines/liveUpdatesSelectors';
import type { notificationsMachine } from '../../machines/notificationsMachine';
import type { ValueStore } from './valueStore';

export type LiveUpdatesActor = ActorRefFrom<typeof liveUpdatesMachine>;
export type NotificationsActor = ActorRefFrom<typeof notificationsMachine>;

/** The tab's live updates and the notifications they feed, as screens see them (src/app/composeLive.ts). */
export interface LiveServices {
  /** The running actor, or null while nobody is signed in. */
  current: ValueStore<LiveUpdatesActor | null>;
  /** The person's notifications and unread count, or null while nobody is signed in. */
  notifications: ValueStore<NotificationsActor | null>;
  /** Calls `onChange` when the stream changes state, or another one runs. */
  subscribeStatus(onChange: () => void): () => void;
  /** Calls `onChange` when the notifications change, or another person's are shown. */
  subscribeNotifications(onChange: () => void): () => void;
  unreadCount(): number;
  /** Where the stream is, or null while nobody is signed in. */
  status(): LiveStatus | null;
  onUpdate(listener: (update: LiveUpdate) => void): () => void;
  onResumed(listener: () => void): () => void;
}
