import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { describe, expect, it } from 'vitest';
import type { InspectionEvent, StateValue } from 'xstate';
import { composeApp } from '../../src/app/composeApp';
import { ACCESS_TOKEN_KEY, USER_INFO_KEY } from '../../src/domain/constants';
import { App } from '../../src/ui/app/App';
import { demoUser, ok } from '../support/sessionHandlers';
import { allEventTypes, createCoverage } from './coverage';
import { createScriptedServer, modelSuiteLifecycle, signedInBackground, walkPath, type PathStep, type PlannedAnswer } from './harness';
import { demoUserInfo } from './models/session';
import { itPlans, pathsOrNone } from './planChecks';
import { wrongTargets, type AnySnapshot, type MachineModel, type ModelEvent, type PlannedPath } from './plan';

/**
 * The rendering half of a model-based suite for a machine that runs inside one screen of the
 * signed-in app: how each event is caused through the UI, what each state shows, and the
 * server's answers. Each planned path opens the app on `page`, then walks its steps.
 */
export interface ScreenSuite {
  model: MachineModel;
  /** The hash route the path opens (it may depend on where the path starts). */
  page: (path: PlannedPath) => string;
  /** Signed in (the default) or a visitor. */
  signedIn?: boolean;
  /** Endpoints whose answers the path scripts (held until the path reaches the outcome). */
  scripted: string[];
  /** The token every scripted call must carry (a signed-in person's); unchecked when absent. */
  token?: () => string | null;
  /**
   * The server's answer that causes an outcome event (`xstate.done.actor.…`), else null;
   * `before` are the path's steps up to the one that makes the call.
   */
  answerFor: (event: ModelEvent, later: Array<PathStep<AnySnapshot, ModelEvent>>, before: Array<PathStep<AnySnapshot, ModelEvent>>) => PlannedAnswer | null;
  /** Other reads the screen makes, answered at once. */
  handlers?: RequestHandler[];
  /**
   * Handlers that see a scripted endpoint's calls before the script: one answers a call the
   * path does not script (e.g. a page's own read of what a flow reads again later) and lets
   * the others through by returning nothing.
   */
  answersFirst?: RequestHandler[];
  /** Sees what the app's actors do, e.g. to wait until an event that changes no state has arrived. */
  inspect?: (event: InspectionEvent) => void;
  /** Before the app starts (e.g. what the browser stored). */
  prepare?: (path: PlannedPath) => void;
  /** After the page opened: what a person does before the machine starts (it may start later). */
  begin?: (path: PlannedPath) => Promise<void>;
  drive: Partial<Record<string, (event: ModelEvent) => Promise<void>>>;
  shows: Record<string, (s: AnySnapshot, before: Array<PathStep<AnySnapshot, ModelEvent>>) => Promise<void>>;
  transient?: string[];
  /**
   * Machines made by a factory run under their own id (`catalogue.product` for `resource`):
   * the id of the one this suite drives, or of each one when its paths open different pages
   * (one form per page).
   */
  liveId?: string | readonly string[];
  /**
   * Of those, the one a path drives, when another of them runs on a page the path opens (a form
   * left for a page with a form of its own): only the path's own is followed.
   */
  liveIdOf?: (path: PlannedPath) => string;
}

export let person = userEvent.setup();

export function describeScreenSuite(suite: ScreenSuite) {
  const { model } = suite;
  const { machine } = model;
  const liveIds: readonly string[] = [suite.liveId ?? machine.id].flat();
  const scripted = createScriptedServer(suite.scripted, { token: suite.token });
  const server = setupServer(
    ...(suite.answersFirst ?? []),
    ...scripted.handlers,
    ...(suite.handlers ?? []),
    http.post('/api/v2/user/current', () => ok(demoUser)),
    ...signedInBackground,
  );
  const coverage = createCoverage(machine, liveIds);
  const cleanups = modelSuiteLifecycle(server, { [machine.id]: coverage });

  let live: AnySnapshot;
  let followed: readonly string[] = liveIds;
  const inspect = (event: InspectionEvent) => {
    coverage.inspect(event);
    suite.inspect?.(event);
    const snapshot = event.type === '@xstate.snapshot' ? (event.snapshot as AnySnapshot) : undefined;
    // A page left stops its machine, which stays in the state it was last in.
    if (snapshot?.machine && followed.includes(snapshot.machine.id) && snapshot.status !== 'stopped') live = snapshot;
  };
  /** Opens the suite's page as a path's first step does. */
  async function startApp(path: PlannedPath) {
    live = undefined;
    followed = suite.liveIdOf ? [suite.liveIdOf(path)] : liveIds;
    if (suite.signedIn ?? true) {
      localStorage.setItem(ACCESS_TOKEN_KEY, 'token-demo');
      localStorage.setItem(USER_INFO_KEY, JSON.stringify(demoUserInfo));
    }
    suite.prepare?.(path);
    window.location.hash = `#${suite.page(path)}`;
    const app = composeApp({ apiOrigin: '', window, inspect });
    cleanups.push(app.dispose);
    render(<App services={app.services} />);
    await suite.begin?.(path);
  }

  describe(`${machine.id} machine, model-based`, () => {
    it('the harness can drive every event the machine knows', () => {
      const driven = new Set([...Object.keys(suite.drive), ...model.events.map(({ event }) => event.type).filter((type) => type.startsWith('xstate.'))]);
      expect(allEventTypes(machine).filter((type) => !driven.has(type))).toEqual([]);
    });

    it('each event leads where the product says', () => {
      expect(wrongTargets(model)).toEqual([]);
    });

    itPlans(model);

    it.each(pathsOrNone(model).map((path) => [path.name, path] as const))('%s', async (_, path) => {
      scripted.reset();
      person = userEvent.setup();
      const [initial, ...steps] = path.steps;
      await walkPath<AnySnapshot, ModelEvent>({
        steps: [{ event: { type: 'page.open' }, state: initial!.state }, ...steps],
        server: scripted,
        answerFor: suite.answerFor,
        start: () => startApp(path),
        drive: suite.drive,
        isIn: (state) => (live ? live.status === state.status && live.matches(state.value as StateValue) : false),
        shows: suite.shows,
        transient: suite.transient ?? [],
      });
    });
  });

  return {
    /**
     * For cases outside the plan (a guard's edges): opens the page as `path` does, the
     * scripted endpoints answered by `handlers` (this test only) instead of a path's script.
     */
    async open(path: PlannedPath, handlers: RequestHandler[]) {
      scripted.reset();
      person = userEvent.setup();
      server.use(...handlers);
      await startApp(path);
    },
  };
}
