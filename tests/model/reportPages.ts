import { mkdirSync, writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';
import { transitionRows } from '../../src/machines/statechartDoc';
import { transitionKey } from '../../src/machines/transitionKey';
import { RAN_COVERAGE_FILE, type CoverageRecord } from './modelCoverage';
import { models } from './models';
import { pathsNotPassed, planPaths, plannedCoverage, type MachineModel } from './plan';

/**
 * A page per machine for QA, written by `npm run test:model` to test-results/model/: each
 * generated path as the events a person or the server caused and the states the app reached,
 * whether it passed in this run, and which transitions it takes.
 */

export const REPORT_FOLDER = 'test-results/model';

export type Outcome = 'passed' | 'failed' | 'skipped' | 'pending' | 'not run';

const MARKS: Record<Outcome, string> = { passed: '✅ passed', failed: '✗ failed', skipped: '✗ skipped', pending: '✗ not finished', 'not run': '✗ not run' };

function describeTransitions(model: MachineModel) {
  const rows = new Map(
    transitionRows(model.machine).map((row) => [
      transitionKey(row.transition),
      `${row.from} — ${row.event}${row.guard ? ` [${row.guard}]` : ''} → ${row.to}`,
    ]),
  );
  return (key: string) => rows.get(key) ?? key;
}

/**
 * What the app's actors did in each test of a suite (by test name), as its lifecycle recorded
 * it (`ranTransitions`, tests/model/harness.ts): per machine id, the transitions taken.
 */
export type TookInRun = ReadonlyMap<string, Readonly<Record<string, readonly string[]>>>;

/** What the app's actors took while a path ran; none when the run recorded nothing for it. */
const tookBy = (model: MachineModel, path: { name: string }, took: TookInRun | undefined) => took?.get(path.name)?.[model.machine.id] ?? [];

/**
 * The transitions the paths that passed in this run took, as the app's actors took them while
 * each ran (never the planned path's list): what the run proves, not what was planned.
 */
export function ranCoverage(model: MachineModel, outcomes: Map<string, Outcome>, took?: TookInRun) {
  const passed = planPaths(model).filter((path) => outcomes.get(path.name) === 'passed');
  const taken = new Set(passed.flatMap((path) => tookBy(model, path, took)));
  const all = plannedCoverage(model);
  return { covered: [...all.covered, ...all.missedTransitions].filter((key) => taken.has(key)), total: all.total };
}

export function machinePage(model: MachineModel, outcomes: Map<string, Outcome>, took?: TookInRun): string {
  const { machine } = model;
  const paths = planPaths(model);
  const coverage = plannedCoverage(model);
  const ran = ranCoverage(model, outcomes, took);
  const words = describeTransitions(model);
  const lines = [
    `# ${machine.id}: generated paths`,
    '',
    `Suite: \`tests/model/${model.suite}.model.test.tsx\` (run it alone with \`npm run test:model -- ${model.suite}\`).`,
    `The paths that passed in this run took ${ran.covered.length} of ${ran.total} transitions (planned: ${coverage.covered.length}). Statechart: \`docs/statecharts/${machine.id}.md\`.`,
    '',
  ];
  const untaken = [...coverage.covered, ...coverage.missedTransitions].filter((key) => !ran.covered.includes(key));
  if (untaken.length) lines.push('Not taken by a passing path in this run (✗):', '', ...untaken.map((key) => `- ✗ ${words(key)}`), '');
  paths.forEach((path, index) => {
    lines.push(`## Path ${index + 1}: ${MARKS[outcomes.get(path.name) ?? 'not run']}`, '');
    if (path.start.name) lines.push(`Starts: ${path.start.name}.`, '');
    lines.push('| Step | Event | State reached |', '| --- | --- | --- |');
    path.steps.forEach((step, number) => lines.push(`| ${number} | ${step.name} | ${step.stateKey} |`));
    const taken = took?.has(path.name) ? tookBy(model, path, took) : null;
    lines.push('', taken ? 'Transitions the app took in this run:' : 'Transitions planned:', '', ...(taken ?? path.transitions).map((key) => `- ${words(key)}`), '');
  });
  return lines.join('\n');
}

/**
 * The test outcome of each path (by test name) of each suite that ran, and what the app's
 * actors took in each (`ranTransitions`, recorded by the suite's lifecycle).
 */
export function outcomesOf(testModules: ReadonlyArray<Pick<TestModule, 'moduleId' | 'children'>>) {
  const bySuite = new Map<string, Map<string, Outcome>>();
  const took = new Map<string, Map<string, Record<string, string[]>>>();
  for (const module of testModules) {
    const suite = /([^/]+)\.model\.test\.tsx$/.exec(module.moduleId)?.[1];
    if (!suite) continue;
    const outcomes = new Map<string, Outcome>();
    const records = new Map<string, Record<string, string[]>>();
    for (const test of module.children.allTests()) {
      outcomes.set(test.name, test.result().state);
      const record = test.meta().ranTransitions;
      if (record) records.set(test.name, record);
    }
    bySuite.set(suite, outcomes);
    took.set(suite, records);
  }
  return { bySuite, took };
}

/**
 * What a model run proves, from the outcome of each test of each suite that ran (by suite):
 * the pages, the transitions passing paths took (ranCoverage.json) and the planned paths that
 * did not pass (any of them fails the run).
 */
export function runReport(
  ran: ReadonlyMap<string, ReadonlyMap<string, Outcome>>,
  all: readonly MachineModel[] = models,
  took: ReadonlyMap<string, TookInRun> = new Map(),
) {
  const index = ['# Model-based tests', '', '| Machine | Paths passed | Transitions taken by passing paths | Page |', '| --- | --- | --- | --- |'];
  const pages: Record<string, string> = {};
  const notPassed: string[] = [];
  const taken: CoverageRecord = {};
  for (const model of all) {
    const outcomes = ran.get(model.suite) as Map<string, Outcome> | undefined;
    if (!outcomes) continue;
    const paths = planPaths(model);
    const passed = paths.filter((path) => outcomes.get(path.name) === 'passed').length;
    notPassed.push(...pathsNotPassed(model, outcomes));
    const proven = ranCoverage(model, outcomes, took.get(model.suite));
    taken[model.machine.id] = proven;
    pages[model.machine.id] = machinePage(model, outcomes, took.get(model.suite));
    const mark = proven.covered.length === proven.total ? '✓' : '✗';
    index.push(`| ${model.machine.id} | ${passed} of ${paths.length} | ${mark} ${proven.covered.length} of ${proven.total} | [${model.machine.id}.md](${model.machine.id}.md) |`);
  }
  index.push(
    '',
    'JUnit XML of the same run: junit.xml. Transitions taken: ranCoverage.json (`npm run statecharts` copies them into the statechart pages and drawings). Mutation scores, the last run of each machine (`npm run test:mutation`): mutation.md.',
  );
  return { index: `${index.join('\n')}\n`, pages, taken, notPassed };
}

export default class ModelReportPages implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const { bySuite: ran, took } = outcomesOf(testModules);
    if (ran.size === 0) return;
    const { index, pages, taken, notPassed } = runReport(ran, models, took);
    mkdirSync(REPORT_FOLDER, { recursive: true });
    for (const [id, page] of Object.entries(pages)) writeFileSync(`${REPORT_FOLDER}/${id}.md`, page);
    writeFileSync(`${REPORT_FOLDER}/index.md`, index);
    // Read by `npm run statecharts` (the drawings' and pages' marks) and QA: only transitions of paths that ran and passed.
    writeFileSync(RAN_COVERAGE_FILE, `${JSON.stringify(taken, null, 2)}\n`);
    // A planned path that did not run or did not pass fails the run, even when every test that ran passed.
    if (notPassed.length) {
      console.error(`Planned paths that did not pass in this run:\n${notPassed.map((line) => `  ✗ ${line}`).join('\n')}`);
      process.exitCode = 1;
    }
  }
}
