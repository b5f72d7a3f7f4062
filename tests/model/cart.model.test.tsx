import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { expect } from 'vitest';
import { cataloguePaths } from '../../src/domain/catalogue';
import type { Carts } from '../../src/domain/cart';
import { formatCents } from '../../src/domain/format';
import { cartPath } from '../../src/ui/cart/cartPath';
import { cartStorageKey } from '../../src/ui/cart/cartStorage';
import { catalogueHandlers } from '../support/catalogueHandlers';
import { demoCart } from '../support/moneyData';
import { moneyReads, orderOf, storeCarts, storedCarts } from '../support/moneyHandlers';
import { DEMO_PASSWORD, demoUser, ok, sessionHandlers } from '../support/sessionHandlers';
import { LATTE, OTHER_TAB_CARTS, STORED_CARTS, cartModel } from './models/cart';
import type { AnySnapshot, ModelEvent } from './plan';
import type { PathStep } from './harness';
import { itPlansEveryEntry } from './planChecks';
import { describeScreenSuite, person } from './screenSuite';

/** For the first look at a page on a busy machine: a limit, not a wait. */
const PAGE = { timeout: 15_000 };
const onCartPage = () => window.location.hash.replace(/^#/, '') === cartPath;

async function openCart() {
  if (!onCartPage()) window.location.hash = `#${cartPath}`;
  await screen.findByRole('heading', { name: 'Your cart', level: 1 }, PAGE);
}

/** Carts as a person reads them: vendor → product → how many. */
type SeenCarts = Record<string, Record<string, number>>;

const asSeen = (carts: Carts): SeenCarts =>
  Object.fromEntries(
    Object.values(carts).map((cart) => [cart.vendor.name, Object.fromEntries(cart.lines.map((line) => [line.product.name, line.quantity]))]),
  );

const itemsOf = (lines: Record<string, number>) => Object.values(lines).reduce((sum, quantity) => sum + quantity, 0);

/** Each product's price, from the fixtures: the stored lines and the latte's page. */
const PRICES: Record<string, number> = Object.fromEntries(
  [...Object.values(STORED_CARTS).flatMap((cart) => cart.lines.map((line) => line.product)), LATTE.product].map((product) => [product.name, product.price_cents]),
);

/**
 * What the carts must hold after the path's steps, from the stored carts and what the person
 * (or another tab) did in the path, never from the machine: a quantity typed is shown, a line
 * removed is gone, a product added is one more of its line, a paid vendor's cart is gone,
 * another tab's carts replace these, and signing out and in again keeps what was stored.
 */
function cartsAfter(before: Array<PathStep<AnySnapshot, ModelEvent>>): SeenCarts {
  let carts = asSeen(STORED_CARTS);
  const nameOfLine = (key: unknown) =>
    Object.values(STORED_CARTS)
      .flatMap((cart) => cart.lines)
      .find((line) => line.key === key)!.product.name;
  const change = (vendor: string, lines: Record<string, number>) => {
    const { [vendor]: _, ...others } = carts;
    carts = Object.keys(lines).length ? { ...others, [vendor]: lines } : others;
  };
  for (const { event } of before) {
    if (event.type === 'cart.setQuantity') {
      change(demoCart.vendor.name, { ...carts[demoCart.vendor.name], [nameOfLine(event.lineKey)]: event.quantity as number });
    } else if (event.type === 'cart.remove') {
      const { [nameOfLine(event.lineKey)]: _, ...rest } = carts[demoCart.vendor.name] ?? {};
      change(demoCart.vendor.name, rest);
    } else if (event.type === 'cart.add') {
      const lines = carts[LATTE.vendor.name] ?? {};
      change(LATTE.vendor.name, { ...lines, [LATTE.product.name]: (lines[LATTE.product.name] ?? 0) + LATTE.quantity });
    } else if (event.type === 'cart.clearVendor') {
      change(demoCart.vendor.name, {});
    } else if (event.type === 'cart.load' && event.carts === OTHER_TAB_CARTS) {
      carts = asSeen(OTHER_TAB_CARTS);
    }
    // Signing out and in again: what was stored for the person stays.
  }
  return carts;
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
    async active(_, before) {
      const expected = cartsAfter(before);
      await openCart();
      const vendors = Object.entries(expected);
      const items = vendors.reduce((count, [, lines]) => count + itemsOf(lines), 0);
      expect(await screen.findByRole('img', { name: `Cart: ${items} ${items === 1 ? 'item' : 'items'}` })).toBeInTheDocument();
      if (vendors.length === 0) {
        expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
      }
      for (const [vendor, lines] of vendors) {
        const section = await screen.findByRole('region', { name: vendor });
        for (const [product, quantity] of Object.entries(lines)) {
          await waitFor(() => expect(within(section).getByLabelText(`Quantity of ${product}`)).toHaveValue(quantity));
        }
        expect(within(section).getAllByRole('button', { name: /^Remove / })).toHaveLength(Object.keys(lines).length);
        const count = itemsOf(lines);
        const total = Object.entries(lines).reduce((sum, [product, quantity]) => sum + PRICES[product]! * quantity, 0);
        expect(within(section).getByText(/^Subtotal/)).toHaveTextContent(`Subtotal (${count} ${count === 1 ? 'item' : 'items'}): ${formatCents(total)}`);
      }
      expect(screen.queryAllByRole('link', { name: /^Check out with / })).toHaveLength(vendors.length);
      // What the page shows is what this browser keeps for the person.
      expect(asSeen(storedCarts())).toEqual(expected);
    },
    async noUser(_, before) {
      expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 }, PAGE)).toBeInTheDocument();
      // Signing out keeps the cart for when the person is back; nobody else sees it.
      expect(asSeen(storedCarts())).toEqual(cartsAfter(before));
      expect(screen.queryByRole('link', { name: /cart/i })).not.toBeInTheDocument();
    },
  },
});

// Run alone (mutation testing), a machine that lost an event or its id would pass with fewer paths.
itPlansEveryEntry(cartModel);
