import { bar } from './PageProgressBar.css';

/** `value` in [0, 1] from `createPageProgress`; null hides the bar. */
export function PageProgressBar({ value }: { value: number | null }) {
  if (value === null) return null;
  return (
    <div
      role="progressbar"
      aria-label="Page loading"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value * 100)}
      className={bar}
      style={{ width: `${value * 100}%` }}
    />
  );
}
