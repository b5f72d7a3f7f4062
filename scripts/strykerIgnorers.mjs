// A Stryker ignorer (scripts/mutation.ts): a machine's `description` texts document its
// statechart and are never read by the machine, so mutating them measures nothing.
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'description', {
    shouldIgnore(path) {
      const parent = path.parentPath;
      if (parent?.isObjectProperty() && parent.node.value === path.node && parent.node.key.name === 'description') {
        return 'A description documents the statechart; the machine never reads it.';
      }
      return undefined;
    },
  }),
];
