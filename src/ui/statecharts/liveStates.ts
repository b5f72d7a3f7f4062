import type { InspectionEvent, StateValue } from 'xstate';

/**
 * The live state of every machine running in this browser, for the statecharts page: each
 * tab publishes where its actors are on a BroadcastChannel (the composition root watches
 * them with `inspect`), and the page listens, in this tab or any other. A page that opens
 * later asks the tabs to say again where they are. Browsers without BroadcastChannel show
 * no live state from other tabs.
 *
 * A tab stays silent until a page has listened (its hello): most visits never open the
 * statecharts page, and a message per snapshot of every actor cost /home 24–39 ms of main
 * thread. Once heard, each actor's changes of one task are posted once, its latest, after the
 * task (a microtask), so a burst of snapshots is one message.
 */

export interface LiveState {
  /** The tab the actor runs in. */
  tab: string;
  /** The actor's session id, unique in its tab. */
  actor: string;
  machine: string;
  value: StateValue;
}

type LiveMessage =
  | { type: 'live.state'; state: LiveState }
  | { type: 'live.stopped'; tab: string; actor: string }
  | { type: 'live.hello' };

const CHANNEL = 'lyla:statecharts';

export interface LiveStates {
  /** This tab's id, to tell its actors from other tabs' ones. */
  tab: string;
  /** Pass to every actor the app starts. */
  inspect(event: InspectionEvent): void;
  /** Calls `listener` with every live actor of the browser, now and on each change; returns the unsubscribe. */
  subscribe(listener: (states: LiveState[]) => void): () => void;
  dispose(): void;
}

type Channel = Pick<BroadcastChannel, 'postMessage' | 'close' | 'addEventListener' | 'removeEventListener'>;

const isMachine = (logic: unknown): logic is { id: string; root: unknown } =>
  typeof logic === 'object' && logic !== null && 'root' in logic && typeof (logic as { id?: unknown }).id === 'string';

export function createLiveStates(window: Window & { BroadcastChannel?: typeof BroadcastChannel }): LiveStates {
  const tab = window.crypto.randomUUID();
  const open = (): Channel | null => (window.BroadcastChannel ? new window.BroadcastChannel(CHANNEL) : null);
  let publisher = open();
  const running = new Map<string, LiveState>(); // this tab's actors, by actor id

  let heard = false; // whether a page has listened since this tab opened
  const post = (message: LiveMessage) => publisher?.postMessage(message);
  const pending = new Map<string, LiveMessage>(); // by actor id: the latest change not yet posted
  const flush = () => {
    pending.forEach(post);
    pending.clear();
  };
  const queue = (actor: string, message: LiveMessage) => {
    if (!heard) return;
    if (pending.size === 0) queueMicrotask(flush);
    pending.set(actor, message);
  };
  const sayWhereAll = () => running.forEach((state) => post({ type: 'live.state', state }));
  const onHello = (event: MessageEvent<LiveMessage>) => {
    if (event.data?.type !== 'live.hello') return;
    heard = true;
    pending.clear(); // what they were going to say is in what is said now
    sayWhereAll();
  };
  const onLeave = () => {
    pending.clear();
    if (heard) running.forEach(({ actor }) => post({ type: 'live.stopped', tab, actor }));
  };
  publisher?.addEventListener('message', onHello);
  window.addEventListener('pagehide', onLeave);

  return {
    tab,
    inspect(event) {
      if (event.type !== '@xstate.snapshot') return;
      const { logic } = event.actorRef as { logic?: unknown };
      if (!isMachine(logic)) return;
      const actor = event.actorRef.sessionId;
      const snapshot = event.snapshot as unknown as { status: string; value: StateValue };
      if (snapshot.status === 'active' || snapshot.status === 'done') {
        const state = { tab, actor, machine: logic.id, value: snapshot.value };
        running.set(actor, state);
        queue(actor, { type: 'live.state', state });
      } else if (running.delete(actor)) {
        queue(actor, { type: 'live.stopped', tab, actor });
      }
    },
    subscribe(listener) {
      const listening = open();
      // This tab's own actors are known without the channel.
      const states = new Map<string, LiveState>([...running].map(([actor, state]) => [`${tab} ${actor}`, state]));
      const tell = () => listener([...states.values()]);
      const onMessage = ({ data }: MessageEvent<LiveMessage>) => {
        if (data?.type === 'live.state') states.set(`${data.state.tab} ${data.state.actor}`, data.state);
        else if (data?.type === 'live.stopped') states.delete(`${data.tab} ${data.actor}`);
        else return;
        tell();
      };
      listening?.addEventListener('message', onMessage);
      listening?.postMessage({ type: 'live.hello' } satisfies LiveMessage);
      tell();
      return () => {
        listening?.removeEventListener('message', onMessage);
        listening?.close();
      };
    },
    dispose() {
      onLeave();
      window.removeEventListener('pagehide', onLeave);
      publisher?.removeEventListener('message', onHello);
      publisher?.close();
      // Actors the UI still holds may stop after this: they have nobody to tell.
      publisher = null;
    },
  };
}
