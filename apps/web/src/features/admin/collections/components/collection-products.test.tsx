import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AdminCollection, AdminProduct } from '@ministry/contracts';
import { buildAdminCollection, buildAdminProduct } from '../../testing/factories';
import { renderAdmin, signIn, toaster } from '../../testing/render-admin';
import { apiPath, server } from '@/testing/server';

const member = (product: AdminProduct): AdminCollection['products'][number] => ({
  _id: product._id,
  name: product.name,
  slug: product.slug,
  format: product.format,
  status: product.status,
});

const canon = buildAdminProduct({ name: 'Canon of St Andrew', slug: 'canon' });
const triodion = buildAdminProduct({ name: 'Triodion', slug: 'triodion', format: 'physical' });
const akathist = buildAdminProduct({ name: 'Akathist', slug: 'akathist' });

/** One collection holding the Canon, a catalogue to search, and the PATCHes sent. */
function collectionApi({ refuse = false } = {}) {
  const catalogue = [canon, triodion, akathist];
  const lent = buildAdminCollection({ name: 'Great Lent', products: [member(canon)] });
  const state = { list: [lent], patches: [] as unknown[], searches: [] as (string | null)[] };
  server.use(
    http.get(apiPath('/collections/admin'), () => HttpResponse.json(state.list)),
    http.get(apiPath('/products/admin'), ({ request }) => {
      const q = new URL(request.url).searchParams.get('q');
      state.searches.push(q);
      const items = catalogue.filter((product) => !q || product.name.toLowerCase().includes(q));
      return HttpResponse.json({ items, total: items.length, page: 1, pageSize: 8 });
    }),
    http.get(apiPath('/changes'), () => HttpResponse.json([])),
    http.patch(apiPath(`/collections/${lent._id}`), async ({ request }) => {
      const body = (await request.json()) as { products: string[] };
      state.patches.push(body);
      if (refuse) {
        return HttpResponse.json(
          { error: 'Bad Request', message: `Product ${triodion._id} does not exist.` },
          { status: 400 },
        );
      }
      const byId = new Map(catalogue.map((product) => [product._id, member(product)]));
      state.list = [{ ...lent, products: body.products.flatMap((id) => byId.get(id) ?? []) }];
      return HttpResponse.json(state.list[0]);
    }),
  );
  return state;
}

describe('filling a collection from its screen', () => {
  it('finds a product by name and adds it, saved at once with the collection’s products', async () => {
    signIn({ role: 'editor' });
    const api = collectionApi();
    const { user } = renderAdmin('/admin/collections');

    await user.click(await screen.findByRole('button', { name: 'Choose products of Great Lent' }));
    expect(screen.getByRole('heading', { name: 'Products of Great Lent' })).toHaveFocus();
    const newest = await screen.findByRole('list', { name: 'Newest products' });
    expect(within(newest).getByText('In the collection')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Find a product' }), 'trio');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    const found = await screen.findByRole('list', { name: 'Products matching “trio”' });
    expect(within(found).getAllByRole('listitem')).toHaveLength(1);
    await user.click(
      within(found).getByRole('button', { name: 'Add Triodion (Physical) to Great Lent' }),
    );

    expect(await toaster().findByText('Triodion (Physical) added to Great Lent.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(api.patches).toEqual([{ products: [canon._id, triodion._id] }]);
    const members = screen.getByRole('list', { name: 'Products in Great Lent' });
    expect(
      within(members)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Canon of St Andrew · DigitalRemove', 'Triodion · PhysicalRemove']);
    expect(within(found).getByText('In the collection')).toBeInTheDocument();
    await waitFor(() => {
      const row = screen.getByText('Great Lent', { selector: 'td span' }).closest('tr');
      expect(within(row as HTMLElement).getByRole('cell', { name: '2' })).toBeInTheDocument();
    });
  });

  it('removes a product, which leaves the collection and stays in the shop', async () => {
    signIn();
    const api = collectionApi();
    const { user } = renderAdmin('/admin/collections');

    await user.click(await screen.findByRole('button', { name: 'Choose products of Great Lent' }));
    await user.click(
      screen.getByRole('button', { name: 'Remove Canon of St Andrew (Digital) from Great Lent' }),
    );

    expect(
      await toaster().findByText('Canon of St Andrew (Digital) removed from Great Lent.'),
    ).toBeInTheDocument();
    expect(api.patches).toEqual([{ products: [] }]);
    expect(screen.getByText('No products yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'In the collection (0)' })).toHaveFocus();
  });

  it('undoes a refused addition and tells the server’s reason', async () => {
    signIn();
    collectionApi({ refuse: true });
    const { user } = renderAdmin('/admin/collections');

    await user.click(await screen.findByRole('button', { name: 'Choose products of Great Lent' }));
    await user.click(
      await screen.findByRole('button', { name: 'Add Triodion (Physical) to Great Lent' }),
    );

    expect(await toaster().findByText(`Product ${triodion._id} does not exist.`)).toHaveAttribute(
      'role',
      'alert',
    );
    const members = screen.getByRole('list', { name: 'Products in Great Lent' });
    expect(within(members).getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('button', { name: 'Choose products of Great Lent' })).toHaveFocus();
  });
});
