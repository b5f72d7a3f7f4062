import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brokenAt, createAccountBackend, homeAddress, loadAccountCode, PAGE_READY, refusedAt } from '../../../tests/support/accountHandlers';
import { renderApp, startMockServer } from '../../../tests/support/renderApp';

const server = startMockServer();
loadAccountCode(
  () => import('./AddressesScreen'),
);

type User = ReturnType<typeof renderApp>['user'];

/** Filling a whole form with Radix selects takes a while on a busy 2-core machine. */
const SLOW_FORM_TEST = 30_000;

/** Pastes instead of typing key by key: the same events the form reacts to, in less time. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillAddress(user: User, form: HTMLElement) {
  const field = (name: string) => within(form).getByLabelText(name);
  await fill(user, field('Label'), 'Office');
  await fill(user, field('Address'), '1 Market Street');
  await fill(user, field('City'), 'San Francisco');
  // Radix Select: focus it, then pick by typing the option's first letters.
  within(form).getByRole('combobox', { name: 'State' }).focus();
  await user.keyboard('{Enter}');
  await user.keyboard('Calif');
  await user.keyboard('{Enter}');
  expect(within(form).getByRole('combobox', { name: 'State' })).toHaveTextContent('California');
  await fill(user, field('ZIP code'), '94105');
}

describe('AddressesScreen', () => {
  it('lists the addresses and adds one', async () => {
    const backend = createAccountBackend();
    server.use(...backend.handlers);
    const { user } = renderApp('/settings/account/address', { signedIn: true });
    const list = await screen.findByRole('list', { name: 'Your addresses' }, PAGE_READY);
    expect(within(list).getByText('Home')).toBeInTheDocument();
    expect(within(list).getByText('Default')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    await fillAddress(user, form);
    await user.click(within(form).getByRole('button', { name: 'Add address' }));

    expect(await within(list).findByText('Office')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New address' })).not.toBeInTheDocument();
    expect(backend.calls['/reactapi/user/address/add']).toEqual([
      { label: 'Office', line1: '1 Market Street', line2: '', city: 'San Francisco', state: 'CA', zipcode: '94105', is_default: false },
    ]);
  }, SLOW_FORM_TEST);

  it('checks the form before sending', async () => {
    const backend = createAccountBackend();
    server.use(...backend.handlers);
    const { user } = renderApp('/settings/account/address', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Add an address' }, PAGE_READY));
    const form = screen.getByRole('form', { name: 'New address' });
    await fill(user, within(form).getByLabelText('ZIP code'), '941');
    await user.click(within(form).getByRole('button', { name: 'Add address' }));
    expect(await within(form).findByText('Label is required')).toBeInTheDocument();
    expect(within(form).getByText('City is required')).toBeInTheDocument();
    expect(within(form).getByText('Choose a state')).toBeInTheDocument();
    expect(within(form).getByText('Enter a 5-digit ZIP code')).toBeInTheDocument();
    expect(backend.calls['/reactapi/user/address/add']).toBeUndefined();
  });

  it('edits an address', async () => {
    const backend = createAccountBackend();
    server.use(...backend.handlers);
    const { user } = renderApp('/settings/account/address', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Edit Home' }, PAGE_READY));
    const form = screen.getByRole('form', { name: 'Edit Home' });
    expect(within(form).getByLabelText('Address')).toHaveValue('12 Pine Street');
    await user.clear(within(form).getByLabelText('Address line 2'));
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(/^12 Pine Street/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit Home' })).not.toBeInTheDocument();
    expect(backend.calls['/reactapi/user/address/edit']).toEqual([{ ...homeAddress, line2: '' }]);
  });

  it('removes an address once confirmed', async () => {
    const backend = createAccountBackend();
    server.use(...backend.handlers);
    const { user } = renderApp('/settings/account/address', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Remove Home' }, PAGE_READY));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this address?' });
    expect(dialog).toHaveTextContent('Home: 12 Pine Street, Apt 4, San Francisco, CA 94110.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(backend.calls['/api/user/address/remove']).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Remove Home' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No addresses yet. Add one to have orders delivered.')).toBeInTheDocument();
    expect(backend.calls['/api/user/address/remove']).toEqual([{ id: 7 }]);
  });

  it('a failed removal: the toast says why, the dialog says not removed (spec §8)', async () => {
    server.use(brokenAt('/api/user/address/remove'), ...createAccountBackend().handlers);
    const { user } = renderApp('/settings/account/address', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Remove Home' }, PAGE_READY));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await within(screen.getByRole('alertdialog')).findByText('Not removed.')).toBeInTheDocument();
    expect(await screen.findByText('There is something wrong', { selector: 'li *' })).toBeInTheDocument();
    expect(screen.getAllByText('There is something wrong')).toHaveLength(1);
  });

  it('a field the server refuses is shown at the field, and the form stays', async () => {
    server.use(refusedAt('/reactapi/user/address/add', 'zipcode', 'Enter a ZIP code in the state'), ...createAccountBackend().handlers);
    const { user } = renderApp('/settings/account/address', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Add an address' }, PAGE_READY));
    const form = screen.getByRole('form', { name: 'New address' });
    await fillAddress(user, form);
    await user.click(within(form).getByRole('button', { name: 'Add address' }));
    expect(await within(form).findByLabelText('ZIP code')).toHaveAccessibleDescription(/^Enter a ZIP code in the state/);
    expect(within(form).getByLabelText('Label')).toHaveValue('Office');
  }, SLOW_FORM_TEST);

  it('addresses that cannot be read show why', async () => {
    server.use(brokenAt('/reactapi/view/account/addresses'), ...createAccountBackend().handlers);
    renderApp('/settings/account/address', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Your addresses could not be loaded.' }, PAGE_READY)).toBeInTheDocument();
  });
});
