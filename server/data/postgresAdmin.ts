import pg from 'pg';

/**
 * One statement on a PostgreSQL server through a connection of its own, for what cannot run in
 * a transaction or through a pool on the database concerned: CREATE and DROP DATABASE.
 */
export async function onPostgresServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
