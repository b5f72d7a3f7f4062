import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { PageProgressBar } from './PageProgressBar';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

describe('PageProgressBar', () => {
  it('renders nothing when hidden', () => {
    render(<PageProgressBar value={null} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the value as width and aria-valuenow', () => {
    render(<PageProgressBar value={0.08} />);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '8');
    expect(bar).toHaveStyle({ width: '8%' });
  });
});
