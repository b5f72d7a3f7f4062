import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { brokenAt, loadAccountCode, PAGE_READY } from '../../../tests/support/accountHandlers';
import { createDeskBackend, paidOrder } from '../../../tests/support/deskHandlers';
import { expectPath, renderApp, startMockServer } from '../../../tests/support/renderApp';
import { demoUser, ok } from '../../../tests/support/sessionHandlers';

const server = startMockServer();
loadAccountCode(
  () => import('../../app/composeDesk'),
  () => import('./DeskPages'),
  () => import('./CallCentreScreen'),
  () => import('./SitePolicyScreen'),
  () => import('./InviteScreen'),
);

describe('CallCentreScreen', () => {
  it('shows the work place’s desk phone as a number to dial, the hours and the email', async () => {
    server.use(...createDeskBackend().handlers);
    renderApp('/call-centre', { signedIn: true });
    const phone = await screen.findByRole('link', { name: '(415) 555-0100' }, PAGE_READY);
    expect(phone).toHaveAttribute('href', 'tel:+14155550100');
    expect(screen.getByText('Monday to Friday, 8 am to 6 pm')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@lyla.example' })).toHaveAttribute('href', 'mailto:support@lyla.example');
  });

  it('says so when the work place has no desk phone', async () => {
    server.use(
      http.post('/api/v2/user/current', () => ok({ ...demoUser, location: { location_type: 1, phone: null } })),
      ...createDeskBackend().handlers,
    );
    renderApp('/call-centre', { signedIn: true, user: false });
    expect(await screen.findByText('Your work place has no desk phone on file: email us instead.', {}, PAGE_READY)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /\(\d{3}\)/ })).not.toBeInTheDocument();
  });

  it('sends a message about one of the person’s requests and confirms with the ticket number', async () => {
    const backend = createDeskBackend();
    server.use(...backend.handlers);
    const { user } = renderApp('/call-centre', { signedIn: true });
    const send = await screen.findByRole('button', { name: 'Send message' }, PAGE_READY);
    await user.click(send);
    expect(await screen.findByText('Choose a topic')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(backend.calls['/reactapi/call-centre/ticket']).toBeUndefined();

    await user.click(screen.getByRole('combobox', { name: /Topic/ }));
    await user.click(await screen.findByRole('option', { name: 'An order or request' }));
    await user.click(screen.getByRole('combobox', { name: /Request/ }));
    await user.click(await screen.findByRole('option', { name: 'Order #31 · Bean There Coffee · $12.50' }));
    await user.type(screen.getByRole('textbox', { name: /Message/ }), '  The coffee came cold.  ');
    await user.click(send);
    expect(await screen.findByText('T-000001', {}, PAGE_READY)).toBeInTheDocument();

    // The next message names a request, then takes it back.
    await user.click(screen.getByRole('combobox', { name: /Topic/ }));
    await user.click(await screen.findByRole('option', { name: 'Something else' }));
    await user.click(screen.getByRole('combobox', { name: /Request/ }));
    await user.click(await screen.findByRole('option', { name: 'Order #31 · Bean There Coffee · $12.50' }));
    await user.click(screen.getByRole('combobox', { name: /Request/ }));
    await user.click(await screen.findByRole('option', { name: 'No request' }));
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Thanks!');
    await user.click(send);

    expect(await screen.findByText('T-000002')).toBeInTheDocument();
    expect(screen.getByText(/Your ticket number is/)).toBeInTheDocument();
    expect(backend.calls['/reactapi/call-centre/ticket']).toEqual([
      { topic: 'order', message: 'The coffee came cold.', order_id: 31 },
      { topic: 'other', message: 'Thanks!', order_id: null },
    ]);
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('');
  });

  it('requests that cannot be read leave the form usable, with a way to read them again', async () => {
    const backend = createDeskBackend();
    server.use(brokenAt('/reactapi/view/requests'), ...backend.handlers);
    const { user } = renderApp('/call-centre', { signedIn: true });
    expect(await screen.findByText('Your requests could not be loaded; name the order in your message.', {}, PAGE_READY)).toBeInTheDocument();
    server.use(...backend.handlers);
    await user.click(screen.getByRole('button', { name: 'Load your requests again' }));
    expect(await screen.findByText('Optional: the request your message is about.')).toBeInTheDocument();
  });

  it('names each request in the picker as a person would: custom requests as such, no vendor or amount before there is one', async () => {
    const customRequest = { ...paidOrder, kind: 'custom' as const, vendor_id: null, vendor_name: null, status: 'requested' as const, total_cents: 0, lines: [] };
    const asked = {
      ...customRequest,
      id: 12,
      custom: { category_id: 2, category_name: 'Coffee & Tea', description: 'Cold brew for 30', quantity: 1, budget_cents: 12_000, needed_by: '2026-12-20', quote: null, photos: [] },
    };
    const quoted = { ...asked, id: 13, vendor_id: 4, vendor_name: 'Bean There Coffee', status: 'quoted' as const, total_cents: 24_000 };
    server.use(...createDeskBackend({ orders: [paidOrder, asked, quoted] }).handlers);
    const { user } = renderApp('/call-centre', { signedIn: true });
    await user.click(await screen.findByRole('combobox', { name: /Request/ }, PAGE_READY));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual([
      'No request',
      'Order #31 · Bean There Coffee · $12.50',
      'Custom request #12: Cold brew for 30',
      'Custom request #13: Cold brew for 30 · Bean There Coffee · $240.00',
    ]);
  });

  it('a refused ticket keeps the message and says why', async () => {
    const backend = createDeskBackend();
    server.use(brokenAt('/reactapi/call-centre/ticket'), ...backend.handlers);
    const { user } = renderApp('/call-centre', { signedIn: true });
    await user.click(await screen.findByRole('combobox', { name: /Topic/ }, PAGE_READY));
    await user.click(await screen.findByRole('option', { name: 'My account' }));
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Please change my name');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/^Not saved\./)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('Please change my name');
  });
});

describe('SitePolicyScreen', () => {
  it('shows the current version with its effective date, as text, with links to the other policies', async () => {
    const backend = createDeskBackend();
    server.use(
      http.post('/reactapi/site-policy', () =>
        ok({
          document: {
            policy: 'terms',
            version: 2,
            title: 'Terms of use',
            body: 'First paragraph.\n\n<img src=x onerror="window.hacked=1">',
            effective_date: '2026-02-01',
          },
        }),
      ),
      ...backend.handlers,
    );
    renderApp('/site-policy/terms', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of use' }, PAGE_READY)).toBeInTheDocument();
    expect(screen.getByText('Version 2, in effect from February 1, 2026.')).toBeInTheDocument();
    expect(screen.getByText('First paragraph.')).toBeInTheDocument();
    // Markup in the text stays text.
    expect(screen.getByText('<img src=x onerror="window.hacked=1">')).toBeInTheDocument();
    expect(document.querySelector('article img')).toBeNull();
    const others = within(screen.getByRole('navigation', { name: 'Policies' })).getAllByRole('link');
    expect(others.map((link) => link.getAttribute('href'))).toEqual(['#/site-policy/privacy', '#/site-policy/cookies']);
  });

  it('an unknown policy is the 404 page, without asking the server', async () => {
    const backend = createDeskBackend();
    server.use(...backend.handlers);
    renderApp('/site-policy/refunds', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Policy not found' }, PAGE_READY)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeInTheDocument();
    expect(backend.calls['/reactapi/site-policy']).toBeUndefined();
  });

  it('a policy that cannot be read offers to try again', async () => {
    const backend = createDeskBackend();
    server.use(brokenAt('/reactapi/site-policy'), ...backend.handlers);
    const { user } = renderApp('/site-policy/privacy', { signedIn: true });
    const retry = await screen.findByRole('button', { name: 'Try again' }, PAGE_READY);
    expect(screen.getByRole('heading', { name: 'The policy could not be loaded.' })).toBeInTheDocument();
    server.use(...backend.handlers);
    await user.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: 'The privacy policy' })).toBeInTheDocument();
  });
});

describe('InviteScreen', () => {
  it('invites a colleague and lists the invitation as sent, with its link to copy', async () => {
    const backend = createDeskBackend();
    server.use(...backend.handlers);
    const { user } = renderApp('/settings/account/invite', { signedIn: true });
    expect(await screen.findByText('You have not invited anyone yet.', {}, PAGE_READY)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Colleague's work email/ }), 'sam.reed@northwind.example');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent.')).toBeInTheDocument();
    const item = (await screen.findByText('sam.reed@northwind.example')).closest('li') as HTMLElement;
    expect(within(item).getByText('Sent')).toBeInTheDocument();
    const link = within(item).getByRole('textbox', { name: 'Invite link for sam.reed@northwind.example' });
    expect((link as HTMLInputElement).value).toMatch(/#\/register\?email=sam\.reed%40northwind\.example$/);

    await user.click(within(item).getByRole('button', { name: 'Copy link' }));
    expect(await within(item).findByText('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe((link as HTMLInputElement).value);
  });

  it('without a clipboard, the link is selected to copy by hand', async () => {
    const backend = createDeskBackend({
      invitations: [{ id: 1, email: 'sam.reed@northwind.example', state: 'sent', created_at: '2026-03-01T09:00:00.000Z', expires_at: null }],
    });
    server.use(...backend.handlers);
    const { user } = renderApp('/settings/account/invite', { signedIn: true });
    const copy = await screen.findByRole('button', { name: 'Copy link' }, PAGE_READY);
    const writeText = navigator.clipboard.writeText;
    navigator.clipboard.writeText = () => Promise.reject(new Error('not allowed'));
    try {
      await user.click(copy);
      expect(await screen.findByText('Press Ctrl+C (⌘C on a Mac) to copy')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Invite link for sam.reed@northwind.example' })).toHaveFocus();
    } finally {
      navigator.clipboard.writeText = writeText;
    }
  });

  it('shows joined and expired invitations; an expired one can be sent again', async () => {
    const backend = createDeskBackend({
      invitations: [
        { id: 2, email: 'lee@northwind.example', state: 'expired', created_at: '2026-02-01T09:00:00.000Z', expires_at: '2026-02-15T09:00:00.000Z' },
        { id: 1, email: 'ana@northwind.example', state: 'joined', created_at: '2026-01-20T09:00:00.000Z', expires_at: '2026-02-03T09:00:00.000Z' },
      ],
    });
    server.use(...backend.handlers);
    const { user } = renderApp('/settings/account/invite', { signedIn: true });
    const joined = (await screen.findByText('ana@northwind.example', {}, PAGE_READY)).closest('li') as HTMLElement;
    expect(within(joined).getByText('Joined')).toBeInTheDocument();
    expect(within(joined).queryByRole('button')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invite lee@northwind.example again' }));
    expect(await screen.findByText('Invitation sent.')).toBeInTheDocument();
    expect(backend.calls['/reactapi/user/invite']).toEqual([{ email: 'lee@northwind.example' }]);
    const again = (await screen.findByText('lee@northwind.example')).closest('li') as HTMLElement;
    expect(await within(again).findByText('Sent')).toBeInTheDocument();
  });

  it('refuses an email that has an account at the field, and a bad email before sending', async () => {
    const backend = createDeskBackend();
    server.use(...backend.handlers);
    const { user } = renderApp('/settings/account/invite', { signedIn: true });
    const email = await screen.findByRole('textbox', { name: /Colleague's work email/ }, PAGE_READY);
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/is not a valid email/)).toBeInTheDocument();
    expect(backend.calls['/reactapi/user/invite']).toBeUndefined();

    await user.clear(email);
    await user.type(email, 'demo@lyla.example');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('demo@lyla.example already has a LYLA account')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('too many invitations says why', async () => {
    const invitations = [1, 2, 3].map((id) => ({
      id,
      email: `c${id}@northwind.example`,
      state: 'sent' as const,
      created_at: '2026-03-02T08:00:00.000Z',
      expires_at: null,
    }));
    server.use(...createDeskBackend({ invitations }).handlers);
    const { user } = renderApp('/settings/account/invite', { signedIn: true });
    await user.type(await screen.findByRole('textbox', { name: /Colleague's work email/ }, PAGE_READY), 'c4@northwind.example');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/You can send up to 3 invitations a day/)).toBeInTheDocument();
  });

  it('invitations that cannot be read offer to try again', async () => {
    const backend = createDeskBackend();
    server.use(brokenAt('/reactapi/view/account/invitations'), ...backend.handlers);
    const { user } = renderApp('/settings/account/invite', { signedIn: true });
    const retry = await screen.findByRole('button', { name: 'Try again' }, PAGE_READY);
    server.use(...backend.handlers);
    await user.click(retry);
    expect(await screen.findByText('You have not invited anyone yet.')).toBeInTheDocument();
  });
});

describe('registration from an invitation link', () => {
  it('starts with the invited work email filled in', async () => {
    const { user } = renderApp('/register?email=sam.reed%40northwind.example');
    await user.type(await screen.findByLabelText('First name', {}, PAGE_READY), 'Sam');
    await user.type(screen.getByLabelText('Last name'), 'Reed');
    await user.click(screen.getByRole('combobox', { name: /Gender/ }));
    await user.click(await screen.findByRole('option', { name: 'Prefer not to say' }));
    await user.type(screen.getByLabelText('Password'), 'invited-pass-2026');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectPath('/register/work-email');
    expect(await screen.findByLabelText('Work email')).toHaveValue('sam.reed@northwind.example');
  });
});

describe('old pages', () => {
  it.each([
    ['/profile_old', '/settings/account/profile'],
    ['/profile_old/index', '/settings/account/profile'],
    ['/terms-of-user_old', '/site-policy/terms'],
    ['/privacy-policy_old', '/site-policy/privacy'],
    ['/cookie-policy_old', '/site-policy/cookies'],
    ['/contact_old', '/call-centre'],
  ])('%s moves to %s', async (oldPath, newPath) => {
    renderApp(oldPath);
    // Signed out: the new page is where sign-in returns to.
    await expectPath(`/login?redirect=${encodeURIComponent(newPath)}`);
  });
});
