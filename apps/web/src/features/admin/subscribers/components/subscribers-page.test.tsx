import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderAdmin, signIn, TEST_TOKEN } from '../../testing/render-admin';
import { buildSubscriber, subscribersApi } from '../testing/subscribers-api';
import { apiPath, server } from '@/testing/server';

describe('SubscribersPage', () => {
  it('shows each list’s people by status and everyone, one row each', async () => {
    signIn();
    subscribersApi([
      buildSubscriber({ lists: ['journal', 'great-lent'] }),
      buildSubscriber({ email: 'basil@example.org', name: undefined, status: 'pending' }),
    ]);

    renderAdmin('/admin/subscribers');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Subscribers' }),
    ).toBeInTheDocument();
    const counts = await screen.findByRole('list', { name: 'People on each list' });
    const [journal] = within(counts).getAllByRole('listitem');
    expect(within(journal!).getByRole('heading', { name: 'Journal' })).toBeInTheDocument();
    expect(within(journal!).getByRole('link', { name: '3 pending on Journal' })).toHaveAttribute(
      'href',
      '/admin/subscribers?list=journal&status=pending',
    );
    expect(within(journal!).getByRole('link', { name: '12 confirmed on Journal' })).toBeVisible();
    const people = screen.getByRole('table', { name: 'Subscribers' });
    const [, anna, basil] = within(people).getAllByRole('row');
    expect(within(anna!).getByRole('link', { name: 'anna@example.org' })).toBeInTheDocument();
    expect(
      within(anna!).getByRole('cell', { name: 'Journal, Great Lent, day by day' }),
    ).toBeInTheDocument();
    expect(within(basil!).getByRole('cell', { name: 'Pending' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 people');
  });

  it('searches by address or name, filtered by list and status, keeping them in the address', async () => {
    signIn();
    const asked = subscribersApi([buildSubscriber()]);
    const { user, router } = renderAdmin('/admin/subscribers');
    await screen.findByRole('table', { name: 'Subscribers' });
    expect(asked).toEqual([{}]);

    const search = screen.getByRole('search', { name: 'Subscribers' });
    await user.type(within(search).getByRole('searchbox', { name: 'Search' }), 'petrova');
    await user.selectOptions(within(search).getByRole('combobox', { name: 'List' }), 'great-lent');
    await user.selectOptions(within(search).getByRole('combobox', { name: 'Status' }), 'pending');
    await user.click(within(search).getByRole('button', { name: 'Search' }));

    await waitFor(() =>
      expect(asked.at(-1)).toEqual({ q: 'petrova', list: 'great-lent', status: 'pending' }),
    );
    expect(router.state.location.search).toBe('?q=petrova&list=great-lent&status=pending');
  });

  it('says when nobody matches a search', async () => {
    signIn();
    subscribersApi([]);
    renderAdmin('/admin/subscribers?q=nobody');
    expect(await screen.findByText('Nobody matches this search.')).toBeInTheDocument();
  });

  it('says when nobody has subscribed yet', async () => {
    signIn();
    subscribersApi([]);
    renderAdmin('/admin/subscribers');
    expect(await screen.findByText('Nobody has subscribed yet.')).toBeInTheDocument();
  });

  it('says so when the people cannot be fetched', async () => {
    signIn();
    subscribersApi([]);
    server.use(
      http.get(apiPath('/subscribers'), () =>
        HttpResponse.json({ message: 'The database is not answering.' }, { status: 503 }),
      ),
    );
    renderAdmin('/admin/subscribers');

    expect(await screen.findByText('Failed to fetch subscribers.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Subscribers' })).toBeNull();
  });

  it('exports the filtered people as CSV with the bearer token', async () => {
    signIn();
    subscribersApi([buildSubscriber()]);
    let exported: { query: Record<string, string>; authorization: string | null } | undefined;
    server.use(
      http.get(apiPath('/subscribers/export.csv'), ({ request }) => {
        exported = {
          query: Object.fromEntries(new URL(request.url).searchParams),
          authorization: request.headers.get('Authorization'),
        };
        return new HttpResponse('email\r\nanna@example.org\r\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="subscribers-journal-2026-11-22.csv"',
          },
        });
      }),
    );
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:subscribers');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    const { user } = renderAdmin('/admin/subscribers?q=anna&list=journal&status=confirmed&page=2');
    await screen.findByRole('table', { name: 'Subscribers' });

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() =>
      expect(saved).toEqual(['subscribers-journal-2026-11-22.csv blob:subscribers']),
    );
    expect(exported).toEqual({
      query: { q: 'anna', list: 'journal', status: 'confirmed' },
      authorization: `Bearer ${TEST_TOKEN}`,
    });
  });

  it('lets an editor read the lists and people, without the admins’ export and import', async () => {
    signIn({ role: 'editor' });
    subscribersApi([buildSubscriber()]);
    renderAdmin('/admin/subscribers');

    expect(await screen.findByRole('table', { name: 'Subscribers' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    const tabs = screen.getByRole('navigation', { name: 'Subscribers views' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['People', 'Lists']);
  });
});
