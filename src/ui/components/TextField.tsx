import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute, HTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame } from './FieldFrame';
import * as styles from './TextField.css';

export interface TextFieldProps {
  label: string;
  name: string;
  type?: HTMLInputTypeAttribute;
  value: string;
  onChange(value: string): void;
  /** The person left the field (a form machine may check it then). */
  onBlur?(): void;
  error?: string;
  /** Marked wrong without words of its own (the toast says why). */
  invalid?: boolean;
  hint?: string;
  required?: boolean;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  /** Shown as an `n/max` counter; longer values are flagged, not cut off. */
  maxLength?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoFocus?: boolean;
  disabled?: boolean;
  /** A small control inside the end of the input, such as a show-password toggle. */
  trailing?: ReactNode;
  /** The input itself, for a field that places the caret (see PhoneField). */
  inputRef?: Ref<HTMLInputElement>;
  /** Several lines of text (a message): a text area this many rows high. */
  rows?: number;
}

export function TextField({
  label,
  name,
  type = 'text',
  value,
  onChange,
  onBlur,
  error,
  invalid,
  hint,
  required = false,
  autoComplete,
  maxLength,
  inputMode,
  autoFocus,
  disabled,
  trailing,
  inputRef,
  rows,
}: TextFieldProps) {
  const overLimit = maxLength !== undefined && value.length > maxLength;
  const message = error ?? (overLimit ? `${label} must be at most ${maxLength} characters` : undefined);
  const status = maxLength === undefined ? undefined : { text: `${value.length}/${maxLength}`, over: overLimit };

  return (
    <FieldFrame label={label} required={required} error={message} invalid={invalid} hint={hint} status={status}>
      {(control) => {
        // What a one-line input and a text area have in common.
        const common = {
          id: control.id,
          name,
          value,
          onChange: (event: { target: { value: string } }) => onChange(event.target.value),
          onBlur,
          required,
          'aria-required': required || undefined,
          'aria-invalid': control.invalid || undefined,
          'aria-describedby': control.describedBy,
          autoFocus,
          disabled,
        };
        return (
          <div className={styles.inputRow}>
            {/* No native maxLength: the browser would silently cut pasted text instead of showing the limit. */}
            {rows !== undefined ? (
              <textarea {...common} className={styles.textArea} rows={rows} />
            ) : (
              <input
                {...common}
                ref={inputRef}
                className={styles.input}
                type={type}
                autoComplete={autoComplete}
                inputMode={inputMode}
                data-trailing={trailing ? true : undefined}
              />
            )}
            {trailing && <div className={styles.trailing}>{trailing}</div>}
          </div>
        );
      }}
    </FieldFrame>
  );
}
