import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// Unit, machine, screen and server tests. Server tests opt into Node with
// `// @vitest-environment node`. Model-based tests have their own config.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Two server processes on one PostgreSQL: the PostgreSQL server suite runs them (vitest.server.config.ts).
    exclude: [...configDefaults.exclude, 'server/cluster/**'],
    setupFiles: ['tests/support/setup.ts'],
    pool: 'threads',
    maxWorkers: 2,
    // Two cores run several jsdom files at once; a busy machine is not a failing test. Tests
    // wait for what a person sees; these limits only end a test that hangs.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
