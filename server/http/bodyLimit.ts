import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';

/**
 * Hono's `bodyLimit`, without its cost on the common path. It reads `c.req.raw.body`, which
 * makes @hono/node-server build a full fetch `Request` for every call: that halved the
 * throughput of catalogue reads. A body with a Content-Length is judged by that header
 * (Node has already checked it is a number and will not read past it); only chunked bodies
 * go through Hono's streaming count.
 */
export function limitBody(options: { maxSize: number; onError: (c: Context) => Response }) {
  const streamingLimit = bodyLimit(options);
  return createMiddleware(async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const declared = c.req.header('content-length');
    if (declared === undefined || c.req.header('transfer-encoding') !== undefined) return streamingLimit(c, next);
    return Number(declared) > options.maxSize ? options.onError(c) : next();
  });
}
