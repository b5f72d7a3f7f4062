import { useId } from 'react';
import { RadioGroup } from 'radix-ui';
import type { ProductOption } from '../../domain/catalogue';
import * as styles from './productForm.css';

interface OptionPickerProps {
  option: ProductOption;
  value: string;
  onChange(value: string): void;
}

/** One choice among the values of an option: a Radix radio group drawn as pills (arrow keys move and choose). */
export function OptionPicker({ option, value, onChange }: OptionPickerProps) {
  const legendId = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend id={legendId} className={styles.legend}>
        {option.name}
      </legend>
      <RadioGroup.Root className={styles.choices} value={value} onValueChange={onChange} orientation="horizontal" aria-labelledby={legendId}>
        {option.values.map((choice) => (
          <RadioGroup.Item key={choice} value={choice} className={styles.choice}>
            {choice}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </fieldset>
  );
}
