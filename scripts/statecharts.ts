/**
 * Writes docs/statecharts/<machineId>.md for every machine in src/machines/registry.ts, and
 * the drawn statecharts' layout to src/machines/generated/statechartLayouts.json.
 *   npm run statecharts             write the files
 *   npm run statecharts -- --check  write nothing; list stale files and exit 1 if any
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { documentedMachines } from '../src/machines/registry';
import { statechartMarkdown } from '../src/machines/statechartDoc';
import { statechartLayoutsJson } from './statechartLayout';

const root = new URL('../', import.meta.url);
const check = process.argv.includes('--check');

const files: Array<[string, string]> = [
  ...documentedMachines.map((machine): [string, string] => [`docs/statecharts/${machine.id}.md`, statechartMarkdown(machine)]),
  ['src/machines/generated/statechartLayouts.json', await statechartLayoutsJson(documentedMachines)],
];

const stale: string[] = [];
for (const [shown, content] of files) {
  const file = new URL(shown, root);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : null;
  if (check) {
    if (current !== content) stale.push(shown);
    continue;
  }
  mkdirSync(fileURLToPath(new URL('.', file)), { recursive: true });
  writeFileSync(file, content);
  console.log(`${current === content ? 'unchanged' : 'wrote    '} ${shown}`);
}

if (check) {
  if (stale.length > 0) {
    console.error(`Stale statechart files (run \`npm run statecharts\`):\n${stale.map((f) => `  ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`Statechart docs and layouts are up to date (${documentedMachines.length} machine(s)).`);
}
