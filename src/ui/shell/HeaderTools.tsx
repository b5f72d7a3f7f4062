import { useSelector } from '@xstate/react';
import { useMatches } from 'react-router-dom';
import { selectUser } from '../../machines/sessionSelectors';
import { useSessionActor } from '../app/services';
import { HeaderCartCount } from '../cart/HeaderCartCount';
import type { RouteHandle } from '../router/routeHandle';
import { HeaderSearch } from '../search/HeaderSearch';
import * as styles from './HeaderTools.css';

/** The search box (unless the page hides it) and the cart count, in the header. */
export default function HeaderTools() {
  const user = useSelector(useSessionActor(), selectUser);
  const searchHidden = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.hideHeaderSearch);
  return (
    <div className={styles.tools}>
      {/* Another person gets a search box of their own, with their own history. */}
      {!searchHidden && (
        <div className={styles.search}>
          <HeaderSearch key={user?.id ?? 'nobody'} userId={user?.id ?? null} />
        </div>
      )}
      <div className={styles.cart}>
        <HeaderCartCount />
      </div>
    </div>
  );
}
