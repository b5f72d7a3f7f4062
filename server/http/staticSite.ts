import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { getMimeType, mimes } from 'hono/utils/mime';
import { errors } from './envelope';
import { sha256Source } from './securityHeaders';

export const APP_PATH = '/site/app';

// Hono's list lacks captions; browsers load a <track> only when it is named as WebVTT.
const MIME_TYPES = { ...mimes, vtt: 'text/vtt' };

// Vite puts a content hash in every file name under assets/, so those never change.
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
// Everything else (index.html above all) must be revalidated so a new build shows at once.
const REVALIDATE = 'no-cache';

// Copies the build writes beside its text files (vite.config.ts, precompressPlugin). Preferred
// first: brotli is smaller, gzip is what every client takes.
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

// An inline <script> (one without a src) and its text.
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The built SPA from `staticDir` at `/site/app/`, and `/` redirecting there. `pagePolicy`, when
 * given, is the Content-Security-Policy of its HTML files, told the hashes of each one's inline
 * scripts (read from the file sent, so a new build is allowed its own at once).
 */
export function staticSiteRoutes(staticDir: string, pagePolicy?: (scriptHashes: string[]) => string) {
  const root = resolve(staticDir);
  // Per page, read again only when the file changed (a new build), not on every request.
  const hashesByPage = new Map<string, { version: string; hashes: string[] }>();
  const inlineScriptHashes = async (file: string, stats: Stats) => {
    const version = `${stats.mtimeMs} ${stats.size}`;
    const known = hashesByPage.get(file);
    if (known?.version === version) return known.hashes;
    const page = await readFile(file, 'utf8');
    const hashes = [...page.matchAll(INLINE_SCRIPT)].map(([, script = '']) => sha256Source(script));
    hashesByPage.set(file, { version, hashes });
    return hashes;
  };

  const send = async (c: Context, relativePath: string) => {
    const file = join(root, relativePath);
    // Second line of defence behind safeRelativePath: never read outside the root.
    if (!file.startsWith(root + sep)) throw errors.notFound();
    const stats = await stat(file).catch(() => undefined);
    if (!stats?.isFile()) throw errors.notFound();
    c.header('Content-Type', getMimeType(file, MIME_TYPES) ?? 'application/octet-stream');
    c.header('Cache-Control', relativePath.startsWith('assets/') ? HASHED_ASSET_CACHE : REVALIDATE);
    if (pagePolicy && file.endsWith('.html')) c.header('Content-Security-Policy', pagePolicy(await inlineScriptHashes(file, stats)));
    const copies = await compressedCopies(file);
    // Caches must key the answer on what the client accepts, whichever copy is sent.
    if (copies.length > 0) c.header('Vary', 'Accept-Encoding');
    const accepted = acceptedEncodings(c.req.header('Accept-Encoding'));
    const chosen = copies.find(({ name }) => accepted.has(name) || accepted.has('*'));
    if (chosen) {
      c.header('Content-Encoding', chosen.name);
      return c.body(await readFile(file + chosen.suffix));
    }
    // Media players ask for parts of a file (a browser will not seek a <video> without this).
    c.header('Accept-Ranges', 'bytes');
    const content = await readFile(file);
    const range = c.req.header('Range');
    if (range === undefined) return c.body(content);
    const part = byteRange(range, content.length);
    if (part === null) {
      c.header('Content-Range', `bytes */${content.length}`);
      return c.body(null, 416);
    }
    c.header('Content-Range', `bytes ${part.start}-${part.end}/${content.length}`);
    return c.body(content.subarray(part.start, part.end + 1), 206);
  };

  return new Hono()
    .get('/', (c) => c.redirect(`${APP_PATH}/`, 302))
    .get(APP_PATH, (c) => send(c, 'index.html'))
    // The prerendered sign-in card is a POST form (decision 0028): sent with no script, the
    // browser is sent back to the page, its body unread, rather than shown an API error.
    .post(`${APP_PATH}/`, (c) => c.redirect(`${APP_PATH}/`, 303))
    .get(`${APP_PATH}/*`, (c) => {
      const relativePath = safeRelativePath(new URL(c.req.url).pathname.slice(APP_PATH.length + 1));
      if (relativePath === null) throw errors.notFound();
      return send(c, relativePath || 'index.html');
    });
}

async function compressedCopies(file: string) {
  const found = await Promise.all(ENCODINGS.map((encoding) => stat(file + encoding.suffix).then((stats) => stats.isFile(), () => false)));
  return ENCODINGS.filter((_, index) => found[index]);
}

/** Content codings an `Accept-Encoding` header allows (those given `q=0` are refused). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    if (coding && !(quality && Number(quality.slice(2)) === 0)) accepted.add(coding);
  }
  return accepted;
}

/**
 * The bytes one `Range: bytes=…` header asks for, inclusive, within a file of `size` bytes:
 * `start-end`, `start-` or the last `-count`. Null when it cannot be met (also for several
 * ranges at once, which media players never ask for).
 */
function byteRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, from, to] = match;
  const start = from === '' ? Math.max(0, size - Number(to)) : Number(from);
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1);
  return start <= end && start < size ? { start, end } : null;
}

/**
 * The decoded path under the app, or null when it could step outside it: `.` or `..`
 * segments (also percent-encoded), empty segments, backslashes, NUL bytes.
 */
function safeRelativePath(raw: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (decoded === '') return '';
  if (/[\\\0]/.test(decoded)) return null;
  const segments = decoded.split('/');
  return segments.some((segment) => segment === '' || segment === '.' || segment === '..') ? null : decoded;
}
