import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAccountBackend, loadAccountCode, PAGE_READY, TINY_PNG } from '../../../tests/support/accountHandlers';
import { createProfileBackend } from '../../../tests/support/profileHandlers';
import { expectPath, renderApp, startMockServer } from '../../../tests/support/renderApp';
import type { Friend } from '../../domain/privateProfile';

const server = startMockServer();
loadAccountCode(
  () => import('./ProfileScreen'),
  () => import('./ProfileFormScreen'),
);

type User = ReturnType<typeof renderApp>['user'];
/** Filling forms with Radix selects takes a while on a busy 2-core machine. */
const SLOW_FORM_TEST = 30_000;

const ava: Friend = { id: 41, first_name: 'Ava', last_name: 'Lee', relationship: 1, birth_date: '1991-09-09', email: 'ava@example.com' };

function backends({ friends = [] as Friend[] } = {}) {
  const account = createAccountBackend();
  account.state.preference.spouse = {
    id: 9,
    first_name: 'Jordan',
    last_name: 'Thompson',
    relationship: 1,
    birth_date: null,
    anniversary_date: '2015-05-30',
  };
  account.state.preference.pets = [{ id: 7, name: 'Biscuit', kind: 1, size: 2, breed: 'Beagle', birth_date: null, photo: null }];
  const profile = createProfileBackend(account.state.preference, { friends });
  server.use(...profile.handlers, ...account.handlers);
  return { account, profile };
}

async function fill(user: User, label: string, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (text) {
    await user.click(field);
    await user.paste(text);
  }
}

/** Radix Select: focus it, then pick by typing the option's first letters. */
async function choose(user: User, label: string, option: string) {
  screen.getByRole('combobox', { name: label }).focus();
  await user.keyboard('{Enter}');
  await user.keyboard(option);
  await user.keyboard('{Enter}');
  expect(screen.getByRole('combobox', { name: label })).toHaveTextContent(option);
}

const section = (name: string) => screen.getByRole('region', { name });

describe('the private profile on the profile page', () => {
  it('lists the spouse, pets and friends, and says so where nothing is saved', async () => {
    backends({ friends: [ava] });
    renderApp('/settings/account/profile', { signedIn: true });
    const spouse = await screen.findByRole('region', { name: 'Spouse or partner' }, PAGE_READY);
    expect(within(spouse).getByText('Jordan Thompson')).toBeInTheDocument();
    expect(within(spouse).getByText('Anniversary May 30, 2015')).toBeInTheDocument();
    // One spouse: no link to add another.
    expect(within(spouse).queryByRole('link', { name: 'Add a spouse or partner' })).not.toBeInTheDocument();
    expect(within(section('Pets')).getByText('Dog · Medium · Beagle')).toBeInTheDocument();
    expect(within(section('Family')).getByText('No family members saved.')).toBeInTheDocument();
    expect(within(section('Teams')).getByText('No teams saved.')).toBeInTheDocument();
    expect(within(section('Vehicles')).getByText('No vehicles saved.')).toBeInTheDocument();
    const friends = await screen.findByRole('region', { name: 'Friends' });
    expect(within(friends).getByText('Ava Lee')).toBeInTheDocument();
    expect(within(friends).getByText('Friend · Born September 9, 1991')).toBeInTheDocument();
  });

  it('says "you don’t have a pet" instead of listing the answer of kind 5', async () => {
    const { account } = backends();
    account.state.preference.pets = [{ id: 8, name: '', kind: 5, size: null, breed: '', birth_date: null, photo: null }];
    renderApp('/settings/account/profile', { signedIn: true });
    const pets = await screen.findByRole('region', { name: 'Pets' }, PAGE_READY);
    expect(within(pets).getByText('You told us you don’t have a pet.')).toBeInTheDocument();
    expect(within(pets).queryByRole('list')).not.toBeInTheDocument();
  });

  it('removes a pet only once confirmed', async () => {
    const { profile } = backends();
    const { user } = renderApp('/settings/account/profile', { signedIn: true });
    const pets = await screen.findByRole('region', { name: 'Pets' }, PAGE_READY);
    await user.click(within(pets).getByRole('button', { name: 'Remove Biscuit' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this pet?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(within(pets).getByText('Biscuit')).toBeInTheDocument();
    expect(profile.calls['/api/user/delete-pet']).toBeUndefined();

    await user.click(within(pets).getByRole('button', { name: 'Remove Biscuit' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await within(pets).findByText('No pets saved.')).toBeInTheDocument();
    expect(profile.calls['/api/user/delete-pet']).toEqual([{ id: 7 }]);
  });
});

describe('the profile forms', () => {
  it('adds a child with a birth date and shows it on the profile', async () => {
    const { profile } = backends();
    const { user } = renderApp('/settings/account/profile/family/new', { signedIn: true });
    await screen.findByRole('form', { name: 'Add a family member' }, PAGE_READY);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a relationship')).toBeInTheDocument();
    expect(screen.getByText('First name is required')).toBeInTheDocument();

    await fill(user, 'First name', 'Noah');
    await fill(user, 'Last name', 'Thompson');
    await choose(user, 'Relationship', 'Child');
    await fill(user, 'Date of birth', '2021-06-30');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await expectPath('/settings/account/profile');
    const family = await screen.findByRole('region', { name: 'Family' });
    expect(await within(family).findByText('Noah Thompson')).toBeInTheDocument();
    expect(within(family).getByText('Child · Born June 30, 2021')).toBeInTheDocument();
    expect(profile.calls['/reactapi/user/add-family']).toEqual([
      { first_name: 'Noah', last_name: 'Thompson', relationship: 2, birth_date: '2021-06-30' },
    ]);
  }, SLOW_FORM_TEST);

  it('offers the family relationships without the spouse, the spec’s gaps named', async () => {
    backends();
    const { user } = renderApp('/settings/account/profile/family/new', { signedIn: true });
    (await screen.findByRole('combobox', { name: 'Relationship' }, PAGE_READY)).focus();
    await user.keyboard('{Enter}');
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Child',
      'Stepchild',
      'Grandchild',
      'Parent',
      'Sibling',
      'Relative',
    ]);
  });

  it('edits the spouse with the saved values filled in', async () => {
    const { profile } = backends();
    const { user } = renderApp('/settings/account/profile/spouse/9', { signedIn: true });
    expect(await screen.findByLabelText('First name', {}, PAGE_READY)).toHaveValue('Jordan');
    expect(screen.getByLabelText('Anniversary')).toHaveValue('2015-05-30');
    await fill(user, 'Date of birth', '1989-02-03');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectPath('/settings/account/profile');
    expect(profile.calls['/reactapi/user/spouse']).toEqual([
      { first_name: 'Jordan', last_name: 'Thompson', birth_date: '1989-02-03', anniversary_date: '2015-05-30' },
    ]);
  });

  it('adds a pet, and adds a photo to a saved one with progress', async () => {
    const { profile, account } = backends();
    const { user } = renderApp('/settings/account/profile/pet/new', { signedIn: true });
    await screen.findByRole('form', { name: 'Add a pet' }, PAGE_READY);
    // No photo before the pet is saved.
    expect(screen.queryByLabelText('Photo file')).not.toBeInTheDocument();
    await choose(user, 'Kind', 'Cat');
    await fill(user, 'Name', 'Pepper');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectPath('/settings/account/profile');
    expect(profile.calls['/reactapi/user/add-pet']).toEqual([{ name: 'Pepper', kind: 2, size: null, breed: '', birth_date: null }]);

    const pets = await screen.findByRole('region', { name: 'Pets' });
    await user.click(await within(pets).findByRole('button', { name: 'Edit Biscuit' }));
    await user.upload(await screen.findByLabelText('Photo file'), new File([TINY_PNG], 'dog.png', { type: 'image/png' }));
    expect(await screen.findByText('Biscuit’s new photo is saved.')).toBeInTheDocument();
    expect(account.calls['PUT /api/avatar/blob']).toEqual([{ authorization: null, contentType: 'image/png', size: TINY_PNG.length }]);
    expect(profile.calls['/api/user/add-pet-photo']).toEqual([{ pet_id: 7, upload_id: 'up-1' }]);
    // The avatar is not touched.
    expect(account.calls['/api/avatar/save']).toBeUndefined();
  }, SLOW_FORM_TEST);

  it('offers kinds of pet only: "I don`t have a pet" is not one (someone without a pet adds none)', async () => {
    backends();
    const { user } = renderApp('/settings/account/profile/pet/new', { signedIn: true });
    await screen.findByRole('form', { name: 'Add a pet' }, PAGE_READY);
    await user.click(screen.getByRole('combobox', { name: /^Kind/ }));
    const kinds = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(kinds).toEqual(['Dog', 'Cat', 'Bird', 'Others']);
  });

  it('adds a team and a vehicle, checking the year and plate', async () => {
    const { profile } = backends();
    const { user } = renderApp('/settings/account/profile/team/new', { signedIn: true });
    await screen.findByLabelText('Team', {}, PAGE_READY);
    await fill(user, 'Team', 'Golden State Warriors');
    await fill(user, 'Sport', 'Basketball');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(await screen.findByRole('region', { name: 'Teams' })).findByText('Golden State Warriors')).toBeInTheDocument();
    expect(profile.calls['/reactapi/user/add-team']).toEqual([{ name: 'Golden State Warriors', sport: 'Basketball' }]);

    await user.click(within(section('Vehicles')).getByRole('link', { name: 'Add a vehicle' }));
    await screen.findByLabelText('Make');
    await fill(user, 'Make', 'Toyota');
    await fill(user, 'Model', 'Prius');
    await fill(user, 'Year', '19');
    await fill(user, 'Licence plate', '7abc#123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a year from 1900 to 2100')).toBeInTheDocument();
    expect(screen.getByText('A plate has up to 10 letters, digits, spaces or dashes')).toBeInTheDocument();
    await fill(user, 'Year', '2019');
    await fill(user, 'Licence plate', '7abc123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const vehicles = await screen.findByRole('region', { name: 'Vehicles' });
    expect(await within(vehicles).findByText('2019 Toyota Prius')).toBeInTheDocument();
    expect(within(vehicles).getByText('Plate 7ABC123')).toBeInTheDocument();
    expect(profile.calls['/reactapi/user/edit-vehicle']).toEqual([{ make: 'Toyota', model: 'Prius', year: 2019, plate: '7ABC123' }]);
  }, SLOW_FORM_TEST);

  it('adds a friend and views it', async () => {
    const { profile } = backends();
    const { user } = renderApp('/settings/account/profile/friend/new', { signedIn: true });
    await screen.findByLabelText('First name', {}, PAGE_READY);
    await fill(user, 'First name', 'Sam');
    await fill(user, 'Last name', 'Rivera');
    await choose(user, 'Relationship', 'Coworker');
    await fill(user, 'Email', 'not an email');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    await fill(user, 'Email', 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const friends = await screen.findByRole('region', { name: 'Friends' });
    expect(await within(friends).findByText('Sam Rivera')).toBeInTheDocument();
    await user.click(within(friends).getByRole('button', { name: 'Edit Sam Rivera' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('sam@example.com');
    expect(screen.getByRole('combobox', { name: 'Relationship' })).toHaveTextContent('Coworker');
    expect(profile.calls['/api/v2/user/add-friend']).toEqual([
      { first_name: 'Sam', last_name: 'Rivera', relationship: 2, birth_date: null, email: 'sam@example.com' },
    ]);
  }, SLOW_FORM_TEST);

  it('shows "not found" for an unknown form, an unknown id or someone else’s friend', async () => {
    backends();
    const { unmount } = renderApp('/settings/account/profile/family/12345', { signedIn: true });
    expect(await screen.findByText('Family member not found', {}, PAGE_READY)).toBeInTheDocument();
    unmount();
    const second = renderApp('/settings/account/profile/friend/77', { signedIn: true });
    expect(await screen.findByText('Friend not found', {}, PAGE_READY)).toBeInTheDocument();
    // The page says it is not found; no toast says it again (spec §8, said once).
    expect(second.services.toasts.getSnapshot()).toEqual([]);
    second.unmount();
    renderApp('/settings/account/profile/boats/new', { signedIn: true });
    expect(await screen.findByText('Page not found', {}, PAGE_READY)).toBeInTheDocument();
  });
});
