import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { createServer, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { ACCESS_TOKEN_KEY } from './src/domain/constants.ts';
import { PRERENDERED_ATTRIBUTE, SUBMITTED_ATTRIBUTE } from './src/ui/prerender/earlyTyping.ts';

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

// Runs in the page's head, before the body is drawn. The card is for a signed-out visit to the
// sign-in page only: with a token kept, or on another page, it is hidden, so the app's own first
// screen is not preceded by a flash of it. The app's scripts are asked for here, not by tags in
// the page: at once for a visit without the card, and for a signed-in one its first chunks
// (`signedInChunks`) beside the entry, not once the entry has come and run. With the card they
// are asked for once the browser has reported its paint (or after a second): the card's first
// bytes paint without waiting on them, and its paint is recorded before the app draws its own
// card over it (Chrome drops a paint whose element has gone by the time it is reported, and
// would count the app's card, drawn after the entry has run, as the page's largest paint).
// Sending the card before the app has taken it over would be the browser's own GET of the form
// (the password in the address): it is stopped and marked, and the app sends the form once it
// is there (src/ui/prerender/earlyTyping.ts). The server allows this one inline script by its
// hash (server/http/staticSite.ts).
const HIDDEN_ATTRIBUTE = 'data-prerendered-hidden';
// Past this the app comes anyway: a hidden tab, for one, reports no paint.
const CARD_PAINT_WAIT_MS = 3000;
interface AppScripts {
  entry: string;
  /** The entry's own imports (the bundler's modulepreload links). */
  entryImports: string[];
  signedInChunks: string[];
}
const earlyScript = ({ entry, entryImports, signedInChunks }: AppScripts) =>
  [
    `var a=${JSON.stringify(PRERENDERED_ATTRIBUTE)},t=null,h=location.hash.slice(1).split('?')[0]||'/',d=document,P=window.PerformanceObserver,done=0;`,
    `try{t=localStorage.getItem(${JSON.stringify(ACCESS_TOKEN_KEY)})}catch(e){}`,
    `var card=!t&&['/','/login'].indexOf(h)>=0;`,
    `if(!card)d.documentElement.setAttribute(${JSON.stringify(HIDDEN_ATTRIBUTE)},'');`,
    `function add(tag,props){d.head.appendChild(Object.assign(d.createElement(tag),{crossOrigin:''},props))}`,
    // A script added by a script runs as soon as it is there: the entry is added once the page
    // is parsed (its root is there), its code and imports are fetched from now on.
    `function run(){add('script',{type:'module',src:${JSON.stringify(entry)}})}`,
    `function load(){if(done)return;done=1;`,
    `[${JSON.stringify(entry)}].concat(${JSON.stringify(entryImports)},t?${JSON.stringify(signedInChunks)}:[]).forEach(function(u){add('link',{rel:'modulepreload',href:u})});`,
    `if(d.readyState=='loading')d.addEventListener('DOMContentLoaded',run);else run()}`,
    `if(card&&P&&(P.supportedEntryTypes||[]).indexOf('largest-contentful-paint')>=0&&d.visibilityState=='visible'){`,
    `new P(function(l,o){o.disconnect();load()}).observe({type:'largest-contentful-paint',buffered:true});setTimeout(load,${CARD_PAINT_WAIT_MS})}else load();`,
    `d.addEventListener('submit',function(e){var c=e.target.closest('['+a+']');if(c){e.preventDefault();c.setAttribute(${JSON.stringify(SUBMITTED_ATTRIBUTE)},'')}},true)`,
  ].join('');
// The bundler's tags for the entry and its imports: the head script above asks for them instead.
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const ENTRY_IMPORT = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const EMPTY_ROOT = '<div id="root"></div>';
const CARD_STYLE = `[${PRERENDERED_ATTRIBUTE}]{display:contents}html[${HIDDEN_ATTRIBUTE}] [${PRERENDERED_ATTRIBUTE}]{display:none}`;

/**
 * Writes the sign-in page (src/ui/prerender/signInPage.tsx, rendered with React on the server
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
        const vite = await createServer({
          mode: 'production',
          configFile: false,
          root: fileURLToPath(new URL('.', import.meta.url)),
          plugins: [react(), vanillaExtractPlugin()],
          server: { middlewareMode: true, hmr: false, ws: false },
          appType: 'custom',
          logLevel: 'warn',
        });
        try {
          const { renderSignInPage } = (await vite.ssrLoadModule('/src/ui/prerender/signInPage.tsx')) as { renderSignInPage(): Promise<string> };
          // The page is a hash router's: its links say `#/register`, the memory router's `/register`.
          const card = (await renderSignInPage()).replaceAll('href="/', 'href="#/');
          if (!html.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to write the sign-in card into`);
          const entry = ENTRY_SCRIPT.exec(html)?.[1];
          if (!entry) throw new Error('index.html has no entry script for the head script to ask for');
          const entryImports = [...html.matchAll(ENTRY_IMPORT)].map((tag) => tag[1]!);
          return html
            .replace(ENTRY_SCRIPT, '')
            .replace(ENTRY_IMPORT, '')
            .replace('</head>', `<style>${CARD_STYLE}</style><script>${earlyScript({ entry, entryImports, signedInChunks })}</script></head>`)
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
