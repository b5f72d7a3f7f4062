import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { expect } from 'vitest';
import type { Address } from '../../src/api/contract/account';
import { homeAddress } from '../support/accountHandlers';
import { fail, ok } from '../support/sessionHandlers';
import { HOME_ADDRESS_ID, IN_USE, NEW_FORM, removalRefused, savedItemsModel } from './models/savedItems';
import type { PathStep } from './harness';
import type { AnySnapshot, ModelEvent } from './plan';
import { itPlansEveryEntry } from './planChecks';
import { describeScreenSuite, person } from './screenSuite';

const REMOVE = '/api/user/address/remove';
/** For the first look at a lazily loaded page on a busy machine: a limit, not a wait. */
const PAGE = { timeout: 15_000 };
const EMPTY_TEXT = 'No addresses yet. Add one to have orders delivered.';
const NEW_LINE1 = '14 Pine Street';
const home: Address = { ...homeAddress, id: HOME_ADDRESS_ID };

/** The addresses the server holds: what each path's list shows. */
let addresses: Address[] = [];

const editForm = () => screen.findByRole('form', { name: 'Edit Home' });
const newForm = () => screen.findByRole('form', { name: 'New address' });
const removalDialog = () => screen.findByRole('alertdialog', { name: 'Remove this address?' });

async function retype(field: HTMLElement, text: string) {
  await person.clear(field);
  await person.type(field, text);
}

/** Whether a form (Home's edit, `new`) is open after the path's steps: opening it opens it, its Cancel and its save close it. */
const isOpen = (form: string, before: Array<PathStep<AnySnapshot, ModelEvent>>) =>
  before.reduce(
    (open, { event }) => (event.form !== form ? open : event.type === 'items.open' ? true : event.type === 'items.close' || event.type === 'items.saved' ? false : open),
    false,
  );
const editingHome = (before: Array<PathStep<AnySnapshot, ModelEvent>>) => isOpen(String(HOME_ADDRESS_ID), before);

/** The list as the server holds it: each row with its lines, or its edit form while open. */
async function listShowsTheServersAddresses(editing: boolean) {
  if (addresses.length === 0) {
    expect(await screen.findByText(EMPTY_TEXT)).toBeInTheDocument();
    return;
  }
  const list = await screen.findByRole('list', { name: 'Your addresses' });
  for (const address of addresses) {
    if (editing && address.id === home.id) {
      expect(within(await editForm()).getByLabelText('Address')).toHaveValue(address.line1);
    } else {
      expect(await within(list).findByText(address.line1, { exact: false })).toBeInTheDocument();
      expect(within(list).getByRole('button', { name: `Remove ${address.label}` })).toBeEnabled();
    }
  }
}

describeScreenSuite({
  model: savedItemsModel,
  page: () => '/settings/account/address',
  scripted: [REMOVE],
  token: () => 'token-demo',
  answerFor(event) {
    // The address the person asked to remove, by its id.
    const asks = (call: { body: Record<string, unknown> | null }) => expect(call.body).toEqual({ id: HOME_ADDRESS_ID });
    if (event.type === 'xstate.done.actor.0.savedItems.removing') {
      return {
        endpoint: REMOVE,
        asks,
        answer: () => {
          addresses = addresses.filter((address) => address.id !== home.id);
          return ok(null);
        },
      };
    }
    if (event.type === 'xstate.error.actor.0.savedItems.removing' && event.error === removalRefused) {
      return { endpoint: REMOVE, answer: () => fail(409, 40900, IN_USE), asks };
    }
    return null;
  },
  handlers: [
    http.post('/reactapi/view/account/addresses', () => ok({ addresses })),
    http.post('/reactapi/user/address/edit', async ({ request }) => {
      const address = (await request.json()) as Address;
      addresses = addresses.map((old) => (old.id === address.id ? address : old));
      return ok({ address });
    }),
  ],
  prepare: () => {
    addresses = [home];
  },
  begin: async () => void (await screen.findByRole('list', { name: 'Your addresses' }, PAGE)),
  drive: {
    'items.open': async (event) => person.click(await screen.findByRole('button', { name: event.form === NEW_FORM ? 'Add an address' : 'Edit Home' })),
    'items.close': async (event) => person.click(within(await (event.form === NEW_FORM ? newForm() : editForm())).getByRole('button', { name: 'Cancel' })),
    async 'items.saved'() {
      const form = await editForm();
      // A wrong ZIP code is refused on the form and never reaches the server.
      await retype(within(form).getByLabelText('ZIP code'), '941');
      await person.click(within(form).getByRole('button', { name: 'Save address' }));
      expect(within(form).getByLabelText('ZIP code')).toHaveAccessibleDescription(expect.stringContaining('Enter a 5-digit ZIP code'));
      await retype(within(form).getByLabelText('ZIP code'), home.zipcode);
      await retype(within(form).getByLabelText('Address'), NEW_LINE1);
      await person.click(within(form).getByRole('button', { name: 'Save address' }));
    },
    'items.remove': async () => person.click(await screen.findByRole('button', { name: 'Remove Home' })),
    'items.keep': async () => person.click(within(await removalDialog()).getByRole('button', { name: 'Keep it' })),
    'items.confirmRemoval': async () => person.click(within(await removalDialog()).getByRole('button', { name: 'Remove' })),
  },
  shows: {
    async browsing(_, before) {
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      await listShowsTheServersAddresses(editingHome(before));
      // The new address's form, or the button that opens it.
      if (isOpen(NEW_FORM, before)) expect(await newForm()).toBeInTheDocument();
      else expect(await screen.findByRole('button', { name: 'Add an address' })).toBeEnabled();
    },
    async confirmingRemoval() {
      const dialog = await removalDialog();
      expect(dialog).toHaveTextContent('Home: 12 Pine Street, Apt 4, San Francisco, CA 94110.');
      expect(within(dialog).queryByText(/Not removed/)).not.toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    },
    async removing() {
      const dialog = await removalDialog();
      await waitFor(() => expect(within(dialog).getByRole('button', { name: /Remove/ })).toHaveAttribute('aria-busy', 'true'));
    },
    async removalFailed() {
      const dialog = await removalDialog();
      // Why is the toast's (spec §8); the dialog says only that it was not removed.
      expect(await within(dialog).findByText('Not removed.')).toBeInTheDocument();
      expect((await screen.findAllByText(IN_USE, { selector: 'li *' })).length).toBeGreaterThan(0);
      expect(within(dialog).queryByText(IN_USE)).not.toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Remove' })).not.toHaveAttribute('aria-busy', 'true');
    },
  },
});

itPlansEveryEntry(savedItemsModel);
