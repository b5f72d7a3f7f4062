/**
 * How `npm run test:mutation` counts Stryker's results (issue 30). One correction to Stryker:
 * a static mutant (one in code run while the machine's module loads, such as its configuration)
 * runs the whole suite; when no test of that run completed, the suite file could not even load
 * (the mutant made the machine throw, or its plan fail while collecting), which `npm run
 * test:model` reports as a failure. Stryker's Vitest runner sees no failed *test* there and says
 * "Survived"; here it is detected. A non-static mutant runs only the tests that reached it, so
 * none completing there proves nothing and it stays survived.
 */
export interface MutantOutcome {
  status: string;
  static?: boolean;
  testsCompleted?: number;
}

const DETECTED = new Set(['Killed', 'Timeout']);
const COUNTED = new Set(['Killed', 'Timeout', 'Survived', 'NoCoverage']);

/** A static mutant whose suite did not load (see above). */
export const suiteDidNotLoad = (mutant: MutantOutcome) =>
  mutant.status === 'Survived' && mutant.static === true && mutant.testsCompleted === 0;

export const isDetected = (mutant: MutantOutcome) => DETECTED.has(mutant.status) || suiteDidNotLoad(mutant);

export const isSurviving = (mutant: MutantOutcome) =>
  (mutant.status === 'Survived' || mutant.status === 'NoCoverage') && !suiteDidNotLoad(mutant);

/** The score over the mutants that ran (not the ones Stryker could not compile or ignored). */
export function scoreOf(mutants: readonly MutantOutcome[]) {
  const counted = mutants.filter((mutant) => COUNTED.has(mutant.status));
  const detected = counted.filter(isDetected).length;
  return { score: counted.length ? (100 * detected) / counted.length : 100, detected, total: counted.length };
}

/** One target's last mutation run, as kept in test-results/model/mutation.json. */
export interface MutationRecord {
  target: string;
  file: string;
  score: number;
  detected: number;
  total: number;
  /** Of `detected`: static mutants whose suite did not load. */
  notLoaded: number;
  goal: number;
  minutes: number;
  /** When it ran (ISO). */
  ranAt: string;
  /** The surviving mutants, one line each. */
  survivors: string[];
  /** Composed from this many section runs (below), `ranAt` the oldest's; absent for one run of the whole file. */
  sections?: number;
}

/** A section's last run (scripts/mutationParts.ts), kept so that the file's score can be composed of sections run apart. */
export interface SectionRecord {
  /** The digest of the section's text when it ran: once the text changes, the section must run again. */
  digest: string;
  detected: number;
  total: number;
  notLoaded: number;
  minutes: number;
  ranAt: string;
  survivors: string[];
}

/**
 * The whole file's record from its sections' last runs, when each section (title and digest as
 * the file has it now) has one; otherwise the titles that must run (again) first.
 */
export function composeSections(
  target: { id: string; file: string; goal: number },
  sections: readonly { title: string; digest: string }[],
  kept: Readonly<Record<string, SectionRecord | undefined>>,
): { record: MutationRecord } | { toRun: string[] } {
  const toRun = sections.filter(({ title, digest }) => kept[title]?.digest !== digest).map(({ title }) => title);
  if (toRun.length) return { toRun };
  const runs = sections.map(({ title }) => kept[title]!);
  const detected = runs.reduce((sum, run) => sum + run.detected, 0);
  const total = runs.reduce((sum, run) => sum + run.total, 0);
  return {
    record: {
      target: target.id,
      file: target.file,
      score: total ? (100 * detected) / total : 100,
      detected,
      total,
      notLoaded: runs.reduce((sum, run) => sum + run.notLoaded, 0),
      goal: target.goal,
      minutes: runs.reduce((sum, run) => sum + run.minutes, 0),
      ranAt: runs.map((run) => run.ranAt).sort()[0]!,
      survivors: runs.flatMap((run) => run.survivors),
      sections: runs.length,
    },
  };
}

/**
 * The records kept from earlier runs with this run's put in their place: a run of one machine
 * (`npm run test:mutation -- cart`) keeps every other machine's last score in the report.
 * Anything in the kept file that is not a record is dropped.
 */
export function mergeRecords(kept: unknown, fresh: readonly MutationRecord[]): MutationRecord[] {
  const byTarget = new Map<string, MutationRecord>();
  if (kept && typeof kept === 'object') {
    for (const record of Object.values(kept)) if (isRecord(record)) byTarget.set(record.target, record);
  }
  for (const record of fresh) byTarget.set(record.target, record);
  return [...byTarget.values()].sort((a, b) => a.target.localeCompare(b.target));
}

/** The kept section records by target and title; anything else in the file is dropped. */
export function sectionRecordsOf(kept: unknown): Record<string, Record<string, SectionRecord>> {
  const byTarget: Record<string, Record<string, SectionRecord>> = {};
  if (!kept || typeof kept !== 'object') return byTarget;
  for (const [target, sections] of Object.entries(kept)) {
    if (!sections || typeof sections !== 'object') continue;
    const valid = Object.entries(sections as Record<string, unknown>).filter((entry): entry is [string, SectionRecord] => isSectionRecord(entry[1]));
    if (valid.length) byTarget[target] = Object.fromEntries(valid);
  }
  return byTarget;
}

/** Whether `value` is an object whose fields named have the kinds named (a list: `array`). */
function hasFields(value: unknown, kinds: Record<string, 'string' | 'number' | 'array'>): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return Object.entries(kinds).every(([field, kind]) => (kind === 'array' ? Array.isArray(fields[field]) : typeof fields[field] === kind));
}

const isSectionRecord = (value: unknown): value is SectionRecord =>
  hasFields(value, { digest: 'string', detected: 'number', total: 'number', ranAt: 'string', survivors: 'array' });

const isRecord = (value: unknown): value is MutationRecord =>
  hasFields(value, { target: 'string', score: 'number', detected: 'number', total: 'number', goal: 'number', survivors: 'array' });

/** QA's page (test-results/model/mutation.md): each target's last score and its survivors. */
export function mutationReport(records: readonly MutationRecord[]): string {
  const row = (record: MutationRecord) =>
    `| ${record.target} | ${record.score.toFixed(1)} % | ${record.detected} of ${record.total}${record.notLoaded ? ` (${record.notLoaded} did not load)` : ''}${record.sections ? `, ${record.sections} sections run apart` : ''} | ${record.goal} % ${record.score >= record.goal ? '✓' : '✗'} | ${record.minutes.toFixed(1)} min | ${record.ranAt.slice(0, 16).replace('T', ' ')} |`;
  const survivors = records
    .filter((record) => record.survivors.length)
    .flatMap((record) => ['', `## ${record.target}: surviving mutants (${record.file})`, '', ...record.survivors.map((line) => `- ${line}`)]);
  return [
    '# Mutation scores (model suites alone)',
    '',
    "The last run of each target (`npm run test:mutation -- <target>`); a target run section by section shows its oldest section's date.",
    '',
    '| Target | Score | Killed | Goal | Took | Ran |',
    '| --- | --- | --- | --- | --- | --- |',
    ...records.map(row),
    ...survivors,
    '',
  ].join('\n');
}
