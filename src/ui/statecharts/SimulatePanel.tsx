import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AnyStateMachine } from 'xstate';
import { innermostPaths } from '../../machines/activeStates';
import { transitionRows, type TransitionRow } from '../../machines/statechartDoc';
import { activePaths, enabledRows, replay } from '../../machines/statechartSimulation';
import * as styles from './Statecharts.css';

/**
 * Simulate mode: the path taken lives in the address (`?path=3.7.12`, rows of the
 * transitions table), so back, restart and a copied link are plain navigation.
 */

/** `3.7.12` → `[3, 7, 12]`; anything that is not a row number is dropped. */
export function parsePath(text: string | null): number[] {
  return (text ?? '')
    .split('.')
    .filter((part) => /^\d+$/.test(part))
    .map(Number);
}

export interface SimulationView {
  /** The steps taken (a stale link's steps that no longer apply are dropped). */
  path: number[];
  paths: ReadonlySet<string>;
  taken: ReadonlySet<number>;
  enabled: number[];
  rows: TransitionRow[];
}

export function useSimulation(machine: AnyStateMachine, path: number[]): SimulationView {
  const key = path.join('.');
  return useMemo(() => {
    const simulation = replay(machine, parsePath(key));
    return {
      path: [...simulation.path],
      paths: new Set(activePaths(simulation)),
      taken: new Set(simulation.path),
      enabled: enabledRows(machine, simulation),
      rows: transitionRows(machine),
    };
  }, [machine, key]);
}

const stepText = (row: TransitionRow) => `${row.event}${row.guard ? ` [${row.guard}]` : ''} → ${row.to}`;

function CopyLink() {
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const copy = () =>
    navigator.clipboard?.writeText(window.location.href).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    ) ?? setCopied('failed');
  return (
    <>
      <button type="button" className={styles.simulateButton} onClick={copy}>
        Copy link to this path
      </button>
      <span role="status" className={styles.note}>
        {copied === 'copied' && 'Link copied.'}
        {copied === 'failed' && (
          <>
            Copy this link: <input readOnly aria-label="Link to this path" value={window.location.href} onFocus={(event) => event.target.select()} />
          </>
        )}
      </span>
    </>
  );
}

export function SimulatePanel({ machine, simulation }: { machine: AnyStateMachine; simulation: SimulationView }) {
  const [, setSearch] = useSearchParams();
  const { path, paths, enabled, rows } = simulation;
  const go = (next: number[]) => setSearch({ path: next.join('.') });
  const now = innermostPaths([...paths]);

  return (
    <div className={styles.simulate}>
      <p className={styles.liveState}>
        Simulated {machine.id} is in: {now.length ? now.join(', ') : '(finished)'}
      </p>
      <p className={styles.note}>
        Nothing is sent to a server. Choose what happens next; for a background task, choose its outcome (“… done” or “…
        failed”); a [condition] step is the one taken when that condition holds.
      </p>
      <div role="group" aria-label="What can happen now" className={styles.choices}>
        {enabled.length === 0 && <p className={styles.note}>Nothing more can happen: the machine has finished.</p>}
        {enabled.map((index) => (
          <button key={index} type="button" className={styles.simulateButton} onClick={() => go([...path, index])}>
            {stepText(rows[index]!)}
          </button>
        ))}
      </div>
      <ol className={styles.pathList} aria-label="Path taken">
        <li>Start</li>
        {path.map((index, step) => (
          <li key={step}>{stepText(rows[index]!)}</li>
        ))}
      </ol>
      <div className={styles.choices}>
        <button type="button" className={styles.simulateButton} onClick={() => go(path.slice(0, -1))} disabled={path.length === 0}>
          Back a step
        </button>
        <button type="button" className={styles.simulateButton} onClick={() => go([])} disabled={path.length === 0}>
          Restart
        </button>
        <CopyLink />
      </div>
    </div>
  );
}
