import type { AnyStateMachine } from 'xstate';
import type { TransitionCoverage } from '../../src/machines/statechartDoc';
import { allTransitions } from './coverage';
import { modelOf } from './models';
import { plannedCoverage } from './plan';

/**
 * src/machines/generated/modelCoverage.json: per machine, the transitions its planned paths
 * take. Computed from the models without rendering; each suite fails when a planned path
 * fails, so what this file claims is what the suites prove.
 */
export function modelCoverageFile(machines: readonly AnyStateMachine[]): Record<string, TransitionCoverage> {
  return Object.fromEntries(
    machines.map((machine) => {
      const model = modelOf(machine.id);
      const covered = model ? plannedCoverage(model).covered : [];
      return [machine.id, { covered, total: allTransitions(machine).length }];
    }),
  );
}
