import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { currentPath, renderApp, startMockServer } from '../../../tests/support/renderApp';
import { checkoutPath, storeCarts, storedCarts } from '../../../tests/support/moneyHandlers';

startMockServer();

// The first import of lazily loaded code is slow in the test runner: not part of any test.
beforeAll(() => Promise.all([import('./CartScreen'), import('../../app/composeCart'), import('../shell/HeaderTools')]));

const headerCart = async (name: string) => within(await screen.findByRole('banner')).findByRole('link', { name });

describe('CartScreen', () => {
  it('changes quantities and removes lines; the subtotal and the header count follow at once', async () => {
    storeCarts();
    const { user } = renderApp('/cart', { signedIn: true });

    const vendor = within(await screen.findByRole('region', { name: 'Green Leaf Market' }));
    expect(vendor.getAllByRole('listitem')).toHaveLength(2);
    expect(vendor.getByText('Size: Large')).toBeInTheDocument();
    expect(vendor.getByText(/Subtotal \(3 items\)/)).toHaveTextContent('$49.00');
    expect(await headerCart('Cart: 3 items')).toBeInTheDocument();

    const wateringCan = within(vendor.getByRole('spinbutton', { name: 'Quantity of Watering can' }).closest('li') as HTMLElement);
    await user.click(wateringCan.getByRole('button', { name: 'One more' }));
    expect(wateringCan.getByRole('spinbutton')).toHaveValue(3);
    expect(wateringCan.getByText('$37.50')).toBeInTheDocument();
    expect(vendor.getByText(/Subtotal \(4 items\)/)).toHaveTextContent('$61.50');
    expect(await headerCart('Cart: 4 items')).toBeInTheDocument();

    await user.click(vendor.getByRole('button', { name: 'Remove Herb planter' }));
    expect(vendor.getAllByRole('listitem')).toHaveLength(1);
    expect(vendor.getByText(/Subtotal \(3 items\)/)).toHaveTextContent('$37.50');
    expect(storedCarts()[2]?.lines).toEqual([expect.objectContaining({ quantity: 3 })]);

    await user.click(vendor.getByRole('link', { name: 'Check out with Green Leaf Market' }));
    expect(currentPath()).toBe(checkoutPath);
  });

  it('says the cart is empty when the last line is removed, with a way back to the shop', async () => {
    storeCarts({
      5: {
        vendor: { id: 5, name: 'Copper Canteen', category_id: 1 },
        lines: [
          {
            key: JSON.stringify([9, []]),
            product: { id: 9, name: 'Halloumi wrap', price_cents: 925, image: { url: '/api/images/product/9.svg', width: 400, height: 300 } },
            options: {},
            quantity: 1,
          },
        ],
      },
    });
    const { user } = renderApp('/cart', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Remove Halloumi wrap' }));

    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '#/home');
    expect(await headerCart('Cart: 0 items')).toBeInTheDocument();
  });

  it('opens from the cart in the header', async () => {
    storeCarts();
    const { user } = renderApp('/home', { signedIn: true });
    await user.click(await headerCart('Cart: 3 items'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    expect(currentPath()).toBe('/cart');
  });
});
