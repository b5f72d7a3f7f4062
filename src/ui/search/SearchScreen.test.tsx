import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { latteHits, neverAnswering, unexpected } from '../../../tests/support/catalogueHandlers';
import { renderApp, startMockServer } from '../../../tests/support/renderApp';

const server = startMockServer();

// The first import of lazily loaded code is slow in the test runner: not part of any test.
beforeAll(() => Promise.all([import('./SearchScreen'), import('../../app/catalogueReads'), import('../shell/HeaderTools')]));

describe('SearchScreen', () => {
  it('shows categories, vendors and products that match, best first, page by page', async () => {
    const { user } = renderApp('/search?q=latte', { signedIn: true });
    expect(await screen.findByText(`${latteHits.length} results for “latte”`)).toBeInTheDocument();
    const results = screen.getByRole('list', { name: 'Search results' });
    const [category, vendor, product] = within(results).getAllByRole('link');
    expect(category).toHaveAttribute('href', '#/categories/2');
    expect(category).toHaveTextContent(/Coffee & Tea.*Category/);
    expect(vendor).toHaveAttribute('href', '#/categories/2/vendors/7');
    expect(vendor).toHaveTextContent(/Ember Roasters.*Coffee & Tea.*Vendor/);
    expect(product).toHaveAttribute('href', '#/categories/2/vendors/7/products/100');
    expect(product).toHaveTextContent(/Oat Latte.*Ember Roasters · \$4\.50.*Product/);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText(`Showing ${latteHits.length} of ${latteHits.length}`)).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    renderApp('/search?q=tuxedo', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Nothing matches “tuxedo”' })).toBeInTheDocument();
  });

  it('shows grey cards while searching', async () => {
    const read = neverAnswering('/api/catalogue/search');
    server.use(read.handler);
    renderApp('/search?q=latte', { signedIn: true });
    await read.asked;
    expect(await screen.findByRole('status', { name: 'Loading search results' })).toBeInTheDocument();
  });

  it('says when the search failed, and tries again', async () => {
    server.use(http.post('/api/catalogue/search', unexpected, { once: true }));
    const { user } = renderApp('/search?q=latte', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'The search could not be done' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Search results' })).toBeInTheDocument();
  });

  it('asks for a search when there is none, without asking the server', async () => {
    renderApp('/search', { signedIn: true });
    expect(await screen.findByText('Type what you are looking for in the search box at the top of the page.')).toBeInTheDocument();
  });
});
