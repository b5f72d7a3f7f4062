import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { statePath, transitionRows, type TransitionRow } from './statechartDoc';

/**
 * Steps a machine on its chart alone, for the statecharts page's simulate mode: no context,
 * no actions, no background task runs and no server is called. Every transition the active
 * states have is on offer, guarded ones included (the person chooses whether the condition
 * holds, as a background task's outcome is chosen with its `… done` or `… failed` arrow),
 * except those a deeper or earlier unguarded transition for the same event always wins over.
 * Pure: a path is a list of rows of `transitionRows(machine)`.
 */

export interface Simulation {
  /** Every active state, parents included. */
  active: ReadonlySet<AnyStateNode>;
  /** The steps taken, as indexes into `transitionRows(machine)`. */
  path: readonly number[];
}

const childStates = (node: AnyStateNode) => Object.values(node.states) as AnyStateNode[];

function ancestors(node: AnyStateNode): AnyStateNode[] {
  return node.parent ? [node.parent, ...ancestors(node.parent)] : [];
}

const isProperAncestor = (ancestor: AnyStateNode, node: AnyStateNode) => ancestors(node).includes(ancestor);

/** Adds `node`'s starting steps: the initial child of a compound state, every region of a parallel one. */
function enterSteps(node: AnyStateNode, active: Set<AnyStateNode>) {
  const children = childStates(node);
  if (node.type === 'parallel') {
    for (const region of children) enter(region, active);
  } else if (node.type === 'compound' && !children.some((child) => active.has(child))) {
    enter(node.initial.target[0] as AnyStateNode, active);
  } else {
    for (const child of children.filter((candidate) => active.has(candidate))) enterSteps(child, active);
  }
}

function enter(node: AnyStateNode, active: Set<AnyStateNode>) {
  active.add(node);
  enterSteps(node, active);
}

export function startSimulation(machine: AnyStateMachine): Simulation {
  const active = new Set<AnyStateNode>();
  enterSteps(machine.root as AnyStateNode, active);
  return { active, path: [] };
}

/** A compound state whose final step is reached, or a parallel state whose regions all are. */
function isFinished(node: AnyStateNode, active: ReadonlySet<AnyStateNode>): boolean {
  const children = childStates(node).filter((child) => active.has(child));
  if (node.type === 'parallel') return children.every((child) => isFinished(child, active));
  return children.some((child) => child.type === 'final');
}

/** The rows that can happen now, in the order of `transitionRows`. */
export function enabledRows(machine: AnyStateMachine, simulation: Simulation): number[] {
  const { active } = simulation;
  const root = machine.root as AnyStateNode;
  // A final state at the top ends the machine: nothing happens any more.
  if (childStates(root).some((child) => child.type === 'final' && active.has(child))) return [];

  const rows = transitionRows(machine);
  const enabled = new Set<number>();
  const leaves = [...active].filter((node) => !childStates(node).some((child) => active.has(child)));
  for (const leaf of leaves) {
    const decided = new Set<string>(); // events an unguarded transition below has taken
    for (const node of [leaf, ...ancestors(leaf)]) {
      const decidedHere = new Set<string>();
      rows.forEach((row, index) => {
        const { transition } = row;
        const event = String(transition.eventType);
        if (transition.source !== node || decided.has(event) || decidedHere.has(event)) return;
        if (event.startsWith('xstate.done.state.') && !isFinished(node, active)) return;
        enabled.add(index);
        if (!transition.guard) decidedHere.add(event);
      });
      for (const event of decidedHere) decided.add(event);
    }
  }
  return [...enabled].sort((a, b) => a - b);
}

/** The state where the source and every target are steps: left and entered again around them. */
function domainOf(source: AnyStateNode, targets: AnyStateNode[], reenter: boolean): AnyStateNode | null {
  if (!reenter && targets.every((target) => isProperAncestor(source, target))) return source;
  return ancestors(source).find((ancestor) => targets.every((target) => isProperAncestor(ancestor, target))) ?? null;
}

/** Takes row `index`; the caller checks it is enabled. */
export function takeRow(machine: AnyStateMachine, simulation: Simulation, index: number): Simulation {
  const row = transitionRows(machine)[index] as TransitionRow;
  const { transition } = row;
  const targets = (transition.target ?? []) as AnyStateNode[];
  const path = [...simulation.path, index];
  if (targets.length === 0) return { active: simulation.active, path };

  const domain = domainOf(transition.source as AnyStateNode, targets, Boolean(transition.reenter));
  // Leave every step inside the domain; states around it (and other regions) stay.
  const active = new Set([...simulation.active].filter((node) => domain !== null && !isProperAncestor(domain, node)));
  for (const target of targets) {
    for (const node of [target, ...ancestors(target)]) {
      if (node === domain || (domain && !isProperAncestor(domain, node))) break;
      active.add(node);
    }
  }
  enterSteps(domain ?? (machine.root as AnyStateNode), active);
  active.delete(machine.root as AnyStateNode);
  return { active, path };
}

/** Replays `path` from the start, stopping at the first step that is not enabled then (a stale link). */
export function replay(machine: AnyStateMachine, path: readonly number[]): Simulation {
  let simulation = startSimulation(machine);
  for (const index of path) {
    if (!enabledRows(machine, simulation).includes(index)) break;
    simulation = takeRow(machine, simulation, index);
  }
  return simulation;
}

/** The active states written like the tables (`signedIn › ready`), parents first. */
export const activePaths = (simulation: Simulation): string[] => [...simulation.active].map(statePath).sort();
