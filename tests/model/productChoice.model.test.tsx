import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { cataloguePaths } from '../../src/domain/catalogue';
import { formatCents } from '../../src/domain/format';
import { catalogueHandlers, oatLatte } from '../support/catalogueHandlers';
import { demoUser } from '../support/sessionHandlers';
import type { PathStep } from './harness';
import { MOST, TOO_MANY, productChoiceModel } from './models/productChoice';
import type { AnySnapshot, ModelEvent } from './plan';
import { itPlansEveryEntry } from './planChecks';
import { describeScreenSuite, person } from './screenSuite';

/** For the first look at a page on a busy machine: a limit, not a wait. */
const PAGE = { timeout: 15_000 };
const storedLatteLines = () => JSON.parse(localStorage.getItem(`lyla:cart:${demoUser.id}`) ?? '{}')[oatLatte.vendor_id]?.lines ?? [];

/** What the person chose and added, as the page must show it. */
interface SeenChoice {
  choices: { Size: string; Milk: string };
  /** As the field shows it. */
  quantity: string;
  note: string | null;
  /** How many the last add put in the cart; null before any. */
  added: number | null;
  /** The latte's lines in the cart, one per choice of options. */
  cart: Array<{ options: Record<string, string>; quantity: number }>;
}

/** A line holds 1 to 99: more counts as 99 (spec §2, the cart). */
const counted = (text: string) => Math.min(Number(text), 99);

/**
 * The page after the path's steps, from the product's first choices and what the person did,
 * never from the machine: a size chosen is checked, "One more" makes 2, 150 counts as 99 and
 * says so until the field is left, and each add puts what the field counts into the cart line
 * of the chosen options (at most 99 in a line).
 */
function seenAfter(before: Array<PathStep<AnySnapshot, ModelEvent>>): SeenChoice {
  let seen: SeenChoice = { choices: { Size: 'Small', Milk: 'Oat' }, quantity: '1', note: null, added: null, cart: [] };
  for (const { event } of before) {
    if (event.type === 'option.choose') seen = { ...seen, choices: { ...seen.choices, [event.name as string]: event.value as string } };
    else if (event.type === 'quantity.edit') {
      const text = event.text as string;
      seen = { ...seen, quantity: text, note: text === TOO_MANY ? `Counts as ${MOST}: a line holds 1 to ${MOST}.` : null };
    } else if (event.type === 'product.add') {
      const adds = counted(seen.quantity);
      const same = seen.cart.find((line) => JSON.stringify(line.options) === JSON.stringify(seen.choices));
      const cart = same
        ? seen.cart.map((line) => (line === same ? { ...line, quantity: Math.min(line.quantity + adds, 99) } : line))
        : [...seen.cart, { options: { ...seen.choices }, quantity: adds }];
      seen = { ...seen, added: adds, cart };
    }
  }
  return seen;
}

/** What every state shows: the choices, the price of what "Add to cart" would add, and the cart. */
async function showsTheChoice(seen: SeenChoice) {
  const price = formatCents(oatLatte.price_cents * counted(seen.quantity));
  expect(await screen.findByRole('button', { name: `Add to cart · ${price}` }, PAGE)).toBeEnabled();
  expect(screen.getByRole('radio', { name: seen.choices.Size })).toBeChecked();
  expect(screen.getByRole('radio', { name: seen.choices.Milk })).toBeChecked();
  const field = screen.getByRole('spinbutton', { name: 'Quantity' });
  expect(field).toHaveValue(Number(seen.quantity));
  if (seen.note) expect(field).toHaveAccessibleDescription(seen.note);
  else expect(field).not.toHaveAccessibleDescription();
  const inCart = seen.cart.reduce((sum, line) => sum + line.quantity, 0);
  await waitFor(() => expect(screen.getByText(/^In your cart:/)).toHaveTextContent(`In your cart: ${inCart}`));
  // What this browser keeps: the latte's lines with their options and quantities.
  expect(storedLatteLines()).toEqual(seen.cart.map((line) => expect.objectContaining(line)));
}

describeScreenSuite({
  model: productChoiceModel,
  page: () => cataloguePaths.product(oatLatte.category_id, oatLatte.vendor_id, oatLatte.id),
  scripted: [],
  answerFor: () => null,
  handlers: catalogueHandlers,
  begin: async () => void (await screen.findByRole('button', { name: /^Add to cart ·/ }, PAGE)),
  drive: {
    async 'option.choose'(event) {
      await person.click(screen.getByRole('radio', { name: event.value as string }));
    },
    async 'quantity.edit'(event) {
      if (event.text === '2') return person.click(screen.getByRole('button', { name: 'One more' }));
      // The field shows what it counts as once the person leaves it.
      if (event.text === MOST) return person.tab();
      const field = screen.getByRole('spinbutton', { name: 'Quantity' });
      await person.clear(field);
      await person.type(field, event.text as string);
    },
    async 'product.add'() {
      await person.click(screen.getByRole('button', { name: /^Add to cart ·/ }));
    },
  },
  shows: {
    async choosing(_, before) {
      await showsTheChoice(seenAfter(before));
      expect(screen.queryByText(/to your cart\.$/)).not.toBeInTheDocument();
    },
    async added(_, before) {
      const seen = seenAfter(before);
      expect(await screen.findByText(`Added ${seen.added} × ${oatLatte.name} to your cart.`)).toHaveAttribute('role', 'status');
      await showsTheChoice(seen);
    },
  },
});

// Run alone (mutation testing), a machine that lost an event or its id would pass with fewer paths.
itPlansEveryEntry(productChoiceModel);
