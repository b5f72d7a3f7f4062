import { Link } from 'react-router-dom';
import { EmptyState } from './EmptyState';
import * as styles from './catalogue.css';
import { ErrorState } from '../components/ErrorState';

/** A route whose ids are not ids at all: nothing to ask the server for. */
export function NotFoundPanel({ what }: { what: string }) {
  return (
    <EmptyState title={`${what} not found`}>
      <p className={styles.lead}>The link may be mistyped, or the page has moved.</p>
      <Link to="/home" className={styles.textLink}>
        Go to the home page
      </Link>
    </EmptyState>
  );
}

/** The top of a page while it loads: the same height as the heading it waits for. */
export function HeroLoading({ label }: { label: string }) {
  return <div role="status" aria-label={label} className={styles.heroLoading} />;
}

interface ReadFailureProps {
  read: { status: string; error: string | null; retry(): void };
  /** What the page shows: "Product" gives "Product not found". */
  what: string;
  /** The title when the request failed (and may succeed if tried again). */
  failedTitle: string;
}

/** A read that gave nothing: a record that does not exist leads home; only a failed request offers a retry. */
export function ReadFailure({ read, what, failedTitle }: ReadFailureProps) {
  if (read.status === 'missing') return <NotFoundPanel what={what} />;
  return <ErrorState title={failedTitle} message={read.error || undefined} onRetry={read.retry} />;
}
