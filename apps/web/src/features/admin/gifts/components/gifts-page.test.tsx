import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderAdmin, signIn, TEST_TOKEN } from '../../testing/render-admin';
import { paymentsPath, server } from '@/testing/server';

const summary = {
  thisMonth: { amount: 50, count: 2 },
  thisYear: { amount: 50, count: 2 },
  byFund: [{ fund: 'Printed copies for prisons', amount: 50, count: 2 }],
  oneOff: { amount: 0, count: 0 },
  monthly: { amount: 50, count: 2 },
  activeMonthlyDonors: 1,
};

const gift = (receiptNumber: string, renewal: boolean) => ({
  receiptNumber,
  amount: 25,
  frequency: 'monthly',
  renewal,
  fund: 'Printed copies for prisons',
  paidAt: '2026-11-22T21:00:00.000Z',
  email: 'donor@example.org',
  anonymous: true,
  note: null,
});

describe('GiftsPage', () => {
  it('shows the figures and every gift, fetched with the token', async () => {
    signIn();
    const auth = vi.fn();
    server.use(
      http.get(paymentsPath('/gifts/summary'), ({ request }) => {
        auth(request.headers.get('Authorization'));
        return HttpResponse.json(summary);
      }),
      http.get(paymentsPath('/gifts'), () =>
        HttpResponse.json({
          gifts: [gift('G-1002', true), { ...gift('G-1001', false), name: 'Maria Petrova' }],
          total: 2,
          page: 1,
          pageSize: 50,
        }),
      ),
      http.get(paymentsPath('/gifts/funds'), () => HttpResponse.json({ funds: [] })),
    );

    renderAdmin('/admin/gifts');

    expect(await screen.findByRole('heading', { level: 1, name: 'Gifts' })).toBeInTheDocument();
    const figures = await screen.findByRole('region', { name: 'Figures' });
    expect(within(figures).getByText('Active monthly donors').nextSibling).toHaveTextContent('1');
    // The amount and its count sit side by side: "$50.00" then "2 gifts".
    expect(within(figures).getByText('This month').nextSibling).toHaveTextContent(
      /^\$50\.00\s*2 gifts$/,
    );
    expect(await screen.findByRole('cell', { name: 'G-1002' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Monthly (renewal)' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'donor@example.org (anonymous)' })).toBeInTheDocument();
    // The name the donor gave, which the owner sees even when it is kept from view.
    expect(
      screen.getByRole('cell', { name: 'Maria Petrova, donor@example.org (anonymous)' }),
    ).toBeInTheDocument();
    expect(auth).toHaveBeenCalledWith(`Bearer ${TEST_TOKEN}`);
  });

  it('shows a gift’s tribute, its card and its names for prayer beside its note', async () => {
    signIn();
    server.use(
      http.get(paymentsPath('/gifts/summary'), () => HttpResponse.json(summary)),
      http.get(paymentsPath('/gifts'), () =>
        HttpResponse.json({
          gifts: [
            {
              ...gift('G-1003', false),
              note: 'For the choir.',
              tribute: {
                kind: 'memory',
                name: 'Fr. John',
                cardTo: 'Presbytera Anna (anna@example.org)',
              },
              prayerNames: { living: ['Maria', 'Nicholas'], departed: ['John'] },
            },
          ],
          total: 1,
          page: 1,
          pageSize: 50,
        }),
      ),
      http.get(paymentsPath('/gifts/funds'), () => HttpResponse.json({ funds: [] })),
    );

    renderAdmin('/admin/gifts');

    const note = (await screen.findByText('For the choir.', { exact: false })).closest('td');
    if (!note) throw new Error('no note cell');
    expect(
      within(note).getByText('In memory of Fr. John · card to Presbytera Anna (anna@example.org)'),
    ).toBeInTheDocument();
    expect(
      within(note).getByText('Pray for: Maria, Nicholas · Departed: John'),
    ).toBeInTheDocument();
  });

  it('shows the free download a gift thanked for beside its note', async () => {
    signIn();
    server.use(
      http.get(paymentsPath('/gifts/summary'), () => HttpResponse.json(summary)),
      http.get(paymentsPath('/gifts'), () =>
        HttpResponse.json({
          gifts: [
            {
              ...gift('G-1004', false),
              frequency: 'once',
              forResource: { name: 'Morning Prayer Card', slug: 'morning-prayer-card' },
            },
          ],
          total: 1,
          page: 1,
          pageSize: 50,
        }),
      ),
      http.get(paymentsPath('/gifts/funds'), () => HttpResponse.json({ funds: [] })),
    );

    renderAdmin('/admin/gifts');

    expect(
      await screen.findByRole('cell', { name: 'For “Morning Prayer Card” (free download)' }),
    ).toBeInTheDocument();
  });

  it('tells an editor in one sentence that gifts are managed by an admin, asking for nothing', async () => {
    signIn({ role: 'editor' });
    const asked = vi.fn();
    server.use(
      http.all(paymentsPath('/gifts*'), ({ request }) => {
        asked(request.url);
        return HttpResponse.json({ message: 'Only admins may manage orders.' }, { status: 403 });
      }),
    );
    renderAdmin('/admin/gifts');

    expect(await screen.findByRole('heading', { name: 'Gifts' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByText('Gifts are managed by an admin.')).toBeVisible();
    expect(within(main).queryByRole('alert')).toBeNull();
    expect(main).not.toHaveTextContent('403');
    expect(asked).not.toHaveBeenCalled();
  });
});
