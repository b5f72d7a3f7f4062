import { useSyncExternalStore } from 'react';
import { Toast } from 'radix-ui';
import type { ToastStore } from './toastStore';
import * as styles from './Toaster.css';

const DURATION_MS = 5000;

export function Toaster({ store }: { store: ToastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot);

  return (
    <Toast.Provider duration={DURATION_MS}>
      {toasts.map(({ id, message, tone }) => (
        <Toast.Root
          key={id}
          className={styles.toast({ tone })}
          // Radix announces foreground toasts assertively, background ones politely.
          type={tone === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) store.dismiss(id);
          }}
        >
          <Toast.Description className={styles.description}>{message}</Toast.Description>
          <Toast.Close className={styles.close}>Dismiss</Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className={styles.viewport} />
    </Toast.Provider>
  );
}
