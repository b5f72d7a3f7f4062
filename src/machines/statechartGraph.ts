import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { AUTOMATIC, STAYS, descendants, eventLabel, guardLabel, isInitial, statePath, transitionRows } from './statechartDoc';
import { transitionKey } from './transitionKey';

/**
 * A machine as a drawable graph: a box per state (nested in its parent's box), an arrow per
 * transition target, a start dot in every box that has a starting step, and an "any state"
 * box for the transitions the machine has in every state. Pure and browser-safe: the layout
 * (`npm run statecharts`) and the app's drawing both read it.
 */

export type BoxKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'start' | 'any';

export interface StateBox {
  /** The state node's id (`session.signedIn.ready`); `<parent id>#start` for a start dot. */
  id: string;
  /** The state's own name (`ready`); empty for a start dot. */
  name: string;
  /** `signedIn › ready`, as the tables write it; empty for pseudo boxes. */
  path: string;
  /** The box this one is drawn in; null at the top level. */
  parent: string | null;
  kind: BoxKind;
  /** The step its parent starts in. */
  initial: boolean;
  description: string;
}

export interface Arrow {
  /** Unique in the graph: the transition key, and the target for multi-target transitions. */
  id: string;
  /** `transitionKey(transition)`; empty for the arrow from a start dot. */
  key: string;
  source: string;
  target: string;
  event: string;
  guard: string;
  /** What the arrow says: `login.submit [hasMfa]`. */
  label: string;
  /** The state does not change, only data is updated: drawn as a loop. */
  stays: boolean;
  /** Index of its row in `transitionRows(machine)`; -1 for the arrow from a start dot. */
  row: number;
}

export interface StatechartGraph {
  machineId: string;
  boxes: StateBox[];
  arrows: Arrow[];
}

export const startId = (parentId: string) => `${parentId}#start`;
export const anyStateId = (machineId: string) => `${machineId}#any`;

/** Transitions the machine has in every state: listed in the "any state" box, not drawn as arrows. */
export const isAnyStateArrow = (arrow: Arrow, machineId: string) => arrow.source === anyStateId(machineId);

/** The lines of the "any state" box: `step.visit [opensStep] → account`, `draft.edit (stays)`. */
export function anyStateLines(graph: StatechartGraph): Array<{ arrow: Arrow; text: string }> {
  const paths = new Map(graph.boxes.map((box) => [box.id, box.path]));
  return graph.arrows
    .filter((arrow) => isAnyStateArrow(arrow, graph.machineId))
    .map((arrow) => ({ arrow, text: `${arrow.label} ${arrow.stays ? STAYS : `→ ${paths.get(arrow.target) || graph.machineId}`}` }));
}

function kindOf(node: AnyStateNode): BoxKind {
  if (node.type === 'final') return 'final';
  if (node.type === 'parallel') return 'parallel';
  return node.type === 'compound' ? 'compound' : 'atomic';
}

export function arrowLabel(event: string, guard: string): string {
  return [event === AUTOMATIC && guard ? '' : event, guard ? `[${guard}]` : ''].filter(Boolean).join(' ');
}

export function statechartGraph(machine: AnyStateMachine): StatechartGraph {
  const root = machine.root as AnyStateNode;
  const rows = transitionRows(machine);
  const hasAnyState = rows.some((row) => row.transition.source === root);
  const boxId = (node: AnyStateNode) => (node === root ? anyStateId(machine.id) : node.id);

  const boxes: StateBox[] = [];
  const arrows: Arrow[] = [];
  if (hasAnyState) {
    boxes.push({ id: anyStateId(machine.id), name: 'any state', path: '', parent: null, kind: 'any', initial: false, description: '' });
  }

  const startsIn = (node: AnyStateNode) => {
    const first = node.type === 'compound' ? (node.initial.target[0] as AnyStateNode | undefined) : undefined;
    if (!first) return;
    const id = startId(node.id);
    boxes.push({ id, name: '', path: '', parent: node === root ? null : node.id, kind: 'start', initial: false, description: '' });
    arrows.push({ id, key: '', source: id, target: first.id, event: '', guard: '', label: '', stays: false, row: -1 });
  };

  startsIn(root);
  for (const node of descendants(root)) {
    boxes.push({
      id: node.id,
      name: node.key,
      path: statePath(node),
      parent: node.parent === root || !node.parent ? null : node.parent.id,
      kind: kindOf(node),
      initial: isInitial(node),
      description: node.description ?? '',
    });
    startsIn(node);
  }

  rows.forEach((row, index) => {
    const { transition } = row;
    const source = boxId(transition.source as AnyStateNode);
    const key = transitionKey(transition);
    const event = eventLabel(transition);
    const guard = guardLabel(transition.guard);
    const targets = ((transition.target ?? []) as AnyStateNode[]).map(boxId);
    const common = { key, source, event, guard, label: arrowLabel(event, guard), row: index };
    if (targets.length === 0) arrows.push({ ...common, id: key, target: source, stays: true });
    for (const target of targets) arrows.push({ ...common, id: targets.length > 1 ? `${key}→${target}` : key, target, stays: false });
  });

  return { machineId: machine.id, boxes, arrows };
}
