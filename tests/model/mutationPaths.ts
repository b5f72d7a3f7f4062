import { beforeEach } from 'vitest';

/**
 * Set up only in mutation runs of a file's section (scripts/mutation.ts): the tests whose names
 * do not match MUTATION_PATHS are skipped, so each of the section's mutants runs the paths that
 * open its forms instead of the whole suite.
 */
const paths = new RegExp(process.env.MUTATION_PATHS ?? '');
beforeEach(({ task, skip }) => {
  if (!paths.test(task.name)) skip();
});
