// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { activeStatePaths, innermostPaths } from './activeStates';
import { sessionMachine } from './sessionMachine';
import { statePath } from './statechartDoc';

describe('activeStatePaths', () => {
  it('names a top-level state', () => {
    expect(activeStatePaths('signedOut')).toEqual(['signedOut']);
  });

  it('names a nested state and every state around it, outermost first', () => {
    expect(activeStatePaths({ signedIn: 'ready' })).toEqual(['signedIn', 'signedIn › ready']);
    expect(activeStatePaths({ a: { b: 'c' } })).toEqual(['a', 'a › b', 'a › b › c']);
  });

  it('writes paths the way the statechart tables do', () => {
    const node = sessionMachine.getStateNodeById('session.signedIn.ready');
    expect(activeStatePaths({ signedIn: 'ready' })).toContain(statePath(node));
    expect(activeStatePaths({ signedIn: 'ready' })).toContain(statePath(node.parent!));
  });

  it('lists each region of a parallel state', () => {
    const machine = createMachine({
      id: 'player',
      initial: 'on',
      states: {
        on: {
          type: 'parallel',
          states: {
            sound: { initial: 'loud', states: { loud: {}, muted: {} } },
            light: {},
          },
        },
      },
    });
    const snapshot = createActor(machine).getSnapshot();
    expect(activeStatePaths(snapshot.value)).toEqual(['on', 'on › sound', 'on › sound › loud', 'on › light']);
  });
});

describe('innermostPaths', () => {
  it('keeps only the states no other listed state is inside', () => {
    expect(innermostPaths(['signedIn', 'signedIn › ready'])).toEqual(['signedIn › ready']);
    expect(innermostPaths(activeStatePaths({ on: { sound: 'loud', light: {} } }))).toEqual(['on › sound › loud', 'on › light']);
    expect(innermostPaths(['restoring'])).toEqual(['restoring']);
  });

  it('does not take a state whose name starts like another for a state inside it', () => {
    expect(innermostPaths(['sign', 'signedIn'])).toEqual(['sign', 'signedIn']);
  });
});
