import { useState, type FormEvent } from 'react';
import { checkOneTimeCode, oneTimeCodeDigits } from '../../domain/signInForm';
import { Button } from './Button';
import { TextField } from './TextField';

export interface OneTimeCodeFieldProps {
  value: string;
  onChange(value: string): void;
  error?: string;
}

/** The "enter the code we sent you" input: numeric keypad, offered the code from the message, focused first. */
export function OneTimeCodeField({ value, onChange, error }: OneTimeCodeFieldProps) {
  return (
    <TextField
      label="Code"
      name="code"
      autoComplete="one-time-code"
      inputMode="numeric"
      required
      autoFocus
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}

/** The submit button of a form that asks only for a one-time code. */
export function VerifyCodeButton({ busy }: { busy: boolean }) {
  return (
    <Button type="submit" busy={busy}>
      {busy ? 'Checking…' : 'Verify'}
    </Button>
  );
}

/**
 * The state of a form that asks only for a one-time code: `field` goes to `OneTimeCodeField`, `submit` to the
 * form. A valid code, spaces taken out, is handed to `onValid` (which sends it to a machine); an invalid one
 * shows its error on the field.
 */
export function useOneTimeCodeForm(onValid: (code: string) => void) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkOneTimeCode(code);
    setError(found);
    if (!found) onValid(oneTimeCodeDigits(code));
  }

  return { field: { value: code, onChange: setCode, error } satisfies OneTimeCodeFieldProps, submit };
}
