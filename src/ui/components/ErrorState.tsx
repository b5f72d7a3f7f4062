import { Button } from './Button';
import * as styles from './ErrorState.css';

interface ErrorStateProps {
  title: string;
  message?: string;
  retryLabel?: string;
  /** Without it there is nothing to retry, so no button is shown. */
  onRetry?: () => void;
}

export function ErrorState({ title, message, retryLabel = 'Try again', onRetry }: ErrorStateProps) {
  return (
    <section className={styles.panel}>
      <h2 className={styles.title}>{title}</h2>
      {message && <p className={styles.message}>{message}</p>}
      {onRetry && (
        <Button type="button" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </section>
  );
}
