/**
 * Writes docs/statecharts/<machineId>.md for every machine in src/machines/registry.ts, with
 * the transitions the generated model-based tests take, the same marks as data in
 * src/machines/generated/modelCoverage.json (read by the app's statecharts view), and the
 * drawn statecharts' layout to src/machines/generated/statechartLayouts.json.
 *   npm run statecharts             write the files
 *   npm run statecharts -- --check  write nothing; list stale files and exit 1 if any
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { documentedMachines } from '../src/machines/registry';
import { statechartPageWithCoverage } from '../src/machines/statechartDoc';
import { modelCoverageFile } from '../tests/model/modelCoverage';
import { statechartLayoutsJson } from './statechartLayout';

const root = new URL('../', import.meta.url);
const check = process.argv.includes('--check');

const coverage = modelCoverageFile(documentedMachines);
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
