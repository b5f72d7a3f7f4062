import { Select } from 'radix-ui';
import { FieldFrame } from './FieldFrame';
import * as styles from './SelectField.css';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: string;
  name: string;
  options: readonly SelectOption[];
  /** '' while nothing is chosen: the placeholder shows. */
  value: string;
  onChange(value: string): void;
  /** The person left the field. */
  onBlur?(): void;
  /** Shown while nothing is chosen; not an option, so it can never be picked. */
  placeholder?: string;
  error?: string;
  /** Marked wrong without words of its own (the toast says why). */
  invalid?: boolean;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
}

export function SelectField({
  label,
  name,
  options,
  value,
  onChange,
  onBlur,
  placeholder = 'Please select',
  error,
  invalid,
  hint,
  required = false,
  disabled,
}: SelectFieldProps) {
  // A value no option has, such as the gender placeholder's 5 from the server, counts as none.
  const chosen = options.some((option) => option.value === value) ? value : '';
  return (
    <FieldFrame label={label} required={required} error={error} invalid={invalid} hint={hint}>
      {(control) => (
        <Select.Root name={name} value={chosen} onValueChange={onChange} required={required} disabled={disabled}>
          <Select.Trigger
            id={control.id}
            className={styles.trigger}
            aria-invalid={control.invalid || undefined}
            aria-describedby={control.describedBy}
            onBlur={onBlur}
          >
            <Select.Value placeholder={placeholder} />
            <Select.Icon className={styles.icon}>
              <Chevron />
            </Select.Icon>
          </Select.Trigger>
          <Select.Portal>
            <Select.Content className={styles.content} position="popper" sideOffset={4}>
              <Select.Viewport>
                {options.map((option) => (
                  <Select.Item key={option.value} value={option.value} className={styles.item}>
                    <Select.ItemText>{option.label}</Select.ItemText>
                  </Select.Item>
                ))}
              </Select.Viewport>
            </Select.Content>
          </Select.Portal>
        </Select.Root>
      )}
    </FieldFrame>
  );
}

function Chevron() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M4 6l4 4 4-4" />
    </svg>
  );
}
