import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

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

// What a signed-in visit starts loading at boot (src/main.tsx and the lazy services it asks for).
const SIGNED_IN_VISIT = [
  'src/ui/shell/Shell.tsx',
  'src/ui/shell/HeaderTools.tsx',
  'src/ui/screens/catalogue/HomeScreen.tsx',
  'src/composeApi.ts',
  'src/catalogueReads.ts',
  'src/composeCart.ts',
  'src/api/notifications.ts',
  'src/api/liveUpdates.ts',
  // The phone header's menu, loaded once the page is drawn. Radix parts come through the
  // radix-ui package, which re-exports every part; the walk below does not enter it (it would
  // take them all), so the part is named here.
  'node_modules/@radix-ui/react-dropdown-menu/dist/index.mjs',
];
const RE_EXPORTS_EVERY_PART = '/node_modules/radix-ui/';

/**
 * The code of a signed-in visit that the entry does not carry goes in one chunk. Left to the
 * bundler it was some sixty small chunks, and a phone's connection fetches six at a time: ten
 * round trips before the home page could draw. Other pages' chunks stay as they are.
 */
function signedInVisitChunk(root: string): (id: string, context: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }) => string | null {
  const entry = join(root, 'src/main.tsx');
  let inEntry: Set<string> | undefined;
  let members: Set<string> | undefined;
  return (id, context) => {
    if (!members) {
      const staticallyReached = (starts: string[]) => {
        const seen = new Set<string>();
        for (const queue = [...starts]; queue.length > 0; ) {
          const next = queue.pop()!;
          if (seen.has(next) || next.includes(RE_EXPORTS_EVERY_PART)) continue;
          seen.add(next);
          queue.push(...(context.getModuleInfo(next)?.importedIds ?? []));
        }
        return seen;
      };
      inEntry = staticallyReached([entry]);
      members = new Set([...staticallyReached(SIGNED_IN_VISIT.map((file) => join(root, file)))].filter((module) => !inEntry!.has(module)));
    }
    // What the entry imports, in one chunk: left to the bundler it was six, each also used by
    // lazy chunks, and with the stylesheet and the font they filled the six connections twice.
    if (inEntry!.has(id)) return id === entry ? null : 'app';
    if (!members.has(id)) return null;
    // Three chunks, each within the lazy-chunk budget, that import one another one way only
    // (the app's code imports the libraries, which know nothing of it or of each other), so no
    // chunk waits on another in a circle.
    if (id.includes('/node_modules/axios/')) return 'signed-in-http';
    if (id.includes('/node_modules/') && !id.includes('/node_modules/zod/')) return 'signed-in-ui-libraries';
    return 'signed-in'; // the app's code, with zod for its contracts
  };
}

// react-router's package exports only its development build (warnings, checks); builds take
// the production files it ships beside it.
const reactRouterProduction = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

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
  plugins: [react(), vanillaExtractPlugin(), precompressPlugin()],
  server: {
    // `npm run dev`: the API lives on the reference server; same-origin calls are proxied.
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/reactapi': 'http://127.0.0.1:8080',
    },
  },
  // One stylesheet for the whole app (about 6 kB compressed): a single render-blocking request,
  // and no screen waits for a CSS chunk of its own.
  build: {
    target: 'es2022',
    sourcemap: false,
    cssCodeSplit: false,
    rolldownOptions: { output: { codeSplitting: { groups: [{ debugName: 'signed-in', name: signedInVisitChunk(fileURLToPath(new URL('.', import.meta.url))), includeDependenciesRecursively: false }] } } },
  },
}));
