import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { errors } from './envelope';

export const APP_PATH = '/site/app';

// Vite puts a content hash in every file name under assets/, so those never change.
const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
// Everything else (index.html above all) must be revalidated so a new build shows at once.
const REVALIDATE = 'no-cache';

/** The built SPA from `staticDir` at `/site/app/`, and `/` redirecting there. */
export function staticSiteRoutes(staticDir: string) {
  const root = resolve(staticDir);

  const send = async (c: Context, relativePath: string) => {
    const file = join(root, relativePath);
    // Second line of defence behind safeRelativePath: never read outside the root.
    if (!file.startsWith(root + sep)) throw errors.notFound();
    const stats = await stat(file).catch(() => undefined);
    if (!stats?.isFile()) throw errors.notFound();
    c.header('Content-Type', getMimeType(file) ?? 'application/octet-stream');
    c.header('Cache-Control', relativePath.startsWith('assets/') ? HASHED_ASSET_CACHE : REVALIDATE);
    return c.body(await readFile(file));
  };

  return new Hono()
    .get('/', (c) => c.redirect(`${APP_PATH}/`, 302))
    .get(APP_PATH, (c) => send(c, 'index.html'))
    .get(`${APP_PATH}/*`, (c) => {
      const relativePath = safeRelativePath(new URL(c.req.url).pathname.slice(APP_PATH.length + 1));
      if (relativePath === null) throw errors.notFound();
      return send(c, relativePath || 'index.html');
    });
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
