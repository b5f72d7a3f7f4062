import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorState } from './ErrorState';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

describe('ErrorState', () => {
  it('shows the title and message and retries on request', async () => {
    const onRetry = vi.fn();
    render(<ErrorState title="Could not load vendors" message="Check your connection." onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: 'Could not load vendors' })).toBeInTheDocument();
    expect(screen.getByText('Check your connection.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('offers no retry without a handler', () => {
    render(<ErrorState title="Not found" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
