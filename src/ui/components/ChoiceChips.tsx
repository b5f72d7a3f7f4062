import { ToggleGroup } from 'radix-ui';
import { FieldFrame } from './FieldFrame';
import * as styles from './ChoiceChips.css';

interface ChoiceChipsProps {
  label: string;
  options: readonly { value: string; label: string }[];
  value: string[];
  onChange(values: string[]): void;
  /** Once this many are chosen the others are disabled until one is let go. */
  max?: number;
  error?: string;
  /** Marked wrong without words of its own (the toast says why). */
  invalid?: boolean;
  hint?: string;
  required?: boolean;
}

/** Toggle chips for choosing several options, e.g. interests; arrow keys move, Space toggles. */
export function ChoiceChips({ label, options, value, onChange, max, error, invalid, hint, required }: ChoiceChipsProps) {
  const full = max !== undefined && value.length >= max;
  // Out of what can be chosen: a limit above the number of options would say nothing.
  const count = max === undefined ? `${value.length} selected` : `${value.length} of ${Math.min(max, options.length)} selected`;

  return (
    <FieldFrame
      label={label}
      required={required}
      error={error}
      invalid={invalid}
      hint={hint}
      status={{ text: count, over: max !== undefined && value.length > max }}
      group
    >
      {(control) => (
        <ToggleGroup.Root
          id={control.id}
          type="multiple"
          className={styles.chips}
          value={value}
          onValueChange={onChange}
          aria-labelledby={control.labelId}
          aria-describedby={control.describedBy}
          aria-invalid={control.invalid || undefined}
        >
          {options.map((option) => (
            <ToggleGroup.Item
              key={option.value}
              value={option.value}
              className={styles.chip}
              disabled={full && !value.includes(option.value)}
            >
              {option.label}
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
      )}
    </FieldFrame>
  );
}
