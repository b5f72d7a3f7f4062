import type { ServerConfig } from './config';
import { APP_PATH } from './http/staticSite';
import { DEMO_EMAIL, DEMO_MFA_EMAIL, DEMO_PASSWORD } from './seed';

/**
 * What `npm start` prints once it listens, a line each: where the app is, the demo accounts
 * (never in production, where none has the published password), the demo accounts whose
 * password a production start replaced (`retiredDemoAccounts`), and the development endpoints.
 */
export function startMessage(
  { hostname, port, production, devEndpoints, dataDir, databaseUrl }: Pick<
    ServerConfig,
    'hostname' | 'port' | 'production' | 'devEndpoints' | 'dataDir' | 'databaseUrl'
  >,
  retiredDemoAccounts: readonly string[],
): string[] {
  const shownHost = hostname.includes(':') ? `[${hostname}]` : hostname;
  const lines = [`LYLA is running at http://${shownHost}:${port}${APP_PATH}/`, `Data: ${whereTheDataIs(dataDir, databaseUrl)}`];
  if (!production) lines.push(`Demo accounts: ${DEMO_EMAIL} and ${DEMO_MFA_EMAIL} (second factor), password ${DEMO_PASSWORD}`);
  if (retiredDemoAccounts.length > 0) {
    lines.push(
      `Demo accounts ${retiredDemoAccounts.join(' and ')} still had the published demo password: it was replaced with a random one and their sessions ended.`,
    );
  }
  if (devEndpoints) lines.push('Development endpoints (/api/dev/*) are on: anyone on this machine can read emailed codes.');
  return lines;
}

/** The database named without its password. */
function whereTheDataIs(dataDir: string, databaseUrl: string | null): string {
  if (!databaseUrl) return `SQLite, ${dataDir}/lyla.sqlite`;
  try {
    const url = new URL(databaseUrl);
    return `PostgreSQL, ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}
