import { waitFor } from '@testing-library/react';
import { http } from 'msw';
import { ok, quietLiveStream } from '../support/sessionHandlers';
import type { SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { createCoverage } from './coverage';
import { stateKey } from './plan';
import { itChecksTheRunLast } from './runCheck';
import type { EventObject, StateValue } from 'xstate';

/** A call the app made to the scripted server, as the server received it. */
export interface RecordedCall {
  method: string;
  path: string;
  /** The JSON body (null when there is none). */
  body: Record<string, unknown> | null;
  /** The Authorization header as sent (the bare token), null when none. */
  token: string | null;
}

/** What the server answers to a call: an endpoint and a response maker. */
export interface PlannedAnswer {
  endpoint: string;
  answer: () => Response;
  /**
   * What the server must have been asked for this answer (written from the spec and the path's
   * events, never from the machine's context): throws (expect) when the call differs.
   */
  asks?: (call: RecordedCall, earlier: readonly RecordedCall[]) => void;
}

export async function recordCall(request: Request): Promise<RecordedCall> {
  const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
  let body: Record<string, unknown> | null = null;
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  } catch {
    body = { raw: text };
  }
  return { method: request.method, path: new URL(request.url).pathname, body, token: request.headers.get('Authorization') };
}

/**
 * Server outcomes of a model path. An outcome event is the answer to a call already in
 * flight: it is queued before the step that makes the call and released when the path
 * reaches it, so in-flight states stay on screen long enough to be checked. A call with no
 * planned answer stays in flight. Every call is recorded: the path checks what each answered
 * call asked (`asks`) and that each carried the signed-in token (`token`).
 */
export function createScriptedServer(endpoints: readonly string[], options: { token?: () => string | null } = {}) {
  type Entry = { planned: PlannedAnswer; released: Promise<void>; call?: RecordedCall };
  const queues = new Map<string, Entry[]>();
  const calls: RecordedCall[] = [];
  const problems: string[] = [];
  let pendingRelease: { release: () => void; entry: Entry } | null = null;
  return {
    handlers: endpoints.map((endpoint) =>
      http.post(endpoint, async ({ request }) => {
        const call = await recordCall(request);
        calls.push(call);
        const expected = options.token?.();
        if (expected !== undefined && call.token !== expected) {
          problems.push(`${call.method} ${call.path} carried the token ${String(call.token)}, not ${String(expected)}`);
        }
        const next = queues.get(endpoint)?.shift();
        if (!next) return new Promise<Response>(() => {});
        next.call = call;
        await next.released;
        return next.planned.answer();
      }),
    ),
    /** Every call the scripted endpoints received in this path, in order. */
    calls,
    problems,
    reset() {
      queues.clear();
      calls.length = 0;
      problems.length = 0;
      for (const endpoint of endpoints) queues.set(endpoint, []);
      pendingRelease = null;
    },
    plan(planned: PlannedAnswer | null) {
      if (!planned) return;
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const queue = queues.get(planned.endpoint);
      if (!queue) throw new Error(`${planned.endpoint} is not a scripted endpoint`);
      const entry: Entry = { planned, released };
      queue.push(entry);
      pendingRelease = { release, entry };
    },
    /** Lets the last planned answer go out; returns a check of the call it answered. */
    releasePlanned() {
      const pending = pendingRelease;
      pendingRelease = null;
      pending?.release();
      return () => {
        if (!pending) return;
        const { entry } = pending;
        expect(entry.call, `the app should have called ${entry.planned.endpoint}`).toBeDefined();
        const call = entry.call!;
        entry.planned.asks?.(call, calls.slice(0, calls.indexOf(call)));
      };
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
  /**
   * The server's answer that makes `event` happen; `later` are the steps after it, `before`
   * those up to the one that makes the call.
   */
  answerFor(event: TEvent, later: Array<PathStep<TSnapshot, TEvent>>, before: Array<PathStep<TSnapshot, TEvent>>): PlannedAnswer | null;
  /** Mounts the app so that it takes the first step (e.g. restores what the browser stored). */
  start(event: TEvent): Promise<void> | void;
  /** Causes a person's event through the UI. */
  drive: Partial<Record<string, (event: TEvent) => Promise<void>>>;
  /** The live actor is in the model's state. */
  isIn(state: TSnapshot): boolean;
  /**
   * What each state shows a person; a state without a check fails the run. `before` are the
   * path's steps up to this one: what the person and the server did, for checks that must not
   * read the machine's own context.
   */
  shows: Record<string, (state: TSnapshot, before: Array<PathStep<TSnapshot, TEvent>>) => Promise<void>>;
  /** States too short-lived to check on screen. */
  transient?: string[];
}

/**
 * What every signed-in page asks in the background: the live updates stream (open, quiet) and
 * the notification bell's first page (empty). Scripted for every path; anything else is not.
 */
export const signedInBackground = [
  http.get('/reactapi/live/updates', quietLiveStream),
  http.post('/reactapi/view/notifications', () => ok({ items: [], next_cursor: null, unread_count: 0 })),
];

/** Where the toasts are (src/ui/components/Toaster.tsx, Radix's viewport region). */
const TOASTS = '[role="region"][aria-label^="Notifications (F8)"]';

// Calls the app made that no handler of the suite answers (see modelSuiteLifecycle).
const unscripted: string[] = [];

/** Runs a model path against the rendered app, checking every state it passes through. */
export async function walkPath<TSnapshot extends { value: StateValue }, TEvent extends EventObject>(
  options: WalkOptions<TSnapshot, TEvent>,
) {
  const { steps, server, answerFor, start, drive, isIn, shows, transient = [] } = options;
  for (const [index, step] of steps.entries()) {
    const next = steps[index + 1];
    const driver = index === 0 ? start : drive[step.event.type];
    const isOutcome = index > 0 && answerFor(step.event, [], []) !== null;
    if (!driver && !isOutcome) throw new Error(`No way to drive ${step.event.type}`);
    const checkCall = isOutcome ? server.releasePlanned() : null;
    if (next) server.plan(answerFor(next.event, steps.slice(index + 2), steps.slice(0, index + 1)));
    if (driver) await driver(step.event);
    await waitFor(() => expect(isIn(step.state), `should reach ${stateKey(step.state.value)}`).toBe(true));
    // What the server was asked for the answer that led here, and every call so far.
    checkCall?.();
    expect(server.problems, 'calls the server refuses').toEqual([]);
    expect(unscripted, 'calls no path scripted').toEqual([]);
    const key = stateKey(step.state.value);
    const check = shows[key];
    if (check) await check(step.state, steps.slice(0, index + 1));
    else if (!transient.includes(key)) throw new Error(`No UI check for state ${key}`);
    // An error toast says what went wrong; it never takes the keyboard focus from the page.
    expect(document.activeElement?.closest(TOASTS) ?? null, 'a toast took the keyboard focus').toBeNull();
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
 * disposed after it, and the file's last test (`itChecksTheRunLast`) prints each machine's
 * coverage and fails when a planned path did not run and pass or a state or transition was
 * not taken. Returns where a path registers its clean-up.
 */
export function modelSuiteLifecycle(server: SetupServer, coverages: Record<string, ReturnType<typeof createCoverage>>) {
  const cleanups: Array<() => void> = [];
  // Each test's record of what the app's actors took (by machine id), for the run's report
  // (tests/model/reportPages.ts): coverage comes from what ran, not from the planned path.
  beforeEach(() => Object.values(coverages).forEach((coverage) => coverage.startPath()));
  afterEach(({ task }) => {
    task.meta.ranTransitions = Object.fromEntries(Object.entries(coverages).map(([id, coverage]) => [id, coverage.pathTransitions()]));
  });
  beforeAll(() =>
    server.listen({
      // A call no path scripted is refused (a network error for the app) and fails the path.
      onUnhandledRequest(request) {
        const call = `${request.method} ${new URL(request.url).pathname}`;
        unscripted.push(call);
        throw new Error(`No path scripted ${call}`);
      },
    }),
  );
  beforeAll(preloadTheApp, 120_000);
  afterEach(() => {
    while (cleanups.length) cleanups.pop()?.();
    server.resetHandlers();
    window.location.hash = '';
    unscripted.length = 0;
  });
  afterAll(() => server.close());
  itChecksTheRunLast(coverages);
  return cleanups;
}
