// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { StateValue } from 'xstate';
import modelCoverage from '../../src/machines/generated/modelCoverage.json';
import { documentedMachines } from '../../src/machines/registry';
import { allEventTypes, allStates, allTransitions } from './coverage';
import { modelCoverageFile } from './modelCoverage';
import { modelOf, models } from './models';
import { planPaths, plannedCoverage, replay, shortestPathTo, stateKey, wrongTargets } from './plan';

/**
 * Every machine gets generated paths: a machine in src/machines/registry.ts needs a model in
 * tests/model/models/index.ts and the suite that model names. Machines still waiting for
 * theirs are listed here by name, so the gap is visible and cannot grow unnoticed.
 */
const AWAITING_A_SUITE: string[] = [];

const suites = Object.keys(import.meta.glob('./*.model.test.tsx')).map((file) => file.replace(/^\.\/(.*)\.model\.test\.tsx$/, '$1'));

describe('model-based suites', () => {
  it.each(documentedMachines.map((machine) => [machine.id] as const))('%s has a model and a suite, or is listed as awaiting one', (id) => {
    const model = modelOf(id);
    if (AWAITING_A_SUITE.includes(id)) {
      expect(model, `${id} has a model now: remove it from AWAITING_A_SUITE`).toBeUndefined();
      return;
    }
    expect(model, `${id} has no model in tests/model/models/index.ts`).toBeDefined();
    expect(suites, `tests/model/${model?.suite}.model.test.tsx is missing`).toContain(model?.suite);
  });

  it('lists as awaiting a suite only machines that are documented', () => {
    const documented = documentedMachines.map((machine) => machine.id);
    expect(AWAITING_A_SUITE.filter((id) => !documented.includes(id))).toEqual([]);
  });

  it.each(models.map((model) => [model.machine.id, model] as const))('the planned paths of %s take every state and transition', (_, model) => {
    const planned = plannedCoverage(model);
    expect(planned.missedStates, 'states no planned path enters').toEqual([]);
    expect(planned.missedTransitions, 'transitions no planned path takes').toEqual([]);
    expect(planned.covered).toHaveLength(allTransitions(model.machine).length);
    expect(allStates(model.machine).length).toBeGreaterThan(0);
  });

  it.each(models.map((model) => [model.machine.id, model] as const))('the planned paths of %s take every modelled event and every event the machine knows', (_, model) => {
    const paths = planPaths(model);
    const taken = new Set(paths.flatMap((path) => path.steps.map((step) => step.event)));
    expect(model.events.filter((entry) => !taken.has(entry.event)).map((entry) => entry.name), 'modelled events in no path').toEqual([]);
    const types = new Set([...taken].map((event) => event.type));
    expect(allEventTypes(model.machine).filter((type) => !types.has(type)), "the machine's events in no path").toEqual([]);
  });

  it.each(models.map((model) => [model.machine.id, model] as const))('each event of %s leads where the product says', (_, model) => {
    expect(wrongTargets(model)).toEqual([]);
  });

  it.each(models.map((model) => [model.machine.id, model] as const))('a live %s actor ends each planned path where the plan says', (_, model) => {
    for (const path of planPaths(model)) {
      const { end } = replay(model, path.start.input, path.steps.slice(1).map((step) => step.event));
      expect(stateKey((end as { value: StateValue }).value), path.name).toBe(path.steps.at(-1)?.stateKey);
    }
  });

  it('the shortest path to a state (npm run model:path) ends there, and none is shorter', () => {
    const checkout = modelOf('checkout')!;
    const path = shortestPathTo(checkout, 'done');
    expect(path?.steps.map((step) => step.name)).toEqual(['opens', 'the checkout is ready', 'confirms the cart', 'goes on', 'goes on', 'pays', 'the server says yes']);
    expect(shortestPathTo(checkout, 'noSuchState')).toBeNull();
    // A state inside a parallel or compound one is found by its parent's name too.
    expect(shortestPathTo(modelOf('registration')!, 'verify')?.steps.at(-1)?.stateKey).toMatch(/^verify\./);
  });

  it('src/machines/generated/modelCoverage.json marks only transitions the machines have, with their totals (`npm run statecharts`)', () => {
    expect(modelCoverage).toEqual(modelCoverageFile(documentedMachines, modelCoverage));
  });
});
