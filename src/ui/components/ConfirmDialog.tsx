import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from './Button';
import * as styles from './ConfirmDialog.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
  /** Also on Escape: closing without choosing is choosing the safe option. */
  onCancel(): void;
  busy?: boolean;
}

/** Asks before something that cannot be undone; focus starts on the safe choice, the action is destructive-looking. */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, onConfirm, onCancel, busy }: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.content}>
          <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          {/* A div, so the description may hold a message block; Radix links it to the dialog. */}
          <AlertDialog.Description asChild>
            <div className={styles.description}>{children}</div>
          </AlertDialog.Description>
          <div className={styles.actions}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{cancelLabel}</Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: it would close the dialog before the work is done. What it
                confirms cannot be undone (cancel, delete, leave unsaved): red, not the primary green. */}
            <Button variant="destructive" onClick={onConfirm} busy={busy}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
