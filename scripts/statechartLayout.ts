/**
 * Lays out the statechart graphs with ELK's layered algorithm (docs/decisions/0015): run by
 * `npm run statecharts`, which commits the positions to src/machines/generated/, so the app
 * draws them without shipping the layout engine.
 */
import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { AnyStateMachine } from 'xstate';
import { anyStateLines, isAnyStateArrow, statechartGraph, type StateBox } from '../src/machines/statechartGraph';
import { LABEL, START_SIZE, type Point, type StatechartLayout, anyStateSize, boxNameWidth, labelWidth } from '../src/machines/statechartLayoutTypes';

const elk = new ELK();

const LAYOUT_OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeRouting': 'ORTHOGONAL',
  // Keeps the largest machine (registration) narrowest, so it reads at 1280 px without zooming.
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.spacing.nodeNode': '18',
  'elk.layered.spacing.nodeNodeBetweenLayers': '36',
  'elk.spacing.edgeLabel': '4',
  'elk.spacing.edgeNode': '10',
  'elk.spacing.edgeEdge': '6',
  'elk.edgeLabels.placement': 'CENTER',
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
};
/** Room for a parent's name above its steps. */
const PARENT_PADDING = '[top=34,left=14,bottom=14,right=14]';
const BOX_HEIGHT = 38;

const round = (value: number | undefined) => Math.round((value ?? 0) * 10) / 10;

export async function layoutStatechart(machine: AnyStateMachine): Promise<StatechartLayout> {
  const graph = statechartGraph(machine);
  const nodes = new Map<string, ElkNode>();
  const elkNode = (box: StateBox): ElkNode => {
    const hasSteps = box.kind === 'compound' || box.kind === 'parallel';
    if (box.kind === 'start') return { id: box.id, width: START_SIZE, height: START_SIZE };
    if (box.kind === 'any') return { id: box.id, ...anyStateSize(anyStateLines(graph).map((line) => line.text)) };
    return hasSteps
      ? { id: box.id, children: [], layoutOptions: { 'elk.padding': PARENT_PADDING, 'elk.nodeSize.minimum': `(${boxNameWidth(box.name)}, 60)`, 'elk.nodeSize.constraints': 'MINIMUM_SIZE' } }
      : { id: box.id, width: boxNameWidth(box.name), height: BOX_HEIGHT };
  };
  const root: ElkNode = { id: graph.machineId, layoutOptions: LAYOUT_OPTIONS, children: [] };
  for (const box of graph.boxes) {
    const node = elkNode(box);
    nodes.set(box.id, node);
    const parent = box.parent ? nodes.get(box.parent) : root;
    parent?.children?.push(node);
  }
  // Arrows from "any state" would cross the whole chart: its box lists them instead.
  root.edges = graph.arrows.filter((arrow) => !isAnyStateArrow(arrow, graph.machineId)).map(
    (arrow): ElkExtendedEdge => ({
      id: arrow.id,
      sources: [arrow.source],
      targets: [arrow.target],
      labels: arrow.label ? [{ text: arrow.label, width: labelWidth(arrow.label), height: LABEL.height }] : [],
    }),
  );

  const laidOut = await elk.layout(root);
  const layout: StatechartLayout = { width: round(laidOut.width), height: round(laidOut.height), boxes: {}, arrows: {} };
  const visit = (node: ElkNode) => {
    for (const child of node.children ?? []) {
      layout.boxes[child.id] = { x: round(child.x), y: round(child.y), width: round(child.width), height: round(child.height) };
      visit(child);
    }
  };
  visit(laidOut);
  for (const edge of laidOut.edges ?? []) {
    const section = edge.sections?.[0];
    if (!section) continue;
    const points: Point[] = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map((p) => [round(p.x), round(p.y)]);
    const label = edge.labels?.[0];
    layout.arrows[edge.id] = { points, label: label ? [round(label.x), round(label.y)] : null };
  }
  return layout;
}

/** Every machine's layout by machine id, as committed (one machine per line keeps diffs short). */
export async function statechartLayoutsJson(machines: readonly AnyStateMachine[]): Promise<string> {
  const entries: string[] = [];
  for (const machine of machines) entries.push(`  ${JSON.stringify(machine.id)}: ${JSON.stringify(await layoutStatechart(machine))}`);
  return `{\n${entries.join(',\n')}\n}\n`;
}
