import { randomBytes } from 'node:crypto';
import type { AppOptions } from '../app';
import { openDatabase } from '../data/openDatabase';
import { onPostgres, openTestDatabase, testDatabaseUrl } from '../testDatabase';
import { createTestClock, startTestServer } from '../testSupport';
import { joinCluster } from './channel';

/**
 * Two server "processes" on one PostgreSQL database, as behind a load balancer: two apps in this
 * test process, each on its own connections to the same seeded database (so each keeps its own
 * memory: sessions, kept answers, streams) and its own listener on the cluster channel. They
 * share one clock. `close()` leaves the channel and closes B's connections (A's database is
 * dropped with the file's, tests/support/setup.ts).
 */
export async function startTwoServers(options: Partial<AppOptions> = {}) {
  if (!onPostgres) {
    throw new Error(
      'The two-process tests need PostgreSQL: run them through scripts/withPostgres.ts ' +
        '(npx tsx scripts/withPostgres.ts -- npx vitest run --config vitest.server.config.ts server/cluster)',
    );
  }
  const clock = createTestClock();
  const dbA = await openTestDatabase();
  const url = testDatabaseUrl(dbA);
  const dbB = await openDatabase(url, { poolSize: 4 });
  // Each listener's name is unique on the server, so a test can find (and end) exactly that connection.
  const names = { a: `lyla test A ${randomBytes(4).toString('hex')}`, b: `lyla test B ${randomBytes(4).toString('hex')}` };
  const a = await startTestServer({ ...options, db: dbA }, clock);
  const b = await startTestServer({ ...options, db: dbB }, clock);
  const clusterA = await joinCluster(dbA, url, { name: names.a, log: (line) => a.logs.push(line) });
  const clusterB = await joinCluster(dbB, url, { name: names.b, log: (line) => b.logs.push(line) });
  return {
    // `leaveCluster`: as a process that died, from the others' side (close() may leave again).
    a: { ...a, listenerName: names.a, leaveCluster: clusterA.leave },
    b: { ...b, listenerName: names.b, leaveCluster: clusterB.leave },
    close: async () => {
      await clusterA.leave();
      await clusterB.leave();
      await dbB.destroy();
    },
  };
}
