import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { transitionKey } from './transitionKey';

/**
 * Statechart documentation for product owners (architecture §8): Markdown with a Mermaid
 * `stateDiagram-v2` and tables of states and transitions, read from the machine itself.
 * Pure and browser-safe: `npm run statecharts` writes it to docs/statecharts/, and the app
 * may render it.
 */

export interface TransitionRow {
  /** State path (`signedIn › ready`), or `any state` for transitions on the machine itself. */
  from: string;
  /** The event in plain words: `login.submit`, `login done`, `login failed`, `after 5 s`, `(automatic)`. */
  event: string;
  guard: string;
  /** Target state paths, or `(stays)` when the transition only updates data. */
  to: string;
  description: string;
  transition: AnyTransitionDefinition;
}

export const STAYS = '(stays)';
export const AUTOMATIC = '(automatic)';

/** Child states in document order. */
function children(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states) as AnyStateNode[];
}

/** Every state node below the root, depth first, in document order. */
export function descendants(node: AnyStateNode): AnyStateNode[] {
  return children(node).flatMap((child) => [child, ...descendants(child)]);
}

export function statePath(node: AnyStateNode): string {
  return node.path.join(' › ');
}

/** Mermaid ids cannot contain dots, spaces or dashes: `signedIn.ready` → `signedIn_ready`. */
export function mermaidId(node: AnyStateNode): string {
  return node.path.map((key) => key.replace(/[^A-Za-z0-9_]/g, '_')).join('_');
}

/** Name of the invoked actor a done / error event comes from (its id, else its `src`). */
function actorName(source: AnyStateNode, invokeId: string): string {
  const index = source.invoke.findIndex((invoke) => invoke.id === invokeId);
  const invoke = source.invoke[index];
  if (!invoke || invokeId !== `${index}.${source.id}`) return invokeId; // explicit id
  return typeof invoke.src === 'string' && !invoke.src.startsWith('xstate.') ? invoke.src : 'task';
}

function delayLabel(delay: unknown): string {
  if (typeof delay === 'number') return delay % 1000 === 0 ? `after ${delay / 1000} s` : `after ${delay} ms`;
  return typeof delay === 'string' ? `after ${delay}` : 'after a delay';
}

export function eventLabel(transition: AnyTransitionDefinition): string {
  const type = String(transition.eventType);
  const source = transition.source;
  const rest = (prefix: string) => type.slice(prefix.length);
  if (type === '') return AUTOMATIC;
  if (type === '*') return 'any event';
  if (type.startsWith('xstate.done.actor.')) return `${actorName(source, rest('xstate.done.actor.'))} done`;
  if (type.startsWith('xstate.error.actor.')) return `${actorName(source, rest('xstate.error.actor.'))} failed`;
  if (type.startsWith('xstate.after.')) return delayLabel(source.after.find((t) => t.eventType === type)?.delay);
  if (type.startsWith('xstate.done.state.')) {
    const stateId = rest('xstate.done.state.');
    const machineId = source.machine.id;
    return `${stateId.startsWith(`${machineId}.`) ? stateId.slice(machineId.length + 1).split('.').join(' › ') : stateId} finished`;
  }
  return type;
}

/** `hasStoredToken`, `not isAdmin`, `(a and b)`, `in signedIn`; empty when unguarded. */
export function guardLabel(guard: unknown): string {
  if (guard === undefined || guard === null) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const composite = guard as { name: string; guards?: unknown[]; stateValue?: unknown };
    if (composite.guards) {
      const parts = composite.guards.map(guardLabel);
      return composite.name === 'not' ? `not ${parts.join(' ')}` : `(${parts.join(` ${composite.name} `)})`;
    }
    if (composite.name === 'stateIn') {
      return `in ${typeof composite.stateValue === 'string' ? composite.stateValue : JSON.stringify(composite.stateValue)}`;
    }
    return composite.name && composite.name !== 'guard' ? composite.name : 'condition';
  }
  if (typeof guard === 'object' && 'type' in guard) return String(guard.type);
  return 'condition';
}

/** Every transition of the machine, in document order (state by state; `always` after events). */
export function transitionRows(machine: AnyStateMachine): TransitionRow[] {
  const root = machine.root as AnyStateNode;
  return [root, ...descendants(root)].flatMap((node) =>
    [...[...node.transitions.values()].flat(), ...(node.always ?? [])].map((transition: AnyTransitionDefinition) => ({
      from: node === root ? 'any state' : statePath(node),
      event: eventLabel(transition),
      guard: guardLabel(transition.guard),
      to: transition.target?.length ? transition.target.map((t) => statePath(t) || machine.id).join(', ') : STAYS,
      description: transition.description ?? '',
      transition,
    })),
  );
}

/** Mermaid refuses `:` (after the first one) and `;` in labels. */
function mermaidText(text: string): string {
  return text.replace(/[:;]/g, ' ').replace(/\s+/g, ' ').trim();
}

function mermaidLabel(row: TransitionRow): string {
  const guard = row.guard ? `[${row.guard}]` : '';
  return mermaidText(row.event === AUTOMATIC ? guard || 'automatically' : [row.event, guard].filter(Boolean).join(' '));
}

/** The ancestor-or-self of `node` that is `depth` levels below the root. */
function ancestorAt(node: AnyStateNode, depth: number): AnyStateNode {
  return node.path.length > depth + 1 && node.parent ? ancestorAt(node.parent, depth) : node;
}

/**
 * Mermaid cannot draw an arrow between states nested in different boxes, so each arrow is
 * drawn in the deepest box holding both ends, between the two children of that box that
 * contain them (`verifying → signedIn` is drawn `mfaRequired → signedIn`).
 */
function edge(source: AnyStateNode, target: AnyStateNode): { block: string; line: string } {
  const max = Math.min(source.path.length, target.path.length) - 1;
  let depth = 0;
  while (depth < max && source.path[depth] === target.path[depth]) depth += 1;
  return {
    block: source.path.slice(0, depth).join('.'),
    line: `${mermaidId(ancestorAt(source, depth))} --> ${mermaidId(ancestorAt(target, depth))}`,
  };
}

export function mermaidDiagram(machine: AnyStateMachine): string {
  const root = machine.root as AnyStateNode;
  const edges = new Map<string, string[]>(); // block path → arrow lines
  for (const row of transitionRows(machine)) {
    const source = row.transition.source as AnyStateNode;
    if (source === root) continue; // "any state": listed in the table only
    for (const target of (row.transition.target ?? []) as AnyStateNode[]) {
      if (target === root) continue;
      const { block, line } = edge(source, target);
      edges.set(block, [...(edges.get(block) ?? []), `${line}: ${mermaidLabel(row)}`]);
    }
  }

  const block = (node: AnyStateNode, indent: string): string[] => {
    const lines: string[] = [];
    const initial = node.type === 'compound' ? node.initial.target[0] : undefined;
    if (initial) lines.push(`${indent}[*] --> ${mermaidId(initial)}`);
    children(node).forEach((child, index) => {
      if (node.type === 'parallel' && index > 0) lines.push(`${indent}--`);
      const id = mermaidId(child);
      const name = id === child.key ? id : `"${child.key}" as ${id}`;
      if (child.type === 'compound' || child.type === 'parallel') {
        // No space before `{` after an alias: Mermaid would keep it in the id.
        lines.push(`${indent}state ${name}${id === child.key ? ' ' : ''}{`, ...block(child, `${indent}  `), `${indent}}`);
      } else {
        lines.push(id === child.key ? `${indent}${id}` : `${indent}state ${name}`);
        if (child.type === 'final') lines.push(`${indent}${id} --> [*]`);
      }
    });
    return [...lines, ...(edges.get(node.path.join('.')) ?? []).map((line) => indent + line)];
  };

  return ['stateDiagram-v2', ...block(root, '  ')].join('\n');
}

/** One Markdown table cell: no pipes or line breaks, `—` when empty. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ').trim() || '—';
}

function table(headers: string[], rows: string[][]): string[] {
  return [`| ${headers.join(' | ')} |`, `|${headers.map(() => ' --- |').join('')}`, ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`)];
}

/** The state a compound parent starts in. */
export const isInitial = (node: AnyStateNode) => node.parent?.type === 'compound' && node.parent.initial.target[0] === node;

export function statechartMarkdown(machine: AnyStateMachine): string {
  const root = machine.root as AnyStateNode;
  const states = descendants(root).map((node) => [
    `${statePath(node)}${isInitial(node) ? ' *(start)*' : ''}`,
    node.description ?? '',
  ]);
  const transitions = transitionRows(machine).map((row) => [row.from, row.event, row.guard, row.to, row.description]);

  return [
    `<!-- Generated by \`npm run statecharts\` from the "${machine.id}" machine. Do not edit by hand: change the machine and run the script again. -->`,
    '',
    `# ${machine.id}`,
    '',
    root.description?.trim() || '*(This machine has no description.)*',
    '',
    '## Diagram',
    '',
    'Each box is a state; boxes inside a box are the steps of that state. An arrow is labelled with what makes it happen:',
    'an event, `… done` / `… failed` when a background task ends, and `[condition]` when it only happens if that condition holds.',
    'An arrow touching the edge of a box starts or ends at a step inside it: the Transitions table below names the exact step.',
    '',
    '```mermaid',
    mermaidDiagram(machine),
    '```',
    '',
    '## States',
    '',
    ...table(['State', 'What it means'], states),
    '',
    '## Transitions',
    '',
    `A transition from a state also applies in every step inside it. \`${STAYS}\`: the state does not change, only data is updated. \`${AUTOMATIC}\`: happens by itself as soon as the condition holds.`,
    '',
    ...table(['From', 'Event', 'Condition', 'To', 'What happens'], transitions),
    '',
  ].join('\n');
}

/** Which transitions (by `transitionKey`) passing model-based paths took in the last run: src/machines/generated/modelCoverage.json. */
export interface TransitionCoverage {
  covered: string[];
  total: number;
}

/**
 * The statechart page followed by the coverage marks: for each transition, whether a path
 * generated from the machine took it and passed in the last model run (tests/model/).
 */
export function statechartPageWithCoverage(machine: AnyStateMachine, coverage: TransitionCoverage | undefined): string {
  const covered = new Set(coverage?.covered ?? []);
  const rows = transitionRows(machine).map((row) => ({ row, tested: covered.has(transitionKey(row.transition)) }));
  const tested = rows.filter((entry) => entry.tested).length;
  return [
    statechartMarkdown(machine),
    '## Covered by generated tests',
    '',
    tested > 0
      ? `${tested} of ${rows.length} transitions are taken by a path generated from this machine that passed against the rendered app in the last model run (\`npm run test:model\`, then \`npm run statecharts\` to refresh these marks).`
      : 'No path generated from this machine passed in the last model run.',
    '',
    ...table(
      ['From', 'Event', 'Condition', 'To', 'Tested'],
      rows.map(({ row, tested: yes }) => [row.from, row.event, row.guard, row.to, yes ? '✅ yes' : '❌ no']),
    ),
    '',
  ].join('\n');
}
