import { useMatches } from 'react-router-dom';
import { PageSkeleton } from '../components/PageSkeleton';
import { Spinner } from '../components/Spinner';
import type { RouteHandle } from './routeHandle';

/**
 * What a page shows while its code or its area's services load: placeholders in the shape the
 * route says it shows (cards, rows), so the page does not jump when it arrives; a spinner for
 * pages with no such shape.
 */
export function RouteLoading({ label }: { label: string }) {
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  if (handle?.skeleton) return <PageSkeleton shape={handle.skeleton} label={`Loading ${handle.title.toLowerCase()}`} />;
  return (
    <div role="status" aria-label={label}>
      <Spinner size="large" />
    </div>
  );
}
