import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import { selectUser } from '../../machines/sessionSelectors';
import { useSessionActor } from '../app/services';
import { Card } from '../components/Card';
import { useAccount } from './useAccount';
import { useResource } from '../app/useReads';
import { LargeAvatar, SettingsPage } from './parts';
import * as styles from './AccountOverview.css';
import * as common from './Settings.css';

const QUICK_LINKS = [
  { to: '/settings/account/profile', title: 'Profile', text: 'Name, photo, phones and birthday' },
  { to: '/settings/account/contact', title: 'Contact preference', text: 'How we reach you about orders' },
  { to: '/settings/account/password', title: 'Password', text: 'Change the password you sign in with' },
  { to: '/settings/account/work', title: 'Work profile', text: 'Job title, work place and site' },
  { to: '/settings/account/address', title: 'Addresses', text: 'Where your orders are delivered' },
  { to: '/settings/account/payments', title: 'Payments', text: 'Your saved cards' },
  { to: '/settings/account/notifications', title: 'Notifications', text: 'Emails and push alerts' },
  { to: '/settings/account/interests', title: 'Interests', text: 'What we show you first' },
];

/** `settings/account/index`: who is signed in, their company, and the way to every setting. */
export default function AccountOverviewScreen() {
  const user = useSelector(useSessionActor(), selectUser);
  const profile = useResource(useAccount().reads.profile, null);
  if (!user) return null;

  return (
    <SettingsPage title="Settings">
      <Card className={styles.identity}>
        <LargeAvatar user={user} />
        <div className={styles.who}>
          <h2 className={styles.name}>{user.fullname}</h2>
          <dl className={common.facts}>
            <dt className={common.factLabel}>Email</dt>
            <dd className={common.factValue}>{user.email}</dd>
            <dt className={common.factLabel}>Company</dt>
            <dd className={common.factValue}>
              {profile.status === 'ready' && profile.data ? (
                profile.data.company_name
              ) : profile.status === 'failed' ? (
                <button type="button" className={common.inlineAction} onClick={profile.retry}>
                  Could not load it. Try again
                </button>
              ) : (
                <span role="status">Loading…</span>
              )}
            </dd>
          </dl>
        </div>
        <Link to="/settings/account/profile" className={common.textLink}>
          Edit profile
        </Link>
      </Card>
      <nav aria-label="Account pages">
        <ul className={styles.links}>
          {QUICK_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.quickLink}>
                <span className={styles.quickTitle}>{link.title}</span>
                <span className={styles.quickText}>{link.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </SettingsPage>
  );
}
