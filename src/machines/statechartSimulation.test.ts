// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parcelMachine } from '../../tests/support/parcelMachine';
import { sessionMachine } from './sessionMachine';
import { transitionRows } from './statechartDoc';
import { activePaths, enabledRows, replay, startSimulation, takeRow, type Simulation } from './statechartSimulation';

const rowsOf = (machine: typeof parcelMachine | typeof sessionMachine) => transitionRows(machine);
/** What can happen now, as `from: event [guard] → to`. */
const offered = (machine: typeof parcelMachine | typeof sessionMachine, simulation: Simulation) =>
  enabledRows(machine, simulation).map((index) => {
    const row = rowsOf(machine)[index]!;
    return `${row.from}: ${row.event}${row.guard ? ` [${row.guard}]` : ''} → ${row.to}`;
  });
/** Takes the enabled step written `text` (as `offered` writes it). */
const take = (machine: typeof parcelMachine | typeof sessionMachine, simulation: Simulation, text: string) => {
  const index = enabledRows(machine, simulation)[offered(machine, simulation).indexOf(text)];
  if (index === undefined) throw new Error(`${text} is not enabled`);
  return takeRow(machine, simulation, index);
};

describe('statechart simulation', () => {
  it('starts in the initial states and offers each outcome of the background task', () => {
    const start = startSimulation(parcelMachine);
    expect(activePaths(start)).toEqual(['loading']);
    expect(offered(parcelMachine, start)).toEqual([
      'any state: parcel.cancel → cancelled',
      'loading: loadParcel done [isPaid] → delivering',
      'loading: loadParcel done → unpaid',
      'loading: loadParcel failed → failed',
    ]);
  });

  it('enters every region of a parallel state, and leaves it when both regions finish', () => {
    let simulation = take(parcelMachine, startSimulation(parcelMachine), 'loading: loadParcel done [isPaid] → delivering');
    expect(activePaths(simulation)).toEqual(['delivering', 'delivering › door', 'delivering › door › closed', 'delivering › truck', 'delivering › truck › driving']);
    expect(offered(parcelMachine, simulation)).not.toContain('delivering: delivering finished → delivered');

    simulation = take(parcelMachine, simulation, 'delivering › truck › driving: truck.arrive → delivering › truck › parked');
    expect(activePaths(simulation)).toContain('delivering › door › closed');
    expect(offered(parcelMachine, simulation)).not.toContain('delivering: delivering finished → delivered');
    simulation = take(parcelMachine, simulation, 'delivering › door › closed: door.answer → delivering › door › open');
    expect(offered(parcelMachine, simulation)).toContain('delivering: delivering finished → delivered');

    simulation = take(parcelMachine, simulation, 'delivering: delivering finished → delivered');
    expect(activePaths(simulation)).toEqual(['delivered']);
    expect(offered(parcelMachine, simulation)).toEqual([]); // a final state at the top ends the machine
  });

  it('offers only the events the active states have, the deepest unguarded transition winning', () => {
    let simulation = take(parcelMachine, startSimulation(parcelMachine), 'loading: loadParcel failed → failed');
    expect(offered(parcelMachine, simulation)).toEqual(['any state: parcel.cancel → cancelled', 'failed: parcel.track → loading']);
    simulation = take(parcelMachine, simulation, 'failed: parcel.track → loading');
    expect(activePaths(simulation)).toEqual(['loading']);
    expect(simulation.path).toHaveLength(2);
  });

  it('steps the session as the app does: signed in, it offers the sign-out and no longer the sign-in', () => {
    const rows = transitionRows(sessionMachine);
    const find = (from: string, event: string, to: string) => rows.findIndex((row) => row.from === from && row.event === event && row.to === to);
    const path = [
      find('restoring', 'restoreSession done', 'signedOut'),
      find('signedOut', 'login.submit', 'authenticating'),
      find('authenticating', 'login done', 'signedIn'),
    ];
    const signedIn = replay(sessionMachine, path);
    expect(activePaths(signedIn)).toEqual(['signedIn', 'signedIn › ready']);
    expect(offered(sessionMachine, signedIn)).toContain('signedIn: session.logout → signingOut');
    expect(offered(sessionMachine, signedIn)).not.toContain('signedOut: login.submit → authenticating');
  });

  it('replays a link only as far as its steps are enabled', () => {
    const rows = transitionRows(parcelMachine);
    const failed = rows.findIndex((row) => row.event === 'loadParcel failed');
    const arrive = rows.findIndex((row) => row.event === 'truck.arrive');
    const simulation = replay(parcelMachine, [failed, arrive, failed]);
    expect(simulation.path).toEqual([failed]);
    expect(activePaths(simulation)).toEqual(['failed']);
  });
});
