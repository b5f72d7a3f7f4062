import { act, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createAccountBackend, loadAccountCode, PAGE_READY } from '../../../tests/support/accountHandlers';
import { createDeskBackend } from '../../../tests/support/deskHandlers';
import { createRemindersBackend } from '../../../tests/support/reminderHandlers';
import { expectPath, renderApp, signIn, startMockServer } from '../../../tests/support/renderApp';
import { ok, tokenExpired } from '../../../tests/support/sessionHandlers';

const server = startMockServer();
loadAccountCode(
  () => import('./AccountOverviewScreen'),
  () => import('./ProfileScreen'),
  () => import('./AddressesScreen'),
);

// Navigations update the router in a transition; inside an awaited act() React finishes that
// work before the test looks (a transition that waits on a promise is otherwise left pending).
const settled = (action: () => Promise<void>) => act(action);

const menu = () => screen.getByRole('navigation', { name: 'Account settings' });
const highlighted = () => within(menu()).getByRole('link', { current: 'page' });

describe('SettingsLayout', () => {
  it('settings/account opens the overview, with the menu of the spec in its order', async () => {
    server.use(...createAccountBackend().handlers);
    renderApp('/settings/account', { signedIn: true });
    await expectPath('/settings/account/index');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' }, PAGE_READY)).toBeInTheDocument();
    expect(within(menu()).getAllByRole('link').map((link) => link.textContent)).toEqual([
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
    expect(highlighted()).toHaveTextContent('Settings');
    expect(await screen.findByText('Northwind Partners')).toBeInTheDocument();
  });

  it.each([
    ['/settings/account/profile', 'Settings'],
    ['/settings/account/invite', 'Invite'],
    ['/settings/account/reminders/birthday', 'Reminders'],
    ['/settings/account/address', 'Addresses'],
    ['/site-policy/terms', 'Terms'],
    ['/call-centre', 'Contact Us'],
  ])('%s highlights %s', async (path, tab) => {
    server.use(...createAccountBackend().handlers, ...createDeskBackend().handlers, ...createRemindersBackend().handlers);
    renderApp(path, { signedIn: true });
    await screen.findByRole('navigation', { name: 'Account settings' }, PAGE_READY);
    expect(highlighted()).toHaveTextContent(tab);
  });

  it('Terms and Contact Us open their pages; the menu works from the keyboard', async () => {
    server.use(...createAccountBackend().handlers, ...createDeskBackend().handlers);
    const { user } = renderApp('/settings/account/index', { signedIn: true });
    await screen.findByRole('navigation', { name: 'Account settings' }, PAGE_READY);
    within(menu()).getByRole('link', { name: 'Settings' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu()).getByRole('link', { name: 'Interests' })).toHaveFocus();
    await user.keyboard('{End}{ArrowUp}{ArrowUp}');
    expect(within(menu()).getByRole('link', { name: 'Terms' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await expectPath('/site-policy/terms');
    expect(highlighted()).toHaveTextContent('Terms');

    await user.click(within(menu()).getByRole('link', { name: 'Contact Us' }));
    await expectPath('/call-centre');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
  });

  it('below the menu, a link opens the statecharts of the app’s flows', async () => {
    server.use(...createAccountBackend().handlers);
    const { user } = renderApp('/settings/account/index', { signedIn: true });
    await screen.findByRole('navigation', { name: 'Account settings' }, PAGE_READY);
    await user.click(screen.getByRole('link', { name: 'Statecharts' }));
    await expectPath('/statecharts');
    expect(await screen.findByRole('figure', { name: 'Statechart of session' }, PAGE_READY)).toBeInTheDocument();
  });
});

describe('no data lost', () => {
  it('leaving a form with unsaved changes asks first; Stay keeps them, Leave drops them', async () => {
    server.use(...createAccountBackend().handlers);
    const { user } = renderApp('/settings/account/profile', { signedIn: true });
    const firstName = await screen.findByLabelText('First name', {}, PAGE_READY);
    await user.clear(firstName);
    await user.type(firstName, 'Mia');
    // Closing or reloading the tab asks too.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    await settled(() => user.click(within(menu()).getByRole('link', { name: 'Addresses' })));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(within(dialog).getByRole('button', { name: 'Stay' })).toHaveFocus();
    await settled(() => user.click(within(dialog).getByRole('button', { name: 'Stay' })));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expectPath('/settings/account/profile');
    expect(screen.getByLabelText('First name')).toHaveValue('Mia');

    await settled(() => user.click(within(menu()).getByRole('link', { name: 'Addresses' })));
    await settled(() => user.click(screen.getByRole('button', { name: 'Leave' })));
    await expectPath('/settings/account/address');
    await user.click(within(menu()).getByRole('link', { name: 'Settings' }));
    await user.click(await screen.findByRole('link', { name: /^Profile/ }));
    expect(await screen.findByLabelText('First name')).toHaveValue('Maya');
    expect(screen.queryByText(/We kept your unsaved changes/)).not.toBeInTheDocument();
  });

  it('changing the address by hand asks the same question; Stay keeps the page, Leave goes there', async () => {
    server.use(...createAccountBackend().handlers);
    const { user } = renderApp('/settings/account/profile', { signedIn: true });
    const firstName = await screen.findByLabelText('First name', {}, PAGE_READY);
    await user.clear(firstName);
    await user.type(firstName, 'Mia');

    await settled(async () => void (window.location.hash = '#/settings/account/address'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await expectPath('/settings/account/profile');
    await settled(() => user.click(within(dialog).getByRole('button', { name: 'Stay' })));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Mia');

    await settled(async () => void (window.location.hash = '#/settings/account/address'));
    const asked = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await settled(() => user.click(within(asked).getByRole('button', { name: 'Leave' })));
    await expectPath('/settings/account/address');
    expect(await screen.findByRole('heading', { level: 1, name: 'Addresses' }, PAGE_READY)).toBeInTheDocument();
  });

  it('a saved form leaves without asking', async () => {
    server.use(...createAccountBackend().handlers);
    const { user } = renderApp('/settings/account/profile', { signedIn: true });
    const firstName = await screen.findByLabelText('First name', {}, PAGE_READY);
    await user.clear(firstName);
    await user.type(firstName, 'Mia');
    await user.click(screen.getByRole('button', { name: 'Save personal details' }));
    expect(await screen.findByText('Your personal details are saved.')).toBeInTheDocument();
    await user.click(within(menu()).getByRole('link', { name: 'Addresses' }));
    await expectPath('/settings/account/address');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('when the session expires during an edit, the draft is kept and back after signing in', async () => {
    const backend = createAccountBackend();
    server.use(http.post('/api/v2/user/save-info', () => tokenExpired()), ...backend.handlers);
    const { user } = renderApp('/settings/account/profile', { signedIn: true });
    const zip = await screen.findByLabelText('Home ZIP code', {}, PAGE_READY);
    await user.clear(zip);
    await user.type(zip, '10001');
    await user.click(screen.getByRole('button', { name: 'Save contact details' }));

    // The app goes to sign-in without asking: the session is over, the draft is kept.
    await expectPath('/login?redirect=%2Fsettings%2Faccount%2Fprofile');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    server.use(http.post('/api/v2/user/save-info', () => ok(backend.state.preference)));
    await signIn(user);

    await expectPath('/settings/account/profile');
    expect(await screen.findByLabelText('Home ZIP code')).toHaveValue('10001');
    expect(screen.getByText(/We kept your unsaved changes/)).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Maya');
  });

  it('a kept draft can be discarded', async () => {
    server.use(...createAccountBackend().handlers);
    sessionStorage.setItem(
      'lyla:draft:1:contactInfo',
      JSON.stringify({ cell_phone: '4155550134', phone: '', personal_email: 'maya@home.example', zipcode: '94105' }),
    );
    const { user } = renderApp('/settings/account/profile', { signedIn: true });
    expect(await screen.findByLabelText('Personal email', {}, PAGE_READY)).toHaveValue('maya@home.example');
    await user.click(screen.getByRole('button', { name: 'discard them' }));
    expect(screen.getByLabelText('Personal email')).toHaveValue('');
    expect(sessionStorage.getItem('lyla:draft:1:contactInfo')).toBeNull();
  });
});
