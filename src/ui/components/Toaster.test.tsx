import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createToastStore } from './toastStore';
import { Toaster } from './Toaster';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

describe('createToastStore', () => {
  it('keeps snapshots immutable and notifies subscribers', () => {
    const store = createToastStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    const empty = store.getSnapshot();

    store.push('Saved', 'success');
    const one = store.getSnapshot();
    expect(one).not.toBe(empty);
    expect(empty).toEqual([]);
    expect(one).toEqual([expect.objectContaining({ message: 'Saved', tone: 'success' })]);
    expect(store.getSnapshot()).toBe(one);

    store.dismiss(one[0]!.id);
    expect(store.getSnapshot()).toEqual([]);
    expect(calls).toBe(2);

    unsubscribe();
    store.push('Ignored');
    expect(calls).toBe(2);
  });

  it('defaults to the info tone', () => {
    const store = createToastStore();
    store.push('Hello');
    expect(store.getSnapshot()[0]?.tone).toBe('info');
  });
});

describe('Toaster', () => {
  it('shows a pushed message and removes it on dismiss', async () => {
    const store = createToastStore();
    render(<Toaster store={store} />);

    act(() => store.push('There is something wrong', 'error'));
    // Radix announces the toast through a live region a frame after it appears.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('There is something wrong'));
    expect(screen.getByText('There is something wrong', { selector: 'li *' })).toBeVisible();

    // A plain click: jsdom lacks the pointer capture API that Radix uses on pointerup.
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('There is something wrong', { selector: 'li *' })).not.toBeInTheDocument();
    expect(store.getSnapshot()).toEqual([]);
  });

  it('dismisses a toast by itself after about five seconds', () => {
    vi.useFakeTimers();
    try {
      const store = createToastStore();
      render(<Toaster store={store} />);
      act(() => store.push('Saved', 'success'));
      act(() => vi.advanceTimersByTime(4900));
      expect(store.getSnapshot()).toHaveLength(1);
      act(() => vi.advanceTimersByTime(200));
      expect(store.getSnapshot()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
