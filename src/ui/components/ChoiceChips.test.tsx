import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChoiceChips } from './ChoiceChips';

const INTERESTS = ['Coffee', 'Fitness', 'Travel', 'Music'].map((name) => ({ value: name.toLowerCase(), label: name }));

function Controlled(props: Partial<Parameters<typeof ChoiceChips>[0]>) {
  const [value, setValue] = useState<string[]>(props.value ?? []);
  return <ChoiceChips label="Interests" options={INTERESTS} {...props} value={value} onChange={setValue} />;
}

describe('ChoiceChips', () => {
  it('toggles chips with the keyboard and counts the choices', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const group = screen.getByRole('toolbar', { name: 'Interests' });
    expect(group).toHaveAccessibleDescription('0 selected');

    await user.tab();
    expect(within(group).getByRole('button', { name: 'Coffee' })).toHaveFocus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');

    const pressed = within(group)
      .getAllByRole('button', { pressed: true })
      .map((chip) => chip.textContent);
    expect(pressed).toEqual(['Coffee', 'Travel']);
    expect(group).toHaveAccessibleDescription('2 selected');

    await user.keyboard(' ');
    expect(within(group).getByRole('button', { name: 'Travel' })).toHaveAttribute('aria-pressed', 'false');
    expect(group).toHaveAccessibleDescription('1 selected');
  });

  it('counts out of the options when the limit is higher than their number', () => {
    render(<Controlled max={50} value={['coffee', 'music']} />);
    expect(screen.getByRole('toolbar', { name: 'Interests' })).toHaveAccessibleDescription('2 of 4 selected');
  });

  it('disables the other chips once the maximum is chosen', async () => {
    const user = userEvent.setup();
    render(<Controlled max={2} value={['coffee']} />);
    const group = screen.getByRole('toolbar', { name: 'Interests' });
    expect(screen.getByText('1 of 2 selected')).toBeInTheDocument();

    await user.click(within(group).getByRole('button', { name: 'Music' }));
    expect(screen.getByText('2 of 2 selected')).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'Fitness' })).toBeDisabled();
    expect(within(group).getByRole('button', { name: 'Travel' })).toBeDisabled();

    await user.click(within(group).getByRole('button', { name: 'Coffee' }));
    expect(within(group).getByRole('button', { name: 'Travel' })).toBeEnabled();
  });

  it('marks a required group and links its error', () => {
    render(<Controlled required error="Interests is required" />);
    const group = screen.getByRole('toolbar', { name: 'Interests' });
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Interests is required 0 selected');
    expect(screen.getByRole('alert')).toHaveTextContent('Interests is required');
  });
});
