// Moves a running site from its SQLite data folder to PostgreSQL:
//   DATA_DIR=data DATABASE_URL=postgres://… npm run db:copy
// Copies every row (ids kept) into an empty PostgreSQL database, then the saved pictures, and
// says what it copied (server/data/copyToPostgres.ts). Stop the server first: rows written
// during the copy would be left behind. The SQLite file is only read.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { copySqliteToPostgres } from '../server/data/copyToPostgres';
import { isPostgresUrl, openDatabase } from '../server/data/openDatabase';

function fail(problem: string): never {
  console.error(`db:copy: ${problem}`);
  process.exit(1);
}

const dataDir = process.env.DATA_DIR ?? 'data';
const databaseUrl = process.env.DATABASE_URL ?? '';
const sqliteFile = join(dataDir, 'lyla.sqlite');
if (!isPostgresUrl(databaseUrl)) fail('set DATABASE_URL to the PostgreSQL database to copy into (postgres://…)');
if (!existsSync(sqliteFile)) fail(`no SQLite database at ${sqliteFile} (set DATA_DIR to the site's data folder)`);

const source = await openDatabase(sqliteFile);
const target = await openDatabase(databaseUrl);
try {
  const report = await copySqliteToPostgres(source, target, join(dataDir, 'avatars'));
  console.log(`db:copy: copied ${sqliteFile} into ${new URL(databaseUrl).pathname.slice(1)}:`);
  console.log(`  rows: ${Object.entries(report.rows).map(([table, count]) => `${table} ${count}`).join(', ')}`);
  console.log(`  saved pictures: ${report.uploads.files} (${report.uploads.bytes} bytes)`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  await source.destroy();
  await target.destroy();
}
