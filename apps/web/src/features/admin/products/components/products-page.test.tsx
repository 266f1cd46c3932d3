import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AdminProduct } from '@ministry/contracts';
import { buildAdminProduct } from '../../testing/factories';
import { renderAdmin, signIn, TEST_TOKEN, toaster } from '../../testing/render-admin';
import { apiPath, server } from '@/testing/server';

const row = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

/** The staff list, recording each query string it was asked with. */
function productsApi(items: AdminProduct[], total = items.length) {
  const queries: Record<string, string>[] = [];
  const authorization: (string | null)[] = [];
  server.use(
    http.get(apiPath('/products/admin'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(Object.fromEntries(params));
      authorization.push(request.headers.get('Authorization'));
      return HttpResponse.json({
        items,
        total,
        page: Number(params.get('page') ?? 1),
        pageSize: 20,
      });
    }),
  );
  return { queries, authorization };
}

describe('ProductsPage', () => {
  it('lists products with format, price, stock badges, featured and status', async () => {
    signIn();
    const api = productsApi([
      buildAdminProduct({ name: 'Prayer Rope Guide', format: 'physical', stock: 2, price: 12 }),
      buildAdminProduct({ name: 'Icon Cards', format: 'physical', stock: 0, featured: true }),
      buildAdminProduct({ name: 'Akathist', price: 0, status: 'archived', imageUrl: '/a.webp' }),
      buildAdminProduct({ name: 'Paschal Hours', status: 'draft' }),
    ]);
    renderAdmin('/admin/products');

    expect(await screen.findByRole('cell', { name: 'Prayer Rope Guide' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Image',
      'Name',
      'Format',
      'Price',
      'Stock',
      'Featured',
      'Status',
      'Actions',
    ]);
    for (const cell of ['Physical', 'Low', 'No', 'Live']) {
      expect(within(row('Prayer Rope Guide')).getByText(cell)).toBeInTheDocument();
    }
    expect(
      screen.getByRole('textbox', { name: 'Price of Prayer Rope Guide (Physical)' }),
    ).toHaveValue('12.00');
    expect(
      screen.getByRole('textbox', { name: 'Stock of Prayer Rope Guide (Physical)' }),
    ).toHaveValue('2');
    expect(within(row('Icon Cards')).getByText('Out of stock')).toBeInTheDocument();
    expect(within(row('Icon Cards')).getByText('Yes')).toBeInTheDocument();
    expect(within(row('Akathist')).getByText('Free')).toBeInTheDocument();
    expect(within(row('Akathist')).getByText('Archived')).toBeInTheDocument();
    expect(within(row('Paschal Hours')).getByText('Draft')).toBeInTheDocument();
    expect(row('Akathist').querySelector('img')).toHaveAttribute('src', '/a.webp');
    expect(screen.getByRole('link', { name: '+ New Product' })).toHaveAttribute(
      'href',
      '/admin/products/new',
    );
    expect(api.authorization[0]).toBe(`Bearer ${TEST_TOKEN}`);
    expect(api.queries[0]).toEqual({ pageSize: '20' });
    expect(document.title).toBe('Manage Products · CMS · Orthodox Resources');
  });

  it('searches and filters through the query, back to the first page each time', async () => {
    signIn();
    const api = productsApi([buildAdminProduct()], 45);
    const { router, user } = renderAdmin('/admin/products?page=2');
    await screen.findByText('Page 2 of 3 · 45 products');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'jesus');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.queries.at(-1)).toEqual({ q: 'jesus', pageSize: '20' }));

    await user.selectOptions(screen.getByLabelText('Stock'), 'low');
    await waitFor(() => expect(screen.getByLabelText('Stock')).toHaveValue('low'));
    await user.selectOptions(screen.getByLabelText('Format'), 'physical');
    await waitFor(() => expect(screen.getByLabelText('Format')).toHaveValue('physical'));
    await user.selectOptions(screen.getByLabelText('Category'), 'booklets');
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue('booklets'));
    await user.selectOptions(screen.getByLabelText('Featured'), 'true');
    await waitFor(() =>
      expect(api.queries.at(-1)).toEqual({
        q: 'jesus',
        stock: 'low',
        format: 'physical',
        category: 'booklets',
        featured: 'true',
        pageSize: '20',
      }),
    );
    expect(router.state.location.search).toBe(
      '?q=jesus&stock=low&format=physical&category=booklets&featured=true',
    );

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.queries.at(-1)).toMatchObject({ page: '2' }));
  });

  it('disables Previous on the first page and Next on the last', async () => {
    signIn();
    productsApi([buildAdminProduct()], 1);
    renderAdmin('/admin/products');

    expect(await screen.findByText('Page 1 of 1 · 1 products')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says "Failed to fetch products." with the reason and status', async () => {
    signIn();
    server.use(
      http.get(apiPath('/products/admin'), () =>
        HttpResponse.json({ message: 'stock must be out, low or in' }, { status: 400 }),
      ),
    );
    renderAdmin('/admin/products?stock=some');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch products.');
    expect(alert).toHaveTextContent('stock must be out, low or in (status 400)');
  });

  it('says so when nothing matches', async () => {
    signIn();
    productsApi([]);
    renderAdmin('/admin/products?q=nothing');

    expect(await screen.findByText('No products match.')).toBeInTheDocument();
  });

  it('returns from a save to the list as it was left (search, filters, page) and says "Saved."', async () => {
    signIn();
    const product = buildAdminProduct({ name: 'Akathist', format: 'digital' });
    const { queries } = productsApi([product], 45);
    let saved: unknown;
    server.use(
      http.get(apiPath('/collections/admin'), () => HttpResponse.json([])),
      http.get(apiPath(`/products/admin/${product._id}`), () => HttpResponse.json(product)),
      http.patch(apiPath(`/products/${product._id}`), async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({ ...product, name: 'Akathist Hymn' });
      }),
    );
    const { router, user } = renderAdmin('/admin/products?q=akathist&format=digital&page=2');

    await user.click(await screen.findByRole('link', { name: 'Edit Akathist (Digital)' }));
    await user.type(await screen.findByLabelText(/^Name/), ' Hymn');
    await user.click(screen.getByRole('button', { name: 'Save Product' }));

    expect(await screen.findByRole('heading', { name: 'Manage Products' })).toBeInTheDocument();
    expect(saved).toEqual({ name: 'Akathist Hymn' });
    expect(router.state.location.pathname).toBe('/admin/products');
    expect(router.state.location.search).toBe('?q=akathist&format=digital&page=2');
    await waitFor(() =>
      expect(queries.at(-1)).toMatchObject({ q: 'akathist', format: 'digital', page: '2' }),
    );
    expect(await toaster().findByText('Saved.')).toHaveAttribute('role', 'status');
  });
});
