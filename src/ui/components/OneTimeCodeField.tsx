import type { Ref } from 'react';
import { oneTimeCodeForm } from '../../domain/formRules';
import { createFormMachine } from '../../machines/formMachine';
import type { FieldProps } from '../../machines/formMachineConnect';
import { useForm } from '../forms/useForm';
import { Button } from './Button';
import { TextField } from './TextField';

export type OneTimeCodeFieldProps = Omit<FieldProps<string>, 'name'> & { inputRef?: Ref<HTMLInputElement> };

/** The "enter the code we sent you" input: numeric keypad, offered the code from the message, focused first. */
export function OneTimeCodeField({ value, onChange, onBlur, error, invalid, inputRef }: OneTimeCodeFieldProps) {
  return (
    <TextField
      label="Code"
      name="code"
      autoComplete="one-time-code"
      inputMode="numeric"
      required
      autoFocus
      inputRef={inputRef}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      invalid={invalid}
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

const oneTimeCode = createFormMachine('oneTimeCode', oneTimeCodeForm);

/**
 * A form that asks only for a one-time code (the form machine with `oneTimeCodeForm`): `field`
 * goes to `OneTimeCodeField`, `submit` to the form. A valid code, spaces taken out, is handed
 * to `onValid` (which sends it to the flow's machine); an invalid one shows its error on the field.
 */
export function useOneTimeCodeForm(onValid: (code: string) => void) {
  const form = useForm(oneTimeCode, { saved: { code: '' }, submit: onValid });
  return { field: form.field('code'), submit: form.submit };
}
