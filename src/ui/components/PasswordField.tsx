import { useState } from 'react';
import { TextField } from './TextField';
import type { TextFieldProps } from './TextField';
import * as styles from './PasswordField.css';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'trailing'>;

export function PasswordField({ autoComplete = 'current-password', ...rest }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...rest}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      // One fixed name with a pressed state: the button never changes its name under a screen reader.
      trailing={
        <button
          type="button"
          className={styles.toggle}
          aria-label="Show password"
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
          disabled={rest.disabled}
        >
          <EyeIcon crossed={visible} />
        </button>
      }
    />
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}
