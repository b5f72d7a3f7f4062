import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyOptionalPart } from './OptionalPart';

const Part = ({ name }: { name: string }) => <p>Hello, {name}</p>;

describe('lazyOptionalPart', () => {
  it('shows its loading stand-in, then the part', async () => {
    const Lazy = lazyOptionalPart(async () => ({ default: Part }));
    render(<Lazy props={{ name: 'Ada' }} loading={<p>Loading part</p>} retryKey="a" />);
    expect(screen.getByText('Loading part')).toBeInTheDocument();
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
  });

  it('draws a preloaded part at its first render, with no stand-in first', async () => {
    const Lazy = lazyOptionalPart(async () => ({ default: Part }));
    await Lazy.preload();
    render(<Lazy props={{ name: 'Ada' }} loading={<p>Loading part</p>} retryKey="a" />);
    expect(screen.getByText('Hello, Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading part')).not.toBeInTheDocument();
  });

  it('keeps its state when drawn again after its code came', async () => {
    function Counter({ label }: { label: string }) {
      const [count, setCount] = useState(0);
      return <button onClick={() => setCount(count + 1)}>{`${label} ${count}`}</button>;
    }
    const Lazy = lazyOptionalPart(async () => ({ default: Counter }));
    const { rerender } = render(<Lazy props={{ label: 'Pressed' }} loading={null} retryKey="a" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pressed 0' }));
    rerender(<Lazy props={{ label: 'Clicked' }} loading={null} retryKey="a" />);
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
  });

  it('a part whose code cannot be fetched shows its failed stand-in; the next retry key fetches it again', async () => {
    // React reports the caught error on the console; here it is expected.
    vi.mocked(console.error).mockImplementation(() => {});
    let attempts = 0;
    const Lazy = lazyOptionalPart(async () => {
      attempts += 1;
      if (attempts <= 2) throw new Error('offline');
      return { default: Part };
    });
    await expect(Lazy.preload()).resolves.toBeUndefined();
    const { rerender } = render(<Lazy props={{ name: 'Ada' }} loading={null} failed={<p>Part missing</p>} retryKey="a" />);
    expect(await screen.findByText('Part missing')).toBeInTheDocument();
    rerender(<Lazy props={{ name: 'Ada' }} loading={null} failed={<p>Part missing</p>} retryKey="b" />);
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
  });
});
