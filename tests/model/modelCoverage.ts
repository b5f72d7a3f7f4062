import type { AnyStateMachine } from 'xstate';
import type { TransitionCoverage } from '../../src/machines/statechartDoc';
import { allTransitions } from './coverage';

/** Per machine id, the transitions taken: the shape of modelCoverage.json and of a run's ranCoverage.json. */
export type CoverageRecord = Record<string, TransitionCoverage>;

/** Where `npm run test:model` writes what its passing paths took (tests/model/reportPages.ts). */
export const RAN_COVERAGE_FILE = 'test-results/model/ranCoverage.json';

/**
 * src/machines/generated/modelCoverage.json: per machine, the transitions that the paths which
 * passed in the last model run of its suite took (`run`: a run's ranCoverage.json; a machine
 * whose suite was not in that run keeps its `committed` marks). Never the plan: a suite that
 * runs nothing marks nothing. Keys the machine no longer has are dropped, so a changed machine
 * shows its new transitions ✗ until its suite runs again.
 */
export function modelCoverageFile(machines: readonly AnyStateMachine[], committed: CoverageRecord, run: CoverageRecord = {}): CoverageRecord {
  return Object.fromEntries(
    machines.map((machine) => {
      const keys = allTransitions(machine);
      const taken = new Set(run[machine.id]?.covered ?? committed[machine.id]?.covered ?? []);
      return [machine.id, { covered: keys.filter((key) => taken.has(key)), total: keys.length }];
    }),
  );
}
