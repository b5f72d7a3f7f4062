/** The settings menu (spec §2 "Account settings") and which of its tabs a page highlights. */

export type SettingsTab =
  | 'settings'
  | 'interests'
  | 'payments'
  | 'notifications'
  | 'wallet'
  | 'reminders'
  | 'invite'
  | 'terms'
  | 'contactUs'
  | 'addresses';

/** The policy the Terms tab opens (`/site-policy/{policy}`). */
export const TERMS_POLICY = 'terms';

/** The menu in the spec's order, with the page each label opens. */
export const SETTINGS_MENU: ReadonlyArray<{ tab: SettingsTab; label: string; path: string }> = [
  { tab: 'settings', label: 'Settings', path: '/settings/account/index' },
  { tab: 'interests', label: 'Interests', path: '/settings/account/interests' },
  { tab: 'payments', label: 'Payments', path: '/settings/account/payments' },
  { tab: 'notifications', label: 'Notifications', path: '/settings/account/notifications' },
  { tab: 'wallet', label: 'LYLA Wallet', path: '/settings/account/wallet' },
  { tab: 'reminders', label: 'Reminders', path: '/settings/account/reminders' },
  { tab: 'invite', label: 'Invite', path: '/settings/account/invite' },
  { tab: 'terms', label: 'Terms', path: `/site-policy/${TERMS_POLICY}` },
  { tab: 'contactUs', label: 'Contact Us', path: '/call-centre' },
  { tab: 'addresses', label: 'Addresses', path: '/settings/account/address' },
];

/** Settings pages under `/settings/account/{segment}` that have a tab of their own. */
const TAB_OF_SEGMENT: Readonly<Record<string, SettingsTab>> = {
  interests: 'interests',
  payments: 'payments',
  notifications: 'notifications',
  wallet: 'wallet',
  reminders: 'reminders',
  invite: 'invite',
  address: 'addresses',
};

/**
 * The highlighted tab of a page: its own tab, `settings` for the other account pages
 * (overview, profile, contact, password, work), or null outside the settings area.
 */
export function settingsTabOf(pathname: string): SettingsTab | null {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/call-centre') return 'contactUs';
  if (/^\/site-policy\/[^/]+$/.test(path)) return 'terms';
  const match = /^\/settings\/account(?:\/([^/]+))?(?:\/.*)?$/.exec(path);
  if (!match) return null;
  return TAB_OF_SEGMENT[match[1] ?? ''] ?? 'settings';
}
