import { useId, type ReactNode } from 'react';
import { RadioGroup } from 'radix-ui';
import * as radioStyles from '../components/RadioCards.css';
import * as styles from './money.css';

interface RadioCardGroupProps {
  /** Names the choice: shown above the cards and read out with the group. */
  legend: string;
  /** The chosen card's value; '' when none is chosen yet. */
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
  /** The cards. */
  children: ReactNode;
  /** What follows the cards inside the group's frame, e.g. the fields of a new card. */
  footer?: ReactNode;
}

/** One choice among a few cards, a Radix radio group: Tab reaches the chosen card, the arrow keys move and choose. */
export function RadioCardGroup({ legend, value, onChange, disabled, children, footer }: RadioCardGroupProps) {
  const legendId = useId();
  return (
    <fieldset className={styles.choiceGroup} disabled={disabled}>
      <legend id={legendId} className={styles.choiceLegend}>
        {legend}
      </legend>
      <RadioGroup.Root className={styles.choiceGroup} value={value} onValueChange={onChange} disabled={disabled} aria-labelledby={legendId}>
        {children}
      </RadioGroup.Root>
      {footer}
    </fieldset>
  );
}

interface RadioCardProps {
  value: string;
  title: string;
  detail?: ReactNode;
  /** Short text at the end, such as an amount or "Default". */
  aside?: ReactNode;
  disabled?: boolean;
}

/** One card of a `RadioCardGroup`; the whole card is the radio's label. */
export function RadioCard({ value, title, detail, aside, disabled }: RadioCardProps) {
  return (
    <label className={styles.radioCard}>
      <RadioGroup.Item value={value} disabled={disabled} className={radioStyles.radio}>
        <RadioGroup.Indicator className={radioStyles.dot} />
      </RadioGroup.Item>
      <span className={styles.radioText}>
        <span className={styles.radioTitle}>{title}</span>
        {detail && <span className={styles.radioDetail}>{detail}</span>}
      </span>
      {aside && <span className={styles.radioAside}>{aside}</span>}
    </label>
  );
}
