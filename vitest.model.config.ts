import { defineConfig } from 'vitest/config';
import base from './vitest.config';

// Model-based tests: paths generated from the machines, run against the rendered app.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['tests/model/**/*.test.{ts,tsx}'],
    testTimeout: 20_000,
  },
});
