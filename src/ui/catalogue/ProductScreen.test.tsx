import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { addToCart } from '../../domain/cart';
import { neverAnswering, oatLatte, unexpected } from '../../../tests/support/catalogueHandlers';
import { renderApp, startMockServer } from '../../../tests/support/renderApp';
import { demoUser, ok } from '../../../tests/support/sessionHandlers';

const server = startMockServer();

// The first import of lazily loaded code is slow in the test runner: not part of any test.
beforeAll(
  () => Promise.all([import('./ProductScreen'), import('../../app/catalogueReads'), import('../../app/composeCart'), import('../shell/HeaderTools')]),
  30_000,
);

const PRODUCT = '/categories/2/vendors/7/products/100';
const headerCart = (count: string) => within(screen.getByRole('banner')).findByRole('img', { name: `Cart: ${count}` });

describe('ProductScreen', () => {
  it('shows the price, the options and the quantity, and adds the choice to the vendor’s cart', async () => {
    const { user } = renderApp(PRODUCT, { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Oat Latte' })).toBeInTheDocument();
    expect(screen.getByText('$4.50', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Small' })).toBeChecked();
    expect(await headerCart('0 items')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Large' }));
    await user.click(screen.getByRole('radio', { name: 'Whole' }));
    await user.click(screen.getByRole('button', { name: 'One more' }));
    await user.click(screen.getByRole('button', { name: 'One more' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart · $13.50' }));

    expect(screen.getByText('In your cart: 3')).toBeInTheDocument();
    expect(screen.getByText('Added 3 × Oat Latte to your cart.')).toHaveAttribute('role', 'status');
    expect(await headerCart('3 items')).toBeInTheDocument();
    const stored = JSON.parse(localStorage.getItem('lyla:cart:1') ?? '{}');
    expect(stored[7].lines).toEqual([expect.objectContaining({ options: { Size: 'Large', Milk: 'Whole' }, quantity: 3 })]);
  });

  it('each option is a radio group: Tab reaches the chosen value and the arrow keys change it', async () => {
    const { user } = renderApp(PRODUCT, { signedIn: true });
    const size = await screen.findByRole('radiogroup', { name: 'Size' });
    within(size).getByRole('radio', { name: 'Small' }).focus();
    // Radix moves the focus on the next task and chooses while the key is down: held, then let go.
    await user.keyboard('{ArrowRight>}');
    await waitFor(() => expect(within(size).getByRole('radio', { name: 'Large' })).toBeChecked());
    await user.keyboard('{/ArrowRight}');
    expect(within(size).getByRole('radio', { name: 'Large' })).toHaveFocus();
    await user.tab();
    expect(within(screen.getByRole('radiogroup', { name: 'Milk' })).getByRole('radio', { name: 'Oat' })).toHaveFocus();
  });

  it('adds the same choice to the same line, never past 99', async () => {
    const { user } = renderApp(PRODUCT, { signedIn: true });
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '150');
    expect(quantity).toHaveAccessibleDescription('Counts as 99: a line holds 1 to 99.');
    expect(screen.getByRole('button', { name: 'Add to cart · $445.50' })).toBeEnabled();
    await user.tab();
    expect(quantity).not.toHaveAccessibleDescription();
    expect(quantity).toHaveValue(99);
    expect(screen.getByRole('button', { name: 'One more' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Add to cart/ }));
    await user.click(screen.getByRole('button', { name: /Add to cart/ }));
    expect(screen.getByText('In your cart: 99')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('lyla:cart:1') ?? '{}')[7].lines).toHaveLength(1);
  });

  it('keeps the cart for the person after the app starts again', async () => {
    const first = renderApp(PRODUCT, { signedIn: true });
    await first.user.click(await screen.findByRole('button', { name: /Add to cart/ }));
    expect(screen.getByText('In your cart: 1')).toBeInTheDocument();
    first.unmount();
    first.dispose();

    renderApp(PRODUCT, { signedIn: true });
    expect(await screen.findByText('In your cart: 1')).toBeInTheDocument();
    expect(await headerCart('1 item')).toBeInTheDocument();
  });

  it('shows another person signing in on this browser a cart of their own', async () => {
    const mayasCarts = addToCart({}, {
      vendor: { id: 7, name: 'Ember Roasters', category_id: 2 },
      product: { id: oatLatte.id, name: oatLatte.name, price_cents: oatLatte.price_cents, image: oatLatte.image },
      options: {},
      quantity: 5,
    });
    localStorage.setItem('lyla:cart:1', JSON.stringify(mayasCarts));
    // Maya's saved user info shows first; the server then says Sam is signed in.
    server.use(http.post('/api/v2/user/current', () => ok({ ...demoUser, id: 2, first_name: 'Sam' })));
    const { user } = renderApp(PRODUCT, { signedIn: true });
    expect(await screen.findByText('In your cart: 0')).toBeInTheDocument();
    expect(await headerCart('0 items')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Add to cart/ }));
    expect(screen.getByText('In your cart: 1')).toBeInTheDocument();
    expect(localStorage.getItem('lyla:cart:2')).toContain('Oat Latte');
    expect(JSON.parse(localStorage.getItem('lyla:cart:1') ?? '{}')).toEqual(mayasCarts);
  });

  it('starts with an empty cart when what is stored is not a cart', async () => {
    localStorage.setItem('lyla:cart:1', '{"7": {"lines": "broken"');
    const { user } = renderApp(PRODUCT, { signedIn: true });
    expect(await screen.findByText('In your cart: 0')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Add to cart/ }));
    expect(screen.getByText('In your cart: 1')).toBeInTheDocument();
  });

  it('shows where the product will be while it loads', async () => {
    const read = neverAnswering('/api/catalogue/product');
    server.use(read.handler);
    renderApp(PRODUCT, { signedIn: true });
    await read.asked;
    expect(await screen.findByRole('status', { name: 'Loading the product' })).toBeInTheDocument();
  });

  it('says when the product could not be read, and tries again', async () => {
    server.use(http.post('/api/catalogue/product', unexpected, { once: true }));
    const { user } = renderApp(PRODUCT, { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'This product could not be shown' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Oat Latte' })).toBeInTheDocument();
  });

  it('says when the product does not exist, with a way home and no retry (trying again would not help)', async () => {
    const { services } = renderApp('/categories/2/vendors/7/products/999', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    // The page says it is not found; no toast says it again (spec §8, said once).
    expect(services.toasts.getSnapshot()).toEqual([]);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '#/home');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
