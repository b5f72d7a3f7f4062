import { waitFor } from '@testing-library/react';
import { http } from 'msw';
import type { SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { createCoverage } from './coverage';
import { stateKey } from './plan';
import type { EventObject, StateValue } from 'xstate';

/** What the server answers to a call: an endpoint and a response maker. */
export interface PlannedAnswer {
  endpoint: string;
  answer: () => Response;
}

/**
 * Server outcomes of a model path. An outcome event is the answer to a call already in
 * flight: it is queued before the step that makes the call and released when the path
 * reaches it, so in-flight states stay on screen long enough to be checked. A call with no
 * planned answer stays in flight.
 */
export function createScriptedServer(endpoints: readonly string[]) {
  const queues = new Map<string, Array<{ answer: () => Response; released: Promise<void> }>>();
  let pendingRelease: (() => void) | null = null;
  return {
    handlers: endpoints.map((endpoint) =>
      http.post(endpoint, async () => {
        const next = queues.get(endpoint)?.shift();
        if (!next) return new Promise<Response>(() => {});
        await next.released;
        return next.answer();
      }),
    ),
    reset() {
      queues.clear();
      for (const endpoint of endpoints) queues.set(endpoint, []);
      pendingRelease = null;
    },
    plan(planned: PlannedAnswer | null) {
      if (!planned) return;
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const queue = queues.get(planned.endpoint);
      if (!queue) throw new Error(`${planned.endpoint} is not a scripted endpoint`);
      queue.push({ answer: planned.answer, released });
      pendingRelease = release;
    },
    /** Lets the last planned answer go out. */
    releasePlanned() {
      const release = pendingRelease;
      pendingRelease = null;
      release?.();
    },
  };
}

export interface PathStep<TSnapshot, TEvent extends EventObject> {
  event: TEvent;
  state: TSnapshot;
}

export interface WalkOptions<TSnapshot extends { value: StateValue }, TEvent extends EventObject> {
  /** The steps after the machine's initial one. */
  steps: Array<PathStep<TSnapshot, TEvent>>;
  server: ReturnType<typeof createScriptedServer>;
  /** The server's answer that makes `event` happen; `later` are the steps after it. */
  answerFor(event: TEvent, later: Array<PathStep<TSnapshot, TEvent>>): PlannedAnswer | null;
  /** Mounts the app so that it takes the first step (e.g. restores what the browser stored). */
  start(event: TEvent): Promise<void> | void;
  /** Causes a person's event through the UI. */
  drive: Partial<Record<string, (event: TEvent) => Promise<void>>>;
  /** The live actor is in the model's state. */
  isIn(state: TSnapshot): boolean;
  /** What each state shows a person; a state without a check fails the run. */
  shows: Record<string, (state: TSnapshot) => Promise<void>>;
  /** States too short-lived to check on screen. */
  transient?: string[];
}

/** Runs a model path against the rendered app, checking every state it passes through. */
export async function walkPath<TSnapshot extends { value: StateValue }, TEvent extends EventObject>(
  options: WalkOptions<TSnapshot, TEvent>,
) {
  const { steps, server, answerFor, start, drive, isIn, shows, transient = [] } = options;
  for (const [index, step] of steps.entries()) {
    const next = steps[index + 1];
    const driver = index === 0 ? start : drive[step.event.type];
    const isOutcome = index > 0 && answerFor(step.event, []) !== null;
    if (!driver && !isOutcome) throw new Error(`No way to drive ${step.event.type}`);
    if (isOutcome) server.releasePlanned();
    if (next) server.plan(answerFor(next.event, steps.slice(index + 2)));
    if (driver) await driver(step.event);
    await waitFor(() => expect(isIn(step.state), `should reach ${stateKey(step.state.value)}`).toBe(true));
    const key = stateKey(step.state.value);
    const check = shows[key];
    if (check) await check(step.state);
    else if (!transient.includes(key)) throw new Error(`No UI check for state ${key}`);
  }
}

// Everything the app loads on demand: its screens and the services the composition root imports lazily.
const lazyModules = import.meta.glob([
  '../../src/ui/{account,cart,catalogue,chat,checkout,desk,money,news,notifications,registration,requests,search,session,statecharts,wallet}/**/*.tsx',
  '../../src/ui/router/NotFoundScreen.tsx',
  '!**/signInPage.tsx',
  '../../src/ui/shell/*.tsx',
  '../../src/app/compose*.ts',
  '../../src/app/catalogueReads.ts',
  '!**/*.test.tsx',
  '!**/*.test.ts',
]);

/**
 * Compiles and loads every lazy part of the app before the first path. The app itself waits
 * for a lazy screen (a spinner, then the screen), but on a busy machine the first compile of
 * a screen takes seconds, which would be counted against the first path's own time.
 */
async function preloadTheApp() {
  await Promise.all(Object.values(lazyModules).map((load) => load()));
}

/**
 * The lifecycle every model-based suite shares: the mock server listens, each path's app is
 * disposed after it, and at the end each machine's coverage is printed and any state or
 * transition no path took fails the run. Returns where a path registers its clean-up.
 */
export function modelSuiteLifecycle(server: SetupServer, coverages: Record<string, ReturnType<typeof createCoverage>>) {
  const cleanups: Array<() => void> = [];
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeAll(preloadTheApp, 120_000);
  afterEach(() => {
    while (cleanups.length) cleanups.pop()?.();
    server.resetHandlers();
    window.location.hash = '';
  });
  afterAll(() => {
    server.close();
    const missed: string[] = [];
    for (const [name, coverage] of Object.entries(coverages)) {
      const { states, transitions, missedStates, missedTransitions } = coverage.report();
      console.info(`${name} machine: states ${states.covered}/${states.total}, transitions ${transitions.covered}/${transitions.total}`);
      missed.push(...missedStates, ...missedTransitions);
    }
    if (missed.length) throw new Error(`Not covered:\n${missed.join('\n')}`);
  });
  return cleanups;
}
