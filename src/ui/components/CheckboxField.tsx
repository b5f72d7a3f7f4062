import { useId } from 'react';
import { Checkbox } from 'radix-ui';
import * as styles from './CheckboxField.css';

interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange(checked: boolean): void;
  disabled?: boolean;
}

export function CheckboxField({ label, checked, onChange, disabled }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={styles.row}>
      <Checkbox.Root id={id} className={styles.box} checked={checked} onCheckedChange={(next) => onChange(next === true)} disabled={disabled}>
        <Checkbox.Indicator>
          <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
            <path d="M3 8.5l3.5 3.5L13 5" />
          </svg>
        </Checkbox.Indicator>
      </Checkbox.Root>
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
