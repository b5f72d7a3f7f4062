import * as styles from './catalogue.css';

/** Grey cards where a list is about to appear, so the page does not jump when it does. */
export function SkeletonGrid({ label, count = 8, gridClassName }: { label: string; count?: number; gridClassName: string }) {
  return (
    <div role="status" aria-label={label}>
      <div className={gridClassName}>
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className={styles.skeleton} aria-hidden="true">
            <div className={styles.skeletonPicture} />
            <div className={styles.skeletonLine} />
            <div className={styles.skeletonLineShort} />
          </div>
        ))}
      </div>
    </div>
  );
}
