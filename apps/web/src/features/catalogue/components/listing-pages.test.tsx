import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildCollection, buildProduct } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { apiPath } from '@/testing/server';

const noCollections = http.get(apiPath('/collections'), () => HttpResponse.json([]));

describe('store', () => {
  it('lists every product at /store with links by section', async () => {
    let query = '';
    await renderApp('/store', {
      handlers: [
        noCollections,
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

  it('shows a title with both formats once, with its price range and a link without a format', async () => {
    await renderApp('/store', {
      handlers: [
        noCollections,
        http.get(apiPath('/products'), () =>
          HttpResponse.json([
            buildProduct({ name: 'Morning and Evening Prayers', slug: 'mep', price: 4.99 }),
            buildProduct({ name: 'Icon Card', slug: 'icon', format: 'physical', price: 2 }),
            buildProduct({
              name: 'Morning and Evening Prayers',
              slug: 'mep',
              format: 'physical',
              price: 9.99,
            }),
          ]),
        ),
      ],
    });
    expect(
      await screen.findAllByRole('heading', { name: 'Morning and Evening Prayers' }),
    ).toHaveLength(1);
    expect(screen.getByText('$4.99 – $9.99')).toBeInTheDocument();
    expect(screen.getByText('Format: Digital or Physical')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'View Details: Morning and Evening Prayers' }),
    ).toHaveAttribute('href', '/product/mep');
    expect(screen.getByRole('link', { name: 'View Details: Icon Card' })).toHaveAttribute(
      'href',
      '/product/icon?format=physical',
    );
  });

  it('marks a title sold in print alone "Sold out" or "Only N left", as its page does', async () => {
    await renderApp('/store', {
      handlers: [
        noCollections,
        http.get(apiPath('/products'), () =>
          HttpResponse.json([
            buildProduct({ name: 'Feasts Poster', slug: 'poster', format: 'physical', stock: 0 }),
            buildProduct({ name: 'Prayer Rope', slug: 'rope', format: 'physical', stock: 3 }),
            buildProduct({ name: 'Icon Card', slug: 'icon', format: 'physical', stock: 4 }),
            // Its print is gone, but the digital edition the card opens never runs out.
            buildProduct({ name: 'Akathist', slug: 'akathist', format: 'digital', stock: 0 }),
            buildProduct({ name: 'Akathist', slug: 'akathist', format: 'physical', stock: 0 }),
          ]),
        ),
      ],
    });
    const card = async (name: string) =>
      (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;

    expect(within(await card('Feasts Poster')).getByText('Sold out')).toBeInTheDocument();
    expect(within(await card('Prayer Rope')).getByText('Only 3 left')).toBeInTheDocument();
    for (const name of ['Icon Card', 'Akathist']) {
      expect(within(await card(name)).queryByText(/Sold out|Only \d+ left/)).toBeNull();
    }
  });

  it('sorts and filters as the address says, and the form keeps the choice', async () => {
    await renderApp('/store?sort=price-desc&format=physical&free=nonsense', {
      handlers: [
        noCollections,
        http.get(apiPath('/products'), () =>
          HttpResponse.json([
            buildProduct({ name: 'Cheap Card', format: 'physical', price: 1 }),
            buildProduct({ name: 'Digital Only', format: 'digital', price: 50 }),
            buildProduct({ name: 'Printed Psalter', format: 'physical', price: 20 }),
          ]),
        ),
      ],
    });
    await screen.findByRole('heading', { name: 'Printed Psalter' });
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Printed Psalter', 'Cheap Card']);
    const form = screen.getByRole('form', { name: 'Sort and filter' });
    expect(within(form).getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-desc');
    expect(within(form).getByRole('combobox', { name: 'Format' })).toHaveValue('physical');
    expect(within(form).getByRole('checkbox', { name: 'Free only' })).not.toBeChecked();
    expect(within(form).getByRole('link', { name: 'Clear filters' })).toHaveAttribute(
      'href',
      '/store',
    );
  });

  it('applies the chosen filters through the address', async () => {
    const { user, router } = await renderApp('/store', {
      handlers: [
        noCollections,
        http.get(apiPath('/products'), () =>
          HttpResponse.json([
            buildProduct({ name: 'Paid', price: 3 }),
            buildProduct({ name: 'Gift', price: 0 }),
          ]),
        ),
      ],
    });
    await screen.findByRole('heading', { name: 'Paid' });
    await user.click(screen.getByRole('checkbox', { name: 'Free only' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Paid' })).not.toBeInTheDocument(),
    );
    expect(router.state.location.search).toBe('?sort=newest&format=&free=true');
    expect(screen.getByRole('heading', { name: 'Gift' })).toBeInTheDocument();
  });

  it('says when nothing matches the filters and offers to clear them', async () => {
    await renderApp('/products/booklets?free=true', {
      handlers: [
        noCollections,
        http.get(apiPath('/products'), () => HttpResponse.json([buildProduct({ price: 3 })])),
      ],
    });
    const panel = await screen.findByRole('region', { name: 'Nothing matches these filters' });
    expect(within(panel).getByRole('link', { name: 'clear the filters' })).toHaveAttribute(
      'href',
      '/products/booklets',
    );
  });

  it('links to every collection', async () => {
    await renderApp('/store', {
      handlers: [
        http.get(apiPath('/collections'), () =>
          HttpResponse.json([buildCollection({ name: 'Great Lent', slug: 'great-lent' })]),
        ),
        http.get(apiPath('/products'), () => HttpResponse.json([])),
      ],
    });
    const collections = await screen.findByRole('navigation', { name: 'Collections' });
    expect(within(collections).getByRole('link', { name: 'Great Lent' })).toHaveAttribute(
      'href',
      '/collection/great-lent',
    );
  });

  it('lists one category at /products/:slug', async () => {
    await renderApp('/products/booklets', {
      handlers: [
        noCollections,
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
  it('shows twelve titles, each once whatever its formats', async () => {
    const products = Array.from({ length: 14 }, (_, i) => [
      buildProduct({ name: `Title ${i}`, slug: `title-${i}`, format: 'digital' }),
      buildProduct({ name: `Title ${i}`, slug: `title-${i}`, format: 'physical' }),
    ]).flat();
    await renderApp('/offerings', {
      handlers: [http.get(apiPath('/products'), () => HttpResponse.json(products))],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Our Offerings' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Title 0' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 2 })).toHaveLength(12);
    expect(screen.getByRole('link', { name: 'View Details: Title 11' })).toHaveAttribute(
      'href',
      '/product/title-11',
    );
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
