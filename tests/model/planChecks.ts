import { expect, it } from 'vitest';
import { planPaths, type MachineModel, type PlannedPath } from './plan';

/** The model's entries (by name) that no planned path takes. */
export const entriesInNoPath = (model: MachineModel, paths: readonly PlannedPath[] = planPaths(model)) => {
  const taken = new Set(paths.flatMap((path) => path.steps.map((step) => step.event)));
  return model.events.filter((entry) => !taken.has(entry.event)).map((entry) => entry.name);
};

/**
 * For a machine's own suite (a mutation run runs it alone): a machine changed so that its plan
 * loses paths (a state, an outcome or a guard gone) would pass with fewer tests, so every
 * modelled event must be in a planned path. The machine keeps the id its statechart page and
 * the in-app statecharts view know it by.
 */
export function itPlansEveryEntry(model: MachineModel) {
  it('the plan takes every modelled event, on the machine its pages name', () => {
    expect(model.machine.id).toBe(model.suite);
    expect(entriesInNoPath(model), 'modelled events in no path').toEqual([]);
  });
}
