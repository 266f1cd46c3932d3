import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { dashboardCatalogueApi } from '../../testing/catalogue-api';
import { buildCategory, buildChange, buildPost, buildUser } from '../../testing/factories';
import { renderAdmin, signIn, TEST_TOKEN } from '../../testing/render-admin';
import { apiPath, paymentsPath, server } from '@/testing/server';

const tile = (label: string) => screen.getByText(label).closest('dl');

/** The shop's counts as the payments service and the api answer them. */
function shopCounts() {
  const authorization: Record<string, string | null> = {};
  server.use(
    http.get(paymentsPath('/orders/stats'), ({ request }) => {
      authorization.orders = request.headers.get('Authorization');
      return HttpResponse.json({
        toShip: 4,
        needsAttention: 2,
        salesThisMonth: { since: '2026-11-01T00:00:00.000Z', orders: 7, total: 1234.5 },
      });
    }),
    http.get(apiPath('/messages'), ({ request }) => {
      authorization.messages = request.headers.get('Authorization');
      const status = new URL(request.url).searchParams.get('status');
      return HttpResponse.json({
        messages: [],
        page: 1,
        pageSize: 25,
        total: status === 'unread' ? 5 : 0,
        pages: 1,
        unread: 5,
      });
    }),
  );
  return authorization;
}

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
    shopCounts();
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

  it('shows an admin the shop: to ship, needs attention, sales this month, unread messages', async () => {
    signIn({ role: 'admin' });
    server.use(
      http.get(apiPath('/posts'), () => HttpResponse.json([])),
      http.get(apiPath('/users'), () => HttpResponse.json([])),
      http.get(apiPath('/categories'), () => HttpResponse.json([])),
    );
    const authorization = shopCounts();
    renderAdmin('/admin');

    await screen.findByText('$1,234.50');
    expect(tile('To ship')).toHaveTextContent('4');
    expect(screen.getByText('To ship').closest('a')).toHaveAttribute(
      'href',
      '/admin/orders?status=to-ship',
    );
    expect(tile('Needs attention')).toHaveTextContent('2');
    expect(screen.getByText('Needs attention').closest('a')).toHaveAttribute(
      'href',
      '/admin/orders?status=attention',
    );
    expect(tile('Sales this month')).toHaveTextContent('7 paid orders, net of refunds');
    await waitFor(() => expect(tile('Unread messages')).toHaveTextContent('5'));
    expect(authorization).toEqual({
      orders: `Bearer ${TEST_TOKEN}`,
      messages: `Bearer ${TEST_TOKEN}`,
    });
  });

  it('shows editors no users tile, without asking for users', async () => {
    signIn({ role: 'editor' });
    const users = vi.fn();
    const shop = vi.fn();
    server.use(
      http.get(apiPath('/posts'), () => HttpResponse.json([buildPost()])),
      http.get(apiPath('/users'), users),
      http.get(apiPath('/categories'), () => HttpResponse.json([])),
      http.get(paymentsPath('/orders/stats'), shop),
      http.get(apiPath('/messages'), shop),
    );
    dashboardCatalogueApi({
      summary: { products: 9, drafts: 0, archived: 0, lowStock: 0, outOfStock: 0 },
    });
    renderAdmin('/admin');

    await screen.findByText('1');
    expect(screen.queryByText('Total Users')).toBeNull();
    expect(tile('Categories')).toHaveTextContent('0');
    expect(users).not.toHaveBeenCalled();
    expect(screen.queryByText('To ship')).toBeNull();
    expect(screen.queryByText('Unread messages')).toBeNull();
    expect(shop).not.toHaveBeenCalled();
  });

  it('names each failing call with its status', async () => {
    signIn({ role: 'admin' });
    server.use(
      http.get(apiPath('/posts'), () => new HttpResponse(null, { status: 500 })),
      http.get(apiPath('/users'), () =>
        HttpResponse.json({ message: 'Forbidden' }, { status: 403 }),
      ),
      http.get(apiPath('/categories'), () => new HttpResponse(null, { status: 503 })),
      http.get(paymentsPath('/orders/stats'), () => new HttpResponse(null, { status: 502 })),
      http.get(apiPath('/messages'), () => new HttpResponse(null, { status: 500 })),
      http.get(apiPath('/products/admin/summary'), () => new HttpResponse(null, { status: 502 })),
      http.get(apiPath('/changes'), () =>
        HttpResponse.json({ message: 'Database unavailable' }, { status: 500 }),
      ),
    );
    renderAdmin('/admin');

    const alert = (await screen.findAllByRole('alert'))[0];
    await waitFor(() => expect(alert).toHaveTextContent('Categories API error: 503'));
    await waitFor(() => expect(alert).toHaveTextContent('Orders API error: 502'));
    expect(alert).toHaveTextContent('Messages API error: 500');
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
    dashboardCatalogueApi({
      summary: { products: 42, drafts: 0, archived: 3, lowStock: 5, outOfStock: 7 },
    });
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
