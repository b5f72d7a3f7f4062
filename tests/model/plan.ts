import { createActor, fromPromise, type ActorLogic, type AnyStateMachine, type EventObject, type InspectionEvent, type Snapshot, type StateValue } from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';
import { allStates, allTransitions, createCoverage, fewestPathsCovering, pathsCoveringEveryEdge, reachOf } from './coverage';

/**
 * The model half of a model-based suite: which events a person or the server can cause, in
 * which states. Pure (no React, no DOM), so `npm run statecharts` and `npm run model:path`
 * plan the same paths the suite renders, and the committed coverage cannot drift from them.
 */

export type ModelEvent = EventObject & { [key: string]: unknown };

// The snapshot a model reads; each model narrows it to its machine's own snapshot type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySnapshot = any;

export interface ModelEntry<TSnapshot = AnySnapshot> {
  /** What happens, in words a tester reads in the report (`types a gift`, `the server refuses`). */
  name: string;
  event: ModelEvent;
  /** The states (and data) in which it can happen. */
  when: (s: TSnapshot) => boolean;
  /**
   * Where the product says it leads (a state key like `payment`), or per state it happens in
   * (`{ delivery: 'review', payment: 'delivery' }`): written from the spec, never read from the
   * machine, so a machine that sends the event elsewhere fails its suite. A function reads the
   * state it happens in and the names of the path's earlier events.
   */
  to?: string | Record<string, string> | ((from: string, earlier: string[]) => string | undefined);
}

export interface ModelStart {
  /** Shown before the path's events (`reloaded at the work place: …`); empty for the only start. */
  name: string;
  input: unknown;
}

export interface MachineModel<TSnapshot = AnySnapshot> {
  machine: AnyStateMachine;
  /** The suite that renders these paths: `tests/model/<suite>.model.test.tsx`. */
  suite: string;
  starts: ModelStart[];
  events: Array<ModelEntry<TSnapshot>>;
  /** Which context tells states apart for the model (the value is always part of it). */
  serializeState: (s: TSnapshot) => string;
  /** Drops generated paths the UI cannot start with (e.g. the first event must open a page). */
  keepPath?: (path: StatePath<Snapshot<unknown>, ModelEvent>) => boolean;
  /**
   * Child actors (by their key in the machine's `actors`) that stay real in the plan, e.g. a
   * spawned form machine whose values the flow's guards read: the path's events reach them
   * as they do in the app. Every other child is silenced (its outcome is a path event).
   */
  liveActors?: string[];
}

export interface PlannedStep {
  event: ModelEvent;
  /** The model entry's name; `opens` for the first step. */
  name: string;
  state: AnySnapshot;
  /** `signedIn.ready`; parallel regions joined by commas. */
  stateKey: string;
}

export interface PlannedPath {
  /** The events in words: the test's name. */
  name: string;
  start: ModelStart;
  /** The first step is the machine starting (its initial state). */
  steps: PlannedStep[];
  /** Transition keys (src/machines/transitionKey.ts) and state ids the path goes through. */
  transitions: string[];
  states: string[];
}

/** `{ signedIn: 'ready' }` → `signedIn.ready`; parallel regions joined by commas. */
export function stateKey(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => (child && Object.keys(child as object).length ? `${key}.${stateKey(child as StateValue)}` : key))
    .join(',');
}

/**
 * A copy of the model's machine whose child actors never answer (the path's events say how
 * they end), except those the model keeps live.
 */
function silent(model: MachineModel): AnyStateMachine {
  const { machine, liveActors = [] } = model;
  const never = fromPromise(() => new Promise<never>(() => {}));
  const silenced = Object.keys(machine.implementations.actors).filter((key) => !liveActors.includes(key));
  return machine.provide({ actors: Object.fromEntries(silenced.map((key) => [key, never])) });
}

/** Runs events on a started actor of the silenced machine; the snapshot is taken before it stops. */
function run(machine: AnyStateMachine, input: unknown, events: ModelEvent[], inspect?: (event: InspectionEvent) => void) {
  const actor = createActor(machine, { input, inspect });
  actor.start();
  for (const event of events) actor.send(event);
  const end = actor.getSnapshot();
  actor.stop();
  return end;
}

/**
 * Replays a planned path on a real actor (actors silenced) and records what it went through,
 * including automatic transitions and those ending a compound state, which the graph's
 * adjacency does not list.
 */
export function replay(model: MachineModel, input: unknown, events: ModelEvent[]) {
  const coverage = createCoverage(model.machine);
  const end = run(silent(model), input, events, coverage.inspect);
  return { ...coverage.reached(), end };
}

/**
 * What the graph walks. A machine whose children are all silenced is walked as it is (its
 * snapshots are data). With live children, a snapshot's state is partly in those children,
 * which a transition cannot copy: each snapshot is then made by a fresh actor replaying the
 * events that lead to it, so no two snapshots share a child.
 */
function traversable(model: MachineModel): AnyStateMachine | ActorLogic<AnySnapshot, ModelEvent, unknown> {
  if (!model.liveActors?.length) return model.machine;
  const machine = silent(model);
  const history = new WeakMap<object, { input: unknown; events: ModelEvent[] }>();
  const made = (input: unknown, events: ModelEvent[]) => {
    const snapshot = run(machine, input, events);
    history.set(snapshot, { input, events });
    return snapshot;
  };
  return {
    getInitialSnapshot: (_scope: unknown, input: unknown) => made(input, []),
    transition(snapshot: AnySnapshot, event: ModelEvent) {
      const before = history.get(snapshot);
      if (!before) throw new Error('A snapshot the plan did not make');
      return made(before.input, [...before.events, event]);
    },
  } as unknown as ActorLogic<AnySnapshot, ModelEvent, unknown>;
}

/**
 * The event takes a transition here, including one that only says the event is ignored
 * (no target, no action), which `snapshot.can` leaves out but the statechart lists.
 */
const takesATransition = (s: AnySnapshot, event: ModelEvent) => s.machine.getTransitionData(s, event).length > 0;

const plans = new WeakMap<MachineModel, PlannedPath[]>();
/** Per model, a path to every edge of its graph (each event in each state it can happen in): `wrongTargets` checks them all. */
const edgePaths = new WeakMap<MachineModel, Array<Omit<PlannedPath, 'transitions' | 'states'>>>();

/** The generated paths of a model: together they take every transition the model allows. */
export function planPaths(model: MachineModel): PlannedPath[] {
  const known = plans.get(model);
  if (known) return known;
  const nameOf = (event: ModelEvent) => model.events.find((entry) => entry.event === event)?.name ?? 'opens';
  const candidates = model.starts.flatMap((start) =>
    pathsCoveringEveryEdge<AnySnapshot, ModelEvent>(traversable(model), {
      input: start.input,
      events: (s) => model.events.filter(({ when }) => when(s)).map(({ event }) => event),
      filterEvents: takesATransition,
      serializeState: model.serializeState,
      serializeEvent: nameOf as never,
    })
      .filter((path) => model.keepPath?.(path) ?? true)
      .map((path) => Object.assign(path, { start })),
  );
  // Every transition and every modelled event: outcomes that share a transition (a declined
  // card and a lost answer both end in `failed`) each get a path of their own.
  const eventsOf = (path: (typeof candidates)[number]) =>
    path.steps.slice(1).map((step) => `event #${model.events.findIndex((entry) => entry.event === step.event)}`);
  const chosen = fewestPathsCovering(candidates, (path) => new Set([...reachOf(model.machine, path), ...eventsOf(path)]));
  // The steps do not list automatic transitions: if the chosen paths miss one, add the paths
  // that take it by what a live actor goes through (replayed only then: it costs more).
  const replayed = (path: (typeof candidates)[number]) => {
    const reached = replay(model, path.start.input, path.steps.slice(1).map((step) => step.event));
    return new Set([...reached.transitions, ...reached.states]);
  };
  const reached = new Set(chosen.flatMap((path) => [...replayed(path)]));
  if ([...allTransitions(model.machine), ...allStates(model.machine)].some((item) => !reached.has(item))) {
    chosen.push(...fewestPathsCovering(candidates, replayed, reached));
  }
  const stepsOf = (path: (typeof candidates)[number]) => {
    const steps = path.steps.map(({ event, state }, index) => ({
      event,
      name: index === 0 ? 'opens' : nameOf(event),
      state,
      stateKey: stateKey(state.value),
    }));
    const events = steps.slice(1).map((step) => step.name).join(' → ') || 'opens';
    return { name: path.start.name ? `${path.start.name}: ${events}` : events, start: path.start, steps };
  };
  const planned = chosen.map((path): PlannedPath => {
    const walked = stepsOf(path);
    const reached = replay(model, path.start.input, walked.steps.slice(1).map((step) => step.event));
    return { ...walked, transitions: reached.transitions, states: reached.states };
  });
  plans.set(model, planned);
  edgePaths.set(model, candidates.map(stepsOf));
  return planned;
}

/**
 * The steps that do not end where their model entry says (`to`), each as
 * `path: from —event→ reached, expected`: every event in every state the model lets it happen
 * in, not only on the planned paths (which take each transition once, so an event the product
 * says is ignored in one state could go elsewhere unseen when another state's path took it).
 */
export function wrongTargets(model: MachineModel): string[] {
  planPaths(model);
  const wrong = new Set<string>();
  for (const path of edgePaths.get(model) ?? []) {
    path.steps.forEach((step, index) => {
      const before = path.steps[index - 1];
      const to = model.events.find((entry) => entry.event === step.event)?.to;
      if (!before || to === undefined) return;
      const earlier = path.steps.slice(1, index).map((previous) => previous.name);
      const expected = typeof to === 'string' ? to : typeof to === 'function' ? to(before.stateKey, earlier) : to[before.stateKey];
      if (expected !== undefined && step.stateKey !== expected) {
        wrong.add(`${path.name}: ${before.stateKey} —${step.name}→ ${step.stateKey}, expected ${expected}`);
      }
    });
  }
  return [...wrong];
}

/**
 * The planned paths whose test did not pass in a run (`outcomes`: each test's outcome by its
 * name; a path with no test of its name did not run), as `machine: path (outcome)`.
 */
export function pathsNotPassed(model: MachineModel, outcomes: ReadonlyMap<string, string>): string[] {
  return planPaths(model)
    .filter((path) => outcomes.get(path.name) !== 'passed')
    .map((path) => `${model.machine.id}: ${path.name} (${outcomes.get(path.name) ?? 'not run'})`);
}

/** What the planned paths cover together, against everything the machine has. */
export function plannedCoverage(model: MachineModel) {
  const paths = planPaths(model);
  const transitions = new Set(paths.flatMap((path) => path.transitions));
  const states = new Set(paths.flatMap((path) => path.states));
  const allT = allTransitions(model.machine);
  const allS = allStates(model.machine);
  return {
    covered: allT.filter((key) => transitions.has(key)),
    total: allT.length,
    missedTransitions: allT.filter((key) => !transitions.has(key)),
    missedStates: allS.filter((id) => !states.has(id)),
  };
}

/** The fewest events from a start to a state named like `done` or `signedIn.ready` (or `signedIn`). */
export function shortestPathTo(model: MachineModel, target: string): { start: ModelStart; steps: PlannedStep[] } | null {
  const nameOf = (event: ModelEvent) => model.events.find((entry) => entry.event === event)?.name ?? 'opens';
  const reaches = (key: string) => key.split(',').some((region) => region === target || region.startsWith(`${target}.`));
  let best: { start: ModelStart; steps: PlannedStep[] } | null = null;
  for (const start of model.starts) {
    const paths = getShortestPaths(traversable(model) as AnyStateMachine, {
      input: start.input,
      events: (s: AnySnapshot) => model.events.filter(({ when }) => when(s)).map(({ event }) => event),
      filterEvents: takesATransition,
      serializeState: model.serializeState,
      serializeEvent: nameOf,
    } as never) as unknown as Array<StatePath<AnySnapshot, ModelEvent>>;
    for (const path of paths.filter((candidate) => model.keepPath?.(candidate) ?? true)) {
      const steps = path.steps.map(({ event, state }, index) => ({
        event,
        name: index === 0 ? 'opens' : nameOf(event),
        state,
        stateKey: stateKey(state.value),
      }));
      const index = steps.findIndex((step) => reaches(step.stateKey));
      if (index !== -1 && (!best || index + 1 < best.steps.length)) best = { start, steps: steps.slice(0, index + 1) };
    }
  }
  return best;
}
