import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { neverAnswering, unexpected } from '../../../tests/support/catalogueHandlers';
import { renderApp, startMockServer } from '../../../tests/support/renderApp';

const server = startMockServer();

// The first import of lazily loaded code is slow in the test runner: not part of any test.
beforeAll(() => Promise.all([import('./VendorListScreen'), import('../../app/catalogueReads'), import('../shell/HeaderTools')]));

describe('VendorListScreen', () => {
  it('lists the vendors of the category with their rating and catalogues', async () => {
    renderApp('/categories/2/vendor', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendors of Coffee & Tea' })).toBeInTheDocument();
    const vendors = await screen.findByRole('list', { name: 'Vendors' });
    const ember = within(vendors).getByRole('link', { name: /Ember Roasters/ });
    expect(ember).toHaveAttribute('href', '#/categories/2/vendors/7');
    expect(ember).toHaveTextContent('★ 4.6 out of 5 · 2 catalogues');
    expect(within(vendors).getAllByRole('listitem')).toHaveLength(2);
    // Something none of them offers can still be asked for.
    expect(screen.getByRole('link', { name: 'Send a custom request' })).toHaveAttribute('href', '#/categories/2/request-custom');
  });

  it('offers a custom request when no vendor serves the category', async () => {
    renderApp('/categories/13/vendor', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'No vendors offer Tailoring & Alterations yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send a custom request' })).toHaveAttribute('href', '#/categories/13/request-custom');
  });

  it('shows grey cards while the vendors load', async () => {
    const read = neverAnswering('/api/catalogue/category/vendors');
    server.use(read.handler);
    renderApp('/categories/2/vendor', { signedIn: true });
    await read.asked;
    expect(await screen.findByRole('status', { name: 'Loading vendors' })).toBeInTheDocument();
  });

  it('says when the vendors could not be read, and tries again', async () => {
    server.use(http.post('/api/catalogue/category/vendors', unexpected, { once: true }));
    const { user } = renderApp('/categories/2/vendor', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'The vendors could not be loaded' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Vendors' })).toBeInTheDocument();
  });

  it('says when the category does not exist', async () => {
    const { services } = renderApp('/categories/404/vendor', { signedIn: true });
    expect(await screen.findByText('Category not found')).toBeInTheDocument();
    // The page says it is not found; no toast says it again (spec §8, said once).
    expect(services.toasts.getSnapshot()).toEqual([]);
  });
});
