import { useId } from 'react';
import { MAX_LINE_QUANTITY, quantityOfText } from '../../domain/cart';
import * as styles from './productForm.css';

interface QuantityFieldProps {
  /** As typed, so the field can be cleared and retyped; read it with `quantityOfText`. */
  value: string;
  onChange(value: string): void;
  /** Names the field where several are on one page: "Quantity of Oat Latte". */
  label?: string;
  /** Why what is typed counts as another quantity (`quantityNote`), shown under the field. */
  note?: string | null;
}

/** How many, from 1 to 99: typed, or stepped with − and +. */
export function QuantityField({ value, onChange, label = 'Quantity', note = null }: QuantityFieldProps) {
  const id = useId();
  const quantity = quantityOfText(value);
  return (
    <div className={styles.fieldset}>
      <label htmlFor={id} className={styles.legend}>
        {label}
      </label>
      <div className={styles.quantity}>
        <button
          type="button"
          className={styles.stepButton}
          aria-label="One fewer"
          disabled={quantity <= 1}
          onClick={() => onChange(String(quantity - 1))}
        >
          −
        </button>
        <input
          id={id}
          className={styles.quantityInput}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_LINE_QUANTITY}
          value={value}
          aria-describedby={note ? `${id}-note` : undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => onChange(String(quantity))}
        />
        <button
          type="button"
          className={styles.stepButton}
          aria-label="One more"
          disabled={quantity >= MAX_LINE_QUANTITY}
          onClick={() => onChange(String(quantity + 1))}
        >
          +
        </button>
      </div>
      {note && (
        <p id={`${id}-note`} className={styles.quantityNote}>
          {note}
        </p>
      )}
    </div>
  );
}
