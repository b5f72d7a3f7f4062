import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';

/** Sent with every answer: the defaults of Hono's `secureHeaders`, written out once. */
export const SECURITY_HEADERS = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=15552000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  // As the page's CSP (`frame-ancestors 'none'`), for browsers that read only this header.
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
} as const;

/**
 * Answers a browser or a proxy must never keep a copy of: every JSON answer (the API's, most of
 * them personal) and any other answer that needs a session (`keepNoCopy`). Pictures and the
 * app's files set their own caching.
 */
const NO_STORE = 'no-store';
const JSON_HEADERS = { 'content-type': 'application/json', 'cache-control': NO_STORE, ...SECURITY_HEADERS };
const withHeadersSet = new WeakSet<Response>();

/** Marks a signed-in answer that is not JSON (the live-updates stream) as never to be kept. */
export function keepNoCopy(response: Response): void {
  // JSON answers carry it already; reading their headers would cost what jsonResponse saves.
  if (!withHeadersSet.has(response)) response.headers.set('cache-control', NO_STORE);
}

/**
 * A JSON answer with the security headers already on it, as a plain object: the Node adapter
 * then writes it straight out. Setting headers on a finished response instead (what
 * `secureHeaders` does) builds a full fetch `Headers`, which cost a quarter of an API call.
 */
export function jsonResponse(body: unknown, status: number): Response {
  return jsonTextResponse(JSON.stringify(body), status);
}

const utf8 = new TextEncoder();

/**
 * JSON written out as UTF-8 bytes, for answers kept and sent many times: a text with one
 * character beyond Latin-1 (a ’ in a description) is two bytes a character in V8, and encoding
 * it again for every answer cost a kept search answer a quarter of its time.
 */
export const jsonBytes = (body: unknown): Uint8Array<ArrayBuffer> => utf8.encode(JSON.stringify(body));

/** As `jsonResponse`, for JSON already written out (as text, or as its bytes: jsonBytes). */
export function jsonTextResponse(json: string | Uint8Array<ArrayBuffer>, status: number): Response {
  const response = new Response(json, { status, headers: JSON_HEADERS });
  withHeadersSet.add(response);
  return response;
}

/**
 * Adds the security headers to the answers that do not carry them yet (pages, pictures,
 * files), and `pagePolicy` as the Content-Security-Policy of HTML answers that set none; a
 * header a route set itself is kept. One middleware for both: each layer costs every call.
 */
export const securityHeaders = (pagePolicy: string) =>
  createMiddleware(async (c, next) => {
    await next();
    // JSON answers already carry them; reading their headers would cost what jsonResponse saves.
    if (withHeadersSet.has(c.res)) return;
    const { headers } = c.res;
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!headers.has(name)) headers.set(name, value);
    if (headers.get('content-type')?.startsWith('text/html') && !headers.has('content-security-policy')) {
      headers.set('Content-Security-Policy', pagePolicy);
    }
  });

/** For pictures the app shows: the app may be served from another origin than the API (VITE_API_ORIGIN). */
export function showableFromOtherOrigins(c: Context) {
  c.header('Cross-Origin-Resource-Policy', 'cross-origin');
}

/**
 * The Content-Security-Policy of the app's page (docs/decisions/0013-server-hardening.md):
 * scripts only from its own files and the page's own inline scripts, named by their hashes
 * (`scriptHashes`: the build writes one, which decides whether the prerendered sign-in card
 * shows), nothing else may frame it, and it talks only to its own origin and the API origin it
 * was built for.
 */
export function appPagePolicy(apiOrigin: string | null, scriptHashes: readonly string[] = []): string {
  const api = apiOrigin ? ` ${apiOrigin}` : '';
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' '),
    // Radix's scroll lock and select add <style> elements whose rules are computed in the
    // browser (the scrollbar's width), so no hash can name them. Style cannot run script.
    "style-src 'self' 'unsafe-inline'",
    // Pictures come from the API origin; a chosen avatar is shown from a blob: before upload.
    `img-src 'self' data: blob:${api}`,
    `connect-src 'self'${api}`,
    // News clips and their captions, named by the API like pictures.
    `media-src 'self'${api}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A CSP source naming inline text by its hash: `sha256-<base64>`. */
export function sha256Source(text: string): string {
  return `sha256-${createHash('sha256').update(text).digest('base64')}`;
}

/** The policy of a self-contained page with one inline style sheet (the sandbox provider's page). */
export function stylesOnlyPagePolicy(styleSheet: string): string {
  // No form-action: its buttons post here and are sent on to the app, which may live elsewhere.
  return [`default-src 'none'`, `style-src '${sha256Source(styleSheet)}'`, "base-uri 'none'", "frame-ancestors 'none'"].join('; ');
}
