import type { StateValue } from 'xstate';

/**
 * Every state an actor is in, ancestors first, written like `statePath` in statechartDoc.ts
 * (`signedIn › ready`): `{ signedIn: 'ready' }` → `['signedIn', 'signedIn › ready']`.
 * Parallel regions are listed one after another. Pure: the statecharts page highlights
 * these rows for the live session.
 */
export function activeStatePaths(value: StateValue, parent: readonly string[] = []): string[] {
  if (typeof value === 'string') return [[...parent, value].join(' › ')];
  return Object.entries(value).flatMap(([key, child]) => {
    const path = [...parent, key];
    return [path.join(' › '), ...(child === undefined ? [] : activeStatePaths(child, path))];
  });
}

/** The innermost of `paths` (from `activeStatePaths`): `['signedIn', 'signedIn › ready']` → `['signedIn › ready']`. */
export function innermostPaths(paths: readonly string[]): string[] {
  return paths.filter((path) => !paths.some((other) => other.startsWith(`${path} › `)));
}
