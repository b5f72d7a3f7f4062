import { Spinner } from '../components/Spinner';
import * as styles from './money.css';

/** Work the person waits for, said in words. */
export function Busy({ label, size = 'large' }: { label: string; size?: 'small' | 'large' }) {
  return (
    <p role="status" className={styles.busy}>
      <Spinner size={size} />
      <span>{label}</span>
    </p>
  );
}
