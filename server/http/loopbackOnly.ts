import { createMiddleware } from 'hono/factory';
import { isLoopback } from '../config';
import { errors } from './envelope';

/** `localhost:8080` → `localhost`, `[::1]:8080` → `::1`; null when it is no host at all. */
function hostnameOf(host: string): string | null {
  try {
    return new URL(`http://${host}`).hostname.replace(/^\[(.*)\]$/, '$1');
  } catch {
    return null;
  }
}

/**
 * Lets through only requests addressed to this machine by a loopback name (`localhost`,
 * `127.0.0.1`, `[::1]`, any port). Listening on loopback is not enough: through DNS rebinding a
 * page of another site makes the browser send it requests, but they name that site's host.
 */
export const loopbackHostOnly = createMiddleware(async (c, next) => {
  // The Host header, and the request target's host, which an absolute-form request sets apart from it.
  const hosts = [c.req.header('host'), new URL(c.req.url).host].filter((host) => host !== undefined);
  if (!hosts.every((host) => isLoopback(hostnameOf(host) ?? ''))) {
    throw errors.forbidden('The development endpoints answer only requests to localhost, 127.0.0.1 or [::1]');
  }
  await next();
});
