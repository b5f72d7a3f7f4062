import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { brokenAt, createAccountBackend, loadAccountCode, PAGE_READY } from '../../../tests/support/accountHandlers';
import { renderApp, startMockServer } from '../../../tests/support/renderApp';
import { fail } from '../../../tests/support/sessionHandlers';

/** The smaller settings screens: overview, contact preference, password, work, interests, notifications. */

const server = startMockServer();
loadAccountCode(
  () => import('./AccountOverviewScreen'),
  () => import('./ContactPreferenceScreen'),
  () => import('./PasswordScreen'),
  () => import('./WorkProfileScreen'),
  () => import('./InterestsScreen'),
  () => import('./NotificationsScreen'),
);

describe('AccountOverviewScreen', () => {
  it('shows who is signed in, their company, and links to every setting', async () => {
    server.use(...createAccountBackend().handlers);
    renderApp('/settings/account/index', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 2, name: 'Maya Thompson' }, PAGE_READY)).toBeInTheDocument();
    expect(screen.getByText('demo@lyla.example')).toBeInTheDocument();
    expect(await screen.findByText('Northwind Partners')).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Account pages' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toContain('#/settings/account/password');
  });

  it('a company that cannot be read offers to try again; the rest still shows', async () => {
    const backend = createAccountBackend();
    server.use(brokenAt('/reactapi/view/account/preference'), ...backend.handlers);
    const { user } = renderApp('/settings/account/index', { signedIn: true });
    const retry = await screen.findByRole('button', { name: 'Could not load it. Try again' }, PAGE_READY);
    expect(screen.getByRole('heading', { level: 2, name: 'Maya Thompson' })).toBeInTheDocument();
    server.use(...backend.handlers);
    await user.click(retry);
    expect(await screen.findByText('Northwind Partners')).toBeInTheDocument();
  });

  it('a company with no client name shows No Company', async () => {
    const backend = createAccountBackend();
    backend.state.preference.location = { client: null };
    server.use(...backend.handlers);
    renderApp('/settings/account/index', { signedIn: true });
    expect(await screen.findByText('No Company', {}, PAGE_READY)).toBeInTheDocument();
  });
});

describe('ContactPreferenceScreen', () => {
  it('saves the chosen way to be reached', async () => {
    const backend = createAccountBackend();
    server.use(...backend.handlers);
    const { user } = renderApp('/settings/account/contact', { signedIn: true });
    const save = await screen.findByRole('button', { name: 'Save preference' }, PAGE_READY);
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Text message/ }));
    await user.click(save);
    expect(await screen.findByText('Your contact preference is saved.')).toBeInTheDocument();
    expect(backend.calls['/reactapi/user/edit']).toEqual([{ contact_preference: 'sms' }]);
  });

  it('a server error keeps the choice and offers to try again', async () => {
    server.use(brokenAt('/reactapi/user/edit'), ...createAccountBackend().handlers);
    const { user } = renderApp('/settings/account/contact', { signedIn: true });
    await user.click(await screen.findByRole('radio', { name: /Phone call/ }, PAGE_READY));
    await user.click(screen.getByRole('button', { name: 'Save preference' }));
    // The toast says why (spec §8); the form says only that it was not saved.
    expect(await screen.findByText('There is something wrong', { selector: 'li *' })).toBeInTheDocument();
    expect(await screen.findByText(/^Not saved\./)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Phone call/ })).toBeChecked();
  });

  it('a profile that cannot be read shows why, with a retry', async () => {
    const backend = createAccountBackend();
    server.use(brokenAt('/reactapi/view/account/preference'), ...backend.handlers);
    const { user } = renderApp('/settings/account/contact', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Your contact preference could not be loaded.' }, PAGE_READY)).toBeInTheDocument();
    server.use(...backend.handlers);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: /Email/ })).toBeChecked();
  });
});

describe('PasswordScreen', () => {
  it('changes the password and empties the form', async () => {
    const backend = createAccountBackend();
    server.use(...backend.handlers);
    const { user } = renderApp('/settings/account/password', { signedIn: true });
    await user.type(await screen.findByLabelText('Current password', {}, PAGE_READY), 'lyla-demo-2026');
    await user.type(screen.getByLabelText('New password'), 'brand-new-2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/Your password is changed/)).toBeInTheDocument();
    expect(backend.calls['/api/user/account/change-password']).toEqual([
      { current_password: 'lyla-demo-2026', new_password: 'brand-new-2026' },
    ]);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(sessionStorage.length).toBe(0);
  });

  it('checks the new password and its confirmation before sending', async () => {
    const backend = createAccountBackend();
    server.use(...backend.handlers);
    const { user } = renderApp('/settings/account/password', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Change password' }, PAGE_READY));
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'shorter');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(backend.calls['/api/user/account/change-password']).toBeUndefined();
  });

  it('a wrong current password is said once, in the toast (spec §8), and that field is marked until it is changed', async () => {
    server.use(...createAccountBackend().handlers);
    const { user } = renderApp('/settings/account/password', { signedIn: true });
    await user.type(await screen.findByLabelText('Current password', {}, PAGE_READY), 'not-my-password1');
    await user.type(screen.getByLabelText('New password'), 'brand-new-2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is incorrect', { selector: 'li *' })).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(within(screen.getByRole('form', { name: 'Change password' })).queryByText('The current password is incorrect')).not.toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('brand-new-2026');

    // Fixed: the mark and the toast go as the person types it again.
    await user.type(screen.getByLabelText('Current password'), 'x');
    expect(screen.getByLabelText('Current password')).not.toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.queryByText('The current password is incorrect', { selector: 'li *' })).not.toBeInTheDocument());
  });

  it('a server error offers to try again', async () => {
    server.use(brokenAt('/api/user/account/change-password'), ...createAccountBackend().handlers);
    const { user } = renderApp('/settings/account/password', { signedIn: true });
    await user.type(await screen.findByLabelText('Current password', {}, PAGE_READY), 'lyla-demo-2026');
    await user.type(screen.getByLabelText('New password'), 'brand-new-2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(/^Not saved\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('WorkProfileScreen', () => {
  it('moves to another work place and site; the saved user follows', async () => {
    const backend = createAccountBackend();
    server.use(...backend.handlers);
    const { user } = renderApp('/settings/account/work', { signedIn: true });
    expect(await screen.findByRole('combobox', { name: 'Site' }, PAGE_READY)).toHaveTextContent('Market Street Tower');
    await user.click(screen.getByRole('combobox', { name: 'Work place' }));
    await user.click(await screen.findByRole('option', { name: /Harbor Hotel/ }));
    expect(screen.getByText('Interests from your old work place will be cleared.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save work profile' }));
    expect(await screen.findByText('Choose a site')).toBeInTheDocument();
    expect(backend.calls['/api/user/edit']).toBeUndefined();

    await user.click(screen.getByRole('combobox', { name: 'Site' }));
    await user.click(await screen.findByRole('option', { name: /Harbor Hotel Main/ }));
    await user.clear(screen.getByLabelText('Job title'));
    await user.type(screen.getByLabelText('Job title'), 'Concierge');
    await user.click(screen.getByRole('button', { name: 'Save work profile' }));
    expect(await screen.findByText('Your work profile is saved.')).toBeInTheDocument();
    expect(backend.calls['/api/user/edit']).toEqual([{ job_title: 'Concierge', location_id: 2, site_id: 21 }]);
    expect(JSON.parse(localStorage.getItem('USER_INFO') ?? '{}')).toMatchObject({ location_type: 2, location_desk_phone: '4155550111' });
  });

  it('a refusal is shown and what was chosen stays', async () => {
    server.use(
      http.post('/api/user/edit', () => fail(400, 40000, 'Choose a site of your work place')),
      ...createAccountBackend().handlers,
    );
    const { user } = renderApp('/settings/account/work', { signedIn: true });
    await user.type(await screen.findByLabelText('Job title', {}, PAGE_READY), '!');
    await user.click(screen.getByRole('button', { name: 'Save work profile' }));
    expect(await screen.findByText('Choose a site of your work place', { selector: 'li *' })).toBeInTheDocument();
    expect(await screen.findByText(/^Not saved\./)).toBeInTheDocument();
    expect(screen.getByLabelText('Job title')).toHaveValue('Product designer!');
  });

  it('a work profile that cannot be read shows why', async () => {
    server.use(brokenAt('/reactapi/view/account/info'), ...createAccountBackend().handlers);
    renderApp('/settings/account/work', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Your work profile could not be loaded.' }, PAGE_READY)).toBeInTheDocument();
  });
});

describe('InterestsScreen', () => {
  it('saves the chosen interests as a list', async () => {
    const backend = createAccountBackend();
    server.use(...backend.handlers);
    const { user } = renderApp('/settings/account/interests', { signedIn: true });
    const group = await screen.findByRole('toolbar', { name: 'Interests' }, PAGE_READY);
    expect(within(group).getByRole('button', { name: 'Coffee' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(group).getByRole('button', { name: 'Yoga' }));
    await user.click(within(group).getByRole('button', { name: 'Coffee' }));
    await user.click(screen.getByRole('button', { name: 'Save interests' }));
    expect(await screen.findByText('Your interests are saved.')).toBeInTheDocument();
    expect(backend.calls['/api/v2/user/interests']).toEqual([{ interests: [5] }]);
    expect(backend.calls['/reactapi/dictionary/interests']).toEqual([{ location_id: 1 }]);
  });

  it('a refusal keeps the choice', async () => {
    server.use(
      http.post('/api/v2/user/interests', () => fail(400, 40000, 'Choose interests from the list')),
      ...createAccountBackend().handlers,
    );
    const { user } = renderApp('/settings/account/interests', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Yoga' }, PAGE_READY));
    await user.click(screen.getByRole('button', { name: 'Save interests' }));
    expect(await screen.findByText(/Choose interests from the list/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yoga' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('interests that cannot be read show why', async () => {
    server.use(brokenAt('/reactapi/dictionary/interests'), ...createAccountBackend().handlers);
    renderApp('/settings/account/interests', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Your interests could not be loaded.' }, PAGE_READY)).toBeInTheDocument();
  });
});

describe('NotificationsScreen', () => {
  it('saves a switch at once, on its own', async () => {
    const backend = createAccountBackend();
    server.use(...backend.handlers);
    const { user } = renderApp('/settings/account/notifications', { signedIn: true });
    const push = await screen.findByRole('switch', { name: 'Push notifications' }, PAGE_READY);
    expect(push).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Order emails' })).toBeChecked();
    await user.click(push);
    expect(push).toBeChecked();
    await screen.findByRole('group', { name: 'Notifications', busy: false });
    expect(backend.calls['/reactapi/user/edit']).toEqual([{ receive_push_notify: true }]);
    expect(push).toBeChecked();
  });

  it('a failed save puts the switch back; the toast says why, once (spec §8)', async () => {
    server.use(http.post('/reactapi/user/edit', () => fail(503, 50300, 'Try again later')), ...createAccountBackend().handlers);
    const { user } = renderApp('/settings/account/notifications', { signedIn: true });
    const reminders = await screen.findByRole('switch', { name: 'Reminder emails' }, PAGE_READY);
    await user.click(reminders);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Not saved: the Reminder emails switch is back as it was\.$/);
    expect(await screen.findByText('Try again later', { selector: 'li *' })).toBeInTheDocument();
    expect(screen.getAllByText(/Try again later/)).toHaveLength(1);
    expect(reminders).toBeChecked();
  });
});
