import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildCollection, buildProduct } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { apiPath } from '@/testing/server';

describe('store', () => {
  it('lists every product at /store with links by section', async () => {
    let query = '';
    await renderApp('/store', {
      handlers: [
        http.get(apiPath('/products'), ({ request }) => {
          query = new URL(request.url).search;
          return HttpResponse.json([buildProduct({ name: 'Akathist Hymn', price: 9 })]);
        }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Akathist Hymn' })).toBeInTheDocument();
    expect(query).toBe('');
    expect(screen.getByText('$9.00')).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Store sections' });
    expect(within(sections).getByRole('link', { name: 'Booklets' })).toHaveAttribute(
      'href',
      '/products/booklets',
    );
  });

  it('lists one category at /products/:slug', async () => {
    await renderApp('/products/booklets', {
      handlers: [
        http.get(apiPath('/products'), ({ request }) => {
          expect(new URL(request.url).searchParams.get('category')).toBe('booklets');
          return HttpResponse.json([]);
        }),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Booklets' })).toBeInTheDocument();
    expect(
      await screen.findByRole('region', { name: 'No products available' }),
    ).toBeInTheDocument();
  });

  it('shows the not-found page for a section the store does not have', async () => {
    await renderApp('/products/vinyl');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit the store' })).toHaveAttribute('href', '/store');
  });
});

describe('Our Offerings', () => {
  it('asks for twelve products', async () => {
    await renderApp('/offerings', {
      handlers: [
        http.get(apiPath('/products'), ({ request }) => {
          expect(new URL(request.url).searchParams.get('limit')).toBe('12');
          return HttpResponse.json([buildProduct({ name: 'One of Twelve' })]);
        }),
      ],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Our Offerings' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'One of Twelve' })).toBeInTheDocument();
  });
});

describe('collection page', () => {
  it('finds the collection by slug, then lists its products', async () => {
    const collection = buildCollection({ name: 'Great Lent', slug: 'great-lent' });
    await renderApp('/collection/great-lent', {
      handlers: [
        http.get(apiPath('/collections'), ({ request }) => {
          expect(new URL(request.url).searchParams.get('slug')).toBe('great-lent');
          return HttpResponse.json([collection]);
        }),
        http.get(apiPath('/products'), ({ request }) => {
          expect(new URL(request.url).searchParams.get('collection')).toBe(collection._id);
          return HttpResponse.json([buildProduct({ name: 'Lenten Triodion' })]);
        }),
      ],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Great Lent' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Lenten Triodion' })).toBeInTheDocument();
  });

  it('shows a loading state while a link opens it', async () => {
    const { router } = await renderApp('/about', {
      handlers: [http.get(apiPath('/collections'), () => new Promise<never>(() => {}))],
    });
    await screen.findByRole('heading', { level: 1 });
    void router.navigate('/collection/great-lent');
    expect(await screen.findByRole('status', { name: 'Loading page' })).toBeInTheDocument();
  });

  it('says "Collection not found" for an unknown slug', async () => {
    await renderApp('/collection/nothing', {
      handlers: [http.get(apiPath('/collections'), () => HttpResponse.json([]))],
    });
    expect(
      await screen.findByRole('heading', { name: 'Collection not found' }),
    ).toBeInTheDocument();
  });

  it('shows an error when the collection cannot be loaded', async () => {
    await renderApp('/collection/great-lent', {
      handlers: [http.get(apiPath('/collections'), () => HttpResponse.json({}, { status: 500 }))],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Resources not available');
  });

  it('says "No products available" for an empty collection', async () => {
    await renderApp('/collection/great-lent', {
      handlers: [
        http.get(apiPath('/collections'), () => HttpResponse.json([buildCollection()])),
        http.get(apiPath('/products'), () => HttpResponse.json([])),
      ],
    });
    expect(
      await screen.findByRole('region', { name: 'No products available' }),
    ).toBeInTheDocument();
  });

  it('shows "Failed to fetch products" when its products cannot be loaded', async () => {
    await renderApp('/collection/great-lent', {
      handlers: [
        http.get(apiPath('/collections'), () => HttpResponse.json([buildCollection()])),
        http.get(apiPath('/products'), () => HttpResponse.json({}, { status: 500 })),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch products');
  });
});
