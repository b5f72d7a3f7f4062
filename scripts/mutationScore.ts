/**
 * How `npm run test:mutation` counts Stryker's results (issue 30). One correction to Stryker:
 * a static mutant (one in code run while the machine's module loads, such as its configuration)
 * runs the whole suite; when no test of that run completed, the suite file could not even load
 * (the mutant made the machine throw, or its plan fail while collecting), which `npm run
 * test:model` reports as a failure. Stryker's Vitest runner sees no failed *test* there and says
 * "Survived"; here it is detected. A non-static mutant runs only the tests that reached it, so
 * none completing there proves nothing and it stays survived.
 */
export interface MutantOutcome {
  status: string;
  static?: boolean;
  testsCompleted?: number;
}

const DETECTED = new Set(['Killed', 'Timeout']);
const COUNTED = new Set(['Killed', 'Timeout', 'Survived', 'NoCoverage']);

/** A static mutant whose suite did not load (see above). */
export const suiteDidNotLoad = (mutant: MutantOutcome) =>
  mutant.status === 'Survived' && mutant.static === true && mutant.testsCompleted === 0;

export const isDetected = (mutant: MutantOutcome) => DETECTED.has(mutant.status) || suiteDidNotLoad(mutant);

export const isSurviving = (mutant: MutantOutcome) =>
  (mutant.status === 'Survived' || mutant.status === 'NoCoverage') && !suiteDidNotLoad(mutant);

/** The score over the mutants that ran (not the ones Stryker could not compile or ignored). */
export function scoreOf(mutants: readonly MutantOutcome[]) {
  const counted = mutants.filter((mutant) => COUNTED.has(mutant.status));
  const detected = counted.filter(isDetected).length;
  return { score: counted.length ? (100 * detected) / counted.length : 100, detected, total: counted.length };
}
