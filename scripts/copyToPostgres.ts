// Moves a running site from its SQLite data folder to PostgreSQL:
//   DATA_DIR=data DATABASE_URL=postgres://… npm run db:copy
// Copies every row (ids kept) into an empty PostgreSQL database in one transaction, then the
// saved uploads, and says what it copied. Stop the server first: rows written during the copy
// would be left behind. The SQLite file is only read.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../server/data/openDatabase';
import { catchUpIdentities } from '../server/data/postgresMigrations';
import { type Db, inTransaction, rows, run, sql, value } from '../server/db';
import { copyUploadsToDatabase } from '../server/uploads/uploadStore';

const BATCH_ROWS = 500;

function fail(problem: string): never {
  console.error(`db:copy: ${problem}`);
  process.exit(1);
}

const dataDir = process.env.DATA_DIR ?? 'data';
const databaseUrl = process.env.DATABASE_URL;
const sqliteFile = join(dataDir, 'lyla.sqlite');
if (!databaseUrl || !/^postgres(ql)?:\/\//i.test(databaseUrl)) fail('set DATABASE_URL to the PostgreSQL database to copy into (postgres://…)');
if (!existsSync(sqliteFile)) fail(`no SQLite database at ${sqliteFile} (set DATA_DIR to the site's data folder)`);

/** Tables in an order where every row's foreign keys point at rows copied before it. */
async function tablesInCopyOrder(source: Db): Promise<string[]> {
  const names = (await rows<{ name: string }>(source, sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`))
    .map((table) => table.name)
    .filter((name) => name !== 'schema_migrations' && !name.startsWith('catalogue_search'));
  const pointsAt = new Map<string, string[]>();
  for (const name of names) {
    const keys = await rows<{ table: string }>(source, sql`SELECT "table" FROM pragma_foreign_key_list(${name})`);
    pointsAt.set(name, keys.map((key) => key.table).filter((table) => table !== name));
  }
  const ordered: string[] = [];
  const visit = (name: string) => {
    if (ordered.includes(name)) return;
    for (const parent of pointsAt.get(name) ?? []) visit(parent);
    ordered.push(name);
  };
  names.forEach(visit);
  return ordered;
}

async function copyRows(target: Db, table: string, found: Record<string, unknown>[]): Promise<void> {
  if (found.length === 0) return;
  const columns = Object.keys(found[0]!);
  for (let start = 0; start < found.length; start += BATCH_ROWS) {
    const batch = found.slice(start, start + BATCH_ROWS);
    const values = batch.map((copied) => sql`(${sql.join(columns.map((column) => copied[column]))})`);
    await run(target, sql`INSERT INTO ${sql.id(table)} (${sql.join(columns.map((column) => sql.id(column)))}) VALUES ${sql.join(values)}`);
  }
}

const source = await openDatabase(sqliteFile);
const target = await openDatabase(databaseUrl);
try {
  if (((await value<number>(target, sql`SELECT COUNT(*) AS n FROM users`)) ?? 0) > 0) {
    fail('the PostgreSQL database already has people in it; copy into an empty database');
  }
  const copied: string[] = [];
  await inTransaction(target, async (tx) => {
    for (const table of await tablesInCopyOrder(source)) {
      const found = await rows<Record<string, unknown>>(source, sql`SELECT * FROM ${sql.id(table)}`);
      await copyRows(tx, table, found);
      if (found.length > 0) copied.push(`${table} ${found.length}`);
    }
    const search = await rows<Record<string, unknown>>(
      source,
      sql`SELECT rowid AS id, name, context, description, kind, ref_id FROM catalogue_search`,
    );
    await copyRows(tx, 'catalogue_search', search);
    copied.push(`catalogue_search ${search.length}`);
  });
  await catchUpIdentities(target);
  const uploads = await copyUploadsToDatabase(target, join(dataDir, 'avatars'));
  console.log(`db:copy: copied ${sqliteFile} into ${new URL(databaseUrl).pathname.slice(1)}:`);
  console.log(`  rows: ${copied.join(', ')}`);
  console.log(`  uploads: ${uploads.files} files, ${uploads.bytes} bytes`);
} finally {
  await source.destroy();
  await target.destroy();
}
