import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { button } from './Button.css';
import { ConfirmDialog } from './ConfirmDialog';

function Harness({ onConfirm }: { onConfirm(): void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <ConfirmDialog open={open} title="Remove this card?" confirmLabel="Remove" cancelLabel="Keep it" onConfirm={onConfirm} onCancel={() => setOpen(false)}>
        Visa ending in 4242.
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks, starts on the safe choice, and closes on it', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this card?' });
    expect(dialog).toHaveAccessibleDescription('Visa ending in 4242.');
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    // What cannot be undone looks it: red, not the primary green; the safe choice is the plain one.
    expect(screen.getByRole('button', { name: 'Remove' }).className).toBe(button({ variant: 'destructive' }));
    expect(screen.getByRole('button', { name: 'Keep it' }).className).toBe(button({ variant: 'secondary' }));
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms with its action; Escape is the safe choice', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
