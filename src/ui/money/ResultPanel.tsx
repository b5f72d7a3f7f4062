import type { ReactNode } from 'react';
import { useFocusOn } from '../components/useFocusOn';
import * as styles from './money.css';

interface ResultPanelProps {
  tone: 'good' | 'bad';
  title: string;
  children?: ReactNode;
}

/** How a payment, top-up or gift ended: the page's heading, what it means, what to do next. */
export function ResultPanel({ tone, title, children }: ResultPanelProps) {
  const heading = useFocusOn<HTMLHeadingElement>();
  return (
    <section className={styles.result} aria-labelledby="result-title">
      <span className={styles.resultMark[tone]} aria-hidden="true">
        <svg width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
          {tone === 'good' ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <path d="M12 7v6M12 17h.01" />}
        </svg>
      </span>
      <h1 id="result-title" className={styles.resultTitle} tabIndex={-1} ref={heading}>
        {title}
      </h1>
      {children}
    </section>
  );
}
