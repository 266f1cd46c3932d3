import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Donor } from '@ministry/contracts';
import { formatAdminDay } from '../../lib/admin-time';
import { buildDonor } from '../../testing/factories';
import { renderAdmin, signIn, TEST_TOKEN } from '../../testing/render-admin';
import { paymentsPath, server } from '@/testing/server';

/** The donors list answers with `donors`; each request's query and token are kept. */
function donorsApi(donors: Donor[], total = donors.length) {
  const asked: { query: Record<string, string>; authorization: string | null }[] = [];
  server.use(
    http.get(paymentsPath('/gifts/donors'), ({ request }) => {
      asked.push({
        query: Object.fromEntries(new URL(request.url).searchParams),
        authorization: request.headers.get('Authorization'),
      });
      return HttpResponse.json({ donors, total, page: 1, pageSize: 50 });
    }),
  );
  return asked;
}

describe('DonorsPage', () => {
  it('shows one line per donor, anonymous ones by name to the owner, fetched with the token', async () => {
    signIn();
    const asked = donorsApi([
      buildDonor({ monthly: { status: 'active', amountCents: 1500 } }),
      buildDonor({
        email: 'hidden@example.org',
        name: 'Irina Petrova',
        anonymous: true,
        yearCents: 0,
        totalCents: 6000,
        monthly: { status: 'cancelled', amountCents: 1200 },
      }),
    ]);

    renderAdmin('/admin/gifts/donors');

    expect(await screen.findByRole('heading', { level: 1, name: 'Donors' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Donors' });
    const [, maria, irina] = within(table).getAllByRole('row');
    expect(within(maria!).getByRole('cell', { name: 'Maria Ivanova' })).toBeInTheDocument();
    expect(within(maria!).getByRole('link', { name: 'maria@example.org' })).toHaveAttribute(
      'href',
      '/admin/gifts/donors/maria%40example.org',
    );
    expect(within(maria!).getByRole('cell', { name: '$45.00' })).toBeInTheDocument();
    expect(within(maria!).getByRole('cell', { name: '$145.00' })).toBeInTheDocument();
    expect(within(maria!).getByRole('cell', { name: '$15.00 a month' })).toBeInTheDocument();
    expect(
      within(maria!).getByRole('cell', { name: formatAdminDay('2026-02-01T12:00:00.000Z', 'UTC') }),
    ).toBeInTheDocument();
    expect(
      within(irina!).getByRole('cell', { name: 'Anonymous (Irina Petrova)' }),
    ).toBeInTheDocument();
    expect(
      within(irina!).getByRole('cell', { name: 'Cancelled ($12.00 a month)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 donors');
    expect(screen.getByRole('link', { name: 'Donors' })).toHaveAttribute('aria-current', 'page');
    expect(asked).toEqual([{ query: {}, authorization: `Bearer ${TEST_TOKEN}` }]);
  });

  it('searches by name or email and sorts by the latest gift, keeping both in the address', async () => {
    signIn();
    const asked = donorsApi([buildDonor()]);
    const { user, router } = renderAdmin('/admin/gifts/donors');
    await screen.findByRole('table', { name: 'Donors' });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'maria');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked.at(-1)?.query).toEqual({ q: 'maria' }));
    await user.click(screen.getByRole('link', { name: 'Latest gift' }));

    await waitFor(() => expect(asked.at(-1)?.query).toEqual({ q: 'maria', sort: 'last-gift' }));
    expect(router.state.location.search).toBe('?q=maria&sort=last-gift');
    expect(screen.getByRole('link', { name: 'Latest gift' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('says when no donor matches a search', async () => {
    signIn();
    donorsApi([]);
    renderAdmin('/admin/gifts/donors?q=nobody');
    expect(await screen.findByText('No donor matches this search.')).toBeInTheDocument();
  });

  it('says when nobody has given yet', async () => {
    signIn();
    donorsApi([]);
    renderAdmin('/admin/gifts/donors');
    expect(await screen.findByText('No donors yet.')).toBeInTheDocument();
  });

  it('says so when the donors cannot be fetched', async () => {
    signIn();
    server.use(
      http.get(paymentsPath('/gifts/donors'), () =>
        HttpResponse.json({ message: 'The database is not answering.' }, { status: 503 }),
      ),
    );
    renderAdmin('/admin/gifts/donors');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch donors.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('exports the searched donors as CSV with the bearer token', async () => {
    signIn();
    donorsApi([buildDonor()]);
    let exported: { query: Record<string, string>; authorization: string | null } | undefined;
    server.use(
      http.get(paymentsPath('/gifts/donors.csv'), ({ request }) => {
        exported = {
          query: Object.fromEntries(new URL(request.url).searchParams),
          authorization: request.headers.get('Authorization'),
        };
        return new HttpResponse('email,name\r\nmaria@example.org,Maria\r\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="donors-2026-11-22.csv"',
          },
        });
      }),
    );
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:donors');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    const { user } = renderAdmin('/admin/gifts/donors?q=maria&sort=last-gift&page=2');
    await screen.findByRole('table', { name: 'Donors' });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toEqual(['donors-2026-11-22.csv blob:donors']));
    expect(exported).toEqual({
      query: { q: 'maria', sort: 'last-gift' },
      authorization: `Bearer ${TEST_TOKEN}`,
    });
  });

  it('tells an editor in one sentence that gifts are managed by an admin, asking for nothing', async () => {
    signIn({ role: 'editor' });
    const asked = vi.fn();
    server.use(
      http.all(paymentsPath('/gifts*'), ({ request }) => {
        asked(request.url);
        return HttpResponse.json({ message: 'Only admins may manage gifts.' }, { status: 403 });
      }),
    );
    renderAdmin('/admin/gifts/donors');

    expect(await screen.findByRole('heading', { name: 'Donors' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByText('Gifts are managed by an admin.')).toBeVisible();
    expect(within(main).queryByRole('alert')).toBeNull();
    expect(asked).not.toHaveBeenCalled();
  });
});
