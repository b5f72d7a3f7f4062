import { useId } from 'react';
import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute, HTMLAttributes } from 'react';
import { Label } from 'radix-ui';
import * as styles from './TextField.css';

interface TextFieldProps {
  label: string;
  name: string;
  type?: HTMLInputTypeAttribute;
  value: string;
  onChange(value: string): void;
  error?: string;
  hint?: string;
  required?: boolean;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  /** Shown as an `n/max` counter; longer values are flagged, not cut off. */
  maxLength?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoFocus?: boolean;
  disabled?: boolean;
}

export function TextField({
  label,
  name,
  type = 'text',
  value,
  onChange,
  error,
  hint,
  required = false,
  autoComplete,
  maxLength,
  inputMode,
  autoFocus,
  disabled,
}: TextFieldProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;

  const overLimit = maxLength !== undefined && value.length > maxLength;
  const message = error ?? (overLimit ? `${label} must be at most ${maxLength} characters` : undefined);
  const describedBy = [message && errorId, hint && hintId, maxLength !== undefined && counterId]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={styles.field}>
      {/* The asterisk sits outside the label so the accessible name stays just the label. */}
      <div className={styles.labelRow}>
        <Label.Root htmlFor={inputId} className={styles.label}>
          {label}
        </Label.Root>
        {required && (
          <span aria-hidden="true" className={styles.asterisk}>
            *
          </span>
        )}
      </div>
      {/* No native maxLength: the browser would silently cut pasted text instead of showing the limit. */}
      <input
        id={inputId}
        className={styles.input}
        name={name}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={required}
        aria-required={required || undefined}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy || undefined}
        autoComplete={autoComplete}
        inputMode={inputMode}
        autoFocus={autoFocus}
        disabled={disabled}
      />
      {(message || hint || maxLength !== undefined) && (
        <div className={styles.footer}>
          <div className={styles.messages}>
            {message && (
              <span id={errorId} role="alert" className={styles.error}>
                {message}
              </span>
            )}
            {hint && <span id={hintId}>{hint}</span>}
          </div>
          {maxLength !== undefined && (
            <span id={counterId} className={styles.counter} data-over={overLimit}>
              {value.length}/{maxLength}
            </span>
          )}
        </div>
      )}
    </div>
  );
}
