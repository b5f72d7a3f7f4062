/**
 * `npm run bench` (after `vite build`): gzip sizes of what `/login` loads and of the largest
 * lazy chunk, against the budgets of docs/architecture §9. Prints figures and PASS/OVER;
 * always exits 0 when the build is there (over budget is reported, not fatal).
 *
 * What `/login` loads: the entry script (named by the page's head script in dist/index.html,
 * src/app/pageHead.ts), the stylesheets the page links and every chunk the entry imports statically
 * (transitively); the sign-in screen is in the entry.
 * The statecharts route's own chunks (the drawing) are listed apart, to show they stay off
 * every other page.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'dist';
const ASSETS = join(DIST, 'assets');
// kB as Vite prints them (1 000 bytes): the stricter reading of the budgets.
const KB = 1000;
const BUDGET_LOGIN = 160 * KB;
const BUDGET_LAZY_CHUNK = 30 * KB;

if (!existsSync(join(DIST, 'index.html'))) {
  console.error('bench: dist/index.html is missing; run `vite build` first.');
  process.exit(1);
}

const read = (file: string) => readFileSync(join(ASSETS, file));
const gzipSize = (file: string) => gzipSync(read(file), { level: 9 }).length;
const format = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

/** Asset files (`index-abc.js`) that the HTML names with `attribute="…/assets/…"`. */
function assetsInHtml(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) => posix.basename(match[1] ?? ''));
}

/** Chunks a built JS file imports statically: `import … from"./x.js"` and `import"./x.js"`. */
function staticImports(file: string): string[] {
  const code = read(file).toString('utf8');
  const found = [...code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`]\.\/([\w.-]+\.js)["'`]/g)];
  return found.map((match) => match[1] ?? '');
}

/** Chunks a built JS file loads on demand: `import("./x.js")`, as Vite writes them (any quotes). */
function dynamicImports(file: string): string[] {
  const code = read(file).toString('utf8');
  return [...code.matchAll(/\bimport\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g)].map((match) => match[1] ?? '');
}

/** `files` and every chunk they import statically, transitively. */
function withStaticImports(files: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...files];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith('.js')) queue.push(...staticImports(file));
  }
  return seen;
}

const html = readFileSync(join(DIST, 'index.html'), 'utf8');
// The head script is told the build's script names as `{entry:"…/assets/index-….js",…}`.
const entry = assetsInHtml(html, /\bentry:\s*["'`]([^"'`]+\.js)["'`]/g);
const htmlCss = assetsInHtml(html, /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g);
if (entry.length === 0) {
  console.error('bench: dist/index.html names no entry script.');
  process.exit(1);
}

const allJs = readdirSync(ASSETS).filter((file) => file.endsWith('.js'));
const eager = withStaticImports(entry);

const loginFiles = new Set([...eager, ...htmlCss]);

const lazyChunks = allJs
  .filter((file) => !eager.has(file))
  .map((file) => ({ file, bytes: gzipSize(file) }))
  .sort((a, b) => b.bytes - a.bytes);
const largestLazy = lazyChunks[0];

// The statecharts drawing (docs/decisions/0015) loads with its route only. Its own chunks:
// the StatechartsScreen chunk and what it imports that no other page loads (the signed-in
// frame's chunks, say, come with every signed-in page). None may be part of /login.
const statechartsChunk = allJs.find((file) => file.startsWith('StatechartsScreen-'));
const statechartsClosure = statechartsChunk ? withStaticImports([statechartsChunk]) : new Set<string>();
const loadedElsewhere = withStaticImports(allJs.flatMap(dynamicImports).filter((file) => file !== statechartsChunk));
const statechartsRows = [...statechartsClosure]
  .filter((file) => !eager.has(file) && !loadedElsewhere.has(file))
  .map((file) => ({ file, bytes: gzipSize(file) }));
const statechartsTotal = statechartsRows.reduce((sum, row) => sum + row.bytes, 0);
const statechartsOnLogin = statechartsRows.filter(({ file }) => loginFiles.has(file)).map(({ file }) => file);

const loginRows = [...loginFiles].map((file) => ({ file, bytes: gzipSize(file) })).sort((a, b) => b.bytes - a.bytes);
const loginTotal = loginRows.reduce((sum, row) => sum + row.bytes, 0);

console.log('Files loaded by /login (gzip -9):');
for (const row of loginRows) console.log(`  ${format(row.bytes).padStart(9)}  ${row.file}`);
console.log('\nLoaded only by #/statecharts (gzip -9):');
for (const row of statechartsRows) console.log(`  ${format(row.bytes).padStart(9)}  ${row.file}`);
if (!statechartsChunk) console.warn('bench: no StatechartsScreen-*.js chunk found.');
if (statechartsOnLogin.length) console.log(`  ALSO LOADED BY /login: ${statechartsOnLogin.join(', ')}`);
console.log('\nLazy chunks (gzip -9):');
for (const row of lazyChunks) console.log(`  ${format(row.bytes).padStart(9)}  ${row.file}`);

const verdict = (bytes: number, budget: number) => (bytes <= budget ? 'PASS' : 'OVER');
const lines = [
  ['/login JS+CSS', loginTotal, BUDGET_LOGIN],
  [`largest lazy chunk (${largestLazy?.file ?? 'none'})`, largestLazy?.bytes ?? 0, BUDGET_LAZY_CHUNK],
  // Held to the lazy-chunk budget as a whole, though it could be split in several chunks.
  ['#/statecharts route, all its own chunks', statechartsTotal, BUDGET_LAZY_CHUNK],
] as const;

const table = [
  ['Budget', 'gzip', 'budget', 'result'],
  ...lines.map(([label, bytes, budget]) => [label, format(bytes), format(budget), verdict(bytes, budget)]),
];
console.log('');
for (const [label = '', size = '', budget = '', result = ''] of table) {
  console.log(`${label.padEnd(52)} ${size.padStart(9)} ${budget.padStart(9)}   ${result}`);
}
const over = lines.filter(([, bytes, budget]) => bytes > budget);
console.log(over.length ? `\nOVER BUDGET: ${over.map(([label]) => label).join('; ')}` : '\nAll budgets met.');
