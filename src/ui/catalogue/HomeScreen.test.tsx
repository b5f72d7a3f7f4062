import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { neverAnswering, unexpected } from '../../../tests/support/catalogueHandlers';
import { renderApp, startMockServer } from '../../../tests/support/renderApp';
import { ok } from '../../../tests/support/sessionHandlers';

const server = startMockServer();

// The first import of lazily loaded code is slow in the test runner: not part of any test.
beforeAll(() => Promise.all([import('./HomeScreen'), import('../../app/catalogueReads'), import('../shell/HeaderTools')]));

describe('HomeScreen', () => {
  it('greets the person and shows categories, featured vendors and featured products', async () => {
    renderApp('/home', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Maya' })).toBeInTheDocument();
    const categories = await screen.findByRole('list', { name: 'Categories' });
    expect(within(categories).getByRole('link', { name: /Coffee & Tea.*2 vendors/ })).toHaveAttribute('href', '#/categories/2');
    expect(within(categories).getByRole('link', { name: /Tailoring & Alterations.*No vendors yet/ })).toBeInTheDocument();
    const vendors = screen.getByRole('list', { name: 'Featured vendors' });
    expect(within(vendors).getByRole('link', { name: /Ember Roasters/ })).toHaveAttribute('href', '#/categories/2/vendors/7');
    const products = screen.getByRole('list', { name: 'Featured products' });
    expect(within(products).getByRole('link', { name: /Oat Latte.*Ember Roasters.*\$4\.50/ })).toHaveAttribute(
      'href',
      '#/categories/2/vendors/7/products/100',
    );
  });

  it('keeps the place of each list with grey cards while loading, and sized pictures', async () => {
    const read = neverAnswering('/api/catalogue/home');
    server.use(read.handler);
    renderApp('/home', { signedIn: true });
    await read.asked;
    expect(await screen.findByRole('status', { name: 'Loading categories' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading featured products' })).toBeInTheDocument();
  });

  it('says when there is nothing to show yet', async () => {
    server.use(http.post('/api/catalogue/home', () => ok({ categories: [], featured_vendors: [], featured_products: [] })));
    renderApp('/home', { signedIn: true });
    expect(await screen.findByText('There are no categories yet.')).toBeInTheDocument();
    expect(screen.getByText('No vendors are featured right now.')).toBeInTheDocument();
  });

  it('says once why the catalogue could not be read (the toast), offers Try again in place, and the toast goes once it is read', async () => {
    server.use(http.post('/api/catalogue/home', unexpected, { once: true }));
    const { user } = renderApp('/home', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'The catalogue could not be loaded' })).toBeInTheDocument();
    // Spec §8: the toast says why; the page says what failed, with a retry, not the sentence again.
    expect(await screen.findByText('There is something wrong', { selector: 'li *' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByText('There is something wrong')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Categories' })).toBeInTheDocument();
    // Fixed: not left its five seconds over a page that is fine now.
    await waitFor(() => expect(screen.queryByText('There is something wrong', { selector: 'li *' })).not.toBeInTheDocument());
  });

  it('gives every picture its size, fetches the first ones first and the rest lazily', async () => {
    renderApp('/home', { signedIn: true });
    const categories = await screen.findByRole('list', { name: 'Categories' });
    const pictures = [...categories.querySelectorAll('img')];
    for (const picture of pictures) {
      expect(picture).toHaveAttribute('width', '320');
      expect(picture).toHaveAttribute('height', '200');
    }
    const [first, second, ...rest] = pictures;
    for (const picture of [first, second]) {
      expect(picture).toHaveAttribute('loading', 'eager');
      expect(picture).toHaveAttribute('fetchpriority', 'high');
    }
    const below = [...rest, ...screen.getByRole('list', { name: 'Featured products' }).querySelectorAll('img')];
    expect(below.length).toBeGreaterThan(0);
    for (const picture of below) {
      expect(picture).toHaveAttribute('loading', 'lazy');
      expect(picture).not.toHaveAttribute('fetchpriority');
    }
  });
});
