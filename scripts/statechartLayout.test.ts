// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentedMachines } from '../src/machines/registry';
import { isAnyStateArrow, statechartGraph } from '../src/machines/statechartGraph';
import { statechartLayoutsJson } from './statechartLayout';

const committed = readFileSync(new URL('../src/machines/generated/statechartLayouts.json', import.meta.url), 'utf8');

describe('src/machines/generated/statechartLayouts.json', () => {
  it('is the layout of the machines as they are now (`npm run statecharts` writes it)', async () => {
    expect(await statechartLayoutsJson(documentedMachines), 'stale: run `npm run statecharts` and commit the result').toBe(committed);
  }, 60_000);

  it('places every box and every arrow but those of "any state", which its box lists', () => {
    const layouts = JSON.parse(committed) as Record<string, { boxes: object; arrows: object }>;
    for (const machine of documentedMachines) {
      const graph = statechartGraph(machine);
      const layout = layouts[machine.id];
      expect(Object.keys(layout?.boxes ?? {}).sort()).toEqual(graph.boxes.map((box) => box.id).sort());
      const drawn = graph.arrows.filter((arrow) => !isAnyStateArrow(arrow, machine.id)).map((arrow) => arrow.id);
      expect(Object.keys(layout?.arrows ?? {}).sort()).toEqual(drawn.sort());
    }
  });
});
