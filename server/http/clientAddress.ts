import { BlockList, isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './appEnv';

/** The Node adapter's bindings: the socket the request came in on. */
interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

const ipType = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * TRUSTED_PROXIES: addresses (`10.0.0.5`, `::1`) and ranges (`10.1.0.0/16`, `fd00::/8`),
 * comma-separated. Answers the entries, or the first that is neither.
 */
export function parseTrustedProxies(list: string): { ok: true; proxies: string[] } | { ok: false; bad: string } {
  const proxies = list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of proxies) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const bits = isIP(address) === 6 ? 128 : 32;
    const validPrefix = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
    if (isIP(address) === 0 || !validPrefix || rest.length > 0) return { ok: false, bad: entry };
  }
  return { ok: true, proxies };
}

function trustedList(proxies: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of proxies) {
    const [address = '', prefix] = entry.split('/');
    if (prefix === undefined) list.addAddress(address, ipType(address));
    else list.addSubnet(address, Number(prefix), ipType(address));
  }
  return list;
}

/**
 * Works out each request's client address once, for `clientAddress`. The socket's address,
 * unless it is a trusted proxy (`trustedProxies`, entries checked by parseTrustedProxies): then
 * the rightmost X-Forwarded-For address that is not itself a trusted proxy. Each proxy appends
 * the address it was called from, so that one was written by a trusted proxy; any address left
 * of it could have been made up by the client. Requests made without a socket (`app.fetch` in
 * tests) share one key.
 */
export function resolveClientAddress(trustedProxies: readonly string[]): MiddlewareHandler<AppEnv> {
  const trusted = trustedList(trustedProxies);
  const isTrusted = (address: string) => isIP(address) !== 0 && trusted.check(address, ipType(address));
  // Not async: one promise less on every call.
  return (c, next) => {
    const socket = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? 'no-socket';
    let address = socket;
    if (trustedProxies.length > 0 && isTrusted(socket)) {
      const forwarded = (c.req.header('x-forwarded-for') ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      // Every address trusted: the furthest one is the client's.
      address = [...forwarded].reverse().find((entry) => !isTrusted(entry)) ?? forwarded[0] ?? socket;
    }
    c.set('clientAddress', address);
    return next();
  };
}

/** The address the request came from (resolveClientAddress): the key of per-address limits. */
export function clientAddress(c: Context<AppEnv>): string {
  return c.get('clientAddress');
}
