// Stryker ignorers (scripts/mutation.ts): parts of a machine's file that the running machine
// never reads, so mutating them measures nothing (every such mutant would survive).
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

/** The value of a `key: value` property, when `path` is that value. */
const isValueOf = (path, key) => {
  const parent = path.parentPath;
  return Boolean(parent?.isObjectProperty() && parent.node.value === path.node && parent.node.key.name === key);
};

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'description', {
    shouldIgnore(path) {
      if (isValueOf(path, 'description')) return 'A description documents the statechart; the machine never reads it.';
      return undefined;
    },
  }),
  declareValuePlugin(PluginKind.Ignore, 'machineTypes', {
    shouldIgnore(path) {
      // `setup({ types: { context: {} as …, … } })`: TypeScript reads these, XState never does.
      const call = path.parentPath?.parentPath?.parentPath;
      if (isValueOf(path, 'types') && call?.isCallExpression() && call.node.callee.name === 'setup') {
        return "The types of setup() are for TypeScript only; the running machine never reads them.";
      }
      return undefined;
    },
  }),
  declareValuePlugin(PluginKind.Ignore, 'placeholderActions', {
    shouldIgnore(path) {
      // `setup({ actions: { openProvider: () => {} } })`: empty actions that only name what the
      // composition root provides (machine.provide); the running machine never calls these.
      const call = path.parentPath?.parentPath?.parentPath;
      if (!isValueOf(path, 'actions') || !path.isObjectExpression() || !call?.isCallExpression() || call.node.callee.name !== 'setup') return undefined;
      const isEmptyFunction = (node) =>
        (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression') && node.body.type === 'BlockStatement' && node.body.body.length === 0;
      const placeholders = path.node.properties.every((property) => property.type === 'ObjectProperty' && isEmptyFunction(property.value));
      if (placeholders) return 'Empty actions the composition root replaces with the real ones; they never run.';
      return undefined;
    },
  }),
  declareValuePlugin(PluginKind.Ignore, 'placeholderActors', {
    shouldIgnore(path) {
      // `fromPromise(() => Promise.reject(new Error('… provide "…"')))`, the message a string or a
      // template: the composition root (and each suite through it) provides the real actor, so
      // this one never runs.
      if (!path.isArrowFunctionExpression()) return undefined;
      const rejected = path.node.body;
      const message = rejected.type === 'CallExpression' ? rejected.arguments[0]?.arguments?.[0] : undefined;
      const text =
        message?.type === 'StringLiteral' ? message.value : message?.type === 'TemplateLiteral' ? message.quasis.map((part) => part.value.cooked).join('') : '';
      if (rejected.type === 'CallExpression' && rejected.callee.type === 'MemberExpression' && rejected.callee.object.name === 'Promise' && rejected.callee.property.name === 'reject' && text.includes('provide "')) {
        return 'A placeholder the composition root replaces with the real call; it never runs.';
      }
      return undefined;
    },
  }),
];
