import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhoneField } from './PhoneField';

function Controlled({ initial = '' }: { initial?: string }) {
  const [digits, setDigits] = useState(initial);
  return (
    <>
      <PhoneField label="Cell phone" name="cell_phone" value={digits} onChange={setDigits} />
      <output aria-label="Digits">{digits}</output>
    </>
  );
}

describe('PhoneField', () => {
  it('formats while typing and hands over only the digits', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Cell phone' });
    expect(input).toHaveAttribute('type', 'tel');

    await user.type(input, '555');
    expect(input).toHaveValue('555');
    await user.type(input, '1');
    expect(input).toHaveValue('(555) 1');
    await user.type(input, '234567');
    expect(input).toHaveValue('(555) 123-4567');
    await user.type(input, '8');
    expect(input).toHaveValue('(555) 123-4567');
    expect(screen.getByRole('status', { name: 'Digits' })).toHaveTextContent(/^5551234567$/);
  });

  it('takes pasted text and drops what is not a digit', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Cell phone' });
    await user.click(input);
    await user.paste('+1 555.123.4567');
    expect(input).toHaveValue('(155) 512-3456');
  });

  it('removes a digit with each Backspace, stepping back through the shapes', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="5551234" />);
    const input = screen.getByRole('textbox', { name: 'Cell phone' });
    expect(input).toHaveValue('(555) 123-4');
    await user.type(input, '{Backspace}');
    expect(input).toHaveValue('(555) 123');
    await user.type(input, '{Backspace}{Backspace}{Backspace}');
    expect(input).toHaveValue('555');
    expect(screen.getByRole('status', { name: 'Digits' })).toHaveTextContent(/^555$/);
  });

  it('keeps the caret after the same digits when editing inside the number', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="555123456" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Cell phone' });
    expect(input).toHaveValue('(555) 123-456');
    // After "(555) 1": a 9 goes in there, and the next key lands right after it.
    await user.type(input, '9', { initialSelectionStart: 7, initialSelectionEnd: 7 });
    expect(input).toHaveValue('(555) 192-3456');
    expect(input.selectionStart).toBe(8);
    await user.keyboard('{Backspace}{Backspace}7');
    expect(input).toHaveValue('(555) 723-456');
  });
});
