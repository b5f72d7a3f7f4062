import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { neverAnswering, unexpected } from '../../../tests/support/catalogueHandlers';
import { renderApp, startMockServer } from '../../../tests/support/renderApp';

const server = startMockServer();

// The first import of lazily loaded code is slow in the test runner: not part of any test.
beforeAll(() => Promise.all([import('./CatalogScreen'), import('../../app/catalogueReads'), import('../shell/HeaderTools')]));

describe('CatalogScreen', () => {
  it('shows the products of the catalogue and pages through them', async () => {
    const { user } = renderApp('/categories/2/vendors/7/catalogs/17', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Espresso Bar' })).toBeInTheDocument();
    expect(screen.getByText('From').closest('p')).toHaveTextContent('From Ember Roasters');
    const products = await screen.findByRole('list', { name: 'Products' });
    expect(within(products).getByRole('link', { name: /Oat Latte.*\$4\.50/ })).toHaveAttribute(
      'href',
      '#/categories/2/vendors/7/products/100',
    );
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Showing 30 of 30')).toBeInTheDocument();
  });

  it('says when the catalogue is empty', async () => {
    renderApp('/categories/2/vendors/7/catalogs/18', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'This catalogue is empty for now' })).toBeInTheDocument();
  });

  it('shows grey cards while the products load', async () => {
    const read = neverAnswering('/api/catalogue/catalog/products');
    server.use(read.handler);
    renderApp('/categories/2/vendors/7/catalogs/17', { signedIn: true });
    await read.asked;
    expect(await screen.findByRole('status', { name: 'Loading products' })).toBeInTheDocument();
  });

  it('says when the products could not be read, and tries again', async () => {
    server.use(http.post('/api/catalogue/catalog/products', unexpected, { once: true }));
    const { user } = renderApp('/categories/2/vendors/7/catalogs/17', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'The products could not be loaded' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Products' })).toBeInTheDocument();
  });

  it('says when the catalogue does not exist', async () => {
    const { services } = renderApp('/categories/2/vendors/7/catalogs/99', { signedIn: true });
    expect(await screen.findByText('Catalogue not found')).toBeInTheDocument();
    // The page says it is not found; no toast says it again (spec §8, said once).
    expect(services.toasts.getSnapshot()).toEqual([]);
  });
});
