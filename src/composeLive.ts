import { createActor, fromCallback, type ActorRefFrom, type InspectionEvent } from 'xstate';
import type { LiveUpdate } from './api/contract/liveUpdates';
import { liveUpdatesMachine, type LiveUpdatesEvent } from './machines/liveUpdatesMachine';
import { liveStatus, type LiveStatus } from './machines/liveUpdatesSelectors';
import type { SessionActor } from './ui/app/services';
import { createValueStore } from './ui/app/valueStore';
import type { LoadChunk } from './ui/router/chunkLoader';

export type LiveUpdatesActor = ActorRefFrom<typeof liveUpdatesMachine>;

export interface LiveOptions {
  apiOrigin: string;
  session: SessionActor;
  window: Window;
  readToken: () => string | null;
  loadChunk: LoadChunk;
  inspect?: (event: InspectionEvent) => void;
}

/**
 * The tab's live updates actor, running while someone is signed in: started when the session
 * is signed in, stopped when it is not (sign-out, expiry). Subscribers register once with
 * `onUpdate` / `onResumed` and hear whichever actor is running.
 */
export function composeLive({ apiOrigin, session, window, readToken, loadChunk, inspect }: LiveOptions) {
  const current = createValueStore<LiveUpdatesActor | null>(null);
  const updateListeners = new Set<(update: LiveUpdate) => void>();
  const resumedListeners = new Set<() => void>();

  const stream = fromCallback<LiveUpdatesEvent>(({ sendBack }) => {
    const controller = new AbortController();
    const token = readToken();
    const read = async () => {
      if (!token) return;
      const { readLiveUpdates } = await loadChunk(() => import('./api/liveUpdates'));
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
    const actor = createActor(liveUpdatesMachine.provide({ actors: { stream } }), { input: { online: window.navigator.onLine }, inspect });
    actor.on('update', ({ update }) => updateListeners.forEach((listener) => listener(update)));
    actor.on('resumed', () => resumedListeners.forEach((listener) => listener()));
    current.set(actor.start());
  };
  const stop = () => {
    current.getSnapshot()?.stop();
    current.set(null);
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

  /** Calls `onChange` when the running actor changes state, or another one runs. */
  const subscribeStatus = (onChange: () => void) => {
    let actorSubscription = current.getSnapshot()?.subscribe(onChange);
    const stopFollowing = current.subscribe(() => {
      actorSubscription?.unsubscribe();
      actorSubscription = current.getSnapshot()?.subscribe(onChange);
      onChange();
    });
    return () => {
      stopFollowing();
      actorSubscription?.unsubscribe();
    };
  };

  return {
    /** The running actor, or null while nobody is signed in. */
    current,
    subscribeStatus,
    /** Where the stream is, or null while nobody is signed in. */
    status: (): LiveStatus | null => {
      const actor = current.getSnapshot();
      return actor ? liveStatus(actor.getSnapshot()) : null;
    },
    onUpdate: (listener: (update: LiveUpdate) => void) => listen(updateListeners, listener),
    onResumed: (listener: () => void) => listen(resumedListeners, listener),
    dispose() {
      sessionSubscription.unsubscribe();
      window.removeEventListener('offline', wentOffline);
      window.removeEventListener('online', cameOnline);
      stop();
    },
  };
}

export type LiveServices = Omit<ReturnType<typeof composeLive>, 'dispose'>;
