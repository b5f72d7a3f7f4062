import { useEffect, useRef, type Key, type ReactNode } from 'react';
import { Button } from '../components/Button';
import { ErrorState } from '../components/ErrorState';
import { InlineAlert } from '../components/InlineAlert';
import type { usePagedList } from '../app/useReads';
import * as styles from './catalogue.css';
import { SkeletonGrid } from './Skeletons';

type PagedListState<Item> = ReturnType<typeof usePagedList<unknown, Item>>;

interface PagedListProps<Item> {
  list: PagedListState<Item>;
  /** What the items are, for people using a screen reader: "Products". */
  label: string;
  /** Said when the first page could not be read. */
  failedTitle: string;
  /** Shown when there is nothing at all. */
  empty: ReactNode;
  gridClassName: string;
  itemKey(item: Item): Key;
  renderItem(item: Item): ReactNode;
  /** Reads the next page when the end of the list scrolls into view (the button stays for keyboards and old browsers). */
  loadOnScroll?: boolean;
}

/**
 * Calls `onReached` when the element scrolls into view (a screen's height early), while
 * `enabled`. Without IntersectionObserver it does nothing: the "Show more" button remains.
 */
function useWhenScrolledTo(onReached: () => void, enabled: boolean) {
  const sentinel = useRef<HTMLDivElement>(null);
  const reached = useRef(onReached);
  useEffect(() => {
    reached.current = onReached;
  });
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && reached.current(), {
      rootMargin: '0px 0px 100% 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return sentinel;
}

/**
 * A long list read page by page: grey cards while the first page loads, an error with a
 * retry, an empty state, and "Show more" until everything is there.
 */
export function PagedList<Item>({ list, label, failedTitle, empty, gridClassName, itemKey, renderItem, loadOnScroll = false }: PagedListProps<Item>) {
  // Not after a failed page: the person decides when to try again.
  const sentinel = useWhenScrolledTo(list.loadMore, loadOnScroll && list.canLoadMore && list.error === null);
  if (list.status === 'loading') return <SkeletonGrid label={`Loading ${label.toLowerCase()}`} gridClassName={gridClassName} />;
  if (list.status === 'failed') return <ErrorState title={failedTitle} message={list.error || undefined} onRetry={list.retry} />;
  if (list.items.length === 0) return <>{empty}</>;

  return (
    <>
      <ul className={gridClassName} aria-label={label}>
        {list.items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {loadOnScroll && <div ref={sentinel} />}
      <div className={styles.listFooter}>
        <span className={styles.muted}>
          Showing {list.items.length} of {list.total}
        </span>
        {list.error !== null && !list.loadingMore && (
          // Why is the toast's (spec §8); said here only when no toast said it.
          <InlineAlert tone="error">{list.error ? `More could not be loaded: ${list.error}` : 'More could not be loaded.'}</InlineAlert>
        )}
        {(list.canLoadMore || list.loadingMore) && (
          <Button variant="secondary" busy={list.loadingMore} onClick={list.loadMore}>
            {list.error !== null ? 'Try again' : 'Show more'}
          </Button>
        )}
      </div>
    </>
  );
}
