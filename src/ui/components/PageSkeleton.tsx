import * as styles from './PageSkeleton.css';

/** What a page that is on its way is made of: a grid of cards (a catalogue, the news) or a list of rows (requests, notifications). */
export type SkeletonShape = 'cards' | 'rows';

interface SkeletonProps {
  shape: SkeletonShape;
  /** What is loading, for screen readers: `Loading requests`. */
  label: string;
  count?: number;
}

/** Grey placeholders in the shape of what is coming, instead of a lone spinner: the page does not jump when it arrives. */
export function Skeleton({ shape, label, count = shape === 'cards' ? 8 : 5 }: SkeletonProps) {
  return (
    <div role="status" aria-label={label} data-skeleton={shape} className={shape === 'cards' ? styles.cards : styles.rows}>
      {Array.from({ length: count }, (_, index) =>
        shape === 'cards' ? (
          <div key={index} className={styles.card} aria-hidden="true">
            <div className={styles.picture} />
            <div className={styles.line} />
            <div className={styles.lineShort} />
          </div>
        ) : (
          <div key={index} className={styles.row} aria-hidden="true">
            <div className={styles.line} />
            <div className={styles.lineShort} />
          </div>
        ),
      )}
    </div>
  );
}

/** A whole page on its way: its heading and its list. */
export function PageSkeleton(props: SkeletonProps) {
  return (
    <div className={styles.page}>
      <div className={styles.heading} aria-hidden="true" />
      <Skeleton {...props} />
    </div>
  );
}
