import type { ReactNode } from 'react';
import * as styles from './money.css';

interface RadioCardProps {
  /** Radios with the same name are one choice. */
  name: string;
  title: string;
  detail?: ReactNode;
  /** Short text at the end, such as an amount or "Default". */
  aside?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onSelect(): void;
}

/** One option of a choice, shown as a card; the whole card is the radio's label. */
export function RadioCard({ name, title, detail, aside, checked, disabled, onSelect }: RadioCardProps) {
  return (
    <label className={styles.radioCard}>
      <input className={styles.radioInput} type="radio" name={name} checked={checked} disabled={disabled} onChange={onSelect} />
      <span className={styles.radioText}>
        <span className={styles.radioTitle}>{title}</span>
        {detail && <span className={styles.radioDetail}>{detail}</span>}
      </span>
      {aside && <span className={styles.radioAside}>{aside}</span>}
    </label>
  );
}
