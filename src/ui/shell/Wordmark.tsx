import * as styles from './Wordmark.css';

/** The app's mark (the same drawing as the favicon) and its name. */
export function Wordmark() {
  return (
    <span className={styles.wordmark}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className={styles.mark}>
        <rect width="32" height="32" rx="8" className={styles.markTile} />
        <path d="M9 12h14l-1.2 12.2a2 2 0 0 1-2 1.8h-7.6a2 2 0 0 1-2-1.8z" className={styles.markBag} />
        <path d="M12.5 12V10a3.5 3.5 0 0 1 7 0v2" fill="none" strokeWidth="2" strokeLinecap="round" className={styles.markHandle} />
        <path d="M13 16.5v5.5h5" fill="none" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className={styles.markLetter} />
      </svg>
      <span className={styles.name}>LYLA</span>
    </span>
  );
}
