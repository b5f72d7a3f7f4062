import { useSelector } from '@xstate/react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { SETTINGS_MENU, settingsTabOf } from '../../domain/settingsTabs';
import { selectUser, selectUserLoad } from '../../machines/sessionSelectors';
import { useSessionActor } from '../app/services';
import { textLink } from '../catalogue';
import { SideMenu } from '../components/SideMenu';
import { UnsavedChangesGuard } from '../forms/UnsavedChanges';
import { Loading } from './parts';
import * as styles from './Settings.css';

const MENU = SETTINGS_MENU.map(({ tab, label, path }) => ({ key: tab, label, to: path }));

/**
 * The account settings frame: the settings menu beside the page. Pages open once the
 * person is known (their drafts are kept per person), and leaving one with unsaved changes
 * asks first.
 */
export default function SettingsLayout() {
  const session = useSessionActor();
  const user = useSelector(session, selectUser);
  const userLoad = useSelector(session, selectUserLoad);
  const { pathname } = useLocation();

  return (
    <div className={styles.layout}>
      <div className={styles.menuColumn}>
        <SideMenu label="Account settings" items={MENU} active={settingsTabOf(pathname)} />
        <p className={styles.menuFooter}>
          <Link to="/statecharts" className={textLink}>
            Statecharts
          </Link>
          : how the app's flows work, live.
        </p>
      </div>
      {user ? (
        <UnsavedChangesGuard>
          <Outlet />
        </UnsavedChangesGuard>
      ) : (
        // A failed load is reported by the shell, with its retry.
        userLoad !== 'failed' && <Loading label="Loading your account" />
      )}
    </div>
  );
}
