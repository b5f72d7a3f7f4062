import { DEMO_VENDOR_DELAY_MS } from './chat/demoVendor';
import { parseTrustedProxies } from './http/clientAddress';
import { MIN_FREE_DISK_BYTES } from './routes/avatarRoutes';

const MB = 1024 * 1024;

/** How `npm start` runs the server, read from its environment and checked once at start. */
export interface ServerConfig {
  port: number;
  hostname: string;
  dataDir: string;
  /** `DATABASE_URL=postgres://…` keeps the data in PostgreSQL; null keeps it in `<dataDir>/lyla.sqlite`. */
  databaseUrl: string | null;
  /** Connections each server process keeps to PostgreSQL (`DATABASE_POOL_SIZE`, default 10). */
  databasePoolSize: number;
  production: boolean;
  /** Demo data beyond the accounts: the demo account's requests and the demo vendor; off in production. */
  demoData: boolean;
  /** How long the demo vendor takes to answer (`LYLA_DEMO_VENDOR`, default 3000 ms); null when it is quiet. */
  demoVendorDelayMs: number | null;
  /** The development endpoints (`/api/dev/*`): on only with `LYLA_DEV_ENDPOINTS=1`. */
  devEndpoints: boolean;
  /** Apps built with VITE_API_ORIGIN pointing here, e.g. `ALLOWED_ORIGINS=https://app.example.com`. */
  allowedOrigins: string[];
  /** The API origin the served app was built for (VITE_API_ORIGIN, read by `vite build` too); its CSP allows it. */
  apiOrigin: string | null;
  /** Where people open the app (PUBLIC_ORIGIN; this server's own address when unset): links in emails point there. */
  publicOrigin: string;
  /** Photo uploads stop while the data folder's disk has less free (`LYLA_MIN_FREE_DISK_MB`, default 512). */
  minFreeDiskBytes: number;
  /** Proxies whose X-Forwarded-For names the client (`TRUSTED_PROXIES`, addresses and ranges); none by default. */
  trustedProxies: string[];
}

export type ConfigResult = { ok: true; config: ServerConfig } | { ok: false; problem: string };

/** Only this machine can reach an address like these. */
export function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

export function readServerConfig(env: Record<string, string | undefined>): ConfigResult {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    return { ok: false, problem: `PORT must be a number from 1 to 65535, got "${env.PORT}"` };
  }
  const hostname = env.HOST || '127.0.0.1';
  const devEndpoints = env.LYLA_DEV_ENDPOINTS === '1';
  if (devEndpoints && !isLoopback(hostname)) {
    return {
      ok: false,
      problem:
        `LYLA_DEV_ENDPOINTS=1 with HOST=${hostname}: the development endpoints read any account's emailed codes, ` +
        'so they may only listen on this machine (127.0.0.1, ::1 or localhost). Leave out LYLA_DEV_ENDPOINTS or set HOST=127.0.0.1.',
    };
  }
  const production = env.NODE_ENV === 'production';
  const demoVendor = env.LYLA_DEMO_VENDOR ?? String(DEMO_VENDOR_DELAY_MS);
  const demoVendorDelayMs = Number(demoVendor);
  if (demoVendor !== 'off' && (!/^\d+$/.test(demoVendor) || demoVendorDelayMs > 600_000)) {
    return { ok: false, problem: `LYLA_DEMO_VENDOR must be a delay in milliseconds from 0 to 600000, or off; got "${demoVendor}"` };
  }
  let apiOrigin: string | null = null;
  try {
    if (env.VITE_API_ORIGIN) apiOrigin = new URL(env.VITE_API_ORIGIN).origin;
  } catch {
    return { ok: false, problem: `VITE_API_ORIGIN must be an address like https://api.example.com, got "${env.VITE_API_ORIGIN}"` };
  }
  let publicOrigin = `http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${port}`;
  try {
    // Never the request's Host header: anyone could make the server mail links to their own site.
    if (env.PUBLIC_ORIGIN) publicOrigin = new URL(env.PUBLIC_ORIGIN).origin;
  } catch {
    return { ok: false, problem: `PUBLIC_ORIGIN must be an address like https://lyla.example.com, got "${env.PUBLIC_ORIGIN}"` };
  }
  const minFreeDisk = env.LYLA_MIN_FREE_DISK_MB ?? String(MIN_FREE_DISK_BYTES / MB);
  if (!/^\d{1,7}$/.test(minFreeDisk)) {
    return { ok: false, problem: `LYLA_MIN_FREE_DISK_MB must be a whole number of megabytes, got "${minFreeDisk}"` };
  }
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\/[^\s]+$/i.test(databaseUrl)) {
    return { ok: false, problem: 'DATABASE_URL must be a PostgreSQL address like postgres://user:password@host:5432/lyla (leave it out to use SQLite in DATA_DIR)' };
  }
  const databasePoolSize = Number(env.DATABASE_POOL_SIZE ?? 10);
  if (!Number.isInteger(databasePoolSize) || databasePoolSize < 1 || databasePoolSize > 200) {
    return { ok: false, problem: `DATABASE_POOL_SIZE must be a whole number from 1 to 200, got "${env.DATABASE_POOL_SIZE}"` };
  }
  // The start holds one connection for its lock (withStartLock) while migrating takes another: one would wait for ever.
  if (databaseUrl !== null && databasePoolSize < 2) {
    return { ok: false, problem: 'DATABASE_POOL_SIZE must be at least 2 on PostgreSQL: starting holds one connection for its lock while the migrations use another' };
  }
  const trusted = parseTrustedProxies(env.TRUSTED_PROXIES ?? '');
  if (!trusted.ok) {
    return {
      ok: false,
      problem: `TRUSTED_PROXIES must list the proxies' addresses or ranges, comma-separated (e.g. 10.0.0.5,10.1.0.0/16,fd00::/8); "${trusted.bad}" is neither`,
    };
  }
  return {
    ok: true,
    config: {
      port,
      hostname,
      dataDir: env.DATA_DIR ?? 'data',
      databaseUrl,
      databasePoolSize,
      production,
      demoData: !production,
      demoVendorDelayMs: production || demoVendor === 'off' ? null : demoVendorDelayMs,
      devEndpoints,
      allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
      apiOrigin,
      publicOrigin,
      minFreeDiskBytes: Number(minFreeDisk) * MB,
      trustedProxies: trusted.proxies,
    },
  };
}
