export type ToastTone = 'error' | 'info' | 'success';

export interface ToastItem {
  readonly id: number;
  readonly message: string;
  readonly tone: ToastTone;
  /** About the page it was shown on (a failed call there): it goes when the page is left. */
  readonly ofPage: boolean;
}

export interface ToastStore {
  /** `ofPage: false` for what outlives the page, such as an ended session (it leads to sign-in). */
  push(message: string, tone?: ToastTone, options?: { ofPage?: boolean }): void;
  dismiss(id: number): void;
  /**
   * What the page's failures said is behind the person: the page was left (signed in, next
   * step, elsewhere) or what failed was fixed. Their toasts go, so they cover nothing else.
   */
  dropPageErrors(): void;
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
    push(message, tone = 'info', { ofPage = true } = {}) {
      set([...toasts, { id: nextId++, message, tone, ofPage }]);
    },
    dismiss(id) {
      if (toasts.some((toast) => toast.id === id)) set(toasts.filter((toast) => toast.id !== id));
    },
    dropPageErrors() {
      if (toasts.some((toast) => toast.ofPage)) set(toasts.filter((toast) => !toast.ofPage));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
  };
}
