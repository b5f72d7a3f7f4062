import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { activeStatePaths, innermostPaths } from '../../machines/activeStates';
import layouts from '../../machines/generated/statechartLayouts.json';
import { documentedMachines } from '../../machines/registry';
import { sessionMachine } from '../../machines/sessionMachine';
import { descendants, isInitial, statePath, transitionRows } from '../../machines/statechartDoc';
import { statechartGraph } from '../../machines/statechartGraph';
import type { StatechartLayout } from '../../machines/statechartLayoutTypes';
import type { LiveState } from './liveStates';
import { useAppServices, useSessionActor } from '../app/services';
import { arrowCoverage } from './coverage';
import { SimulatePanel, parsePath, useSimulation } from './SimulatePanel';
import { StatechartDrawing } from './StatechartDrawing';
import { EmptyState, textLink } from '../catalogue';
import { PageTitle } from '../components/PageTitle';
import * as styles from './Statecharts.css';

/**
 * The statecharts of architecture §8 for product owners: each documented machine drawn from
 * the machine itself (layout committed by `npm run statecharts`), above its states and
 * transitions tables (those of docs/statecharts/). Live mode highlights where the machine
 * runs now in this browser (any tab); simulate mode steps it without a server. Sends no
 * event to the app's actors.
 */

const machines = documentedMachines as readonly AnyStateMachine[];
const layoutOf = (machine: AnyStateMachine) => (layouts as unknown as Record<string, StatechartLayout | undefined>)[machine.id];

function MachineList({ selected }: { selected: AnyStateMachine }) {
  return (
    <nav aria-label="Machines">
      <ul className={styles.machineList}>
        {machines.map((machine) => (
          <li key={machine.id}>
            <Link
              to={`/statecharts/${machine.id}`}
              className={styles.machineLink}
              aria-current={machine === selected ? 'page' : undefined}
            >
              <span className={styles.machineName}>{machine.id}</span>
              {machine.config.description && <span className={styles.machineDescription}>{machine.config.description}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** `signedIn › ready`, the parents muted so the state's own name stands out. */
function StateName({ node }: { node: AnyStateNode }) {
  const parents = statePath(node).slice(0, -node.key.length).trimEnd();
  return (
    <>
      {parents && (
        <>
          <span className={styles.pathParents}>{parents}</span>{' '}
        </>
      )}
      <span className={styles.stateName}>{node.key}</span>
    </>
  );
}

/**
 * A table with a caption and column headers; it scrolls sideways on its own when too wide,
 * so its frame is a named stop of Tab: the arrow keys scroll it (axe: scrollable-region-focusable).
 */
function Table({ caption, columns, children }: { caption: string; columns: string[]; children: ReactNode }) {
  return (
    <div className={styles.tableScroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function StatesTable({ machine, active }: { machine: AnyStateMachine; active: ReadonlySet<string> }) {
  return (
    <Table caption={`States of ${machine.id}`} columns={['State', 'What it means']}>
      {descendants(machine.root).map((node) => {
        const current = active.has(statePath(node));
        return (
          <tr key={node.id} className={current ? styles.currentRow : undefined} aria-current={current ? 'true' : undefined}>
            <th scope="row">
              <StateName node={node} />
              {isInitial(node) && (
                <>
                  {' '}
                  <span className={styles.startTag}>start</span>
                </>
              )}
              {current && (
                <>
                  {' '}
                  <span className={styles.nowTag}>now</span>
                </>
              )}
            </th>
            <td>{node.description ?? '—'}</td>
          </tr>
        );
      })}
    </Table>
  );
}

function TransitionsTable({ machine }: { machine: AnyStateMachine }) {
  return (
    <Table caption={`Transitions of ${machine.id}`} columns={['From', 'Event', 'Condition', 'To', 'What happens']}>
      {transitionRows(machine).map((row, index) => (
        <tr key={index}>
          <td>{row.from}</td>
          <td>{row.event}</td>
          <td>{row.guard || '—'}</td>
          <td>{row.to}</td>
          <td>{row.description || '—'}</td>
        </tr>
      ))}
    </Table>
  );
}

/** Where the app's one session actor is now. */
function useLiveSessionStates(): string[] {
  const value = useSelector(useSessionActor(), (snapshot) => snapshot.value);
  return activeStatePaths(value);
}

/** Every actor of `machineId` running in this browser, this tab's and other tabs'. */
function useLiveStates(machineId: string): LiveState[] {
  const { liveStates } = useAppServices();
  const [states, setStates] = useState<LiveState[]>([]);
  useEffect(() => liveStates?.subscribe(setStates), [liveStates]);
  return states.filter((state) => state.machine === machineId);
}

function LiveSession({ paths }: { paths: string[] }) {
  return <p className={styles.liveState}>The session is now in: {innermostPaths(paths).join(', ')}</p>;
}

function LiveElsewhere({ machine, states }: { machine: AnyStateMachine; states: LiveState[] }) {
  const { liveStates } = useAppServices();
  if (states.length === 0) {
    return machine === sessionMachine ? null : (
      <p className={styles.note}>
        This machine runs only while its page is open. Open that page in another tab of this browser and its state shows here
        live, or simulate it.
      </p>
    );
  }
  return (
    <ul className={styles.liveList} aria-label={`Live ${machine.id} actors`}>
      {states.map((state) => (
        <li key={`${state.tab} ${state.actor}`}>
          {state.tab === liveStates?.tab ? 'In this tab' : 'In another tab'}: {innermostPaths(activeStatePaths(state.value)).join(', ')}
        </li>
      ))}
    </ul>
  );
}

function Drawing({ machine, active, taken }: { machine: AnyStateMachine; active: ReadonlySet<string>; taken?: ReadonlySet<number> }) {
  const graph = useMemo(() => statechartGraph(machine), [machine]);
  const coverage = useMemo(() => arrowCoverage(machine.id), [machine]);
  const layout = layoutOf(machine);
  if (!layout) return <p className={styles.note}>This machine has no drawing yet: run `npm run statecharts`.</p>;
  return <StatechartDrawing graph={graph} layout={layout} active={active} taken={taken} coverage={coverage} />;
}

function LiveView({ machine }: { machine: AnyStateMachine }) {
  const { liveStates } = useAppServices();
  const sessionStates = useLiveSessionStates();
  const isSession = machine === sessionMachine;
  const elsewhere = useLiveStates(machine.id);
  const active = new Set([...(isSession ? sessionStates : []), ...elsewhere.flatMap((state) => activeStatePaths(state.value))]);
  return (
    <>
      {isSession && <LiveSession paths={sessionStates} />}
      <LiveElsewhere machine={machine} states={isSession ? elsewhere.filter((state) => state.tab !== liveStates?.tab) : elsewhere} />
      <Drawing machine={machine} active={active} />
      <StatesTable machine={machine} active={new Set(isSession ? sessionStates : [])} />
    </>
  );
}

function SimulateView({ machine, path }: { machine: AnyStateMachine; path: number[] }) {
  const simulation = useSimulation(machine, path);
  return (
    <>
      <SimulatePanel machine={machine} simulation={simulation} />
      <Drawing machine={machine} active={simulation.paths} taken={simulation.taken} />
      <StatesTable machine={machine} active={simulation.paths} />
    </>
  );
}

function MachineDetails({ machine }: { machine: AnyStateMachine }) {
  const [search] = useSearchParams();
  const path = search.has('path') ? parsePath(search.get('path')) : null;
  const titleId = `statechart-${machine.id}`;
  return (
    <section className={styles.machine} aria-labelledby={titleId}>
      <div className={styles.machineHeading}>
        <h2 id={titleId} className={styles.machineTitle}>
          {machine.id}
        </h2>
        <nav aria-label="Mode" className={styles.modes}>
          <Link to={`/statecharts/${machine.id}`} className={styles.modeLink} aria-current={path ? undefined : 'page'}>
            Live
          </Link>
          <Link to={`/statecharts/${machine.id}?path=`} className={styles.modeLink} aria-current={path ? 'page' : undefined}>
            Simulate
          </Link>
        </nav>
      </div>
      {machine.config.description && <p className={styles.lead}>{machine.config.description}</p>}
      {path ? <SimulateView machine={machine} path={path} /> : <LiveView machine={machine} />}
      <p className={styles.note}>
        A transition from a state also applies in every step inside it. “(stays)”: the state does not change, only data
        is updated. “(automatic)”: happens by itself as soon as the condition holds.
      </p>
      <TransitionsTable machine={machine} />
    </section>
  );
}

export default function StatechartsScreen() {
  const { machineId = sessionMachine.id } = useParams();
  const machine = machines.find((candidate) => candidate.id === machineId);

  if (!machine) {
    return (
      <div className={styles.page}>
        <PageTitle className={styles.pageTitle}>Statecharts</PageTitle>
        <EmptyState title="Statechart not found">
          <p className={styles.lead}>There is no machine called “{machineId}”. The link may be mistyped, or the machine renamed.</p>
          <Link to="/statecharts" className={textLink}>
            See all statecharts
          </Link>
        </EmptyState>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <PageTitle className={styles.pageTitle}>Statecharts</PageTitle>
      <p className={styles.lead}>
        How each flow of the app works, drawn from the machines themselves, with the same tables as in docs/statecharts/.
        Choose a machine to see where it is now in this browser, or simulate it step by step.
      </p>
      <div className={styles.layout}>
        <MachineList selected={machine} />
        <MachineDetails machine={machine} />
      </div>
    </div>
  );
}
