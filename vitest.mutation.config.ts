import { defineConfig } from 'vitest/config';
import model from './vitest.model.config.ts';

// Mutation testing (`npm run test:mutation`): the model suites alone, one machine's suite at a
// time (MUTATION_SUITES, set by scripts/mutation.ts), without the report files of a model run.
const suites = (process.env.MUTATION_SUITES ?? '').split(',').filter(Boolean);

export default defineConfig({
  ...model,
  test: {
    ...model.test,
    include: suites.length ? suites.map((suite) => `tests/model/${suite}.model.test.tsx`) : model.test?.include,
    // A section of a file run against some paths only (scripts/mutation.ts, tests/model/mutationPaths.ts).
    setupFiles: [...[model.test?.setupFiles ?? []].flat(), ...(process.env.MUTATION_PATHS ? ['tests/model/mutationPaths.ts'] : [])],
    reporters: ['default'],
    maxWorkers: 1,
  },
});
