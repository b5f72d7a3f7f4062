import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/**
 * The script of a package's command (`vite`, `tsx`), to run with this Node directly: through
 * npx a shell sits in between, and a signal that ends the shell leaves the command running.
 */
export function packageBin(name: string): string {
  const manifest = require.resolve(`${name}/package.json`);
  const { bin } = require(manifest) as { bin: string | Record<string, string> };
  const script = typeof bin === 'string' ? bin : bin[name];
  if (!script) throw new Error(`${name} has no command of its name`);
  return join(dirname(manifest), script);
}
