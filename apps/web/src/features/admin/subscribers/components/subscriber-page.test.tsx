import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { formatAdminDay, formatAdminTime } from '../../lib/admin-time';
import { renderAdmin, signIn } from '../../testing/render-admin';
import { buildSubscriberDetail, subscribersApi } from '../testing/subscribers-api';
import { apiPath, server } from '@/testing/server';

function subscriberApi(detail: ReturnType<typeof buildSubscriberDetail>) {
  subscribersApi([]);
  server.use(http.get(apiPath(`/subscribers/${detail._id}`), () => HttpResponse.json(detail)));
}

describe('SubscriberPage', () => {
  it('shows what they agreed to, where and from which address, and the emails they were sent', async () => {
    signIn({ role: 'editor' });
    const anna = buildSubscriberDetail({
      lists: ['journal', 'great-lent'],
      calendar: 'old',
      pausedUntil: '2026-04-12',
      consents: [
        {
          at: '2026-02-01T10:00:00.000Z',
          place: 'post',
          text: 'Send me the emails of the lists I chose.',
          ip: '203.0.113.7',
        },
        {
          at: '2026-03-01T09:00:00.000Z',
          place: 'import',
          text: 'Imported by the owner, who attested that this person agreed elsewhere.',
          attestedBy: 'owner@example.org',
        },
      ],
      emails: [
        {
          sendId: '0000000000000000000000aa',
          subject: 'The Nativity Fast begins',
          status: 'failed',
          at: '2026-11-15T08:00:00.000Z',
          detail: '550 mailbox unavailable',
        },
        {
          sendId: '0000000000000000000000ab',
          subject: 'Forgiveness Sunday',
          status: 'sent',
          at: '2026-02-22T08:00:00.000Z',
        },
      ],
    });
    subscriberApi(anna);

    renderAdmin(`/admin/subscribers/${anna._id}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'anna@example.org' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Anna Petrova')).toBeInTheDocument();
    expect(screen.getByText('Journal, Great Lent, day by day')).toBeInTheDocument();
    expect(screen.getByText('Old (Julian)')).toBeInTheDocument();
    expect(
      screen.getByText(`Until ${formatAdminDay('2026-04-12T00:00:00.000Z', 'UTC')}`),
    ).toBeInTheDocument();

    const consents = screen.getByRole('table', { name: 'Consents' });
    const [, imported, byForm] = within(consents).getAllByRole('row');
    expect(within(imported!).getByRole('cell', { name: 'Imported by the owner' })).toBeVisible();
    expect(within(imported!).getByRole('cell', { name: 'owner@example.org' })).toBeVisible();
    expect(within(byForm!).getByRole('cell', { name: 'Form under a post' })).toBeVisible();
    expect(
      within(byForm!).getByRole('cell', {
        name: formatAdminTime('2026-02-01T10:00:00.000Z', 'UTC'),
      }),
    ).toBeVisible();
    expect(
      within(byForm!).getByRole('cell', { name: 'Send me the emails of the lists I chose.' }),
    ).toBeVisible();
    expect(within(byForm!).getByRole('cell', { name: '203.0.113.7' })).toBeVisible();

    const emails = screen.getByRole('table', { name: 'Emails received' });
    const [, nativity, lent] = within(emails).getAllByRole('row');
    expect(within(nativity!).getByRole('cell', { name: 'The Nativity Fast begins' })).toBeVisible();
    expect(
      within(nativity!).getByRole('cell', { name: 'Failed: 550 mailbox unavailable' }),
    ).toBeVisible();
    expect(within(lent!).getByRole('cell', { name: 'Forgiveness Sunday' })).toBeVisible();
    expect(within(lent!).getByRole('cell', { name: 'Sent' })).toBeVisible();

    const history = screen.getByRole('table', { name: 'History' });
    expect(
      within(history)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1]?.textContent),
    ).toEqual(['Confirmed', 'Subscribed']);
  });

  it('says when no email has been sent to them yet', async () => {
    signIn();
    const basil = buildSubscriberDetail({ email: 'basil@example.org', status: 'pending' });
    subscriberApi(basil);

    renderAdmin(`/admin/subscribers/${basil._id}`);

    expect(await screen.findByText('No email has been sent to them yet.')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
  });

  it('says when the subscriber is not known', async () => {
    signIn();
    subscribersApi([]);
    server.use(
      http.get(apiPath('/subscribers/0123456789abcdef01234567'), () =>
        HttpResponse.json({ message: 'No subscriber with this id.' }, { status: 404 }),
      ),
    );

    renderAdmin('/admin/subscribers/0123456789abcdef01234567');

    expect(
      await screen.findByText('No such subscriber: they may have deleted their subscription.'),
    ).toBeInTheDocument();
  });
});
