/**
 * Mutation testing of the machines and the form rules with StrykerJS, killed by the model
 * suites alone (issue 30): small bugs are put into a machine's file one at a time and its
 * model suite must fail on each. Prints each target's score and writes
 * test-results/model/mutation.md (scores and surviving mutants) for the QA report.
 *   npm run test:mutation                 every target, one after another (slow: hours)
 *   npm run test:mutation -- checkout     one machine (or several, or `formRules`)
 * MUTATION_CONCURRENCY (default 2) sets Stryker's parallel test runners.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { Stryker } from '@stryker-mutator/core';
import { models } from '../tests/model/models';
import { isSurviving, scoreOf, suiteDidNotLoad } from './mutationScore';
import { REPORT_FOLDER } from '../tests/model/reportPages';

type MutantResult = Awaited<ReturnType<Stryker['runMutationTest']>>[number];

interface Target {
  id: string;
  file: string;
  /** The model suites that must catch its mutants. */
  suites: string[];
  /** The score it must reach (issue 30: 90 % for the machines a person pays and talks through, 80 % for the rest). */
  goal: number;
}

const STRICT = ['session', 'checkout', 'paymentAttempt', 'walletAdd', 'walletGift', 'chat'];

const targets: Target[] = [
  ...models
    .map((model) => ({ id: model.machine.id, file: `src/machines/${model.machine.id}Machine.ts`, suites: [model.suite], goal: STRICT.includes(model.machine.id) ? 90 : 80 }))
    .filter((target) => existsSync(target.file)),
  // The form rules are checked through the form model (and the flows whose forms use them).
  { id: 'formRules', file: 'src/domain/formRules.ts', suites: ['form'], goal: 80 },
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((id) => !targets.some((target) => target.id === id));
if (unknown.length) {
  console.error(`Unknown target(s): ${unknown.join(', ')}. Known: ${targets.map((target) => target.id).join(', ')}`);
  process.exit(2);
}
const chosen = wanted.length ? targets.filter((target) => wanted.includes(target.id)) : targets;

const describeMutant = (result: MutantResult) =>
  `${result.location.start.line}:${result.location.start.column} ${result.mutatorName} (${result.status}): \`${(result.replacement ?? '').replace(/\s+/g, ' ').slice(0, 100)}\``;

const rows: string[] = [];
const survivors: string[] = [];
let missed = false;
for (const target of chosen) {
  const started = Date.now();
  // Read by vitest.mutation.config.ts in Stryker's test runner processes.
  process.env.MUTATION_SUITES = target.suites.join(',');
  const results = await new Stryker({
    testRunner: 'vitest',
    plugins: ['@stryker-mutator/vitest-runner', './scripts/strykerIgnorers.mjs'],
    ignorers: ['description', 'machineTypes', 'placeholderActors'],
    vitest: { configFile: 'vitest.mutation.config.ts', related: false },
    mutate: [target.file],
    coverageAnalysis: 'perTest',
    concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 2),
    reporters: ['progress', 'clear-text'],
    clearTextReporter: { reportTests: false, reportMutants: false },
    // A mutant that makes a path wait for a state that never comes ends at this limit.
    timeoutMS: 10_000,
    cleanTempDir: 'always',
  }).runMutationTest();
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const { score, detected, total } = scoreOf(results);
  const notLoaded = results.filter(suiteDidNotLoad).length;
  const reached = score >= target.goal;
  missed ||= !reached;
  rows.push(`| ${target.id} | ${score.toFixed(1)} % | ${detected} of ${total}${notLoaded ? ` (${notLoaded} did not load)` : ''} | ${target.goal} % ${reached ? '✓' : '✗'} | ${minutes} min |`);
  const surviving = results.filter(isSurviving);
  if (surviving.length) survivors.push('', `## ${target.id}: surviving mutants (${target.file})`, '', ...surviving.map((result) => `- ${describeMutant(result)}`));
  console.info(`${target.id}: mutation score ${score.toFixed(1)} % (${detected} of ${total} killed by ${target.suites.join(', ')}${notLoaded ? `, ${notLoaded} of them by a suite that did not load` : ''}), goal ${target.goal} %, ${minutes} min`);
}

const table = ['| Target | Score | Killed | Goal | Took |', '| --- | --- | --- | --- | --- |', ...rows];
console.info(`\n${table.join('\n')}`);
mkdirSync(REPORT_FOLDER, { recursive: true });
writeFileSync(`${REPORT_FOLDER}/mutation.md`, ['# Mutation scores (model suites alone)', '', ...table, ...survivors, ''].join('\n'));
if (missed) process.exitCode = 1;
