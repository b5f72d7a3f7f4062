// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkoutMachine } from '../../src/machines/checkoutMachine';
import { statechartPageWithCoverage } from '../../src/machines/statechartDoc';
import { allTransitions } from './coverage';
import { modelCoverageFile } from './modelCoverage';
import { checkoutModel, walletGiftModel } from './models/money';
import { planPaths } from './plan';
import { runReport, type Outcome } from './reportPages';

/**
 * The run's coverage marks come from what ran and passed, never from the plan: made-up run
 * records (outcomes by test name, per suite) as vitest hands them to the reporter.
 */

const paths = planPaths(checkoutModel);
const everyKey = allTransitions(checkoutMachine);
const allPassed = () => new Map<string, Outcome>(paths.map((path) => [path.name, 'passed']));
/** The committed marks before this run: every transition ✓. */
const before = { checkout: { covered: everyKey, total: everyKey.length } };
const rows = (page: string) => page.split('\n').filter((line) => /\| (✅ yes|❌ no) \|$/.test(line));

describe('coverage marks of a model run', () => {
  it('a suite replaced by one empty test marks every transition ✗, shows each planned path not run and fails the run', () => {
    const report = runReport(new Map([['checkout', new Map<string, Outcome>([['does nothing', 'passed']])]]), [checkoutModel]);
    expect(report.taken.checkout).toEqual({ covered: [], total: everyKey.length });
    expect(report.notPassed).toEqual(paths.map((path) => `checkout: ${path.name} (not run)`));
    expect(report.pages.checkout).not.toContain('✅ passed');
    expect(report.pages.checkout!.match(/^## Path \d+: ✗ not run$/gm)).toHaveLength(paths.length);
    expect(report.index).toContain(`| checkout | 0 of ${paths.length} | ✗ 0 of ${everyKey.length} |`);
    // `npm run statecharts` after that run: the drawings' data and the page lose every ✓.
    const marks = modelCoverageFile([checkoutMachine], before, report.taken);
    expect(marks.checkout!.covered).toEqual([]);
    const page = statechartPageWithCoverage(checkoutMachine, marks.checkout);
    expect(rows(page).length).toBeGreaterThan(0);
    expect(rows(page).filter((line) => line.endsWith('| ✅ yes |'))).toEqual([]);
    expect(page).toContain('No path generated from this machine passed in the last model run.');
  });

  it('every planned path passing marks every transition ✓ and fails nothing', () => {
    const report = runReport(new Map([['checkout', allPassed()]]), [checkoutModel]);
    expect(report.notPassed).toEqual([]);
    expect([...report.taken.checkout!.covered].sort()).toEqual([...everyKey].sort());
    const page = statechartPageWithCoverage(checkoutMachine, modelCoverageFile([checkoutMachine], {}, report.taken).checkout);
    expect(rows(page).filter((line) => line.endsWith('| ❌ no |'))).toEqual([]);
  });

  it('a failed path shows ✗, and a transition only it takes is marked ✗', () => {
    const alone = paths.find((path) => path.transitions.some((key) => everyKey.includes(key) && paths.filter((other) => other.transitions.includes(key)).length === 1))!;
    const only = alone.transitions.find((key) => everyKey.includes(key) && paths.filter((other) => other.transitions.includes(key)).length === 1)!;
    const outcomes = allPassed().set(alone.name, 'failed');
    const report = runReport(new Map([['checkout', outcomes]]), [checkoutModel]);
    expect(report.notPassed).toEqual([`checkout: ${alone.name} (failed)`]);
    expect(report.taken.checkout!.covered).not.toContain(only);
    expect(report.pages.checkout).toContain('✗ failed');
    expect(modelCoverageFile([checkoutMachine], before, report.taken).checkout!.covered).not.toContain(only);
  });

  it('a machine whose suite was not in the run keeps its last marks; keys a machine no longer has are dropped', () => {
    const report = runReport(new Map([['walletGift', new Map<string, Outcome>()]]), [checkoutModel, walletGiftModel]);
    expect(report.taken.checkout).toBeUndefined();
    const marks = modelCoverageFile([checkoutMachine], { checkout: { covered: [everyKey[0]!, 'checkout.gone --old#0--> checkout.review'], total: 99 } }, report.taken);
    expect(marks.checkout).toEqual({ covered: [everyKey[0]], total: everyKey.length });
  });
});
