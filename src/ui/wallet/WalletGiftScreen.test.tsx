import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { loadBeforeTests, moneyReads, movementOf, scripted } from '../../../tests/support/moneyHandlers';
import { expectPath, renderApp, startMockServer } from '../../../tests/support/renderApp';
import { fail, ok } from '../../../tests/support/sessionHandlers';

const server = startMockServer();
loadBeforeTests(() => import('./WalletGiftScreen'));

const sent = () => ok(movementOf('gift_sent', -2_000, 3_000, 'nora@example.com'));

async function fillGift(user: ReturnType<typeof renderApp>['user'], recipient: string, amount: string, message = '') {
  await user.type(await screen.findByLabelText('Recipient email'), recipient);
  await user.type(screen.getByLabelText('Amount'), amount);
  if (message) await user.type(screen.getByLabelText('Message'), message);
  await user.click(screen.getByRole('button', { name: 'Review gift' }));
}

describe('WalletGiftScreen', () => {
  it('reviews the gift, sends it once confirmed and shows the result', async () => {
    const gift = scripted('/reactapi/user/gift', sent);
    server.use(...moneyReads(), gift.handler);
    const { user } = renderApp('/settings/account/wallet/gift', { signedIn: true });
    await fillGift(user, ' Nora@Example.com ', '20', 'Lunch is on me');

    const confirm = await screen.findByRole('region', { name: 'Send $20.00 to nora@example.com?' });
    expect(confirm).toHaveTextContent('MessageLunch is on me');
    expect(gift.bodies).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Send gift' }));

    expect(await screen.findByRole('heading', { name: 'Gift sent' })).toBeInTheDocument();
    await expectPath('/settings/account/wallet/gift/feedback');
    expect(screen.getByText('You sent $20.00 to nora@example.com. They can spend it right away.')).toBeInTheDocument();
    expect(screen.getByText('Your balance is now $30.00.')).toBeInTheDocument();
    expect(gift.bodies).toEqual([
      {
        idempotency_key: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/),
        recipient_email: 'nora@example.com',
        amount_cents: 2_000,
        message: 'Lunch is on me',
      },
    ]);
  });

  it('refuses a gift to oneself, more than the balance, or no recipient, on the form', async () => {
    server.use(...moneyReads());
    const { user } = renderApp('/settings/account/wallet/gift', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Review gift' }));
    expect(screen.getByLabelText('Recipient email')).toHaveAccessibleDescription(/^Recipient email is required/);
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription(/^Amount is required/);

    await fillGift(user, 'demo@lyla.example', '60');
    expect(screen.getByLabelText('Recipient email')).toHaveAccessibleDescription(/^You cannot send a gift to yourself/);
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription(/^Your balance is too low for this gift/);
  });

  it('a refusal from the server is said once, in the toast; the summary says not sent, with a way back to the form', async () => {
    const message = 'No LYLA account uses this email';
    server.use(...moneyReads(), scripted('/reactapi/user/gift', () => fail(400, 40000, message)).handler);
    const { user } = renderApp('/settings/account/wallet/gift', { signedIn: true });
    await fillGift(user, 'nobody@example.com', '5');
    await user.click(await screen.findByRole('button', { name: 'Send gift' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Not sent\.$/);
    expect(await screen.findByText(message, { selector: 'li *' })).toBeInTheDocument();
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit gift' }));
    expect(screen.getByLabelText('Recipient email')).toHaveValue('nobody@example.com');
  });

  it('a lost answer the server never saw: Try again sends the same gift with the same key', async () => {
    const gift = scripted('/reactapi/user/gift', () => HttpResponse.error(), sent);
    const status = scripted('/reactapi/payment/status', () => ok({ status: 'unknown', order: null, movement: null }));
    server.use(...moneyReads(), gift.handler, status.handler);
    const { user } = renderApp('/settings/account/wallet/gift', { signedIn: true });
    await fillGift(user, 'nora@example.com', '20');
    await user.click(await screen.findByRole('button', { name: 'Send gift' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The request did not reach us. Nothing was charged; you can try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Gift sent' })).toBeInTheDocument();
    expect(gift.bodies).toHaveLength(2);
    expect(gift.bodies[1]).toEqual(gift.bodies[0]);
    expect(status.bodies).toEqual([{ idempotency_key: gift.bodies[0]?.idempotency_key }]);
  });
});
