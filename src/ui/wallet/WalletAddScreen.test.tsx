import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { declined, loadBeforeTests, moneyReads, movementOf, scripted } from '../../../tests/support/moneyHandlers';
import { expectPath, renderApp, startMockServer } from '../../../tests/support/renderApp';
import { ok } from '../../../tests/support/sessionHandlers';

const server = startMockServer();
loadBeforeTests(() => import('./WalletAddScreen'));

const added = () => ok(movementOf('top_up', 2_550, 7_550));

describe('WalletAddScreen', () => {
  it('adds funds with the saved card and shows the result on the feedback page', async () => {
    const recharge = scripted('/reactapi/user/recharge', added);
    server.use(...moneyReads(), recharge.handler);
    const { user } = renderApp('/settings/account/wallet/add', { signedIn: true });

    expect(await screen.findByText('Your LYLA Wallet balance is $50.00.')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription('From $5.00 to $1,000.00');
    expect(screen.getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked();
    await user.type(screen.getByLabelText('Amount'), '25.50');
    await user.click(screen.getByRole('button', { name: 'Add funds' }));

    expect(await screen.findByRole('heading', { name: 'Funds added' })).toBeInTheDocument();
    await expectPath('/settings/account/wallet/add/feedback');
    expect(screen.getByText('$25.50 was added to your LYLA Wallet.')).toBeInTheDocument();
    expect(screen.getByText('Your balance is now $75.50.')).toBeInTheDocument();
    expect(recharge.bodies).toEqual([
      { idempotency_key: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/), amount_cents: 2_550, method: { type: 'card', card_id: 11 } },
    ]);
  });

  it('explains a bad amount on the form and sends nothing', async () => {
    const recharge = scripted('/reactapi/user/recharge', added);
    server.use(...moneyReads(), recharge.handler);
    const { user } = renderApp('/settings/account/wallet/add', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Add funds' }));
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription('Amount is required From $5.00 to $1,000.00');
    await user.type(screen.getByLabelText('Amount'), '2');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter between $5.00 and $1,000.00');
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '12.345');
    expect(screen.getByRole('alert')).toHaveTextContent('Use at most 2 decimals');
    expect(recharge.bodies).toHaveLength(0);
  });

  it('a declined card: the reason once, in the toast; not paid, no retry, and the form back to change it', async () => {
    const recharge = scripted('/reactapi/user/recharge', () => declined());
    server.use(...moneyReads(), recharge.handler);
    const { user } = renderApp('/settings/account/wallet/add', { signedIn: true });
    await user.type(await screen.findByLabelText('Amount'), '40');
    await user.click(screen.getByRole('button', { name: 'Add funds' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Not paid\.$/);
    expect(await screen.findByText('Your card was declined', { selector: 'li *' })).toBeInTheDocument();
    expect(screen.getAllByText('Your card was declined')).toHaveLength(1);
    expect(screen.getByLabelText('Amount')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change amount or card' }));
    expect(screen.getByLabelText('Amount')).toBeEnabled();
    expect(screen.getByLabelText('Amount')).toHaveValue('40');
  });

  it('a lost answer is checked with the server: the money was added once', async () => {
    const recharge = scripted('/reactapi/user/recharge', () => HttpResponse.error());
    const status = scripted('/reactapi/payment/status', () => ok({ status: 'completed', order: null, movement: movementOf('top_up', 4_000, 9_000) }));
    server.use(...moneyReads(), recharge.handler, status.handler);
    const { user } = renderApp('/settings/account/wallet/add', { signedIn: true });
    await user.type(await screen.findByLabelText('Amount'), '40');
    await user.click(screen.getByRole('button', { name: 'Add funds' }));

    expect(await screen.findByRole('heading', { name: 'Funds added' })).toBeInTheDocument();
    expect(screen.getByText('Your balance is now $90.00.')).toBeInTheDocument();
    expect(recharge.bodies).toHaveLength(1);
    expect(status.bodies).toEqual([{ idempotency_key: recharge.bodies[0]?.idempotency_key }]);
  });

  it('no answer and no status: try again safely with the same key', async () => {
    const recharge = scripted('/reactapi/user/recharge', () => HttpResponse.error(), added);
    const status = scripted('/reactapi/payment/status', () => HttpResponse.error());
    server.use(...moneyReads(), recharge.handler, status.handler);
    const { user } = renderApp('/settings/account/wallet/add', { signedIn: true });
    await user.type(await screen.findByLabelText('Amount'), '25.50');
    await user.click(screen.getByRole('button', { name: 'Add funds' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not confirm the payment.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Funds added' })).toBeInTheDocument();
    expect(recharge.bodies[1]?.idempotency_key).toBe(recharge.bodies[0]?.idempotency_key);
  });

  it('the wallet cannot be paid into from itself: only cards and the provider are offered', async () => {
    server.use(...moneyReads());
    renderApp('/settings/account/wallet/add', { signedIn: true });
    expect(await screen.findByRole('radio', { name: /Payment provider/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /LYLA Wallet/ })).not.toBeInTheDocument();
  });
});
