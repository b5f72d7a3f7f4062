export type ToastTone = 'error' | 'info' | 'success';

export interface ToastItem {
  readonly id: number;
  readonly message: string;
  readonly tone: ToastTone;
}

export interface ToastStore {
  push(message: string, tone?: ToastTone): void;
  dismiss(id: number): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly ToastItem[];
}

/** A tiny external store for `useSyncExternalStore`: every change makes a new array. */
export function createToastStore(): ToastStore {
  let toasts: readonly ToastItem[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();

  const set = (next: readonly ToastItem[]) => {
    toasts = next;
    listeners.forEach((listener) => listener());
  };

  return {
    push(message, tone = 'info') {
      set([...toasts, { id: nextId++, message, tone }]);
    },
    dismiss(id) {
      if (toasts.some((toast) => toast.id === id)) set(toasts.filter((toast) => toast.id !== id));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
  };
}
