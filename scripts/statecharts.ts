/**
 * Writes docs/statecharts/<machineId>.md for every machine in src/machines/registry.ts, with
 * the transitions that passing model-based paths took, the same marks as data in
 * src/machines/generated/modelCoverage.json (read by the app's statecharts view), and the
 * drawn statecharts' layout to src/machines/generated/statechartLayouts.json.
 *   npm run statecharts             write the files; the marks of each machine whose suite ran
 *                                   in the last `npm run test:model` come from that run
 *                                   (test-results/model/ranCoverage.json), the others stay
 *   npm run statecharts -- --check  write nothing; list stale files and exit 1 if any (reads
 *                                   only committed files: the same answer on any machine)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { documentedMachines } from '../src/machines/registry';
import { statechartPageWithCoverage } from '../src/machines/statechartDoc';
import { modelCoverageFile, RAN_COVERAGE_FILE, type CoverageRecord } from '../tests/model/modelCoverage';
import { statechartLayoutsJson } from './statechartLayout';

const root = new URL('../', import.meta.url);
const check = process.argv.includes('--check');

const readJson = (path: string): CoverageRecord => {
  const file = fileURLToPath(new URL(path, root));
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as CoverageRecord) : {};
};
const committed = readJson('src/machines/generated/modelCoverage.json');
const coverage = modelCoverageFile(documentedMachines, committed, check ? {} : readJson(RAN_COVERAGE_FILE));
const files: Array<{ path: string; text: string }> = [
  ...documentedMachines.map((machine) => ({ path: `docs/statecharts/${machine.id}.md`, text: statechartPageWithCoverage(machine, coverage[machine.id]) })),
  { path: 'src/machines/generated/modelCoverage.json', text: `${JSON.stringify(coverage, null, 2)}\n` },
  { path: 'src/machines/generated/statechartLayouts.json', text: await statechartLayoutsJson(documentedMachines) },
];

const stale: string[] = [];
for (const { path, text } of files) {
  const file = fileURLToPath(new URL(path, root));
  const current = existsSync(file) ? readFileSync(file, 'utf8') : null;
  if (check) {
    if (current !== text) stale.push(path);
    continue;
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`${current === text ? 'unchanged' : 'wrote    '} ${path}`);
}

if (check) {
  if (stale.length > 0) {
    console.error(`Stale statechart files (run \`npm run statecharts\`):\n${stale.map((f) => `  ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`Statechart docs and layouts are up to date (${documentedMachines.length} machine(s)).`);
}
