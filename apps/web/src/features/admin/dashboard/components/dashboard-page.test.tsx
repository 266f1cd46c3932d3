import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { dashboardCatalogueApi } from '../../testing/catalogue-api';
import { buildCategory, buildChange, buildPost, buildUser } from '../../testing/factories';
import { renderAdmin, signIn, TEST_TOKEN } from '../../testing/render-admin';
import { apiPath, server } from '@/testing/server';

const tile = (label: string) => screen.getByText(label).closest('dl');

describe('DashboardPage', () => {
  it('counts posts, users and categories for an admin', async () => {
    signIn({ role: 'admin' });
    const authorization: Record<string, string | null> = {};
    server.use(
      http.get(apiPath('/posts'), ({ request }) => {
        authorization.posts = request.headers.get('Authorization');
        return HttpResponse.json([buildPost(), buildPost(), buildPost()]);
      }),
      http.get(apiPath('/users'), ({ request }) => {
        authorization.users = request.headers.get('Authorization');
        return HttpResponse.json([buildUser(), buildUser()]);
      }),
      http.get(apiPath('/categories'), ({ request }) => {
        authorization.categories = request.headers.get('Authorization');
        return HttpResponse.json([buildCategory()]);
      }),
    );
    dashboardCatalogueApi();
    renderAdmin('/admin');

    expect(await screen.findByRole('heading', { name: 'CMS Dashboard' })).toBeInTheDocument();
    await screen.findByText('3');
    expect(tile('Total Posts')).toHaveTextContent('3');
    expect(tile('Total Users')).toHaveTextContent('2');
    expect(tile('Categories')).toHaveTextContent('1');
    expect(authorization).toEqual({
      posts: null,
      users: `Bearer ${TEST_TOKEN}`,
      categories: `Bearer ${TEST_TOKEN}`,
    });
    expect(document.title).toBe('CMS Dashboard · CMS · Orthodox Resources');
  });

  it('shows the users tile as not available to editors, without asking for users', async () => {
    signIn({ role: 'editor' });
    const users = vi.fn();
    server.use(
      http.get(apiPath('/posts'), () => HttpResponse.json([buildPost()])),
      http.get(apiPath('/users'), users),
      http.get(apiPath('/categories'), () => HttpResponse.json([])),
    );
    dashboardCatalogueApi({ summary: { products: 9, archived: 0, lowStock: 0, outOfStock: 0 } });
    renderAdmin('/admin');

    await screen.findByText('1');
    expect(tile('Total Users')).toHaveTextContent('Not available');
    expect(tile('Categories')).toHaveTextContent('0');
    expect(users).not.toHaveBeenCalled();
  });

  it('names each failing call with its status', async () => {
    signIn({ role: 'admin' });
    server.use(
      http.get(apiPath('/posts'), () => new HttpResponse(null, { status: 500 })),
      http.get(apiPath('/users'), () =>
        HttpResponse.json({ message: 'Forbidden' }, { status: 403 }),
      ),
      http.get(apiPath('/categories'), () => new HttpResponse(null, { status: 503 })),
      http.get(apiPath('/products/admin/summary'), () => new HttpResponse(null, { status: 502 })),
      http.get(apiPath('/changes'), () =>
        HttpResponse.json({ message: 'Database unavailable' }, { status: 500 }),
      ),
    );
    renderAdmin('/admin');

    const alert = (await screen.findAllByRole('alert'))[0];
    await waitFor(() => expect(alert).toHaveTextContent('Categories API error: 503'));
    await waitFor(() => expect(alert).toHaveTextContent('Products API error: 502'));
    expect(await screen.findByText('Failed to fetch recent changes.')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable (status 500)')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Posts API error: 500');
    expect(alert).toHaveTextContent('Users API error: 403');
  });

  it('counts products, low stock and out of stock, each a link to the filtered list', async () => {
    signIn({ role: 'admin' });
    server.use(
      http.get(apiPath('/posts'), () => HttpResponse.json([])),
      http.get(apiPath('/users'), () => HttpResponse.json([])),
      http.get(apiPath('/categories'), () => HttpResponse.json([])),
    );
    dashboardCatalogueApi({ summary: { products: 42, archived: 3, lowStock: 5, outOfStock: 7 } });
    renderAdmin('/admin');

    await screen.findByText('42');
    expect(tile('Products')).toHaveTextContent('42');
    expect(tile('Low Stock')).toHaveTextContent('5');
    expect(tile('Out of Stock')).toHaveTextContent('7');
    expect(tile('Out of Stock')?.closest('a')).toHaveAttribute(
      'href',
      '/admin/products?stock=out&status=active',
    );
  });

  it('lists the last 20 catalogue changes with who made them and when', async () => {
    signIn({ role: 'editor' });
    const limit = vi.fn();
    server.use(
      http.get(apiPath('/posts'), () => HttpResponse.json([])),
      http.get(apiPath('/categories'), () => HttpResponse.json([])),
      http.get(apiPath('/products/admin/summary'), () =>
        HttpResponse.json({ products: 1, archived: 0, lowStock: 0, outOfStock: 0 }),
      ),
      http.get(apiPath('/changes'), ({ request }) => {
        limit(new URL(request.url).searchParams.get('limit'));
        return HttpResponse.json([
          buildChange({ by: { _id: 'b'.repeat(24), username: 'elias' }, fields: ['price'] }),
          buildChange({ action: 'archive', label: 'Old Calendar', fields: undefined }),
        ]);
      }),
    );
    renderAdmin('/admin');

    const recent = await screen.findByRole('region', { name: 'Recent catalogue changes' });
    const items = await within(recent).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('elias changed the product “The Jesus Prayer” (price)');
    expect(items[0]).toHaveTextContent('March 1, 2026 10:30 UTC');
    expect(items[1]).toHaveTextContent('anna archived the product “Old Calendar”');
    expect(limit).toHaveBeenCalledWith('20');
  });
});
