import { lazy, Suspense, type ComponentType } from 'react';
import { useMatches } from 'react-router-dom';
import type { RouteHandle } from '../router/routeHandle';
import * as styles from './HeaderTools.css';

// The search box and the cart count load after the page, so the sign-in page does not carry
// them. If their code cannot be fetched the header simply goes without them.
const HeaderTools = lazy(
  (): Promise<{ default: ComponentType<{ searchHidden: boolean }> }> => import('./HeaderTools').catch(() => ({ default: () => null })),
);

export function HeaderToolsSlot() {
  const searchHidden = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.hideHeaderSearch);
  return (
    <Suspense fallback={searchHidden ? null : <div className={styles.searchPlaceholder} aria-hidden="true" />}>
      <HeaderTools searchHidden={searchHidden} />
    </Suspense>
  );
}
