import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AdminProduct } from '@ministry/contracts';
import { buildAdminProduct } from '../../testing/factories';
import { renderAdmin, signIn, toaster } from '../../testing/render-admin';
import { apiPath, server } from '@/testing/server';

/** The staff list over products the test holds, and the PATCHes it is sent. */
function catalogueApi(items: AdminProduct[]) {
  const state = { items, patches: [] as { id: string; body: unknown }[], loads: 0 };
  server.use(
    http.get(apiPath('/products/admin'), () => {
      state.loads += 1;
      return HttpResponse.json({
        items: state.items,
        total: state.items.length,
        page: 1,
        pageSize: 20,
      });
    }),
    http.get(apiPath('/products/admin/summary'), () =>
      HttpResponse.json({ products: 0, archived: 0, lowStock: 0, outOfStock: 0 }),
    ),
    http.get(apiPath('/changes'), () => HttpResponse.json([])),
    http.patch(apiPath('/products/:id'), async ({ request, params }) => {
      const body = (await request.json()) as Partial<AdminProduct>;
      state.patches.push({ id: String(params.id), body });
      state.items = state.items.map((item) =>
        item._id === params.id ? { ...item, ...body } : item,
      );
      return HttpResponse.json(state.items.find((item) => item._id === params.id));
    }),
  );
  return state;
}

const akathist = () => [
  buildAdminProduct({ name: 'Akathist', format: 'physical', stock: 0, price: 6 }),
  buildAdminProduct({ name: 'Akathist', format: 'digital', price: 3 }),
];

describe('stock and price edited in the products list', () => {
  it('restocks one edition on Enter, with the row saying Saved and a toast naming it, the search kept', async () => {
    signIn();
    const [physical, digital] = akathist();
    const api = catalogueApi([physical!, digital!]);
    const { router, user } = renderAdmin('/admin/products?q=akathist&stock=out');

    const stock = await screen.findByRole('textbox', { name: 'Stock of Akathist (Physical)' });
    expect(screen.queryByRole('textbox', { name: 'Stock of Akathist (Digital)' })).toBeNull();
    const row = stock.closest('tr') as HTMLElement;
    expect(within(row).getByText('Out of stock')).toBeInTheDocument();

    await user.clear(stock);
    await user.type(stock, '12{Enter}');

    expect(await within(row).findByText('Saved')).toBeInTheDocument();
    expect(stock).toHaveAccessibleDescription('Saved');
    expect(api.patches).toEqual([{ id: physical!._id, body: { stock: 12 } }]);
    expect(await toaster().findByText('Stock of Akathist (Physical) saved: 12.')).toHaveAttribute(
      'role',
      'status',
    );
    // The restocked row stays where the owner is looking, in the filter it no longer matches.
    expect(stock).toHaveValue('12');
    expect(within(row).queryByText('Out of stock')).toBeNull();
    expect(router.state.location.search).toBe('?q=akathist&stock=out');
    expect(api.loads).toBe(1);
  });

  it('saves a price on leaving the box, as dollars and cents', async () => {
    signIn();
    const [physical, digital] = akathist();
    const api = catalogueApi([physical!, digital!]);
    const { user } = renderAdmin('/admin/products');

    const price = await screen.findByRole('textbox', { name: 'Price of Akathist (Digital)' });
    expect(price).toHaveValue('3.00');
    await user.clear(price);
    await user.type(price, '4.5');
    await user.tab();

    expect(
      await toaster().findByText('Price of Akathist (Digital) saved: $4.50.'),
    ).toBeInTheDocument();
    expect(api.patches).toEqual([{ id: digital!._id, body: { price: 4.5 } }]);
    await waitFor(() => expect(price).toHaveValue('4.50'));
  });

  it('refuses a negative or fractional stock beside the box, sending nothing, and Escape puts it back', async () => {
    signIn();
    const [physical] = akathist();
    const api = catalogueApi([{ ...physical!, stock: 4 }]);
    const { user } = renderAdmin('/admin/products');

    const stock = await screen.findByRole('textbox', { name: 'Stock of Akathist (Physical)' });
    await user.clear(stock);
    await user.type(stock, '-1{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Stock must be 0 or more');
    expect(stock).toBeInvalid();

    await user.clear(stock);
    await user.type(stock, '1.5{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Stock must be a whole number');

    await user.keyboard('{Escape}');
    expect(stock).toHaveValue('4');
    expect(stock).toBeValid();
    await user.tab();
    expect(api.patches).toEqual([]);
  });

  it('shows a refusal in the server’s words, the row saying Not saved and keeping what was typed', async () => {
    signIn();
    const [physical] = akathist();
    catalogueApi([physical!]);
    server.use(
      http.patch(apiPath('/products/:id'), () =>
        HttpResponse.json(
          { error: 'forbidden', message: 'Editors may not change stock; ask an admin.' },
          { status: 403 },
        ),
      ),
    );
    const { user } = renderAdmin('/admin/products');

    const stock = await screen.findByRole('textbox', { name: 'Stock of Akathist (Physical)' });
    await user.clear(stock);
    await user.type(stock, '5{Enter}');

    expect(
      await toaster().findByText(/Editors may not change stock; ask an admin\./),
    ).toHaveAttribute('role', 'alert');
    expect(within(stock.closest('tr') as HTMLElement).getByText('Not saved')).toBeInTheDocument();
    expect(stock).toHaveValue('5');
    expect(stock).toBeInvalid();
  });

  it('shows an editor the price and stock to read, with nothing to edit', async () => {
    signIn({ role: 'editor' });
    const [physical, digital] = akathist();
    catalogueApi([{ ...physical!, stock: 2 }, digital!]);
    renderAdmin('/admin/products');

    const rows = (await screen.findAllByRole('cell', { name: 'Akathist' })).map(
      (cell) => cell.closest('tr') as HTMLElement,
    );
    expect(rows[0]).toHaveTextContent('Physical$6.002Low');
    expect(rows[1]).toHaveTextContent('Digital$3.00—');
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
