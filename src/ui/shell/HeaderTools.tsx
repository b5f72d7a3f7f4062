import { useSelector } from '@xstate/react';
import { selectUser } from '../../machines/sessionSelectors';
import { useSessionActor } from '../app/services';
import { HeaderCartCount } from '../cart/HeaderCartCount';
import { HeaderSearch } from '../search/HeaderSearch';
import * as styles from './HeaderTools.css';

/** The search box (unless the page hides it) and the cart count, in the header. */
export default function HeaderTools({ searchHidden }: { searchHidden: boolean }) {
  const user = useSelector(useSessionActor(), selectUser);
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
