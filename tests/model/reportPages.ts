import { mkdirSync, writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';
import { transitionRows } from '../../src/machines/statechartDoc';
import { transitionKey } from '../../src/machines/transitionKey';
import { models } from './models';
import { planPaths, plannedCoverage, type MachineModel } from './plan';

/**
 * A page per machine for QA, written by `npm run test:model` to test-results/model/: each
 * generated path as the events a person or the server caused and the states the app reached,
 * whether it passed in this run, and which transitions it takes.
 */

export const REPORT_FOLDER = 'test-results/model';

type Outcome = 'passed' | 'failed' | 'skipped' | 'pending' | 'not run';

const MARKS: Record<Outcome, string> = { passed: '✅ passed', failed: '❌ failed', skipped: '⏭ skipped', pending: '… not finished', 'not run': '— not run' };

function describeTransitions(model: MachineModel) {
  const rows = new Map(
    transitionRows(model.machine).map((row) => [
      transitionKey(row.transition),
      `${row.from} — ${row.event}${row.guard ? ` [${row.guard}]` : ''} → ${row.to}`,
    ]),
  );
  return (key: string) => rows.get(key) ?? key;
}

export function machinePage(model: MachineModel, outcomes: Map<string, Outcome>): string {
  const { machine } = model;
  const paths = planPaths(model);
  const coverage = plannedCoverage(model);
  const words = describeTransitions(model);
  const lines = [
    `# ${machine.id}: generated paths`,
    '',
    `Suite: \`tests/model/${model.suite}.model.test.tsx\` (run it alone with \`npm run test:model -- ${model.suite}\`).`,
    `The paths together take ${coverage.covered.length} of ${coverage.total} transitions. Statechart: \`docs/statecharts/${machine.id}.md\`.`,
    '',
  ];
  paths.forEach((path, index) => {
    lines.push(`## Path ${index + 1}: ${MARKS[outcomes.get(path.name) ?? 'not run']}`, '');
    if (path.start.name) lines.push(`Starts: ${path.start.name}.`, '');
    lines.push('| Step | Event | State reached |', '| --- | --- | --- |');
    path.steps.forEach((step, number) => lines.push(`| ${number} | ${step.name} | ${step.stateKey} |`));
    lines.push('', 'Transitions taken:', '', ...path.transitions.map((key) => `- ${words(key)}`), '');
  });
  return lines.join('\n');
}

/** The test outcome of each path (by test name) of each suite that ran. */
function outcomesOf(testModules: ReadonlyArray<TestModule>) {
  const bySuite = new Map<string, Map<string, Outcome>>();
  for (const module of testModules) {
    const suite = /([^/]+)\.model\.test\.tsx$/.exec(module.moduleId)?.[1];
    if (!suite) continue;
    const outcomes = new Map<string, Outcome>();
    for (const test of module.children.allTests()) outcomes.set(test.name, test.result().state);
    bySuite.set(suite, outcomes);
  }
  return bySuite;
}

export default class ModelReportPages implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const ran = outcomesOf(testModules);
    if (ran.size === 0) return;
    mkdirSync(REPORT_FOLDER, { recursive: true });
    const index = ['# Model-based tests', '', '| Machine | Paths passed | Transitions planned | Page |', '| --- | --- | --- | --- |'];
    for (const model of models) {
      const outcomes = ran.get(model.suite);
      if (!outcomes) continue;
      const paths = planPaths(model);
      const passed = paths.filter((path) => outcomes.get(path.name) === 'passed').length;
      const { covered, total } = plannedCoverage(model);
      writeFileSync(`${REPORT_FOLDER}/${model.machine.id}.md`, machinePage(model, outcomes));
      index.push(`| ${model.machine.id} | ${passed} of ${paths.length} | ${covered.length} of ${total} | [${model.machine.id}.md](${model.machine.id}.md) |`);
    }
    writeFileSync(`${REPORT_FOLDER}/index.md`, `${index.join('\n')}\n\nJUnit XML of the same run: junit.xml.\n`);
  }
}
