import type { AnyActorLogic, AnyStateMachine, AnyStateNode, EventObject, InspectionEvent, Snapshot } from 'xstate';
import { transitionKey } from '../../src/machines/transitionKey';
import { getAdjacencyMap, getShortestPaths, getStateNodes, type StatePath, type TraversalOptions } from 'xstate/graph';

declare module 'vitest' {
  interface TaskMeta {
    /** Per machine id, the transitions the app's actors took while this test ran (tests/model/harness.ts, modelSuiteLifecycle). */
    ranTransitions?: Record<string, string[]>;
  }
}

export function allStates(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root).map((node) => node.id);
}

export function allTransitions(machine: AnyStateMachine): string[] {
  const keys = new Set<string>();
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    for (const list of node.transitions.values()) for (const transition of list) keys.add(transitionKey(transition));
    for (const transition of node.always ?? []) keys.add(transitionKey(transition));
  }
  return [...keys];
}

export function allEventTypes(machine: AnyStateMachine): string[] {
  const types = new Set<string>();
  for (const node of [machine.root, ...getStateNodes(machine.root)]) for (const type of node.transitions.keys()) types.add(type);
  return [...types];
}

/**
 * Records the states entered and transitions taken by live actors. A machine made by a
 * factory runs under its own id (`catalogue.product` for `resource`): pass that id (or the ids
 * of the several forms a suite renders) to count its steps as the documented machine's.
 */
export function createCoverage(machine: AnyStateMachine, liveIds: string | readonly string[] = machine.id) {
  const states = new Set<string>();
  const transitions = new Set<string>();
  // What the actors took since the path began (startPath): the run's record of that path.
  let pathTaken = new Set<string>();
  const ids = typeof liveIds === 'string' ? [liveIds] : liveIds;
  const escaped = ids.map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const liveIdInKey = new RegExp(`(?<![\\w.])(?:${escaped})(?![\\w])`, 'g');
  const asDocumented = (key: string) => key.replace(liveIdInKey, machine.id);
  const isRoot = (id: string) => ids.includes(id);
  return {
    inspect(event: InspectionEvent) {
      if (event.type === '@xstate.microstep') {
        for (const transition of event._transitions) {
          const key = asDocumented(transitionKey(transition));
          transitions.add(key);
          pathTaken.add(key);
          // A state left at once (an initial one with only automatic transitions) is in no snapshot.
          if (!isRoot(transition.source.id)) states.add(asDocumented(transition.source.id));
        }
      }
      if (event.type === '@xstate.snapshot' || event.type === '@xstate.microstep') {
        const nodes = (event.snapshot as { _nodes?: AnyStateNode[] })._nodes ?? [];
        for (const node of nodes) if (!isRoot(node.id)) states.add(asDocumented(node.id));
      }
    },
    /** A path begins: what the actors take from now on is its record (`pathTransitions`). */
    startPath() {
      pathTaken = new Set();
    },
    /**
     * The machine's transitions the live actors took since `startPath`: what the app did
     * while the path ran, whatever the plan says it takes.
     */
    pathTransitions() {
      return allTransitions(machine).filter((key) => pathTaken.has(key));
    },
    /** What the actors went through, as transition keys and state ids. */
    reached() {
      return { transitions: [...transitions], states: [...states] };
    },
    report() {
      const wantedStates = allStates(machine);
      const wantedTransitions = allTransitions(machine);
      return {
        states: { covered: wantedStates.filter((s) => states.has(s)).length, total: wantedStates.length },
        transitions: {
          covered: wantedTransitions.filter((t) => transitions.has(t)).length,
          total: wantedTransitions.length,
        },
        missedStates: wantedStates.filter((s) => !states.has(s)),
        missedTransitions: wantedTransitions.filter((t) => !transitions.has(t)),
      };
    },
  };
}

/**
 * One path per edge of the machine's graph: the shortest way to the edge's source state,
 * then the edge. Paths that are the start of a longer one are dropped.
 */
export function pathsCoveringEveryEdge<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject>(
  machine: AnyStateMachine | AnyActorLogic,
  options: TraversalOptions<TSnapshot, TEvent, unknown>,
): Array<StatePath<TSnapshot, TEvent>> {
  const serialize = options.serializeState as (state: TSnapshot) => string;
  const adjacency = getAdjacencyMap(machine, options as never) as unknown as Record<
    string,
    { state: TSnapshot; transitions: Record<string, { event: TEvent; state: TSnapshot }> }
  >;
  const shortest = new Map(
    (getShortestPaths(machine, options as never) as unknown as Array<StatePath<TSnapshot, TEvent>>).map((path) => [
      serialize(path.state),
      path,
    ]),
  );
  const paths: Array<StatePath<TSnapshot, TEvent>> = [];
  for (const [stateKey, { transitions }] of Object.entries(adjacency)) {
    const prefix = shortest.get(stateKey);
    if (!prefix) continue;
    for (const edge of Object.values(transitions)) {
      paths.push({ state: edge.state, steps: [...prefix.steps, { event: edge.event, state: edge.state }], weight: prefix.weight + 1 });
    }
  }
  const signature = (path: StatePath<TSnapshot, TEvent>) => path.steps.map((step) => JSON.stringify(step.event)).join(' > ');
  const unique = [...new Map(paths.map((path) => [signature(path), path])).entries()];
  return unique
    .filter(([mine]) => !unique.some(([other]) => other.startsWith(`${mine} > `)))
    .map(([, path]) => path);
}

/**
 * The machine transitions and states one planned path goes through, by the graph's steps:
 * automatic transitions (`always`) are not among them.
 */
export function reachOf(machine: AnyStateMachine, path: StatePath<Snapshot<unknown>, EventObject>): Set<string> {
  const reached = new Set<string>();
  path.steps.forEach((step, index) => {
    for (const node of (step.state as { _nodes?: AnyStateNode[] })._nodes ?? []) reached.add(node.id);
    const before = path.steps[index - 1]?.state;
    if (!before) return;
    for (const transition of machine.getTransitionData(before as never, step.event)) reached.add(transitionKey(transition));
  });
  return reached;
}

/**
 * The fewest paths (greedily) that together go through every transition and state the
 * given paths reach (`reach`: the transition keys and state ids a path goes through),
 * beyond what is `covered` already: running them all would repeat the same ground many times.
 */
export function fewestPathsCovering<TPath extends StatePath<Snapshot<unknown>, EventObject>>(
  paths: TPath[],
  reach: (path: TPath) => Set<string>,
  covered = new Set<string>(),
): TPath[] {
  const candidates = paths.map((path) => ({ path, reach: reach(path) }));
  const chosen: TPath[] = [];
  for (;;) {
    let best: (typeof candidates)[number] | undefined;
    let bestGain = 0;
    for (const candidate of candidates) {
      const gain = [...candidate.reach].filter((item) => !covered.has(item)).length;
      if (gain > bestGain || (gain === bestGain && gain > 0 && best && candidate.path.steps.length < best.path.steps.length)) {
        best = candidate;
        bestGain = gain;
      }
    }
    if (!best) return chosen;
    chosen.push(best.path);
    best.reach.forEach((item) => covered.add(item));
  }
}
