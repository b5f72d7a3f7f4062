import type { Arrow } from '../../machines/statechartGraph';
import report from '../../machines/generated/modelCoverage.json';

/**
 * Which transitions the generated model-based tests cover, from the report `npm run
 * test:model` commits (`{ "<machine id>": { "covered": [transition keys], "total": n } }`).
 * Read defensively: a machine missing from it, or an entry of another shape, is "unknown".
 */

export type ArrowCoverage = 'covered' | 'missed' | 'unknown';

function coveredKeys(data: unknown, machineId: string): ReadonlySet<string> | null {
  if (typeof data !== 'object' || data === null) return null;
  const entry = (data as Record<string, unknown>)[machineId];
  const covered = typeof entry === 'object' && entry !== null ? (entry as { covered?: unknown }).covered : undefined;
  return Array.isArray(covered) ? new Set(covered.filter((key): key is string => typeof key === 'string')) : null;
}

/** How a machine's arrows are marked; the arrow from a start dot is no transition and has no mark. */
export function arrowCoverage(machineId: string, data: unknown = report): (arrow: Arrow) => ArrowCoverage {
  const keys = coveredKeys(data, machineId);
  return (arrow) => {
    if (!keys || !arrow.key) return 'unknown';
    return keys.has(arrow.key) ? 'covered' : 'missed';
  };
}
