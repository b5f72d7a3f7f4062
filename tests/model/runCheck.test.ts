// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createVitest } from 'vitest/node';
import { providerReturnModel } from './models/providerReturn';
import { planPaths } from './plan';
import { RUN_CHECK, outcomeOf, testsOf } from './runCheck';

/**
 * Runs tests/model/fixtures/runCheck.fixture.ts with Vitest, as Stryker's Vitest runner does
 * (it reads each test's state), and returns its tests in the order they ran.
 */
async function runFixture(mode: string) {
  const exitCode = process.exitCode;
  const vitest = await createVitest('test', {
    config: false,
    watch: false,
    include: ['tests/model/fixtures/runCheck.fixture.ts'],
    environment: 'node',
    reporters: [],
    maxWorkers: 1,
    env: { RUN_CHECK_FIXTURE: mode },
  });
  try {
    await vitest.start();
    const [file] = vitest.state.getFiles();
    return testsOf(file!);
  } finally {
    await vitest.close();
    // A failing fixture is this test's subject, not a failure of the run.
    process.exitCode = exitCode;
  }
}

const firstPath = planPaths(providerReturnModel)[0]!.name;

describe('the run check that ends every model suite (a test, so that Stryker sees it fail)', () => {
  it('runs last, after the paths the suite declares once the lifecycle is set up, and passes when they all passed', async () => {
    const tests = await runFixture('all');
    expect(tests.at(-1)?.name).toBe(RUN_CHECK);
    expect(tests.map(outcomeOf)).toEqual(tests.map(() => 'passed'));
  });

  it.each([
    ['a planned path skipped', 'skipped', `planned path providerReturn: ${firstPath} (skipped)`],
    ['a planned path with no test', 'missing', `planned path providerReturn: ${firstPath} (not run)`],
    ['a planned path that failed', 'failed', `planned path providerReturn: ${firstPath} (failed)`],
    ['a transition the app never took', 'uncovered', 'not covered: a transition no path took'],
  ])('%s makes it a failed test', async (_, mode, problem) => {
    const tests = await runFixture(mode);
    const check = tests.at(-1)!;
    expect(check.name).toBe(RUN_CHECK);
    expect(outcomeOf(check)).toBe('failed');
    expect(check.result?.errors?.[0]?.message).toContain(problem);
  }, 60_000);
});
