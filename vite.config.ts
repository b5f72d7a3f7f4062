import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { build, createServer, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { PageScripts } from './src/app/pageHead.ts';
import { HIDDEN_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from './src/ui/session/earlyTyping.ts';

const COMPRESSIBLE_EXTENSIONS = ['.html', '.js', '.css', '.svg', '.json', '.txt'];
// Below this, compressing saves less than the headers it adds.
const SMALLEST_WORTH_COMPRESSING = 512;

/**
 * Writes `file.br` and `file.gz` beside every text file of the build, at the highest levels,
 * once: the server sends them as they are (server/http/staticSite.ts) instead of compressing
 * on each request.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'lyla-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !COMPRESSIBLE_EXTENSIONS.includes(extname(entry.name))) continue;
        const file = join(entry.parentPath, entry.name);
        const content = readFileSync(file);
        if (content.length < SMALLEST_WORTH_COMPRESSING) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

// The bundler's tags for the entry and its imports: the page's head script asks for them instead.
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const ENTRY_IMPORT = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const PAGE_HEAD_ENTRY = '\0lyla-page-head';

/**
 * The page's head script (src/app/pageHead.ts, `startPage`) as one classic script for index.html,
 * built as the app is (same mode, so the same API origin) and told the build's script names.
 */
async function buildPageHead(root: string, scripts: PageScripts): Promise<string> {
  const output = await build({
    mode: 'production',
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [
      {
        name: 'lyla-page-head-entry',
        resolveId: (id) => (id === PAGE_HEAD_ENTRY ? id : null),
        load: (id) =>
          id === PAGE_HEAD_ENTRY
            ? `import { readConfig } from '/src/app/config.ts';\nimport { startPage } from '/src/app/pageHead.ts';\nstartPage(${JSON.stringify(scripts)}, readConfig(import.meta.env).apiOrigin);`
            : null,
      },
    ],
    build: { write: false, target: 'es2022', rolldownOptions: { input: PAGE_HEAD_ENTRY, output: { format: 'iife' } } },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => ('output' in result ? result.output : []));
  const [script, ...more] = chunks.filter((chunk) => chunk.type === 'chunk');
  if (!script || more.length > 0) throw new Error('the page head script must build as one chunk');
  // Inside <script>, a `</script` in the code would end the element early.
  return script.code.trim().replaceAll('</script', '<\\/script');
}

const EMPTY_ROOT = '<div id="root"></div>';
const CARD_STYLE = `[${PRERENDERED_ATTRIBUTE}]{display:contents}html[${HIDDEN_ATTRIBUTE}] [${PRERENDERED_ATTRIBUTE}]{display:none}`;

/**
 * Writes the sign-in page (src/ui/session/signInPage.tsx, rendered with React on the server
 * side of a Vite dev server in production mode, so its class names are the build's) into the
 * built index.html: the page a signed-out person lands on paints its card from the first bytes.
 * `display: contents` keeps the wrapper out of the layout, so the app's own card, drawn in its
 * place, moves nothing.
 */
export function prerenderSignInPlugin(): Plugin {
  let base = '/';
  return {
    name: 'lyla-prerender-sign-in',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        // The one stylesheet goes into the page: its first paint then waits for no request.
        for (const [name, file] of Object.entries(context.bundle ?? {})) {
          if (file.type !== 'asset' || !name.endsWith('.css')) continue;
          const link = new RegExp(`<link rel="stylesheet"[^>]*href="[^"]*/${name.replaceAll('.', '\\.')}"[^>]*>`);
          if (!link.test(html)) continue;
          html = html.replace(link, `<style>${String(file.source)}</style>`);
          delete context.bundle?.[name];
        }
        const signedInChunks = Object.values(context.bundle ?? {}).flatMap((file) =>
          file.type === 'chunk' && SIGNED_IN_CHUNKS.includes(file.name) ? [base + file.fileName] : [],
        );
        const root = fileURLToPath(new URL('.', import.meta.url));
        const vite = await createServer({
          mode: 'production',
          configFile: false,
          root,
          plugins: [react(), vanillaExtractPlugin()],
          server: { middlewareMode: true, hmr: false, ws: false },
          appType: 'custom',
          logLevel: 'warn',
        });
        try {
          const { renderSignInPage } = (await vite.ssrLoadModule('/src/ui/session/signInPage.tsx')) as { renderSignInPage(): Promise<string> };
          // The page is a hash router's: its links say `#/register`, the memory router's `/register`.
          const card = (await renderSignInPage()).replaceAll('href="/', 'href="#/');
          if (!html.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to write the sign-in card into`);
          const entry = ENTRY_SCRIPT.exec(html)?.[1];
          if (!entry) throw new Error('index.html has no entry script for the head script to ask for');
          const entryImports = [...html.matchAll(ENTRY_IMPORT)].map((tag) => tag[1]!);
          const pageHead = await buildPageHead(root, { entry, entryImports, signedInChunks });
          return html
            .replace(ENTRY_SCRIPT, '')
            .replace(ENTRY_IMPORT, '')
            .replace('</head>', `<style>${CARD_STYLE}</style><script>${pageHead}</script></head>`)
            .replace(EMPTY_ROOT, `<div id="root"><div ${PRERENDERED_ATTRIBUTE}>${card}</div></div>`);
        } finally {
          await vite.close();
        }
      },
    },
  };
}

// What a signed-in visit starts loading at boot (src/main.tsx and the lazy services it asks for).
const SIGNED_IN_VISIT = [
  'src/ui/shell/Shell.tsx',
  'src/ui/shell/HeaderTools.tsx',
  'src/ui/catalogue/HomeScreen.tsx',
  'src/app/composeApi.ts',
  'src/app/catalogueReads.ts',
  'src/app/composeCart.ts',
  'src/api/notifications.ts',
  'src/api/liveUpdates.ts',
  // The phone header's menu, loaded once the page is drawn. Radix parts come through the
  // radix-ui package, which re-exports every part; the walk below does not enter it (it would
  // take them all), so the part is named here.
  'node_modules/@radix-ui/react-dropdown-menu/dist/index.mjs',
];
const RE_EXPORTS_EVERY_PART = '/node_modules/radix-ui/';
const SIGNED_IN_CODE_CHUNK = 'signed-in';
const SIGNED_IN_HTTP_CHUNK = 'signed-in-http';
// What a signed-in visit's page fetches beside the entry (the menu's libraries come after the frame).
const SIGNED_IN_CHUNKS = [SIGNED_IN_CODE_CHUNK, SIGNED_IN_HTTP_CHUNK];

interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * Chunks for the first scripts of a visit, fewer and larger than the bundler's own: it made the
 * entry's modules six chunks and a signed-in visit's some sixty, and over HTTP/1.1 a phone
 * fetches six at a time, so the home page drew after ten round trips. The entry's modules go
 * in one chunk (`app`); what a signed-in visit starts at boot and the entry does not carry, in
 * three. Every other page keeps the chunks the bundler gives it.
 */
function firstScriptsChunk(root: string): (id: string, context: ChunkingContext) => string | null {
  const entry = join(root, 'src/main.tsx');
  let sets: { inEntry: Set<string>; inVisit: Set<string> } | undefined;
  const staticallyReached = (starts: string[], context: ChunkingContext) => {
    const seen = new Set<string>();
    for (const queue = [...starts]; queue.length > 0; ) {
      const next = queue.pop()!;
      if (seen.has(next) || next.includes(RE_EXPORTS_EVERY_PART)) continue;
      seen.add(next);
      queue.push(...(context.getModuleInfo(next)?.importedIds ?? []));
    }
    return seen;
  };
  return (id, context) => {
    if (!sets) {
      const inEntry = staticallyReached([entry], context);
      const visit = staticallyReached(SIGNED_IN_VISIT.map((file) => join(root, file)), context);
      sets = { inEntry, inVisit: new Set([...visit].filter((module) => !inEntry.has(module))) };
    }
    if (sets.inEntry.has(id)) return id === entry ? null : 'app';
    if (!sets.inVisit.has(id)) return null;
    // Three chunks, each within the lazy-chunk budget, that import one another one way only
    // (the app's code imports the libraries, which know nothing of it or of each other): split
    // by size instead, axios's modules landed in two chunks that imported each other, and one
    // ran before the other was ready.
    if (id.includes('/node_modules/axios/')) return SIGNED_IN_HTTP_CHUNK;
    if (id.includes('/node_modules/') && !id.includes('/node_modules/zod/')) return 'signed-in-ui-libraries';
    return SIGNED_IN_CODE_CHUNK; // the app's code, with zod for its contracts
  };
}

// react-router's package exports only its development build (warnings, checks); builds take
// the production files it ships beside it.
const reactRouterProduction = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

// Where `npm run dev` runs the reference server (scripts/dev.ts).
const DEV_API_ORIGIN = process.env.LYLA_DEV_API_ORIGIN ?? 'http://127.0.0.1:8080';

// The app is served under /site/app/ by the reference server (and by any real host).
export default defineConfig(({ command }) => ({
  base: '/site/app/',
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : [],
  },
  plugins: [react(), vanillaExtractPlugin(), prerenderSignInPlugin(), precompressPlugin()],
  server: {
    // `npm run dev`: the API lives on the reference server; same-origin calls are proxied.
    proxy: {
      '/api': DEV_API_ORIGIN,
      '/reactapi': DEV_API_ORIGIN,
    },
  },
  // One stylesheet for the whole app (about 6 kB compressed): a single render-blocking request,
  // and no screen waits for a CSS chunk of its own.
  build: {
    target: 'es2022',
    sourcemap: false,
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A grouped module's dependencies stay in their own chunks (the entry's above all).
          groups: [{ debugName: 'first scripts', name: firstScriptsChunk(fileURLToPath(new URL('.', import.meta.url))), includeDependenciesRecursively: false }],
        },
      },
    },
  },
}));
