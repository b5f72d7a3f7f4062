import { http } from 'msw';
import { beforeAll } from 'vitest';
import type { Address, Card } from '../../src/api/contract/account';
import type { Order, Wallet } from '../../src/api/contract/money';
import type { Carts } from '../../src/domain/cart';
import { cartStorageKey } from '../../src/ui/cart/cartStorage';
import { demoCart, demoWallet, orderOf, requestDetailOf, savedAddress, savedCard } from './moneyData';
import { demoUser, fail, ok } from './sessionHandlers';

export { checkoutPath, demoWallet, movementOf, orderOf, requestDetailOf, savedAddress, savedCard } from './moneyData';

/** MSW answers for checkout, requests and the LYLA Wallet, shaped like the reference server's. */

/** The carts the app finds in this browser for the demo user when it starts. */
export function storeCarts(carts: Carts = { [demoCart.vendor.id]: demoCart }) {
  localStorage.setItem(cartStorageKey(demoUser.id), JSON.stringify(carts));
}

export const storedCarts = (): Carts => JSON.parse(localStorage.getItem(cartStorageKey(demoUser.id)) ?? '{}') as Carts;

/**
 * The reads the money screens start with. `server.use` puts the first handler first: pass a
 * test's own answer for one of these reads before them.
 */
export function moneyReads({
  wallet = demoWallet,
  cards = [savedCard],
  addresses = [savedAddress],
  orders = [orderOf()],
}: { wallet?: Wallet; cards?: Card[]; addresses?: Address[]; orders?: Order[] } = {}) {
  return [
    http.post('/reactapi/view/account/wallet', () => ok(wallet)),
    http.post('/reactapi/view/account/payment', () => ok({ cards })),
    http.post('/reactapi/view/account/addresses', () => ok({ addresses })),
    http.post('/reactapi/view/requests', () => ok({ orders, next_cursor: null, total: orders.length })),
    http.post('/reactapi/view/request', async ({ request }) => {
      const { order_id: orderId } = (await request.json()) as { order_id: number };
      const order = orders.find((candidate) => candidate.id === orderId);
      return order ? ok({ request: requestDetailOf(order), balance_cents: null }) : fail(404, 40400, 'Request not found');
    }),
  ];
}

type Reply = () => Response | Promise<Response>;

/**
 * A money endpoint that keeps every body it receives and answers them in turn with `replies`
 * (the last one again for any more), so a test can count requests and compare their keys.
 */
export function scripted(path: string, ...replies: Reply[]) {
  const bodies: Array<Record<string, unknown>> = [];
  const handler = http.post(path, async ({ request }) => {
    bodies.push((await request.json()) as Record<string, unknown>);
    const reply = replies[Math.min(bodies.length, replies.length) - 1];
    if (!reply) throw new Error(`scripted ${path}: no reply`);
    return reply();
  });
  return { handler, bodies };
}

export const declined = (data: unknown = null) => fail(402, 40202, 'Your card was declined', data);
export const serverError = () => fail(500, 50000, 'There is something wrong');

/**
 * Loads a screen's chunk with the money and cart services before the file's tests, so the
 * first test does not spend its few seconds of waiting on compiling them (two busy cores).
 */
export function loadBeforeTests(screen: () => Promise<unknown>) {
  beforeAll(() => Promise.all([screen(), import('../../src/app/composeMoney'), import('../../src/app/composeCart')]), 60_000);
}
