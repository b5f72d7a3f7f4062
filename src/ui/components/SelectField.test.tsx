import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GENDERS } from '../../domain/enums';
import { SelectField } from './SelectField';

// jsdom lacks these; Radix Select calls them while opening and scrolling to the chosen item.
const stubs = {
  hasPointerCapture: () => false,
  releasePointerCapture: () => {},
  scrollIntoView: () => {},
};
beforeAll(() => {
  Object.assign(Element.prototype, stubs);
});
afterAll(() => {
  for (const name of Object.keys(stubs)) Reflect.deleteProperty(Element.prototype, name);
});

const GENDER_OPTIONS = GENDERS.map((gender) => ({ value: String(gender.value), label: gender.label }));

function Controlled(props: Partial<Parameters<typeof SelectField>[0]>) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <>
      <SelectField label="Gender" name="gender" options={GENDER_OPTIONS} {...props} value={value} onChange={setValue} />
      <output aria-label="Chosen">{value}</output>
    </>
  );
}

describe('SelectField', () => {
  it('shows the placeholder until something is chosen', () => {
    render(<Controlled />);
    const select = screen.getByRole('combobox', { name: 'Gender' });
    expect(select).toHaveTextContent(/^Please select$/);
    expect(select).not.toHaveAttribute('aria-invalid');
  });

  it('shows the placeholder for a value no option has', () => {
    render(<Controlled value="5" />);
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveTextContent(/^Please select$/);
  });

  it('is chosen with the keyboard, and never offers the placeholder', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveFocus();

    await user.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(GENDERS.map((gender) => gender.label));

    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveTextContent('Female');
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('2');
  });

  it('shows the chosen option and closes on Escape without changing it', async () => {
    const user = userEvent.setup();
    render(<Controlled value="0" />);
    const select = screen.getByRole('combobox', { name: 'Gender' });
    expect(select).toHaveTextContent('Prefer not to say');

    select.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('option', { name: 'Prefer not to say', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(select).toHaveTextContent('Prefer not to say');
  });

  it('marks a required field and links its error', () => {
    render(<Controlled required error="Gender is required" />);
    const select = screen.getByRole('combobox', { name: 'Gender' });
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Gender is required');
  });
});
