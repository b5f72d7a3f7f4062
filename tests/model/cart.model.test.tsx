import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { expect } from 'vitest';
import { cataloguePaths } from '../../src/domain/catalogue';
import type { Carts } from '../../src/domain/cart';
import { cartPath } from '../../src/ui/cart/cartPath';
import { cartStorageKey } from '../../src/ui/cart/cartStorage';
import { catalogueHandlers } from '../support/catalogueHandlers';
import { moneyReads, orderOf, storeCarts, storedCarts } from '../support/moneyHandlers';
import { DEMO_PASSWORD, demoUser, ok, sessionHandlers } from '../support/sessionHandlers';
import { LATTE, STORED_CARTS, cartModel } from './models/cart';
import type { AnySnapshot } from './plan';
import { describeScreenSuite, person } from './screenSuite';

/** For the first look at a page on a busy machine: a limit, not a wait. */
const PAGE = { timeout: 15_000 };
const onCartPage = () => window.location.hash.replace(/^#/, '') === cartPath;

async function openCart() {
  if (!onCartPage()) window.location.hash = `#${cartPath}`;
  await screen.findByRole('heading', { name: 'Your cart', level: 1 }, PAGE);
}

const click = async (name: string | RegExp) => person.click(await screen.findByRole('button', { name }, PAGE));

/** A checkout of Green Leaf Market's cart with the saved address and card; the order goes through. */
async function payForGreenLeaf() {
  await openCart();
  await person.click(screen.getByRole('link', { name: 'Check out with Green Leaf Market' }));
  await click('Continue to delivery');
  await click('Continue to payment');
  await click('Review your order');
  await click(/^Pay \$/);
  await screen.findByRole('heading', { name: /Order #\d+ placed/ }, PAGE);
}

describeScreenSuite({
  model: cartModel,
  page: () => cartPath,
  scripted: [],
  answerFor: () => null,
  handlers: [
    ...sessionHandlers.filter((handler) => !handler.info.path.toString().includes('/user/current')),
    ...catalogueHandlers,
    ...moneyReads(),
    http.post('/reactapi/order/create', () => ok({ order: orderOf(), balance_cents: null, provider: null })),
  ],
  prepare: () => storeCarts(STORED_CARTS),
  drive: {
    async 'cart.setQuantity'(event) {
      await openCart();
      const line = Object.values(STORED_CARTS)
        .flatMap((cart) => cart.lines)
        .find((candidate) => candidate.key === event.lineKey)!;
      const field = screen.getByLabelText(`Quantity of ${line.product.name}`);
      await person.clear(field);
      await person.type(field, String(event.quantity));
    },
    async 'cart.remove'() {
      await openCart();
      await person.click(screen.getByRole('button', { name: 'Remove Watering can' }));
    },
    async 'cart.add'() {
      window.location.hash = `#${cataloguePaths.product(LATTE.vendor.category_id, LATTE.vendor.id, LATTE.product.id)}`;
      await click(/^Add to cart/);
      expect(await screen.findByText(/In your cart: 1/)).toBeInTheDocument();
    },
    'cart.clearVendor': payForGreenLeaf,
    async 'cart.load'(event) {
      if (event.userId === null) {
        await click('Sign out');
      } else if (screen.queryByRole('heading', { name: 'Sign in', level: 1 })) {
        await person.type(screen.getByLabelText('Email'), demoUser.email);
        await person.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
        await person.click(screen.getByRole('button', { name: 'Sign in' }));
      } else {
        // Another tab of the same person saved its carts.
        const key = cartStorageKey(demoUser.id);
        localStorage.setItem(key, JSON.stringify(event.carts as Carts));
        window.dispatchEvent(new StorageEvent('storage', { key }));
      }
    },
  },
  shows: {
    async active(s: AnySnapshot) {
      await openCart();
      const carts = Object.values(s.context.carts as Carts);
      if (carts.length === 0) {
        expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
        return;
      }
      for (const cart of carts) {
        const section = await screen.findByRole('region', { name: cart.vendor.name });
        for (const line of cart.lines) {
          await waitFor(() => expect(within(section).getByLabelText(`Quantity of ${line.product.name}`)).toHaveValue(line.quantity));
        }
        expect(within(section).getAllByRole('button', { name: /^Remove / })).toHaveLength(cart.lines.length);
      }
      expect(screen.getAllByRole('link', { name: /^Check out with / })).toHaveLength(carts.length);
      // What the page shows is what this browser keeps for the person.
      expect(storedCarts()).toEqual(s.context.carts);
    },
    async noUser() {
      expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 }, PAGE)).toBeInTheDocument();
      // Signing out keeps the cart for when the person is back; nobody else sees it.
      expect(storedCarts()).toEqual(STORED_CARTS);
      expect(screen.queryByRole('link', { name: /cart/i })).not.toBeInTheDocument();
    },
  },
});
