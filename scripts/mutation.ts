/**
 * Mutation testing of the machines and the form rules with StrykerJS, killed by the model
 * suites alone (issue 30): small bugs are put into a machine's file one at a time and its
 * model suite must fail on each. Prints each target's score and writes
 * test-results/model/mutation.md (scores and surviving mutants) for the QA report.
 *   npm run test:mutation                 every target, one after another (slow: hours)
 *   npm run test:mutation -- checkout     one machine (or several, or `formRules`, `money`)
 *   npm run test:mutation -- formRules:Cards   the sections of a sectioned target whose titles
 *                                         start so: their scores and survivors printed, and the
 *                                         file's score once every section has run on its present text
 * MUTATION_CONCURRENCY (default 2) sets Stryker's parallel test runners; MUTATION_TIMEOUT_MS
 * (default 10 000) the time past a test's usual one after which a mutant counts as timed out.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Stryker } from '@stryker-mutator/core';
import { composeSections, isSurviving, mergeRecords, mutationReport, scoreOf, sectionRecordsOf, suiteDidNotLoad, type MutationRecord, type SectionRecord } from './mutationScore';
import { REPORT_FOLDER } from '../tests/model/reportPages';
import { partsOf, targets, type Target } from './mutationTargets';

type MutantResult = Awaited<ReturnType<Stryker['runMutationTest']>>[number];

// `id` for a whole target, `id:Title` for the sections whose titles start with Title.
const asked = process.argv.slice(2).map((arg) => ({ id: arg.split(':')[0]!, section: arg.includes(':') ? arg.slice(arg.indexOf(':') + 1) : null }));
const unknown = asked.filter(({ id }) => !targets.some((target) => target.id === id)).map(({ id }) => id);
if (unknown.length) {
  console.error(`Unknown target(s): ${unknown.join(', ')}. Known: ${targets.map((target) => target.id).join(', ')}`);
  process.exit(2);
}
const chosen = asked.length ? targets.filter((target) => asked.some(({ id }) => id === target.id)) : targets;
/** The sections asked for of a target (titles' starts), or null for all of it. */
const sectionsAsked = (target: Target) => {
  const starts = asked.filter(({ id }) => id === target.id).map(({ section }) => section);
  return starts.length === 0 || starts.includes(null) ? null : (starts as string[]);
};

const describeMutant = (result: MutantResult) =>
  `${result.location.start.line}:${result.location.start.column} ${result.mutatorName} (${result.status}): \`${(result.replacement ?? '').replace(/\s+/g, ' ').slice(0, 100)}\``;

/** A file of records kept across runs, or {} (with a warning) when it is missing or unreadable. */
function readKept(file: string): unknown {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  } catch {
    console.warn(`${file} could not be read: it starts again from this run.`);
    return {};
  }
}
// Kept across runs: a run of one target leaves the others' last scores in the report, and a run
// of some sections the others' last runs, from which the file's score is composed.
const RECORDS_FILE = `${REPORT_FOLDER}/mutation.json`;
const SECTIONS_FILE = `${REPORT_FOLDER}/mutationSections.json`;

/**
 * Keeps one section's run at once, over the file as it is now: a run stopped later keeps the
 * sections it finished, and runs side by side (of other sections) do not drop each other's.
 */
function keepSection(target: string, title: string, record: SectionRecord) {
  const kept = sectionRecordsOf(readKept(SECTIONS_FILE));
  kept[target] = { ...kept[target], [title]: record };
  mkdirSync(REPORT_FOLDER, { recursive: true });
  writeFileSync(SECTIONS_FILE, `${JSON.stringify(kept, null, 2)}\n`);
}

/** Keeps a target's record as soon as it is measured (a run of several stopped later keeps it) and rewrites the report. */
function keepRecord(record: MutationRecord) {
  const records = mergeRecords(readKept(RECORDS_FILE), [record]);
  mkdirSync(REPORT_FOLDER, { recursive: true });
  writeFileSync(RECORDS_FILE, `${JSON.stringify(Object.fromEntries(records.map((kept) => [kept.target, kept])), null, 2)}\n`);
  writeFileSync(`${REPORT_FOLDER}/mutation.md`, mutationReport(records));
}

let missed = false;
for (const target of chosen) {
  const started = Date.now();
  const results: MutantResult[] = [];
  const some = sectionsAsked(target);
  const parts = partsOf(target).filter((part) => !some || some.some((start) => part.label.startsWith(start)));
  if (parts.length === 0) {
    console.error(`${target.id}: no section starts with ${some?.join(', ')}`);
    process.exit(2);
  }
  for (const part of parts) {
    // Read by vitest.mutation.config.ts in Stryker's test runner processes.
    process.env.MUTATION_SUITES = part.suites.join(',');
    if (part.paths) process.env.MUTATION_PATHS = part.paths;
    else delete process.env.MUTATION_PATHS;
    const partStarted = Date.now();
    const partResults = await new Stryker({
      testRunner: 'vitest',
      plugins: ['@stryker-mutator/vitest-runner', './scripts/strykerIgnorers.mjs'],
      ignorers: ['description', 'machineTypes', 'placeholderActions', 'placeholderActors'],
      vitest: { configFile: 'vitest.mutation.config.ts', related: false },
      mutate: [part.mutate],
      coverageAnalysis: 'perTest',
      concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 2),
      reporters: ['progress', 'clear-text'],
      clearTextReporter: { reportTests: false, reportMutants: false },
      // A mutant that makes a path wait for a state that never comes ends at this limit (counted
      // as killed): raise it on a machine busy with other work, so that slowness is not taken for one.
      timeoutMS: Number(process.env.MUTATION_TIMEOUT_MS ?? 10_000),
      cleanTempDir: 'always',
    }).runMutationTest();
    results.push(...partResults);
    if (part.section) {
      const { score, detected, total } = scoreOf(partResults);
      console.info(`${target.id}, ${part.label}: ${score.toFixed(1)} % (${detected} of ${total} killed by ${part.suites.join(', ')}${part.paths ? ` paths /${part.paths}/` : ''})`);
      for (const survivor of partResults.filter(isSurviving)) console.info(`  survived ${describeMutant(survivor)}`);
      keepSection(target.id, part.section.title, {
        digest: part.section.digest,
        detected,
        total,
        notLoaded: partResults.filter(suiteDidNotLoad).length,
        minutes: Number(((Date.now() - partStarted) / 60_000).toFixed(1)),
        ranAt: new Date().toISOString(),
        survivors: partResults.filter(isSurviving).map(describeMutant),
      });
    }
  }
  const sectioned = partsOf(target).flatMap((part) => (part.section ? [part.section] : []));
  if (sectioned.length) {
    // Some sections only: the file's record once every section has run on its present text.
    const composed = composeSections(target, sectioned, sectionRecordsOf(readKept(SECTIONS_FILE))[target.id] ?? {});
    if ('toRun' in composed) {
      console.info(`${target.id}: the whole file's score waits for the section(s) ${composed.toRun.join('; ')}`);
      continue;
    }
    keepRecord(composed.record);
    missed ||= composed.record.score < target.goal;
    const { score, detected, total, sections } = composed.record;
    console.info(`${target.id}: mutation score ${score.toFixed(1)} % (${detected} of ${total}, ${sections} sections${some ? ' (some from earlier runs)' : ''}), goal ${target.goal} %`);
    continue;
  }
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  const { score, detected, total } = scoreOf(results);
  const notLoaded = results.filter(suiteDidNotLoad).length;
  const reached = score >= target.goal;
  missed ||= !reached;
  const survivors = results.filter(isSurviving).map(describeMutant);
  const suites = [...new Set(parts.flatMap((part) => part.suites))];
  keepRecord({ target: target.id, file: target.file, score, detected, total, notLoaded, goal: target.goal, minutes: Number(minutes), ranAt: new Date().toISOString(), survivors });
  console.info(`${target.id}: mutation score ${score.toFixed(1)} % (${detected} of ${total} killed by ${suites.join(', ')}${notLoaded ? `, ${notLoaded} of them by a suite that did not load` : ''}), goal ${target.goal} %, ${minutes} min`);
}

console.info(`\n${mutationReport(mergeRecords(readKept(RECORDS_FILE), [])).split('\n## ')[0]}`);
if (missed) process.exitCode = 1;
