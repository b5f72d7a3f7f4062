import type { Context } from 'hono';

/** The Node adapter's bindings: the socket the request came in on. */
interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The address the request came from, as the socket says (a forwarded-for header could be
 * made up by anyone). Requests made without a socket (`app.fetch` in tests) share one key.
 */
export function clientAddress(c: Context): string {
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? 'no-socket';
}
