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
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
} as const;

const JSON_HEADERS = { 'content-type': 'application/json', ...SECURITY_HEADERS };
const withHeadersSet = new WeakSet<Response>();

/**
 * A JSON answer with the security headers already on it, as a plain object: the Node adapter
 * then writes it straight out. Setting headers on a finished response instead (what
 * `secureHeaders` does) builds a full fetch `Headers`, which cost a quarter of an API call.
 */
export function jsonResponse(body: unknown, status: number): Response {
  return jsonTextResponse(JSON.stringify(body), status);
}

/** As `jsonResponse`, for JSON already written out. */
export function jsonTextResponse(json: string, status: number): Response {
  const response = new Response(json, { status, headers: JSON_HEADERS });
  withHeadersSet.add(response);
  return response;
}

/**
 * Adds the security headers to the answers that do not carry them yet (pages, pictures,
 * files); a header a route set itself is kept.
 */
export const securityHeaders = createMiddleware(async (c, next) => {
  await next();
  if (withHeadersSet.has(c.res)) return;
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) if (!c.res.headers.has(name)) c.res.headers.set(name, value);
});

/** For pictures the app shows: the app may be served from another origin than the API (VITE_API_ORIGIN). */
export function showableFromOtherOrigins(c: Context) {
  c.header('Cross-Origin-Resource-Policy', 'cross-origin');
}
