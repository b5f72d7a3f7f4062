import { RadioGroup } from 'radix-ui';
import { FieldFrame } from './FieldFrame';
import * as styles from './RadioCards.css';

interface RadioCardsProps {
  label: string;
  options: readonly { value: string; label: string; hint?: string }[];
  value: string;
  onChange(value: string): void;
  error?: string;
  /** Marked wrong without words of its own (the toast says why). */
  invalid?: boolean;
  disabled?: boolean;
}

/** One choice among a few, each shown as a card; arrow keys move and choose. */
export function RadioCards({ label, options, value, onChange, error, invalid, disabled }: RadioCardsProps) {
  return (
    <FieldFrame label={label} error={error} invalid={invalid} group>
      {(control) => (
        <RadioGroup.Root
          className={styles.group}
          value={value}
          onValueChange={onChange}
          disabled={disabled}
          aria-labelledby={control.labelId}
          aria-describedby={control.describedBy}
        >
          {options.map((option) => (
            <label key={option.value} className={styles.card}>
              <RadioGroup.Item value={option.value} className={styles.radio}>
                <RadioGroup.Indicator className={styles.dot} />
              </RadioGroup.Item>
              <span className={styles.text}>
                <span className={styles.label}>{option.label}</span>
                {option.hint && <span className={styles.hint}>{option.hint}</span>}
              </span>
            </label>
          ))}
        </RadioGroup.Root>
      )}
    </FieldFrame>
  );
}
