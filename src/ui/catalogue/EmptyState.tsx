import type { ReactNode } from 'react';
import * as styles from './catalogue.css';

/** A list with nothing in it: what that means, and what the person can do instead. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className={styles.emptyPanel}>
      <h2 className={styles.emptyTitle}>{title}</h2>
      {children}
    </section>
  );
}
