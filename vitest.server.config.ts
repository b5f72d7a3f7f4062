import { defineConfig } from 'vitest/config';

// The server's suite alone, for its run on PostgreSQL (`npm run test:server:pg`, through
// scripts/withPostgres.ts); the unit config runs the same files on SQLite, but for the
// two-process tests (server/cluster), which need PostgreSQL.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['server/**/*.test.ts'],
    setupFiles: ['tests/support/setup.ts'],
    pool: 'threads',
    maxWorkers: 2,
    // Limits, not waits: a test that hangs ends; a busy machine is not a failing test.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
