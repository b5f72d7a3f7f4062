import { describe, expect, it } from 'vitest';
import { SETTINGS_MENU, settingsTabOf } from './settingsTabs';

describe('SETTINGS_MENU', () => {
  it('has exactly the labels of the spec, in its order', () => {
    expect(SETTINGS_MENU.map((item) => item.label)).toEqual([
      'Settings',
      'Interests',
      'Payments',
      'Notifications',
      'LYLA Wallet',
      'Reminders',
      'Invite',
      'Terms',
      'Contact Us',
      'Addresses',
    ]);
  });

  it('each item highlights its own tab on the page it opens', () => {
    for (const item of SETTINGS_MENU) expect(settingsTabOf(item.path), item.path).toBe(item.tab);
  });
});

describe('settingsTabOf', () => {
  it.each([
    ['/settings/account', 'settings'],
    ['/settings/account/index', 'settings'],
    ['/settings/account/profile', 'settings'],
    ['/settings/account/profile/family/3', 'settings'],
    ['/settings/account/contact', 'settings'],
    ['/settings/account/password', 'settings'],
    ['/settings/account/work', 'settings'],
    ['/settings/account/interests', 'interests'],
    ['/settings/account/payments', 'payments'],
    ['/settings/account/notifications', 'notifications'],
    ['/settings/account/wallet', 'wallet'],
    ['/settings/account/wallet/add', 'wallet'],
    ['/settings/account/wallet/gift', 'wallet'],
    ['/settings/account/wallet/recharge/feedback', 'wallet'],
    ['/settings/account/reminders', 'reminders'],
    ['/settings/account/reminders/birthday/4', 'reminders'],
    ['/settings/account/invite', 'invite'],
    ['/settings/account/address', 'addresses'],
    ['/settings/account/address/', 'addresses'],
    ['/site-policy/terms', 'terms'],
    ['/site-policy/privacy', 'terms'],
    ['/call-centre', 'contactUs'],
  ])('%s → %s', (path, tab) => {
    expect(settingsTabOf(path)).toBe(tab);
  });

  it.each(['/home', '/settings', '/settings/accounts', '/site-policy', '/notifications', '/call-centre/x'])(
    '%s is outside the settings area',
    (path) => {
      expect(settingsTabOf(path)).toBeNull();
    },
  );
});
