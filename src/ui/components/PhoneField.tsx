import { formatPhone, phoneDigits } from '../../domain/format';
import { TextField } from './TextField';
import type { TextFieldProps } from './TextField';

type PhoneFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'maxLength' | 'trailing'>;

/** Shows `(xxx) xxx-xxxx` while typing; `value` and `onChange` carry the digits only. */
export function PhoneField({ value, onChange, autoComplete = 'tel-national', ...rest }: PhoneFieldProps) {
  return (
    <TextField
      {...rest}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      value={formatPhone(value)}
      onChange={(text) => onChange(phoneDigits(text))}
    />
  );
}
