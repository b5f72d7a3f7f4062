import { useSelector } from '@xstate/react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { MAIN_NAV, mainSectionOf } from '../../domain/mainNav';
import { selectUser, selectUserLoad } from '../../machines/sessionSelectors';
import { useSessionActor } from '../app/services';
import { Button } from '../components/Button';
import { InlineAlert } from '../components/InlineAlert';
import { HeaderToolsSlot } from './HeaderToolsSlot';
import { UnreadBadge } from './UnreadBadge';
import * as styles from './Shell.css';
import { ShellMenuSlot } from './ShellMenuSlot';
import { UserBadge } from './UserBadge';
import { Wordmark } from './Wordmark';

/** The signed-in frame: header with navigation, the person and sign-out; the page below. */
export default function Shell() {
  const session = useSessionActor();
  const user = useSelector(session, selectUser);
  const userLoad = useSelector(session, selectUserLoad);
  const section = mainSectionOf(useLocation().pathname);
  const signOut = () => session.send({ type: 'session.logout' });

  return (
    <>
      <header className={styles.header}>
        <Link to="/home" className={styles.brand} aria-label="LYLA home">
          <Wordmark />
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          {MAIN_NAV.map((item) => (
            <Link key={item.path} to={item.path} className={styles.navLink} aria-current={item.section === section ? 'page' : undefined}>
              {item.label}
              {item.section === 'notifications' && <UnreadBadge />}
            </Link>
          ))}
        </nav>
        <HeaderToolsSlot />
        <div className={styles.account}>
          {user && <UserBadge user={user} />}
          {user && <span data-testid="user-name">{user.fullname}</span>}
          {userLoad === 'loading' && <span role="status">Loading your account…</span>}
          <Button variant="secondary" onClick={signOut}>
            Sign out
          </Button>
        </div>
        <div className={styles.menu}>
          <ShellMenuSlot section={section} fullName={user?.fullname ?? null} onSignOut={signOut} />
        </div>
      </header>
      <main className={styles.main}>
        {userLoad === 'failed' && (
          <InlineAlert tone="error">
            Your account details could not be loaded.{' '}
            <Button variant="ghost" onClick={() => session.send({ type: 'user.retry' })}>
              Try again
            </Button>
          </InlineAlert>
        )}
        <Outlet />
      </main>
    </>
  );
}
