// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { parcelMachine } from '../../../tests/support/parcelMachine';
import { createLiveStates, type LiveState, type LiveStates } from './liveStates';

/** A browser tab as createLiveStates sees it: Node's BroadcastChannel reaches the other "tabs". */
function tab(channel: typeof BroadcastChannel = globalThis.BroadcastChannel) {
  const listeners = new Set<() => void>();
  const window = {
    crypto: globalThis.crypto,
    BroadcastChannel: channel,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    /** The tab is closed. */
    close: () => listeners.forEach((listener) => listener()),
  };
  return { window, live: createLiveStates(window as unknown as Window) };
}

/** The parcel machine whose loading ends when the test says. */
function parcelLoading() {
  let fail: (error: Error) => void = () => {};
  const machine = parcelMachine.provide({ actors: { loadParcel: fromPromise(() => new Promise<boolean>((_, reject) => (fail = reject))) } });
  return { machine, fail: (error: Error) => fail(error) };
}

const opened: LiveStates[] = [];
const cleanups: Array<() => void> = [];
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
  opened.splice(0).forEach((live) => live.dispose());
});

function open(channel?: typeof BroadcastChannel) {
  const browserTab = tab(channel);
  opened.push(browserTab.live);
  return browserTab;
}

function watch(live: LiveStates) {
  let latest: LiveState[] = [];
  cleanups.push(live.subscribe((states) => (latest = states)));
  return () => latest.map((state) => `${state.tab === live.tab ? 'this' : 'other'} ${state.machine}: ${JSON.stringify(state.value)}`);
}

describe('live states across tabs', () => {
  it('shows where another tab’s actor is, as it moves and until it stops', async () => {
    const app = open();
    const charts = open();
    const seen = watch(charts.live);
    const loading = parcelLoading();
    const parcel = createActor(loading.machine, { inspect: app.live.inspect }).start();
    await vi.waitFor(() => expect(seen()).toEqual(['other parcel: "loading"']));

    loading.fail(new Error('lost'));
    await vi.waitFor(() => expect(seen()).toEqual(['other parcel: "failed"']));

    parcel.stop();
    await vi.waitFor(() => expect(seen()).toEqual([]));
  });

  it('a page opened later learns where the running actors are, and forgets those of a closed tab', async () => {
    const app = open();
    createActor(parcelLoading().machine, { inspect: app.live.inspect }).start();
    const charts = open();
    const seen = watch(charts.live);
    await vi.waitFor(() => expect(seen()).toEqual(['other parcel: "loading"']));

    app.window.close();
    await vi.waitFor(() => expect(seen()).toEqual([]));
  });

  it('a tab says nothing until a page listens, then says a burst of changes once', async () => {
    const said: unknown[] = [];
    class Counted extends BroadcastChannel {
      override postMessage(message: unknown) {
        said.push(message);
        super.postMessage(message);
      }
    }
    const app = open(Counted);
    const parcel = createActor(parcelMachine, { inspect: app.live.inspect }).start();
    await vi.waitFor(() => expect(parcel.getSnapshot().matches('delivering')).toBe(true));
    expect(said).toEqual([]);

    const seen = watch(open().live);
    await vi.waitFor(() => expect(seen()).toEqual(['other parcel: {"delivering":{"truck":"driving","door":"closed"}}']));
    said.splice(0);
    parcel.send({ type: 'truck.arrive' });
    parcel.send({ type: 'door.answer' });
    await vi.waitFor(() => expect(seen()).toEqual(['other parcel: "delivered"']));
    expect(said).toHaveLength(1);
  });

  it('knows this tab’s own actors at once', () => {
    const { live } = open();
    createActor(parcelLoading().machine, { inspect: live.inspect }).start();
    expect(watch(live)()).toEqual(['this parcel: "loading"']);
  });

  it('an actor that stops after the app is disposed is no error', () => {
    const { live } = open();
    const parcel = createActor(parcelLoading().machine, { inspect: live.inspect }).start();
    live.dispose();
    expect(() => parcel.stop()).not.toThrow();
  });
});
