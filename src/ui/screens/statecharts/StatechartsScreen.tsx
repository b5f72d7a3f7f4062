import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { activeStatePaths, innermostPaths } from '../../../machines/activeStates';
import { documentedMachines } from '../../../machines/registry';
import { sessionMachine } from '../../../machines/sessionMachine';
import { descendants, isInitial, statePath, transitionRows } from '../../../machines/statechartDoc';
import { useSessionActor } from '../../app/services';
import { EmptyState } from '../../catalogue/EmptyState';
import { textLink } from '../../catalogue/catalogue.css';
import { PageTitle } from '../../components/PageTitle';
import * as styles from './Statecharts.css';

/**
 * The statecharts of architecture §8 for product owners: each documented machine's states
 * and transitions, read from the machine itself (the tables of docs/statecharts/), with
 * the states the live session is in highlighted. Reads state only; sends nothing.
 */

const machines = documentedMachines as readonly AnyStateMachine[];

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

/** A table with a caption and column headers; it scrolls sideways on its own when too wide. */
function Table({ caption, columns, children }: { caption: string; columns: string[]; children: ReactNode }) {
  return (
    <div className={styles.tableScroll}>
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

function LiveSession({ paths }: { paths: string[] }) {
  return <p className={styles.liveState}>The session is now in: {innermostPaths(paths).join(', ')}</p>;
}

function MachineDetails({ machine }: { machine: AnyStateMachine }) {
  const sessionStates = useLiveSessionStates();
  const isSession = machine === sessionMachine;
  const titleId = `statechart-${machine.id}`;
  return (
    <section className={styles.machine} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.machineTitle}>
        {machine.id}
      </h2>
      {machine.config.description && <p className={styles.lead}>{machine.config.description}</p>}
      {isSession ? (
        <LiveSession paths={sessionStates} />
      ) : (
        <p className={styles.note}>This machine runs only while its page is open, so no live state is shown here.</p>
      )}
      <StatesTable machine={machine} active={new Set(isSession ? sessionStates : [])} />
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
        How each flow of the app works, read from the machines themselves (the same tables as in docs/statecharts/). Choose
        a machine to see its states and what moves it from one state to the next.
      </p>
      <div className={styles.layout}>
        <MachineList selected={machine} />
        <MachineDetails machine={machine} />
      </div>
    </div>
  );
}
