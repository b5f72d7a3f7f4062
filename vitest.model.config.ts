import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

// Model-based tests: paths generated from the machines, run against the rendered app. Besides
// the console, each run writes test-results/model/: junit.xml and a Markdown page per machine.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['tests/model/**/*.test.{ts,tsx}'],
    reporters: ['default', ['junit', { outputFile: 'test-results/model/junit.xml' }], './tests/model/reportPages.ts'],
    // A limit, not a wait: a long path on two busy cores takes many times its quiet duration.
    testTimeout: 60_000,
  },
});
