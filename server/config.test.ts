// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readServerConfig } from './config';

describe('DATABASE_POOL_SIZE', () => {
  const url = 'postgres://lyla@localhost:5432/lyla';

  it('is 10 unless said otherwise, and may be 1 on SQLite, where it is not used', () => {
    expect(readServerConfig({ DATABASE_URL: url })).toMatchObject({ ok: true, config: { databasePoolSize: 10 } });
    expect(readServerConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '2' })).toMatchObject({ ok: true, config: { databasePoolSize: 2 } });
    expect(readServerConfig({ DATABASE_POOL_SIZE: '1' })).toMatchObject({ ok: true, config: { databasePoolSize: 1 } });
  });

  // One connection would deadlock the start: its lock holds it while migrating waits for another.
  it('refuses fewer than 2 connections on PostgreSQL, saying why', () => {
    expect(readServerConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '1' })).toEqual({
      ok: false,
      problem: expect.stringMatching(/DATABASE_POOL_SIZE must be at least 2 on PostgreSQL: starting holds one connection for its lock/),
    });
  });
});
