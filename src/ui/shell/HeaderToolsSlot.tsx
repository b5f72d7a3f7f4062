import { useLocation, useMatches } from 'react-router-dom';
import { lazyOptionalPart } from '../components/OptionalPart';
import type { RouteHandle } from '../router/routeHandle';
import * as styles from './HeaderTools.css';

// The search box and the cart count load after the page, so the sign-in page does not carry
// them. If their code cannot be fetched (the server is out of reach), the header goes without
// them and the next page tries again: the page and its navigation stay.
const HeaderTools = lazyOptionalPart(() => import('./HeaderTools'));
export const preloadHeaderTools = HeaderTools.preload;

export function HeaderToolsSlot() {
  const searchHidden = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.hideHeaderSearch);
  const { key } = useLocation();
  return (
    <HeaderTools
      props={{ searchHidden }}
      loading={searchHidden ? null : <div className={styles.searchPlaceholder} aria-hidden="true" />}
      retryKey={key}
    />
  );
}
