import { PROGRESS } from '../../domain/constants';

/** Trickling slows to a stop here, so the bar never looks finished before it is. */
export const TRICKLE_CEILING = 0.994;

export type Schedule = (fn: () => void, ms: number) => () => void;

export interface PageProgress {
  start(): void;
  done(): void;
  value(): number | null;
}

interface PageProgressOptions {
  /** The new value, or null when the bar should be hidden. */
  onChange(value: number | null): void;
  schedule?: Schedule;
}

const scheduleWithTimeout: Schedule = (fn, ms) => {
  const timer = setTimeout(fn, ms);
  return () => clearTimeout(timer);
};

/** One trickle step (nprogress): add up to `trickleRate`, scaled by `random` in [0, 1). */
export function nextTrickle(value: number, random: number): number {
  return Math.min(value + random * PROGRESS.trickleRate, TRICKLE_CEILING);
}

/** An nprogress-style controller; the timer is injectable so tests need no real time. */
export function createPageProgress({ onChange, schedule = scheduleWithTimeout }: PageProgressOptions): PageProgress {
  let current: number | null = null;
  let cancelPending: (() => void) | undefined;

  const set = (value: number | null) => {
    current = value;
    onChange(value);
  };

  const later = (fn: () => void, ms: number) => {
    cancelPending?.();
    cancelPending = schedule(fn, ms);
  };

  const trickle = () => {
    later(() => {
      if (current === null) return;
      set(nextTrickle(current, Math.random()));
      trickle();
    }, PROGRESS.trickleSpeedMs);
  };

  return {
    start() {
      if (current !== null && current < 1) return; // already running
      set(PROGRESS.minimum);
      trickle();
    },
    done() {
      if (current === null) return;
      set(1);
      later(() => set(null), PROGRESS.speedMs);
    },
    value: () => current,
  };
}
