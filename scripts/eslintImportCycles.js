// ESLint rule `lyla/no-import-cycle`: no file of src/ reaches itself by its imports. Unlike
// import/no-cycle it follows type imports too: a circle of types is still a circle a reader follows.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SOURCE = /\.(ts|tsx)$/;
// `import … from '…'`, `export … from '…'`, `import '…'` and `import('…')`, relative ones only.
const SPECIFIER = /\b(?:from|import)\s*\(?\s*(['"])(\.{1,2}\/[^'"]+)\1/g;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

/** Each file's imports (files of `files` only), read as text. */
export function importGraph(files, read = (file) => readFileSync(file, 'utf8')) {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const targets = [...read(file).matchAll(SPECIFIER)]
        .map((match) => EXTENSIONS.map((extension) => join(dirname(file), match[2]) + extension).find((path) => known.has(path)))
        .filter((target) => target !== undefined);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** A shortest path of imports from `file` back to itself, or null when it is in no circle. */
export function circleThrough(graph, file) {
  const cameFrom = new Map();
  const queue = [...(graph.get(file) ?? [])];
  queue.forEach((next) => cameFrom.set(next, file));
  for (let index = 0; index < queue.length; index++) {
    const current = queue[index];
    if (current === file) {
      const circle = [file];
      for (let step = cameFrom.get(file); step !== file; step = cameFrom.get(step)) circle.unshift(step);
      return [file, ...circle.slice(0, -1), file];
    }
    for (const next of graph.get(current) ?? []) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, current);
      queue.push(next);
    }
  }
  return null;
}

const graphs = new Map();

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No file imports itself through other files, type imports included.' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
  },
  create(context) {
    const root = resolve(context.options[0]?.root ?? 'src');
    const file = context.physicalFilename;
    if (relative(root, file).startsWith('..')) return {};
    if (!graphs.has(root)) graphs.set(root, importGraph(sourceFiles(root)));
    return {
      Program(node) {
        const circle = circleThrough(graphs.get(root), file);
        if (circle) {
          const names = circle.map((step) => relative(root, step)).join(' → ');
          context.report({ node, message: `Import circle: ${names}. Move what both sides need into a file that imports neither.` });
        }
      },
    };
  },
};
