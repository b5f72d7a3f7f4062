import { type Db, inTransaction, rows, run, sql, value } from '../db';
import { copyUploadsToDatabase } from '../uploads/uploadStore';
import { catchUpIdentities } from './postgresMigrations';

const BATCH_ROWS = 500;

export interface CopyReport {
  /** Rows copied per table, tables with none left out. */
  rows: Record<string, number>;
  uploads: { files: number; bytes: number };
}

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
  const columns = Object.keys(found[0] ?? {});
  for (let start = 0; start < found.length; start += BATCH_ROWS) {
    const values = found.slice(start, start + BATCH_ROWS).map((copied) => sql`(${sql.join(columns.map((column) => copied[column]))})`);
    await run(target, sql`INSERT INTO ${sql.id(table)} (${sql.join(columns.map((column) => sql.id(column)))}) VALUES ${sql.join(values)}`);
  }
}

/**
 * `npm run db:copy`: every row of a SQLite database (`source`, migrated to the latest schema) into
 * an empty PostgreSQL one (`target`), ids kept, in one transaction (a failed copy leaves the
 * target empty), then the saved pictures of `uploadsFolder` into the target's upload store.
 * Refuses a target that already has people in it.
 */
export async function copySqliteToPostgres(source: Db, target: Db, uploadsFolder: string): Promise<CopyReport> {
  if (((await value<number>(target, sql`SELECT COUNT(*) AS n FROM users`)) ?? 0) > 0) {
    throw new Error('the PostgreSQL database already has people in it; copy into an empty database');
  }
  const copied: Record<string, number> = {};
  await inTransaction(target, async (tx) => {
    for (const table of await tablesInCopyOrder(source)) {
      const found = await rows<Record<string, unknown>>(source, sql`SELECT * FROM ${sql.id(table)}`);
      await copyRows(tx, table, found);
      if (found.length > 0) copied[table] = found.length;
    }
    // FTS5's rows, by what PostgreSQL's table holds (its search columns are generated).
    const search = await rows<Record<string, unknown>>(source, sql`SELECT rowid AS id, name, context, description, kind, ref_id FROM catalogue_search`);
    await copyRows(tx, 'catalogue_search', search);
    if (search.length > 0) copied.catalogue_search = search.length;
  });
  await catchUpIdentities(target);
  return { rows: copied, uploads: await copyUploadsToDatabase(target, uploadsFolder) };
}
