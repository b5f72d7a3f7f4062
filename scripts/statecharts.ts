/**
 * Writes docs/statecharts/<machineId>.md for every machine in src/machines/registry.ts.
 *   npm run statecharts             write the files
 *   npm run statecharts -- --check  write nothing; list stale files and exit 1 if any
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { documentedMachines } from '../src/machines/registry';
import { statechartMarkdown } from '../src/machines/statechartDoc';

const folder = new URL('../docs/statecharts/', import.meta.url);
const check = process.argv.includes('--check');

const stale: string[] = [];
for (const machine of documentedMachines) {
  const file = new URL(`${machine.id}.md`, folder);
  const shown = `docs/statecharts/${machine.id}.md`;
  const markdown = statechartMarkdown(machine);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : null;
  if (check) {
    if (current !== markdown) stale.push(shown);
    continue;
  }
  mkdirSync(fileURLToPath(folder), { recursive: true });
  writeFileSync(file, markdown);
  console.log(`${current === markdown ? 'unchanged' : 'wrote    '} ${shown}`);
}

if (check) {
  if (stale.length > 0) {
    console.error(`Stale statechart docs (run \`npm run statecharts\`):\n${stale.map((f) => `  ${f}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`Statechart docs are up to date (${documentedMachines.length} machine(s)).`);
}
