import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createAccountBackend, loadAccountCode, PAGE_READY } from '../../../tests/support/accountHandlers';
import { renderApp, startMockServer } from '../../../tests/support/renderApp';
import { ok } from '../../../tests/support/sessionHandlers';

/** The profile screen against a backend that answers the profile call with spec §7's fields only. */

const server = startMockServer();
loadAccountCode(() => import('./ProfileScreen'));

const SPEC_FIELDS_ONLY = {
  spouse: null,
  children: [],
  pets: [{ id: 7, name: 'Biscuit' }],
  userTeams: [],
  vehicles: [],
  userHomeInfo: { zipcode: '94105' },
  location: { client: { name: 'Harbor View Hotels' } },
  // A field this app does not know: ignored.
  loyalty_tier: { level: 3 },
};

const answeringProfile = (answer: unknown) => http.post('/reactapi/view/account/preference', () => ok(answer));

describe('the profile screen with the spec’s fields only', () => {
  it('shows the profile, with empty values for what the answer leaves out', async () => {
    server.use(answeringProfile(SPEC_FIELDS_ONLY), ...createAccountBackend().handlers);
    renderApp('/settings/account/profile', { signedIn: true });
    expect(await screen.findByLabelText('First name', {}, PAGE_READY)).toHaveValue('Maya');
    expect(screen.getByLabelText('Home ZIP code')).toHaveValue('94105');
    expect(screen.getByLabelText('Title')).toHaveValue('');
    const work = screen.getByRole('region', { name: 'Work' });
    expect(within(work).getByText('Harbor View Hotels')).toBeInTheDocument();
    // The work email defaults to the account's email.
    expect(within(work).getByText('demo@lyla.example')).toBeInTheDocument();
    expect(screen.queryByText('The server sent an answer the app does not understand')).not.toBeInTheDocument();
  });

  it('says "No Company" when the work place has no client', async () => {
    server.use(answeringProfile({ ...SPEC_FIELDS_ONLY, location: { client: null } }), ...createAccountBackend().handlers);
    renderApp('/settings/account/profile', { signedIn: true });
    const work = await screen.findByRole('region', { name: 'Work' }, PAGE_READY);
    expect(within(work).getByText('No Company')).toBeInTheDocument();
  });
});
