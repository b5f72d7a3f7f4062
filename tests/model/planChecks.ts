import { expect, it } from 'vitest';
import { planPaths, type MachineModel, type PlannedPath } from './plan';

/**
 * The planned paths, or none when the machine cannot be planned (a guard it names is gone):
 * a suite file that throws while collecting its tests counts for Stryker as no test failed, so
 * the plan is made again inside a test (`itPlans`, `itPlansEveryEntry`), where it fails.
 */
export function pathsOrNone(model: MachineModel): PlannedPath[] {
  try {
    return planPaths(model);
  } catch {
    return [];
  }
}

/** A test that fails when the machine's paths cannot be planned (see `pathsOrNone`). */
export function itPlans(model: MachineModel) {
  it('its paths can be planned', () => {
    expect(planPaths(model).length).toBeGreaterThan(0);
  });
}

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
