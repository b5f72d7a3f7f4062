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
  build: { target: 'es2022', sourcemap: false, cssCodeSplit: false },
}));
