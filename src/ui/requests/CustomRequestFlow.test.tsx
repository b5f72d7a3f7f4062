import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RequestStatus } from '../../domain/requests';
import { liveStream } from '../../../tests/support/liveStream';
import { declined, demoWallet, loadBeforeTests, moneyReads, orderOf, requestDetailOf, scripted } from '../../../tests/support/moneyHandlers';
import { renderApp, startMockServer } from '../../../tests/support/renderApp';
import { fail, ok } from '../../../tests/support/sessionHandlers';

const server = startMockServer();
loadBeforeTests(() => import('./RequestScreen'));

const quote = { price_cents: 24_000, date: '2099-01-05', note: 'Printed both sides', quoted_at: '2026-11-21T13:00:00.000Z' };
/** Custom request 12 as the server has it in `status` (paid with `method`). */
const customIn = (status: RequestStatus, method: 'wallet' | 'card' = 'wallet') => {
  const quoted = status !== 'requested';
  const order = orderOf({
    id: 12,
    kind: 'custom',
    status,
    vendor_name: quoted ? 'Paws & Co' : null,
    total_cents: quoted ? quote.price_cents : 0,
    lines: [],
    custom: {
      category_id: 3,
      category_name: 'Gifts',
      description: 'Forty branded mugs',
      quantity: 40,
      budget_cents: 30_000,
      needed_by: '2099-01-10',
      quote: quoted ? quote : null,
      photos: [],
    },
  });
  return { request: requestDetailOf(order, { payment_method: status === 'paid' ? method : null, can_cancel: false }), balance_cents: null };
};
const answer = (status: RequestStatus) => () => ok(customIn(status));
const PAGE = { timeout: 15_000 };

describe('a custom request on its page', () => {
  it('accepts the quote, then pays it with the default card: a wallet short of the quote is offered disabled, never ticked', async () => {
    const read = scripted('/reactapi/view/request', answer('quoted'), () => ok(customIn('paid', 'card')));
    const accept = scripted('/reactapi/request/quote/accept', answer('accepted'));
    const pay = scripted('/reactapi/request/pay', () => ok({ order: customIn('paid', 'card').request, balance_cents: null, provider: null }));
    // The wallet holds $239.99: one cent short of the $240.00 quote.
    server.use(read.handler, accept.handler, pay.handler, ...moneyReads({ wallet: { ...demoWallet, balance_cents: 23_999 } }));
    const { user } = renderApp('/requests/12', { signedIn: true });

    expect(await screen.findByRole('heading', { name: 'Custom request #12: Forty branded mugs' }, PAGE)).toBeVisible();
    // Its dates read like every other date of the app, not as YYYY-MM-DD.
    const asked = screen.getByRole('region', { name: 'What you asked for' });
    expect(within(asked).getByText('Needed by').nextElementSibling).toHaveTextContent(/^Jan 10, 2099$/);
    expect(within(asked).getByText('$240.00 by Jan 5, 2099 · Printed both sides')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Accept quote' }));
    const payForm = await screen.findByRole('form', { name: 'Pay $240.00' });
    // As checkout: the default card is ticked; the wallet one cent short of the quote cannot be.
    expect(await within(payForm).findByRole('radio', { name: /4242/ })).toBeChecked();
    const wallet = within(payForm).getByRole('radio', { name: /LYLA Wallet/ });
    expect(wallet).not.toBeChecked();
    expect(wallet).toBeDisabled();
    expect(within(payForm).getByText('Balance $239.99 · not enough for $240.00')).toBeVisible();
    await user.click(within(payForm).getByRole('button', { name: 'Pay $240.00' }));

    expect(await screen.findByText('Paid with: Card')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Pay $240.00' })).not.toBeInTheDocument();
    expect(accept.bodies).toEqual([{ order_id: 12, quote }]);
    expect(pay.bodies).toEqual([{ order_id: 12, idempotency_key: expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/), payment: { type: 'card', card_id: 11 } }]);
  });

  it('pays with a wallet of exactly the quote when the person picks it', async () => {
    const read = scripted('/reactapi/view/request', answer('accepted'), answer('paid'));
    const pay = scripted('/reactapi/request/pay', () => ok({ order: customIn('paid').request, balance_cents: 0, provider: null }));
    server.use(read.handler, pay.handler, ...moneyReads({ wallet: { ...demoWallet, balance_cents: 24_000 } }));
    const { user } = renderApp('/requests/12', { signedIn: true });

    const payForm = await screen.findByRole('form', { name: 'Pay $240.00' }, PAGE);
    expect(await within(payForm).findByRole('radio', { name: /4242/ })).toBeChecked();
    await user.click(within(payForm).getByRole('radio', { name: /LYLA Wallet/ }));
    await user.click(within(payForm).getByRole('button', { name: 'Pay $240.00' }));
    expect(await screen.findByText('Paid with: LYLA Wallet')).toBeVisible();
    expect(pay.bodies.map((body) => body.payment)).toEqual([{ type: 'wallet' }]);
  });

  it('with no saved card nothing is ticked, and paying asks how to pay before sending anything', async () => {
    const read = scripted('/reactapi/view/request', answer('accepted'));
    const pay = scripted('/reactapi/request/pay');
    server.use(read.handler, pay.handler, ...moneyReads({ cards: [], wallet: { ...demoWallet, balance_cents: 5_000 } }));
    const { user } = renderApp('/requests/12', { signedIn: true });

    const payForm = await screen.findByRole('form', { name: 'Pay $240.00' }, PAGE);
    expect(within(payForm).getByRole('radio', { name: /LYLA Wallet/ })).toBeDisabled();
    for (const radio of within(payForm).getAllByRole('radio')) expect(radio).not.toBeChecked();
    await user.click(within(payForm).getByRole('button', { name: 'Pay $240.00' }));
    expect(await within(payForm).findByText('Choose how to pay')).toBeVisible();
    expect(pay.bodies).toEqual([]);
  });

  it('does not accept a quote the vendor changed meanwhile: shows the new one and why, and accepts that one when asked', async () => {
    const requote = { ...quote, price_cents: 99_000, quoted_at: '2026-11-21T13:05:00.000Z' };
    const withQuote = (status: RequestStatus, shown: typeof quote) => {
      const { request } = customIn(status);
      return { request: { ...request, total_cents: shown.price_cents, custom: { ...request.custom!, quote: shown } }, balance_cents: null };
    };
    const changed = 'The vendor changed the quote: it is now $990.00 by Jan 5, 2099. Accept the new quote if it suits you.';
    const read = scripted('/reactapi/view/request', answer('quoted'));
    const accept = scripted(
      '/reactapi/request/quote/accept',
      () => fail(409, 40905, changed, withQuote('quoted', requote)),
      () => ok(withQuote('accepted', requote)),
    );
    server.use(read.handler, accept.handler, ...moneyReads());
    const { user } = renderApp('/requests/12', { signedIn: true });

    expect(await screen.findByText('$240.00 by Jan 5, 2099 · Printed both sides', {}, PAGE)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Accept quote' }));
    expect(await screen.findByText('$990.00 by Jan 5, 2099 · Printed both sides')).toBeVisible();
    // Why is said once, in the toast (spec §8); the page shows the new quote.
    expect(await screen.findByText(changed, { selector: 'li *' })).toBeVisible();
    expect(within(screen.getByRole('main')).queryByText(changed)).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /^Pay/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Accept quote' }));
    expect(await screen.findByRole('form', { name: 'Pay $990.00' })).toBeVisible();
    expect(accept.bodies).toEqual([
      { order_id: 12, quote },
      { order_id: 12, quote: requote },
    ]);
  });

  it('says why a payment was refused and lets the person pay another way', async () => {
    const pay = scripted('/reactapi/request/pay', () => declined(), () => ok({ order: customIn('paid').request, balance_cents: null, provider: null }));
    const read = scripted('/reactapi/view/request', answer('accepted'), answer('paid'));
    server.use(read.handler, pay.handler, ...moneyReads({ wallet: { ...demoWallet, balance_cents: 50_000 } }));
    const { user } = renderApp('/requests/12', { signedIn: true });

    const payForm = await screen.findByRole('form', { name: 'Pay $240.00' }, PAGE);
    await user.click(within(payForm).getByRole('radio', { name: /4242/ }));
    await user.click(within(payForm).getByRole('button', { name: 'Pay $240.00' }));
    expect(await screen.findByText('Your card was declined')).toBeVisible();

    await user.click(within(payForm).getByRole('radio', { name: /LYLA Wallet/ }));
    await user.click(within(payForm).getByRole('button', { name: 'Pay $240.00' }));
    expect(await screen.findByText('Paid with: LYLA Wallet')).toBeVisible();
    expect(pay.bodies.map((body) => body.payment)).toEqual([{ type: 'card', card_id: 11 }, { type: 'wallet' }]);
    // A refused payment is a new attempt: a new key.
    expect(pay.bodies[1]?.idempotency_key).not.toBe(pay.bodies[0]?.idempotency_key);
  });

  it('shows the quote the moment the live stream says the request moved', async () => {
    const live = liveStream();
    const read = scripted('/reactapi/view/request', answer('requested'), answer('quoted'));
    server.use(live.handler, read.handler, ...moneyReads());
    renderApp('/requests/12', { signedIn: true });

    expect(await screen.findByText('Sent to the vendors: their quotes show here.', {}, PAGE)).toBeVisible();
    live.send({ type: 'request.status', orderId: 99, status: 'quoted' });
    live.send({ type: 'request.status', orderId: 12, status: 'quoted' });
    expect(await screen.findByRole('button', { name: 'Accept quote' })).toBeVisible();
    expect(screen.getByText('$240.00 by Jan 5, 2099 · Printed both sides')).toBeVisible();
    expect(read.bodies).toEqual([{ order_id: 12 }, { order_id: 12 }]);
  });

  it('keeps the quote open when declining it is refused, and declines on the next try', async () => {
    const read = scripted('/reactapi/view/request', answer('quoted'));
    const decline = scripted('/reactapi/request/quote/decline', () => fail(503, 50300, 'Try again in a moment'), answer('declined'));
    server.use(read.handler, decline.handler, ...moneyReads());
    const { user } = renderApp('/requests/12', { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Decline quote' }, PAGE));
    expect(await screen.findByText('Try again in a moment')).toBeVisible();
    // The toast says why; the page says what did not happen, not the sentence again.
    expect(screen.getByRole('alert')).toHaveTextContent(/^Your answer was not sent\.$/);
    await user.click(screen.getByRole('button', { name: 'Decline quote' }));
    expect(await screen.findAllByText('Declined')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Accept quote' })).not.toBeInTheDocument();
  });
});
