import { Progress } from 'radix-ui';
import * as styles from './ProgressMeter.css';

/** How far a task is, from 0 to 1, e.g. an upload. */
export function ProgressMeter({ label, value }: { label: string; value: number }) {
  const percent = Math.round(value * 100);
  return (
    <Progress.Root className={styles.root} value={percent} aria-label={label} getValueLabel={(done) => `${done}%`}>
      <Progress.Indicator className={styles.indicator} style={{ transform: `translateX(-${100 - percent}%)` }} />
    </Progress.Root>
  );
}
