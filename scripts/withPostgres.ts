// Runs a command beside a private PostgreSQL (scripts/privatePostgres.ts) with the test
// templates ready: `tsx scripts/withPostgres.ts -- vitest run server`. The command gets
// LYLA_TEST_DATABASE_URL (the superuser's database: server/testDatabase.ts copies a template per
// test) and DATABASE_URL (a migrated, seeded database of its own, for a server it starts).
// The cluster is stopped and deleted when the command ends, whatever way it ends.
import { spawn } from 'node:child_process';
import { catchUpIdentities } from '../server/data/postgresMigrations';
import { openDatabase } from '../server/data/openDatabase';
import { onPostgresServer } from '../server/data/postgresAdmin';
import { seedDemoData } from '../server/seed';
import { MIGRATED_TEMPLATE, SEEDED_TEMPLATE } from '../server/testDatabase';
import { startPrivatePostgres } from './privatePostgres';

const separator = process.argv.indexOf('--');
const [command, ...args] = separator === -1 ? [] : process.argv.slice(separator + 1);
if (!command) {
  console.error('usage: tsx scripts/withPostgres.ts -- <command> [args…]');
  process.exit(2);
}

const postgres = await startPrivatePostgres();
let exitCode = 1;
try {
  for (const name of [MIGRATED_TEMPLATE, SEEDED_TEMPLATE, 'lyla']) await onPostgresServer(postgres.adminUrl, `CREATE DATABASE ${name}`);

  const migrated = await openDatabase(postgres.urlOf(MIGRATED_TEMPLATE));
  await migrated.destroy();
  const seeded = await openDatabase(postgres.urlOf(SEEDED_TEMPLATE));
  await seedDemoData(seeded);
  await catchUpIdentities(seeded);
  await seeded.destroy();

  console.log(`with-postgres: PostgreSQL on ${postgres.adminUrl}; running ${[command, ...args].join(' ')}`);
  const child = spawn(command, args, {
    stdio: 'inherit',
    env: { ...process.env, LYLA_TEST_DATABASE_URL: postgres.adminUrl, DATABASE_URL: postgres.urlOf('lyla') },
  });
  const stopChild = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', stopChild);
  process.on('SIGTERM', stopChild);
  exitCode = await new Promise<number>((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
} catch (error) {
  console.error(`with-postgres: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  postgres.stop();
}
process.exit(exitCode);
