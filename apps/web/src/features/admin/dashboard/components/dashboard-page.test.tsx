import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatAdminDay, formatAdminTime } from '../../lib/admin-time';
import { buildCategory, buildChange, buildPost, buildUser } from '../../testing/factories';
import { renderAdmin, signIn, TEST_TOKEN } from '../../testing/render-admin';
import { apiPath, paymentsPath, server } from '@/testing/server';

const NY = 'America/New_York';
const tile = (label: string) => screen.getByText(label).closest('dl');
const item = (label: string) => screen.getByRole('link', { name: label }).closest('li');

/** Every call the dashboard makes, answered; records who asked and with what. */
function dashboardApi({
  summary = { products: 42, drafts: 0, archived: 3, lowStock: 5, outOfStock: 7 },
} = {}) {
  const asked: Record<string, string | null> = {};
  const record = (name: string, request: Request) => {
    asked[name] = request.headers.get('Authorization');
  };
  server.use(
    http.get(paymentsPath('/settings/time-zone'), () => HttpResponse.json({ timeZone: NY })),
    http.get(paymentsPath('/orders/stats'), ({ request }) => {
      record('orders', request);
      return HttpResponse.json({
        toShip: 4,
        oldestToShip: { number: 'OR-1042', paidAt: '2026-11-20T15:05:00.000Z' },
        needsAttention: 2,
        salesThisMonth: { since: '2026-11-01T00:00:00.000Z', orders: 7, total: 1234.5 },
      });
    }),
    http.get(apiPath('/messages'), ({ request }) => {
      record('messages', request);
      return HttpResponse.json({
        messages: [],
        page: 1,
        pageSize: 25,
        total: 5,
        pages: 1,
        unread: 5,
      });
    }),
    http.get(paymentsPath('/gifts/received'), ({ request }) => {
      record('gifts', request);
      const since = new URL(request.url).searchParams.get('since') ?? '';
      asked.giftsSince = since;
      return HttpResponse.json({ since, count: 3, amount: 75 });
    }),
    http.get(apiPath('/products/admin/summary'), ({ request }) => {
      record('stock', request);
      return HttpResponse.json(summary);
    }),
    http.get(apiPath('/posts/scheduled'), ({ request }) => {
      record('scheduled', request);
      return HttpResponse.json({
        until: '2026-12-04T12:00:00.000Z',
        posts: [
          { _id: 'a'.repeat(24), title: 'Palm Sunday', publishAt: '2026-11-29T05:00:00.000Z' },
          { _id: 'b'.repeat(24), title: 'Nativity Fast', publishAt: '2026-12-01T05:00:00.000Z' },
        ],
      });
    }),
    http.get(apiPath('/posts'), () => HttpResponse.json([buildPost(), buildPost(), buildPost()])),
    http.get(apiPath('/users'), ({ request }) => {
      record('users', request);
      return HttpResponse.json([buildUser(), buildUser()]);
    }),
    http.get(apiPath('/categories'), () => HttpResponse.json([buildCategory()])),
    http.get(apiPath('/changes'), () => HttpResponse.json([])),
  );
  return asked;
}

describe('DashboardPage', () => {
  it("opens with the admin's day: to ship, attention, messages, gifts, stock, scheduled posts", async () => {
    const admin = signIn({ role: 'admin' });
    localStorage.setItem(`admin:last-visit:${admin._id}`, '2026-11-25T09:00:00.000Z');
    const asked = dashboardApi();
    renderAdmin('/admin');

    const today = await screen.findByRole('region', { name: 'Today' });
    await waitFor(() => expect(item('To ship')).toHaveTextContent('4'));
    expect(screen.getByRole('link', { name: 'To ship' })).toHaveAttribute(
      'href',
      '/admin/orders?status=to-ship',
    );
    const oldest = within(item('To ship') as HTMLElement).getByRole('link', { name: 'OR-1042' });
    expect(oldest).toHaveAttribute('href', '/admin/orders/OR-1042');
    // 15:05 UTC, read in the owner's New York time.
    await waitFor(() =>
      expect(item('To ship')).toHaveTextContent(
        `paid ${formatAdminTime('2026-11-20T15:05:00.000Z', NY)}`,
      ),
    );
    expect(formatAdminTime('2026-11-20T15:05:00.000Z', NY)).toMatch(/^Fri 20 Nov( 2026)?, 10:05$/);
    expect(item('Needs attention')).toHaveTextContent('2');
    await waitFor(() => expect(item('Unread messages')).toHaveTextContent('5'));
    await waitFor(() => expect(item('Gifts since your last visit')).toHaveTextContent('3'));
    expect(item('Gifts since your last visit')).toHaveTextContent(
      `$75.00 since ${formatAdminTime('2026-11-25T09:00:00.000Z', NY)}`,
    );
    expect(asked.giftsSince).toBe('2026-11-25T09:00:00.000Z');
    await waitFor(() => expect(item('Low stock or sold out')).toHaveTextContent('12'));
    expect(item('Low stock or sold out')).toHaveTextContent('5 low, 7 sold out');
    await waitFor(() => expect(item('Scheduled this week')).toHaveTextContent('2'));
    expect(item('Scheduled this week')).toHaveTextContent(
      `Next: “Palm Sunday”, ${formatAdminDay('2026-11-29T05:00:00.000Z', NY)} (and 1 other)`,
    );

    // The counts come after the day.
    const glance = screen.getByRole('heading', { name: 'At a glance' });
    expect(today.compareDocumentPosition(glance) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => expect(tile('Total Posts')).toHaveTextContent('3'));
    await waitFor(() => expect(tile('Total Users')).toHaveTextContent('2'));
    expect(tile('Categories')).toHaveTextContent('1');
    await waitFor(() => expect(tile('Sales this month')).toHaveTextContent('$1,234.50'));
    expect(tile('Products')).toHaveTextContent('42');
    for (const call of ['orders', 'messages', 'gifts', 'stock', 'scheduled', 'users']) {
      expect(asked[call]).toBe(`Bearer ${TEST_TOKEN}`);
    }
    expect(document.title).toBe('CMS Dashboard · CMS · Orthodox Resources');
  });

  it("counts a first visit's gifts over the last week, and keeps one visit's moment", async () => {
    const admin = signIn({ role: 'admin' });
    const asked = dashboardApi();
    const before = Date.now();
    const first = renderAdmin('/admin');

    await waitFor(() =>
      expect(item('Gifts this week')).toHaveTextContent('$75.00 in the last 7 days'),
    );
    const since = Date.parse(asked.giftsSince ?? '');
    expect(before - since).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    expect(before - since).toBeLessThanOrEqual(7 * 86_400_000 + 60_000);
    expect(
      Date.parse(localStorage.getItem(`admin:last-visit:${admin._id}`) ?? ''),
    ).toBeGreaterThanOrEqual(before);

    // Back on the dashboard in the same session: the same moment, not a minute ago.
    first.router.dispose();
    renderAdmin('/admin');
    await waitFor(() => expect(item('Gifts this week')).toHaveTextContent('$75.00'));
    expect(Date.parse(asked.giftsSince ?? '')).toBe(since);
  });

  it("shows an editor the week's scheduled posts and no shop, without asking for it", async () => {
    signIn({ role: 'editor' });
    const asked = dashboardApi();
    renderAdmin('/admin');

    await waitFor(() => expect(item('Scheduled this week')).toHaveTextContent('2'));
    await waitFor(() => expect(tile('Total Posts')).toHaveTextContent('3'));
    for (const label of [
      'To ship',
      'Needs attention',
      'Unread messages',
      'Low stock or sold out',
    ]) {
      expect(screen.queryByRole('link', { name: label })).toBeNull();
    }
    expect(screen.queryByText(/^Gifts/)).toBeNull();
    expect(screen.queryByText('Total Users')).toBeNull();
    expect(screen.queryByText('Products')).toBeNull();
    expect(screen.queryByText('Sales this month')).toBeNull();
    expect(Object.keys(asked).sort()).toEqual(['scheduled']);
  });

  it('names each failing call with its status', async () => {
    signIn({ role: 'admin' });
    dashboardApi();
    server.use(
      http.get(apiPath('/posts'), () => new HttpResponse(null, { status: 500 })),
      http.get(apiPath('/categories'), () => new HttpResponse(null, { status: 503 })),
      http.get(paymentsPath('/orders/stats'), () => new HttpResponse(null, { status: 502 })),
      http.get(paymentsPath('/gifts/received'), () => new HttpResponse(null, { status: 500 })),
      http.get(apiPath('/changes'), () =>
        HttpResponse.json({ message: 'Database unavailable' }, { status: 500 }),
      ),
    );
    renderAdmin('/admin');

    const today = await screen.findByRole('region', { name: 'Today' });
    await waitFor(() =>
      expect(within(today).getByRole('alert')).toHaveTextContent(
        'Orders could not be read (status 502).',
      ),
    );
    await waitFor(() =>
      expect(within(today).getByRole('alert')).toHaveTextContent(
        'Gifts could not be read (status 500).',
      ),
    );
    expect(item('To ship')).toHaveTextContent('—');
    await waitFor(() => expect(screen.getByText(/Categories API error: 503/)).toBeInTheDocument());
    expect(screen.getByText(/Posts API error: 500/)).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch recent changes.')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable (status 500)')).toBeInTheDocument();
  });

  it("lists the last 20 catalogue changes with who made them and when, in the owner's zone", async () => {
    signIn({ role: 'editor' });
    dashboardApi();
    const limit = vi.fn();
    server.use(
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
    const at = buildChange().at;
    await waitFor(() => expect(items[0]).toHaveTextContent(formatAdminTime(at, NY)));
    expect(items[1]).toHaveTextContent('anna archived the product “Old Calendar”');
    expect(limit).toHaveBeenCalledWith('20');
  });
});
