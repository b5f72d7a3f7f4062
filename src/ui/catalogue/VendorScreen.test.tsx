import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { coffee, emberRoasters, neverAnswering, unexpected } from '../../../tests/support/catalogueHandlers';
import { renderApp, startMockServer } from '../../../tests/support/renderApp';
import { ok } from '../../../tests/support/sessionHandlers';

const server = startMockServer();

// The first import of lazily loaded code is slow in the test runner: not part of any test.
beforeAll(() => Promise.all([import('./VendorScreen'), import('../../app/catalogueReads'), import('../shell/HeaderTools')]));

describe('VendorScreen', () => {
  it('shows the vendor and its catalogues', async () => {
    renderApp('/categories/2/vendors/7', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ember Roasters' })).toBeInTheDocument();
    expect(screen.getByText(emberRoasters.description)).toBeInTheDocument();
    const catalogs = screen.getByRole('list', { name: 'Catalogues' });
    expect(within(catalogs).getByRole('link', { name: /Espresso Bar.*30 products/ })).toHaveAttribute(
      'href',
      '#/categories/2/vendors/7/catalogs/17',
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Coffee & Tea' })).toHaveAttribute('href', '#/categories/2');
    expect(screen.getByRole('link', { name: 'Ask Ember Roasters for a custom request' })).toHaveAttribute('href', '#/categories/2/request-custom?vendor=7');
  });

  it('says when the vendor has no catalogues yet', async () => {
    server.use(
      http.post('/api/catalogue/vendor', () => ok({ vendor: emberRoasters, category: { id: 2, name: coffee.name }, catalogs: [] })),
    );
    renderApp('/categories/2/vendors/7', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Ember Roasters has no catalogues yet' })).toBeInTheDocument();
  });

  it('shows where the heading will be while loading', async () => {
    const read = neverAnswering('/api/catalogue/vendor');
    server.use(read.handler);
    renderApp('/categories/2/vendors/7', { signedIn: true });
    await read.asked;
    expect(await screen.findByRole('status', { name: 'Loading the vendor' })).toBeInTheDocument();
  });

  it('says when the vendor could not be read, and tries again', async () => {
    server.use(http.post('/api/catalogue/vendor', unexpected, { once: true }));
    const { user } = renderApp('/categories/2/vendors/7', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'This vendor could not be shown' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ember Roasters' })).toBeInTheDocument();
  });

  it('says when the vendor does not exist', async () => {
    const { services } = renderApp('/categories/2/vendors/99', { signedIn: true });
    expect(await screen.findByText('Vendor not found')).toBeInTheDocument();
    // The page says it is not found; no toast says it again (spec §8, said once).
    expect(services.toasts.getSnapshot()).toEqual([]);
  });
});
