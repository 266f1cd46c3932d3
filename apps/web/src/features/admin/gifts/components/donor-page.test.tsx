import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildDonor, buildGift } from '../../testing/factories';
import { renderAdmin, signIn } from '../../testing/render-admin';
import { paymentsPath, server } from '@/testing/server';

describe('DonorPage', () => {
  it('shows an anonymous donor to the owner with their figures, monthly gifts and every gift', async () => {
    signIn();
    const asked: string[] = [];
    server.use(
      http.get(paymentsPath('/gifts/donors/:email'), ({ params }) => {
        asked.push(String(params.email));
        return HttpResponse.json({
          donor: buildDonor({
            anonymous: true,
            monthly: { status: 'active', amountCents: 1000 },
            receiptsSent: 1,
            giftCount: 2,
          }),
          gifts: [
            buildGift({ receiptNumber: 'G-1002', amount: 10, frequency: 'monthly' }),
            buildGift({
              receiptNumber: 'G-1001',
              amount: 40,
              anonymous: true,
              note: 'For prisons',
            }),
          ],
          pledges: [
            {
              id: 'a'.repeat(24),
              amountCents: 1000,
              fund: 'Printed copies for prisons',
              status: 'active',
              startedAt: '2026-01-01T09:00:00.000Z',
              cancelledAt: null,
            },
          ],
        });
      }),
    );

    renderAdmin('/admin/gifts/donors/maria%40example.org');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Anonymous (Maria Ivanova)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('maria@example.org · gave anonymously: never named in public'),
    ).toBeInTheDocument();
    expect(screen.getByText('All time').nextSibling).toHaveTextContent('$145.00');
    expect(screen.getByText('Receipts sent').nextSibling).toHaveTextContent('1 of 2');
    const pledges = screen.getByRole('table', { name: 'Monthly gifts' });
    expect(within(pledges).getByRole('cell', { name: '$10.00 a month' })).toBeInTheDocument();
    expect(within(pledges).getByRole('cell', { name: 'Active' })).toBeInTheDocument();
    const gifts = screen.getByRole('table', { name: 'Gifts' });
    expect(within(gifts).getByRole('cell', { name: 'One-off · anonymous' })).toBeInTheDocument();
    expect(within(gifts).getByRole('cell', { name: 'For prisons' })).toBeInTheDocument();
    expect(asked).toEqual(['maria@example.org']);
  });

  it('heads a donor who gave no name with their address', async () => {
    signIn();
    server.use(
      http.get(paymentsPath('/gifts/donors/:email'), () =>
        HttpResponse.json({ donor: buildDonor({ name: null }), gifts: [buildGift()], pledges: [] }),
      ),
    );
    renderAdmin('/admin/gifts/donors/maria%40example.org');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'maria@example.org' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1 gift' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Monthly gifts' })).toBeNull();
  });

  it('says plainly when no gift has come from the address', async () => {
    signIn();
    server.use(
      http.get(paymentsPath('/gifts/donors/:email'), () =>
        HttpResponse.json({ message: 'No gifts from this address.' }, { status: 404 }),
      ),
    );
    renderAdmin('/admin/gifts/donors/nobody%40example.org');

    expect(
      await screen.findByText('No gifts have come from nobody@example.org.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← All donors' })).toHaveAttribute(
      'href',
      '/admin/gifts/donors',
    );
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
    renderAdmin('/admin/gifts/donors/maria%40example.org');

    expect(await screen.findByText('Gifts are managed by an admin.')).toBeVisible();
    expect(asked).not.toHaveBeenCalled();
  });
});
