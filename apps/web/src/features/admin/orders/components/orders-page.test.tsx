import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { OrderSummary } from '@ministry/contracts';
import { buildOrderSummary } from '../../testing/factories';
import { renderAdmin, signIn, TEST_TOKEN } from '../../testing/render-admin';
import { paymentsPath, server } from '@/testing/server';

/** The payments service's order list, recording every query it was asked. */
function ordersApi(orders: OrderSummary[], { pages = 1 } = {}) {
  const asked: Record<string, string>[] = [];
  server.use(
    http.get(paymentsPath('/orders'), ({ request }) => {
      if (request.headers.get('Authorization') !== `Bearer ${TEST_TOKEN}`) {
        return HttpResponse.json({ message: 'Authentication required.' }, { status: 401 });
      }
      const query = Object.fromEntries(new URL(request.url).searchParams);
      asked.push(query);
      return HttpResponse.json({
        orders,
        page: Number(query.page ?? 1),
        pageSize: 25,
        total: orders.length + (pages - 1) * 25,
        pages,
      });
    }),
  );
  return asked;
}

describe('OrdersPage', () => {
  it('lists the orders with their buyer, items, total and status', async () => {
    signIn({ role: 'admin' });
    ordersApi([
      buildOrderSummary({
        number: 'OR-1043',
        customerEmail: 'anna@example.org',
        products: ['Akathist', 'Prayer Rope'],
        total: 28.5,
        toShip: true,
      }),
      buildOrderSummary({ number: 'OR-1042', state: 'refunded', needsAttention: true }),
    ]);
    renderAdmin('/admin/orders');

    const link = await screen.findByRole('link', { name: 'OR-1043' });
    expect(link).toHaveAttribute('href', '/admin/orders/OR-1043');
    const row = link.closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('anna@example.org');
    expect(row).toHaveTextContent('Akathist, Prayer Rope');
    expect(row).toHaveTextContent('$28.50');
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    expect(within(row).getByText('To ship')).toBeInTheDocument();
    const refunded = screen.getByRole('link', { name: 'OR-1042' }).closest('tr') as HTMLElement;
    expect(within(refunded).getByText('Refunded')).toBeInTheDocument();
    expect(within(refunded).getByText('Needs attention')).toBeInTheDocument();
    expect(screen.getByText('2 orders')).toBeInTheDocument();
    expect(document.title).toBe('Orders · CMS · Orthodox Resources');
  });

  it('asks for the chosen filter and search, and keeps them in the address', async () => {
    signIn({ role: 'admin' });
    const asked = ordersApi([buildOrderSummary()]);
    const { router, user } = renderAdmin('/admin/orders');
    await screen.findByRole('link', { name: /^OR-/ });

    const filters = screen.getByRole('navigation', { name: 'Order filters' });
    expect(within(filters).getByRole('link', { name: 'All paid' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(filters).getByRole('link', { name: 'To ship' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ status: 'to-ship' }));
    expect(within(filters).getByRole('link', { name: 'To ship' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'anna@');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ q: 'anna@', status: 'to-ship' }));
    expect(router.state.location.search).toBe('?q=anna%40&status=to-ship');

    await user.click(within(filters).getByRole('link', { name: 'Needs attention' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ q: 'anna@', status: 'attention' }));
    await user.click(within(filters).getByRole('link', { name: 'Abandoned' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ q: 'anna@', status: 'abandoned' }));
  });

  it('lists the orders that used a code, keeping it across filters, until asked for every order', async () => {
    signIn({ role: 'admin' });
    const asked = ordersApi([buildOrderSummary()]);
    const { router, user } = renderAdmin('/admin/orders?code=bright-week');
    await screen.findByRole('link', { name: /^OR-/ });
    expect(asked.at(-1)).toEqual({ code: 'BRIGHT-WEEK' });
    expect(screen.getByText(/Orders that used the code/)).toHaveTextContent(
      'Orders that used the code BRIGHT-WEEK.',
    );

    const filters = screen.getByRole('navigation', { name: 'Order filters' });
    await user.click(within(filters).getByRole('link', { name: 'To ship' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ code: 'BRIGHT-WEEK', status: 'to-ship' }));
    await user.click(screen.getByRole('link', { name: 'Show every order' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ status: 'to-ship' }));
    expect(router.state.location.search).toBe('?status=to-ship');
  });

  it('pages through older orders', async () => {
    signIn({ role: 'admin' });
    const asked = ordersApi([buildOrderSummary()], { pages: 3 });
    const { user } = renderAdmin('/admin/orders?status=shipped');

    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '← Newer' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Older →' }));

    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ status: 'shipped', page: '2' });
    expect(screen.getByRole('link', { name: '← Newer' })).toBeInTheDocument();
  });

  it('exports the filtered orders as CSV with the bearer token', async () => {
    signIn({ role: 'admin' });
    ordersApi([buildOrderSummary()]);
    let exported: { query: Record<string, string>; authorization: string | null } | undefined;
    server.use(
      http.get(paymentsPath('/orders.csv'), ({ request }) => {
        exported = {
          query: Object.fromEntries(new URL(request.url).searchParams),
          authorization: request.headers.get('Authorization'),
        };
        return new HttpResponse('number,email\r\nOR-1042,reader@example.org\r\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="orders-to-ship-2026-11-22.csv"',
          },
        });
      }),
    );
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:orders');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    const { user } = renderAdmin('/admin/orders?status=to-ship&q=rope&page=2');
    await screen.findByRole('link', { name: /^OR-/ });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toEqual(['orders-to-ship-2026-11-22.csv blob:orders']));
    expect(exported).toEqual({
      query: { q: 'rope', status: 'to-ship' },
      authorization: `Bearer ${TEST_TOKEN}`,
    });
  });

  it("shows the service's message when the export is refused", async () => {
    signIn({ role: 'admin' });
    ordersApi([buildOrderSummary()]);
    server.use(
      http.get(paymentsPath('/orders.csv'), () =>
        HttpResponse.json({ message: 'Only admins may manage orders.' }, { status: 403 }),
      ),
    );
    const { user } = renderAdmin('/admin/orders');
    await screen.findByRole('link', { name: /^OR-/ });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Only admins may manage orders.');
  });

  it('names a failed load with its message and status', async () => {
    signIn({ role: 'admin' });
    server.use(
      http.get(paymentsPath('/orders'), () =>
        HttpResponse.json({ message: 'Database unavailable' }, { status: 503 }),
      ),
    );
    renderAdmin('/admin/orders');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch orders.');
    expect(alert).toHaveTextContent('Database unavailable (status 503)');
  });

  it('tells an editor orders are for admins, without asking for them', async () => {
    signIn({ role: 'editor' });
    const list = vi.fn();
    server.use(http.get(paymentsPath('/orders'), list));
    renderAdmin('/admin/orders');

    expect(await screen.findByText('Orders are handled by an admin.')).toBeVisible();
    expect(list).not.toHaveBeenCalled();
  });
});
