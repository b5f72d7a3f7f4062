// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type Db, rows, sql } from '../db';
import { openTestDatabase, onPostgres } from '../testDatabase';
import { openDatabase } from './openDatabase';
import { POSTGRES_MIGRATIONS } from './postgresMigrations';
import { MIGRATIONS } from './sqliteMigrations';

interface Shape {
  tables: Record<string, string[]>;
  notNull: string[];
  unique: string[];
  indexes: string[];
  foreignKeys: string[];
}

// Each engine's search keeps its index in tables of its own (FTS5's shadow tables; PostgreSQL's
// kept counts) and in catalogue_search's generated columns on PostgreSQL. Compared by what the
// app reads: the columns of catalogue_search.
const SEARCH_INTERNALS = /^catalogue_search_/;
// SQLite keeps uploaded pictures in a folder, PostgreSQL in this table (server/uploads/uploadStore.ts).
const POSTGRES_ONLY = new Set(['upload_files']);

async function sqliteShape(db: Db): Promise<Shape> {
  const tableNames = (await rows<{ name: string }>(db, sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`))
    .map((table) => table.name)
    .filter((name) => !SEARCH_INTERNALS.test(name));
  const shape: Shape = { tables: {}, notNull: [], unique: [], indexes: [], foreignKeys: [] };
  for (const table of tableNames) {
    const columns = await rows<{ name: string; notnull: number; pk: number }>(db, sql`SELECT * FROM pragma_table_info(${table})`);
    shape.tables[table] = columns.map((column) => column.name).sort();
    if (table === 'catalogue_search') {
      // FTS5 columns have no types or constraints; PostgreSQL adds an id for paging.
      shape.tables[table] = [...columns.map((column) => column.name), 'id'].sort();
      continue;
    }
    const primaryKey = columns.filter((column) => column.pk > 0).sort((a, b) => a.pk - b.pk).map((column) => column.name);
    for (const column of columns) if (column.notnull || (column.pk > 0 && primaryKey.length === 1)) shape.notNull.push(`${table}.${column.name}`);
    if (primaryKey.length > 1) for (const column of primaryKey) shape.notNull.push(`${table}.${column}`);
    shape.unique.push(`${table}(${primaryKey.join(',')})`);
    for (const index of await rows<{ name: string; unique: number; origin: string; partial: number }>(db, sql`SELECT * FROM pragma_index_list(${table})`)) {
      const indexColumns = (await rows<{ name: string }>(db, sql`SELECT name FROM pragma_index_info(${index.name}) ORDER BY seqno`)).map((column) => column.name);
      if (index.origin === 'u') shape.unique.push(`${table}(${indexColumns.join(',')})`);
      if (index.origin === 'c') shape.indexes.push(`${index.name} ${index.unique ? 'unique ' : ''}on ${table}(${indexColumns.join(',')})`);
    }
    for (const key of await rows<{ from: string; table: string; to: string; on_delete: string }>(db, sql`SELECT * FROM pragma_foreign_key_list(${table})`)) {
      shape.foreignKeys.push(`${table}.${key.from} -> ${key.table}.${key.to} on delete ${key.on_delete}`);
    }
  }
  return normalise(shape);
}

async function postgresShape(db: Db): Promise<Shape> {
  // Generated columns are PostgreSQL's search index (catalogue_search's words), not data.
  const columns = await rows<{ table_name: string; column_name: string; is_nullable: string }>(
    db,
    sql`SELECT table_name, column_name, is_nullable FROM information_schema.columns
        WHERE table_schema = current_schema() AND is_generated = 'NEVER'`,
  );
  const shape: Shape = { tables: {}, notNull: [], unique: [], indexes: [], foreignKeys: [] };
  for (const column of columns.filter((column) => !POSTGRES_ONLY.has(column.table_name) && !SEARCH_INTERNALS.test(column.table_name))) {
    shape.tables[column.table_name] = [...(shape.tables[column.table_name] ?? []), column.column_name];
    if (column.is_nullable === 'NO' && column.table_name !== 'catalogue_search') shape.notNull.push(`${column.table_name}.${column.column_name}`);
  }
  for (const names of Object.values(shape.tables)) names.sort();
  const constraints = await rows<{ table_name: string; kind: string; columns: string; ref_table: string | null; ref_columns: string | null; on_delete: string }>(
    db,
    sql`SELECT c.conrelid::regclass::text AS table_name, c.contype AS kind,
               (SELECT string_agg(a.attname, ',' ORDER BY k.ord) FROM unnest(c.conkey) WITH ORDINALITY k(num, ord)
                 JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.num) AS columns,
               c.confrelid::regclass::text AS ref_table,
               (SELECT string_agg(a.attname, ',' ORDER BY k.ord) FROM unnest(c.confkey) WITH ORDINALITY k(num, ord)
                 JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.num) AS ref_columns,
               c.confdeltype AS on_delete
        FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
        WHERE n.nspname = current_schema() AND c.contype IN ('p', 'u', 'f')`,
  );
  const onDelete: Record<string, string> = { a: 'NO ACTION', c: 'CASCADE', n: 'SET NULL', r: 'RESTRICT', d: 'SET DEFAULT' };
  for (const constraint of constraints) {
    if (constraint.table_name === 'catalogue_search' || POSTGRES_ONLY.has(constraint.table_name) || SEARCH_INTERNALS.test(constraint.table_name)) continue;
    if (constraint.kind === 'f') shape.foreignKeys.push(`${constraint.table_name}.${constraint.columns} -> ${constraint.ref_table}.${constraint.ref_columns} on delete ${onDelete[constraint.on_delete]}`);
    else shape.unique.push(`${constraint.table_name}(${constraint.columns})`);
  }
  const indexes = await rows<{ name: string; table_name: string; is_unique: boolean; columns: string }>(
    db,
    sql`SELECT i.relname AS name, t.relname AS table_name, x.indisunique AS is_unique,
               (SELECT string_agg(a.attname, ',' ORDER BY k.ord) FROM unnest(x.indkey) WITH ORDINALITY k(num, ord)
                 JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.num) AS columns
        FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
        JOIN pg_namespace n ON n.oid = t.relnamespace
        WHERE n.nspname = current_schema() AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`,
  );
  for (const index of indexes) {
    if (index.table_name === 'catalogue_search' || SEARCH_INTERNALS.test(index.table_name)) continue;
    shape.indexes.push(`${index.name} ${index.is_unique ? 'unique ' : ''}on ${index.table_name}(${index.columns})`);
  }
  return normalise(shape);
}

const normalise = (shape: Shape): Shape => ({
  tables: Object.fromEntries(Object.entries(shape.tables).sort(([a], [b]) => a.localeCompare(b))),
  notNull: [...new Set(shape.notNull)].sort(),
  unique: [...new Set(shape.unique)].sort(),
  indexes: shape.indexes.sort(),
  foreignKeys: shape.foreignKeys.sort(),
});

describe('the PostgreSQL schema', () => {
  it('ends at the same migration as SQLite’s', () => {
    expect(POSTGRES_MIGRATIONS.at(-1)?.id).toBe(MIGRATIONS.at(-1)?.id);
  });

  // Needs the PostgreSQL the test command starts (scripts/withPostgres.ts); the SQLite run has none.
  it.runIf(onPostgres)('has the same tables, columns, keys and indexes as SQLite’s', async () => {
    const sqlite = await openDatabase(':memory:');
    const postgres = await openTestDatabase({ seeded: false });
    const [expected, actual] = [await sqliteShape(sqlite), await postgresShape(postgres)];
    await sqlite.destroy();
    expect(actual.tables).toEqual(expected.tables);
    expect(actual.notNull).toEqual(expected.notNull);
    expect(actual.unique).toEqual(expected.unique);
    expect(actual.foreignKeys).toEqual(expected.foreignKeys);
    expect(actual.indexes).toEqual(expected.indexes);
  });
});
