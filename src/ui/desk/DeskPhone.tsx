import { formatPhone, phoneDigits } from '../../domain/format';
import * as styles from './Desk.css';

/** The work place's desk phone as a link that dials it; said plainly when there is none. */
export function DeskPhone({ phone }: { phone: string | null }) {
  const digits = phoneDigits(phone);
  if (!digits) return <span>Your work place has no desk phone on file: email us instead.</span>;
  // Ten digits are a North American number: dialled with its country code from anywhere.
  return (
    <a href={digits.length === 10 ? `tel:+1${digits}` : `tel:${digits}`} className={styles.touchLink}>
      {formatPhone(digits)}
    </a>
  );
}
