import type { ProductOption } from '../../domain/catalogue';
import * as styles from './productForm.css';

interface OptionPickerProps {
  option: ProductOption;
  value: string;
  onChange(value: string): void;
}

/** One choice among the values of an option, as radio buttons drawn as pills (arrow keys move). */
export function OptionPicker({ option, value, onChange }: OptionPickerProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{option.name}</legend>
      <div className={styles.choices}>
        {option.values.map((choice) => (
          <label key={choice} className={styles.choice}>
            <input
              type="radio"
              className={styles.choiceInput}
              name={`option-${option.name}`}
              value={choice}
              checked={choice === value}
              onChange={() => onChange(choice)}
            />
            {choice}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
