// `npm run bench:check` (part of `npm test`): every part of `npm run bench` at a tiny size, so a
// bench that no longer runs is found by the tests rather than by the next person measuring.
// Checks that each part ends well and prints its figures; the figures themselves mean nothing
// at this size (and on a busy CI box) and are not judged.
import { spawnSync } from 'node:child_process';

const PARTS: { script: string; args: string[]; prints: RegExp }[] = [
  { script: 'scripts/bench.ts', args: [], prints: /gzip/i },
  { script: 'scripts/benchServer.ts', args: ['--rounds', '1', '--seconds', '1'], prints: /PostgreSQL: reference server vs bare Hono floor[\s\S]*address edit/ },
  { script: 'scripts/benchFlood.ts', args: ['--burst', '20', '--rounds', '1'], prints: /file requests: p50/ },
  { script: 'scripts/benchLighthouse.ts', args: ['--runs', '1', '--pages', '/login'], prints: /\/login/ },
  { script: 'scripts/benchInstances.ts', args: ['--streams', '20', '--messages', '40'], prints: /one killed halfway[\s\S]*throughput/ },
  { script: 'scripts/benchSearch.ts', args: ['--scale', '1', '--runs', '20'], prints: /p99/ },
];

let failed = 0;
for (const { script, args, prints } of PARTS) {
  const started = Date.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const output = `${result.stdout}${result.stderr}`;
  const problem =
    result.status !== 0 ? `exit code ${result.status}` : /\bbench: |failed/.test(output) ? 'it reported a failure' : !prints.test(output) ? 'its figures are missing' : null;
  console.log(`bench:check ${script} ${args.join(' ')}: ${problem ?? 'ran'} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  if (problem) {
    failed += 1;
    console.log(output.split('\n').map((line) => `  | ${line}`).join('\n'));
  }
}
process.exit(failed ? 1 : 0);
