import { moneyStyles as styles } from '../money';

const STEPS = ['Cart', 'Delivery', 'Payment', 'Confirm'] as const;

/** Which step each state of the checkout belongs to; paid is past the last one. */
const STEP_OF_STATE: Record<string, number> = { review: 0, delivery: 1, payment: 2, confirm: 3, processing: 3, failed: 3, done: 4 };

export function CheckoutSteps({ state }: { state: string }) {
  const current = STEP_OF_STATE[state] ?? 0;
  return (
    <ol className={styles.steps} aria-label="Checkout steps">
      {STEPS.map((label, index) => {
        const progress = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li key={label} className={styles.step} data-state={progress} aria-current={progress === 'current' ? 'step' : undefined}>
            <span className={styles.stepMark} aria-hidden="true">
              {progress === 'done' ? '✓' : index + 1}
            </span>
            <span className={styles.stepLabel}>{label}</span>
          </li>
        );
      })}
    </ol>
  );
}
