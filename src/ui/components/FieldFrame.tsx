import { useId } from 'react';
import type { ReactNode } from 'react';
import * as styles from './FieldFrame.css';

/** What the control inside a frame needs to be named and described. */
export interface FieldControl {
  /** For the control's `id`: the label points at it. */
  id: string;
  /** For `aria-labelledby` on controls a label cannot point at, such as groups. */
  labelId: string;
  /** For `aria-describedby`: the error, hint and status, whichever are shown. */
  describedBy: string | undefined;
  invalid: boolean;
}

export interface FieldFrameProps {
  label: string;
  required?: boolean;
  error?: string;
  /** Marked wrong without words of its own (the toast says why). */
  invalid?: boolean;
  hint?: string;
  /** Short text at the end of the footer, e.g. `3/20`; `over` shows it in the error colour. */
  status?: { text: string; over: boolean };
  /** The control is a group of controls: named through `labelId`, since a label can only point at one. */
  group?: boolean;
  children(control: FieldControl): ReactNode;
}

/** Label, required asterisk, and error, hint and status below: the frame every form field shares. */
export function FieldFrame({ label, required = false, error, invalid = false, hint, status, group = false, children }: FieldFrameProps) {
  const id = useId();
  const ids = {
    control: `${id}-control`,
    label: `${id}-label`,
    error: `${id}-error`,
    hint: `${id}-hint`,
    status: `${id}-status`,
  };
  const describedBy = [error && ids.error, hint && ids.hint, status && ids.status].filter(Boolean).join(' ') || undefined;

  return (
    <div className={styles.field}>
      {/* The asterisk sits outside the label so the accessible name stays just the label. */}
      <div className={styles.labelRow}>
        {/* A plain label, as Radix's renders: the sign-in page's script then carries no Radix at all. */}
        <label id={ids.label} htmlFor={group ? undefined : ids.control} className={styles.label}>
          {label}
        </label>
        {required && (
          <span aria-hidden="true" className={styles.asterisk}>
            *
          </span>
        )}
      </div>
      {children({ id: ids.control, labelId: ids.label, describedBy, invalid: Boolean(error) || invalid })}
      {(error || hint || status) && (
        <div className={styles.footer}>
          <div className={styles.messages}>
            {error && (
              <span id={ids.error} role="alert" className={styles.error}>
                {error}
              </span>
            )}
            {hint && <span id={ids.hint}>{hint}</span>}
          </div>
          {status && (
            <span id={ids.status} className={styles.status} data-over={status.over}>
              {status.text}
            </span>
          )}
        </div>
      )}
    </div>
  );
}
