import { describe, expect, it } from 'vitest';
import { PROGRESS } from '../../domain/constants';
import { createPageProgress, nextTrickle, TRICKLE_CEILING } from './pageProgress';
import type { Schedule } from './pageProgress';

/** A manual clock: `tick(ms)` runs whatever falls due, in order. */
function manualScheduler() {
  let now = 0;
  let tasks: { at: number; fn: () => void }[] = [];
  const schedule: Schedule = (fn, ms) => {
    const task = { at: now + ms, fn };
    tasks.push(task);
    return () => {
      tasks = tasks.filter((t) => t !== task);
    };
  };
  const tick = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = tasks.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      tasks = tasks.filter((t) => t !== due);
      now = due.at;
      due.fn();
    }
    now = end;
  };
  return { schedule, tick, pending: () => tasks.length };
}

function setup() {
  const clock = manualScheduler();
  const values: (number | null)[] = [];
  const progress = createPageProgress({ onChange: (v) => values.push(v), schedule: clock.schedule });
  return { clock, values, progress };
}

describe('nextTrickle', () => {
  it('moves forward by at most the trickle rate and never past the ceiling', () => {
    for (let i = 0; i < 10_000; i++) {
      const value = PROGRESS.minimum + Math.random() * (TRICKLE_CEILING - PROGRESS.minimum);
      const random = Math.random();
      const next = nextTrickle(value, random);
      expect(next).toBeGreaterThanOrEqual(value);
      expect(next - value).toBeLessThanOrEqual(PROGRESS.trickleRate + 1e-12);
      expect(next).toBeLessThanOrEqual(TRICKLE_CEILING);
    }
  });

  it('adds exactly rate × random below the ceiling', () => {
    expect(nextTrickle(0.5, 0.5)).toBeCloseTo(0.5 + 0.5 * PROGRESS.trickleRate);
    expect(nextTrickle(0.5, 0)).toBe(0.5);
    expect(nextTrickle(0.99, 0.99)).toBe(TRICKLE_CEILING);
  });
});

describe('createPageProgress', () => {
  it('starts hidden and shows the minimum on start', () => {
    const { progress, values } = setup();
    expect(progress.value()).toBeNull();
    progress.start();
    expect(progress.value()).toBe(PROGRESS.minimum);
    expect(values).toEqual([PROGRESS.minimum]);
  });

  it('trickles every trickle speed but never reaches the ceiling', () => {
    const { progress, clock, values } = setup();
    progress.start();
    clock.tick(PROGRESS.trickleSpeedMs - 1);
    expect(values).toHaveLength(1);
    clock.tick(1);
    expect(values).toHaveLength(2);

    clock.tick(PROGRESS.trickleSpeedMs * 2000);
    for (const [i, v] of values.entries()) {
      expect(v).toBeLessThanOrEqual(TRICKLE_CEILING);
      if (i > 0) expect(v).toBeGreaterThanOrEqual(values[i - 1]!);
    }
  });

  it('ignores start while already running', () => {
    const { progress, clock } = setup();
    progress.start();
    clock.tick(PROGRESS.trickleSpeedMs * 5);
    const before = progress.value();
    progress.start();
    expect(progress.value()).toBe(before);
    expect(clock.pending()).toBe(1);
  });

  it('jumps to 1 on done and hides after the speed', () => {
    const { progress, clock } = setup();
    progress.start();
    clock.tick(PROGRESS.trickleSpeedMs * 3);
    progress.done();
    expect(progress.value()).toBe(1);
    clock.tick(PROGRESS.speedMs - 1);
    expect(progress.value()).toBe(1);
    clock.tick(1);
    expect(progress.value()).toBeNull();
    expect(clock.pending()).toBe(0);
  });

  it('does nothing on done when not started', () => {
    const { progress, values } = setup();
    progress.done();
    expect(values).toEqual([]);
  });

  it('restarts cleanly when started again while finishing', () => {
    const { progress, clock } = setup();
    progress.start();
    progress.done();
    progress.start();
    expect(progress.value()).toBe(PROGRESS.minimum);
    clock.tick(PROGRESS.speedMs);
    expect(progress.value()).not.toBeNull();
  });
});
