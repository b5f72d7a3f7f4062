// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { parcelMachine } from '../../tests/support/parcelMachine';
import { documentedMachines } from './registry';
import { descendants, transitionRows } from './statechartDoc';
import { anyStateId, anyStateLines, startId, statechartGraph } from './statechartGraph';
import { transitionKey } from './transitionKey';

describe('statechartGraph', () => {
  const graph = statechartGraph(parcelMachine);
  const box = (id: string) => graph.boxes.find((candidate) => candidate.id === id);
  const arrowsFrom = (source: string) => graph.arrows.filter((arrow) => arrow.source === source).map((arrow) => `${arrow.label} → ${arrow.target}`);

  it('has a box per state, nested in its parent, with its kind and start step', () => {
    expect(box('parcel.loading')).toMatchObject({ name: 'loading', path: 'loading', parent: null, kind: 'atomic', initial: true });
    expect(box('parcel.delivering')).toMatchObject({ parent: null, kind: 'parallel', initial: false });
    expect(box('parcel.delivering.truck')).toMatchObject({ path: 'delivering › truck', parent: 'parcel.delivering', kind: 'compound' });
    expect(box('parcel.delivering.truck.parked')).toMatchObject({ parent: 'parcel.delivering.truck', kind: 'final' });
    expect(box('parcel.delivered')).toMatchObject({ kind: 'final' });
  });

  it('marks where each box starts with a dot and an arrow, and none in a parallel state', () => {
    expect(box(startId('parcel'))).toMatchObject({ kind: 'start', parent: null });
    expect(box(startId('parcel.delivering.truck'))).toMatchObject({ kind: 'start', parent: 'parcel.delivering.truck' });
    expect(box(startId('parcel.delivering'))).toBeUndefined();
    expect(arrowsFrom(startId('parcel.delivering.door'))).toEqual([' → parcel.delivering.door.closed']);
  });

  it('draws every transition, labelled with its event and condition, and loops for those that stay', () => {
    expect(arrowsFrom('parcel.loading')).toEqual([
      'loadParcel done [isPaid] → parcel.delivering',
      'loadParcel done → parcel.unpaid',
      'loadParcel failed → parcel.failed',
    ]);
    expect(arrowsFrom('parcel.delivering')).toEqual(['delivering finished → parcel.delivered']);
    expect(graph.arrows.find((arrow) => arrow.label === 'parcel.track' && arrow.source === 'parcel.delivering.door.closed')).toMatchObject({
      target: 'parcel.delivering.door.closed',
      stays: true,
    });
  });

  it('puts the transitions of any state in the "any state" box', () => {
    expect(box(anyStateId('parcel'))).toMatchObject({ kind: 'any', parent: null });
    expect(anyStateLines(graph).map((line) => line.text)).toEqual(['parcel.cancel → cancelled']);
  });

  it.each(documentedMachines.map((machine) => [machine.id, machine as AnyStateMachine]))('%s: every state and every transition is drawn', (_, machine) => {
    const { boxes, arrows } = statechartGraph(machine);
    const states = descendants(machine.root as AnyStateNode);
    expect(boxes.filter((candidate) => candidate.path).map((candidate) => candidate.id)).toEqual(states.map((node) => node.id));
    for (const node of states) {
      expect(boxes.find((candidate) => candidate.id === node.id)?.parent).toBe(node.parent === machine.root ? null : node.parent?.id);
    }
    const keys = new Set(arrows.map((arrow) => arrow.key));
    for (const row of transitionRows(machine)) expect(keys).toContain(transitionKey(row.transition));
    expect(new Set(arrows.map((arrow) => arrow.id)).size).toBe(arrows.length);
  });
});
