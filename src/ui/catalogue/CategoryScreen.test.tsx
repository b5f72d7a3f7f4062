import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { espressoProducts, neverAnswering, pageOf, unexpected } from '../../../tests/support/catalogueHandlers';
import { renderApp, startMockServer } from '../../../tests/support/renderApp';

const server = startMockServer();

// The first import of lazily loaded code is slow in the test runner: not part of any test.
beforeAll(() => Promise.all([import('./CategoryScreen'), import('../../app/catalogueReads'), import('../shell/HeaderTools')]));

describe('CategoryScreen (no vendor chosen yet)', () => {
  it('shows the category and what its vendors offer, 24 at a time', async () => {
    const { user } = renderApp('/categories/2', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Coffee & Tea' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all 2 vendors' })).toHaveAttribute('href', '#/categories/2/vendor');
    // A category with vendors takes custom requests too: they quote what is not on offer.
    expect(screen.getByRole('link', { name: 'Send a custom request' })).toHaveAttribute('href', '#/categories/2/request-custom');
    const offerings = await screen.findByRole('list', { name: 'Products' });
    expect(within(offerings).getAllByRole('listitem')).toHaveLength(24);
    expect(within(offerings).getByRole('link', { name: /Oat Latte.*Ember Roasters.*\$4\.50/ })).toBeInTheDocument();
    expect(screen.getByText('Showing 24 of 30')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Showing 30 of 30')).toBeInTheDocument();
    expect(within(offerings).getAllByRole('listitem')).toHaveLength(30);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('keeps what is shown when a later page fails, and tries that page again', async () => {
    let pages = 0;
    server.use(
      http.post('/api/catalogue/category/products', async ({ request }) => {
        pages += 1;
        return pages === 2 ? unexpected() : pageOf((await request.json()) as object, espressoProducts);
      }),
    );
    const { user } = renderApp('/categories/2', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Show more' }));
    // The toast says why (spec §8); the list says what failed and offers Try again.
    expect(await screen.findByRole('alert')).toHaveTextContent(/^More could not be loaded\.$/);
    expect(await screen.findByText('There is something wrong', { selector: 'li *' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem')).toHaveLength(24);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 30 of 30')).toBeInTheDocument();
  });

  it('says when no vendor serves the category yet, and offers a custom request', async () => {
    renderApp('/categories/13', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'No vendors offer Tailoring & Alterations yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send a custom request' })).toHaveAttribute('href', '#/categories/13/request-custom');
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();
  });

  it('shows grey cards while the offerings load', async () => {
    const read = neverAnswering('/api/catalogue/category/products');
    server.use(read.handler);
    renderApp('/categories/2', { signedIn: true });
    await read.asked;
    expect(await screen.findByRole('status', { name: 'Loading products' })).toBeInTheDocument();
  });

  it('says when the offerings could not be read, and tries again', async () => {
    server.use(http.post('/api/catalogue/category/products', unexpected, { once: true }));
    const { user } = renderApp('/categories/2', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'The products could not be loaded' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Products' })).toBeInTheDocument();
  });

  it('says when the category does not exist, with a way home and no retry', async () => {
    const { services } = renderApp('/categories/404', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Category not found' })).toBeInTheDocument();
    // The page says it is not found; no toast says it again (spec §8, said once).
    expect(services.toasts.getSnapshot()).toEqual([]);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('does not ask the server about an id that is not one', async () => {
    renderApp('/categories/latte', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Category not found' })).toBeInTheDocument();
  });
});
