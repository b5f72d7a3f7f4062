import { createActor, fromCallback, fromPromise, type AnyActorRef, type InspectionEvent } from 'xstate';
import type { ApiClient } from '../api/client';
import type { LiveUpdate } from '../api/contract/liveUpdates';
import { liveUpdatesMachine, type LiveUpdatesEvent } from '../machines/liveUpdatesMachine';
import { liveStatus, type LiveStatus } from '../machines/liveUpdatesSelectors';
import { notificationsMachine } from '../machines/notificationsMachine';
import type { SessionActor } from '../ui/app/services';
import { createValueStore, type ValueStore } from '../ui/app/valueStore';
import type { LoadChunk } from '../ui/router/chunkLoader';
import type { LiveServices, LiveUpdatesActor, NotificationsActor } from '../ui/app/liveServices';


export interface LiveOptions {
  apiOrigin: string;
  session: SessionActor;
  window: Window;
  readToken: () => string | null;
  client: () => Promise<ApiClient>;
  loadChunk: LoadChunk;
  inspect?: (event: InspectionEvent) => void;
}

/**
 * The tab's live updates actor and the notifications it feeds, running while someone is
 * signed in: started when the session is signed in, stopped when it is not (sign-out,
 * expiry). Subscribers register once with `onUpdate` / `onResumed` and hear whichever actor
 * is running.
 */
export function composeLive({ apiOrigin, session, window, readToken, client, loadChunk, inspect }: LiveOptions): LiveServices & {
  /** A call got no answer: the stream checks itself (it opens again). */
  callUnanswered(): void;
  dispose(): void;
} {
  const current = createValueStore<LiveUpdatesActor | null>(null);
  const notifications = createValueStore<NotificationsActor | null>(null);
  const notificationsApi = async () => (await loadChunk(() => import('../api/notifications'))).createNotificationsApi(await client());
  const notificationsWithCalls = notificationsMachine.provide({
    actors: {
      loadPage: fromPromise(async ({ input }) => (await notificationsApi()).page(input.cursor)),
      markRead: fromPromise(async ({ input }) => (await notificationsApi()).markRead(input.id)),
      markAllRead: fromPromise(async () => (await notificationsApi()).markAllRead()),
    },
  });
  const updateListeners = new Set<(update: LiveUpdate) => void>();
  const resumedListeners = new Set<() => void>();

  const stream = fromCallback<LiveUpdatesEvent>(({ sendBack }) => {
    const controller = new AbortController();
    const token = readToken();
    const read = async () => {
      if (!token) return;
      const { readLiveUpdates } = await loadChunk(() => import('../api/liveUpdates'));
      await readLiveUpdates({
        baseURL: apiOrigin,
        token,
        signal: controller.signal,
        onOpen: () => sendBack({ type: 'stream.opened' }),
        onUpdate: (update) => sendBack({ type: 'stream.update', update }),
      });
    };
    // Any end the machine did not ask for is a drop: it tries again after a while.
    read()
      .catch(() => undefined)
      .finally(() => {
        if (!controller.signal.aborted) sendBack({ type: 'stream.dropped' });
      });
    return () => controller.abort();
  });

  const start = () => {
    const actor = createActor(liveUpdatesMachine.provide({ actors: { stream } }), { inspect });
    actor.on('update', ({ update }) => updateListeners.forEach((listener) => listener(update)));
    actor.on('resumed', () => resumedListeners.forEach((listener) => listener()));
    const feed = createActor(notificationsWithCalls, { inspect });
    actor.on('update', ({ update }) => {
      if (update.type === 'notification.created') {
        feed.send({ type: 'notifications.received', notification: update.notification, openPath: session.getSnapshot().context.path });
      }
      // Read elsewhere (another tab, or a chat read): the feed and its count are read again.
      if (update.type === 'notifications.read') feed.send({ type: 'notifications.resumed' });
    });
    actor.on('resumed', () => feed.send({ type: 'notifications.resumed' }));
    notifications.set(feed.start());
    current.set(actor.start());
    if (!window.navigator.onLine) wentOffline();
  };
  const stop = () => {
    current.getSnapshot()?.stop();
    current.set(null);
    notifications.getSnapshot()?.stop();
    notifications.set(null);
  };
  const followSession = () => {
    const signedIn = session.getSnapshot().matches('signedIn');
    if (signedIn && !current.getSnapshot()) start();
    else if (!signedIn && current.getSnapshot()) stop();
  };
  const wentOffline = () => current.getSnapshot()?.send({ type: 'network.offline' });
  const cameOnline = () => current.getSnapshot()?.send({ type: 'network.online' });

  window.addEventListener('offline', wentOffline);
  window.addEventListener('online', cameOnline);
  const sessionSubscription = session.subscribe(followSession);
  followSession();

  const listen = <Listener>(listeners: Set<Listener>, listener: Listener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };

  return {
    current,
    notifications,
    subscribeStatus: (onChange: () => void) => followRunning(current, onChange),
    subscribeNotifications: (onChange: () => void) => followRunning(notifications, onChange),
    unreadCount: () => notifications.getSnapshot()?.getSnapshot().context.unreadCount ?? 0,
    status: (): LiveStatus | null => {
      const actor = current.getSnapshot();
      return actor ? liveStatus(actor.getSnapshot()) : null;
    },
    onUpdate: (listener: (update: LiveUpdate) => void) => listen(updateListeners, listener),
    onResumed: (listener: () => void) => listen(resumedListeners, listener),
    callUnanswered: () => current.getSnapshot()?.send({ type: 'call.unanswered' }),
    dispose() {
      sessionSubscription.unsubscribe();
      window.removeEventListener('offline', wentOffline);
      window.removeEventListener('online', cameOnline);
      stop();
    },
  };
}

/** Calls `onChange` when the actor a store holds changes state, or the store holds another. */
function followRunning(store: ValueStore<AnyActorRef | null>, onChange: () => void) {
  let actorSubscription = store.getSnapshot()?.subscribe(onChange);
  const stopFollowing = store.subscribe(() => {
    actorSubscription?.unsubscribe();
    actorSubscription = store.getSnapshot()?.subscribe(onChange);
    onChange();
  });
  return () => {
    stopFollowing();
    actorSubscription?.unsubscribe();
  };
}
