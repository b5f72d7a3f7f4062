import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { failOnConsoleError } from '../../../tests/support/consoleErrors';
import { renderApp, startMockServer } from '../../../tests/support/renderApp';
import { ChunkLoadError } from '../router/chunkLoader';

// The cart's code, as when the server went away while it was on its way.
const cart = vi.hoisted(() => ({ reachable: false }));
vi.mock('../cart/useCart', () => ({
  useCartWhenReady: () => {
    if (!cart.reachable) throw new ChunkLoadError('unreachable');
    return null;
  },
}));

startMockServer();

describe('the header tools', () => {
  beforeEach(() => {
    cart.reachable = false;
    // React reports the error its boundary caught.
    failOnConsoleError([/could not be loaded: the server cannot be reached/]);
  });

  it('that fail to load leave the page and its navigation in place, and come back with the next page', async () => {
    const { user } = renderApp('/news', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    const mainNav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(screen.queryByRole('link', { name: 'Cart' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /could not be loaded/ })).not.toBeInTheDocument();

    cart.reachable = true;
    await user.click(mainNav.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('link', { name: 'Cart' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search products, vendors and categories' })).toBeInTheDocument();
  });
});
