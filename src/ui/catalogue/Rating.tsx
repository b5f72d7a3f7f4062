import * as styles from './catalogue.css';

export function Rating({ value }: { value: number }) {
  return (
    <span className={styles.rating}>
      <span aria-hidden="true" className={styles.ratingStar}>
        ★
      </span>{' '}
      {value.toFixed(1)}
      <span className={styles.visuallyHidden}> out of 5</span>
    </span>
  );
}
