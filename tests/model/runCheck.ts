import { expect, it, type RunnerTask, type RunnerTestCase } from 'vitest';
import type { createCoverage } from './coverage';
import { modelOf } from './models';
import { pathsNotPassed } from './plan';
import type { Outcome } from './reportPages';

/**
 * The check that ends every model suite, as a test of its own: Stryker's Vitest runner counts
 * failed tests only, so a check in `afterAll` (a failed hook, every test passed) let a mutant
 * it caught count as survived.
 */
export const RUN_CHECK = 'the run: every planned path ran and passed, and the app took every state and transition';

type Coverage = Pick<ReturnType<typeof createCoverage>, 'report'>;

/** A test's outcome so far, in the report's words (tests/model/reportPages.ts). */
export function outcomeOf(test: RunnerTestCase): Outcome {
  if (test.mode === 'skip' || test.mode === 'todo') return 'skipped';
  const state = test.result?.state;
  if (state === 'pass') return 'passed';
  if (state === 'fail') return 'failed';
  return state === 'skip' || state === 'todo' ? 'skipped' : 'pending';
}

/** A file's or suite's tests, in the order they run. */
export const testsOf = (task: RunnerTask): RunnerTestCase[] =>
  task.type === 'test' ? [task] : task.type === 'suite' ? task.tasks.flatMap(testsOf) : [];

/**
 * What the run of a suite file failed to show: per machine (by id, with its model), each
 * planned path whose test did not run and pass (`tests`: the file's other tests, by name), and
 * each state and transition the app's actors never took while the file's tests ran.
 */
export function runProblems(coverages: Readonly<Record<string, Coverage>>, tests: readonly RunnerTestCase[]): string[] {
  const outcomes = new Map(tests.map((test) => [test.name, outcomeOf(test)]));
  const problems: string[] = [];
  for (const [id, coverage] of Object.entries(coverages)) {
    const model = modelOf(id);
    if (model) problems.push(...pathsNotPassed(model, outcomes).map((path) => `planned path ${path}`));
    else problems.push(`${id}: no model in tests/model/models/index.ts`);
    const { states, transitions, missedStates, missedTransitions } = coverage.report();
    console.info(`${id} machine: states ${states.covered}/${states.total}, transitions ${transitions.covered}/${transitions.total}`);
    problems.push(...[...missedStates, ...missedTransitions].map((missed) => `not covered: ${missed}`));
  }
  return problems;
}

/**
 * Registers the run check as the file's last test. Called while the suite file is read (from
 * `modelSuiteLifecycle`, before the suite's own tests are declared), it waits until the file's
 * code has run: a microtask runs then, before Vitest collects the file's describe blocks, so the
 * test lands after every test the file declares, whatever the suite calls after the lifecycle.
 */
export function itChecksTheRunLast(coverages: Readonly<Record<string, Coverage>>) {
  queueMicrotask(() =>
    it(RUN_CHECK, ({ task }) => {
      const tests = testsOf(task.file);
      expect(tests.at(-1)?.id, 'the run check is the last test of its file').toBe(task.id);
      const problems = runProblems(coverages, tests.filter((test) => test.id !== task.id));
      if (problems.length) throw new Error(`What this run did not show:\n${problems.join('\n')}`);
    }),
  );
}
