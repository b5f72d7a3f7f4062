import { Button } from '../components/Button';
import * as styles from './money.css';
import { ResultPanel } from './ResultPanel';

/** Back from the payment provider, but the capture was not confirmed: asking again is safe. */
export function CaptureUnconfirmed({ error, onRetry }: { error: string | null; onRetry(): void }) {
  return (
    <ResultPanel tone="bad" title="We could not confirm your payment yet">
      <p className={styles.lead}>{error} Asking again is safe: you are never charged twice.</p>
      <Button type="button" onClick={onRetry}>
        Check again
      </Button>
    </ResultPanel>
  );
}
