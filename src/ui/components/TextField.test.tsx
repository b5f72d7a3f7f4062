import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './TextField';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

function Controlled(props: Partial<Parameters<typeof TextField>[0]>) {
  const [value, setValue] = useState(props.value ?? '');
  return <TextField label="Email" name="email" {...props} value={value} onChange={setValue} />;
}

describe('TextField', () => {
  it('marks a required field with a hidden asterisk and required on the input', () => {
    render(<Controlled required />);
    const input = screen.getByLabelText('Email');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows no asterisk when optional', () => {
    render(<Controlled />);
    expect(screen.queryByText('*')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).not.toBeRequired();
  });

  it('links the error message to the input', () => {
    render(<Controlled error="Email is required" hint="Your work address" />);
    const input = screen.getByLabelText('Email');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Email is required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Email is required'));
  });

  it('is valid and silent without an error', () => {
    render(<Controlled hint="Your work address" />);
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Your work address');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('counts characters and flags input over the limit', async () => {
    render(<Controlled maxLength={5} />);
    const input = screen.getByLabelText('Email');
    await userEvent.type(input, 'abcde');
    expect(screen.getByText('5/5')).toHaveAttribute('data-over', 'false');
    expect(input).not.toHaveAttribute('aria-invalid');

    await userEvent.type(input, 'f');
    expect(input).toHaveValue('abcdef');
    expect(screen.getByText('6/5')).toHaveAttribute('data-over', 'true');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Email must be at most 5 characters');
  });
});
