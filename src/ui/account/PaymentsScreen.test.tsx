import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { brokenAt, createAccountBackend, loadAccountCode, PAGE_READY, refusedAt } from '../../../tests/support/accountHandlers';
import { renderApp, startMockServer } from '../../../tests/support/renderApp';

const server = startMockServer();
loadAccountCode(
  () => import('./PaymentsScreen'),
);

type User = ReturnType<typeof renderApp>['user'];

/** Filling a whole form with Radix selects takes a while on a busy 2-core machine. */
const SLOW_FORM_TEST = 30_000;
const NEXT_YEAR = String(new Date().getUTCFullYear() + 1);

/** Radix Select from the keyboard: open it, type the option's start, take it. */
async function choose(user: User, form: HTMLElement, select: string, option: string) {
  const combobox = within(form).getByRole('combobox', { name: select });
  combobox.focus();
  await user.keyboard(`{Enter}${option}{Enter}`);
  expect(combobox).toHaveTextContent(option);
}

/** Pastes instead of typing key by key: the same events the form reacts to, in less time. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillCard(user: User, form: HTMLElement, number: string, cvc = '123') {
  await fill(user, within(form).getByLabelText('Card number'), number);
  await fill(user, within(form).getByLabelText('Name on card'), 'Maya Thompson');
  await choose(user, form, 'Expiry month', '04');
  await choose(user, form, 'Expiry year', NEXT_YEAR);
  await fill(user, within(form).getByLabelText('CVC'), cvc);
}

describe('PaymentsScreen', () => {
  it('lists the saved cards and adds one; the number is never kept', async () => {
    const backend = createAccountBackend();
    server.use(...backend.handlers);
    const { user } = renderApp('/settings/account/payments', { signedIn: true });
    const list = await screen.findByRole('list', { name: 'Your cards' }, PAGE_READY);
    expect(within(list).getByText('Visa ending in 4242')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a card' }));
    const form = screen.getByRole('form', { name: 'New card' });
    await fillCard(user, form, '5555 5555 5555 4444');
    expect(within(form).getByLabelText('Card number')).toHaveValue('5555 5555 5555 4444');
    await user.click(within(form).getByRole('button', { name: 'Add card' }));

    expect(await within(list).findByText('Mastercard ending in 4444')).toBeInTheDocument();
    expect(backend.calls['/reactapi/user/card/credit']).toEqual([
      { number: '5555555555554444', cvc: '123', holder_name: 'Maya Thompson', exp_month: 4, exp_year: Number(NEXT_YEAR), is_default: false },
    ]);
    expect(sessionStorage.length).toBe(0);
  }, SLOW_FORM_TEST);

  it('checks that a number and an expiry are there, and the number’s length, before sending', async () => {
    const backend = createAccountBackend();
    server.use(...backend.handlers);
    const { user } = renderApp('/settings/account/payments', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Add a card' }, PAGE_READY));
    const form = screen.getByRole('form', { name: 'New card' });
    await user.click(within(form).getByRole('button', { name: 'Add card' }));
    expect(await within(form).findByText('Card number is required')).toBeInTheDocument();
    expect(within(form).getByText('Choose a month')).toBeInTheDocument();
    expect(within(form).getByText('CVC is required')).toBeInTheDocument();

    await fill(user, within(form).getByLabelText('Card number'), '4242 4242');
    await user.click(within(form).getByRole('button', { name: 'Add card' }));
    expect(await within(form).findByText('Enter the card number')).toBeInTheDocument();
    expect(backend.calls['/reactapi/user/card/credit']).toBeUndefined();
  });

  it('checks the number with Luhn and the CVC for the brand before sending', async () => {
    const backend = createAccountBackend();
    server.use(...backend.handlers);
    const { user } = renderApp('/settings/account/payments', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Add a card' }, PAGE_READY));
    const form = screen.getByRole('form', { name: 'New card' });
    await fillCard(user, form, '4242424242424241', '12345');
    expect(within(form).getByLabelText('CVC')).toHaveValue('1234');
    await user.click(within(form).getByRole('button', { name: 'Add card' }));
    expect(await within(form).findByText('Check the card number')).toBeInTheDocument();
    expect(within(form).getByText('Enter the 3 digits on the back')).toBeInTheDocument();
    expect(backend.calls['/reactapi/user/card/credit']).toBeUndefined();
  }, SLOW_FORM_TEST);

  it('edits a card’s name and expiry', async () => {
    const backend = createAccountBackend();
    server.use(...backend.handlers);
    const { user } = renderApp('/settings/account/payments', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Edit Visa ending in 4242' }, PAGE_READY));
    const form = screen.getByRole('form', { name: 'Edit Visa ending in 4242' });
    await user.clear(within(form).getByLabelText('Name on card'));
    await fill(user, within(form).getByLabelText('Name on card'), 'M Thompson');
    await choose(user, form, 'Expiry year', NEXT_YEAR);
    await user.click(within(form).getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText(new RegExp(`M Thompson · Expires 12/${NEXT_YEAR.slice(2)}`))).toBeInTheDocument();
    expect(backend.calls['/api/user/card/edit']).toEqual([
      { id: 5, holder_name: 'M Thompson', exp_month: 12, exp_year: Number(NEXT_YEAR), is_default: true },
    ]);
  }, SLOW_FORM_TEST);

  it('removes a card once confirmed', async () => {
    const backend = createAccountBackend();
    server.use(...backend.handlers);
    const { user } = renderApp('/settings/account/payments', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Remove Visa ending in 4242' }, PAGE_READY));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No saved cards yet.')).toBeInTheDocument();
    expect(backend.calls['/api/user/card/remove']).toEqual([{ id: 5 }]);
  });

  it('a card the server refuses is shown at its field; a server error offers to try again', async () => {
    const backend = createAccountBackend();
    server.use(refusedAt('/reactapi/user/card/credit', 'number', 'Check the card number'), ...backend.handlers);
    const { user } = renderApp('/settings/account/payments', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Add a card' }, PAGE_READY));
    const form = screen.getByRole('form', { name: 'New card' });
    await fillCard(user, form, '4242424242424242');
    await user.click(within(form).getByRole('button', { name: 'Add card' }));
    expect(await within(form).findByLabelText('Card number')).toHaveAccessibleDescription(/^Check the card number/);

    server.use(brokenAt('/reactapi/user/card/credit'));
    await user.click(within(form).getByRole('button', { name: 'Add card' }));
    expect(await within(form).findByText(/^Not saved\./)).toBeInTheDocument();
    server.use(...backend.handlers);
    await user.click(within(form).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByText('Visa ending in 4242')).toHaveLength(2);
    expect(backend.calls['/reactapi/user/card/credit']).toHaveLength(1);
  }, SLOW_FORM_TEST);

  it('cards that cannot be read show why', async () => {
    server.use(brokenAt('/reactapi/view/account/payment'), ...createAccountBackend().handlers);
    renderApp('/settings/account/payments', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Your cards could not be loaded.' }, PAGE_READY)).toBeInTheDocument();
  });
});
