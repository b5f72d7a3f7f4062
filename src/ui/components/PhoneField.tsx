import { useLayoutEffect, useRef } from 'react';
import { digitsBefore, formatPhone, phoneDigits, positionAfterDigits } from '../../domain/format';
import { TextField } from './TextField';
import type { TextFieldProps } from './TextField';

type PhoneFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'maxLength' | 'trailing' | 'inputRef'>;

/**
 * Shows `(xxx) xxx-xxxx` while typing; `value` and `onChange` carry the digits only. Editing
 * inside the number keeps the caret after the same digits, though the formatting moves them.
 */
export function PhoneField({ value, onChange, autoComplete = 'tel-national', ...rest }: PhoneFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const caretDigits = useRef<number | null>(null);
  const shown = formatPhone(value);

  useLayoutEffect(() => {
    const element = input.current;
    if (caretDigits.current === null || !element || element !== document.activeElement) return;
    const caret = positionAfterDigits(shown, caretDigits.current);
    caretDigits.current = null;
    element.setSelectionRange(caret, caret);
  });

  return (
    <TextField
      {...rest}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      inputRef={input}
      value={shown}
      onChange={(text) => {
        caretDigits.current = digitsBefore(text, input.current?.selectionStart ?? text.length);
        onChange(phoneDigits(text));
      }}
    />
  );
}
