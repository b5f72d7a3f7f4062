import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { cataloguePaths } from '../../src/domain/catalogue';
import { formatCents } from '../../src/domain/format';
import { chosenQuantity, type ProductChoiceContext } from '../../src/machines/productChoiceMachine';
import { catalogueHandlers, oatLatte } from '../support/catalogueHandlers';
import { demoUser } from '../support/sessionHandlers';
import { MOST, productChoiceModel } from './models/productChoice';
import type { AnySnapshot } from './plan';
import { describeScreenSuite, person } from './screenSuite';

/** For the first look at a page on a busy machine: a limit, not a wait. */
const PAGE = { timeout: 15_000 };
const storedLatteLines = () => JSON.parse(localStorage.getItem(`lyla:cart:${demoUser.id}`) ?? '{}')[oatLatte.vendor_id]?.lines ?? [];

/** What every state shows: the choices, and the price of what "Add to cart" would add. */
async function showsTheChoice(context: ProductChoiceContext) {
  const price = formatCents(oatLatte.price_cents * chosenQuantity(context));
  expect(await screen.findByRole('button', { name: `Add to cart · ${price}` }, PAGE)).toBeEnabled();
  expect(screen.getByRole('radio', { name: context.choices.Size })).toBeChecked();
  expect(screen.getByRole('radio', { name: context.choices.Milk })).toBeChecked();
  const field = screen.getByRole('spinbutton', { name: 'Quantity' });
  if (context.quantityNote) expect(field).toHaveAccessibleDescription(context.quantityNote);
  else expect(field).not.toHaveAccessibleDescription();
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
    async choosing(s: AnySnapshot) {
      await showsTheChoice(s.context as ProductChoiceContext);
      expect(screen.queryByText(/to your cart\.$/)).not.toBeInTheDocument();
      expect(storedLatteLines()).toEqual([]);
    },
    async added(s: AnySnapshot) {
      const context = s.context as ProductChoiceContext;
      expect(await screen.findByText(`Added ${context.added} × ${oatLatte.name} to your cart.`)).toHaveAttribute('role', 'status');
      await showsTheChoice(context);
      // The cart holds the choice, with at least what this add put in.
      await waitFor(() =>
        expect(storedLatteLines()).toEqual([expect.objectContaining({ options: context.choices, quantity: expect.any(Number) })]),
      );
      expect(storedLatteLines()[0].quantity).toBeGreaterThanOrEqual(context.added);
    },
  },
});
