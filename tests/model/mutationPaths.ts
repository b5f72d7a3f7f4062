import { beforeEach } from 'vitest';
import { models } from './models';
import { planPaths } from './plan';
import { RUN_CHECK } from './runCheck';

/**
 * Set up only in mutation runs of a file's section (scripts/mutation.ts): the suite's planned
 * paths whose names do not match MUTATION_PATHS are skipped, so each of the section's mutants
 * runs the paths that open its forms instead of the whole suite. The suite's other checks run
 * (the plan's, such as each event leading where the product says, which render nothing); the
 * run check, which would count the skipped paths as not passed, is skipped too.
 */
const paths = new RegExp(process.env.MUTATION_PATHS ?? '');
let planned: Set<string> | undefined;

/** The names of the paths planned for the models whose suite `file` is. */
function plannedIn(file: string): Set<string> {
  const names = models
    .filter((model) => file.endsWith(`${model.suite}.model.test.tsx`))
    .flatMap((model) => {
      try {
        return planPaths(model).map((path) => path.name);
      } catch {
        // A machine that cannot be planned has no path tests; its suite's own check fails.
        return [];
      }
    });
  return new Set(names);
}

beforeEach(({ task, skip }) => {
  planned ??= plannedIn(task.file.name);
  if (task.name === RUN_CHECK || (planned.has(task.name) && !paths.test(task.name))) skip();
});
