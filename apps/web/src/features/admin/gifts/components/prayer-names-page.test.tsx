import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PrayerList } from '@ministry/contracts';
import { renderAdmin, signIn } from '../../testing/render-admin';
import { paymentsPath, server } from '@/testing/server';

/** The prayer list answers with `list`; each request's `days` is kept. */
function prayerNamesApi(list: Omit<PrayerList, 'days' | 'since'>) {
  const asked: (string | null)[] = [];
  server.use(
    http.get(paymentsPath('/gifts/prayer-names'), ({ request }) => {
      const days = new URL(request.url).searchParams.get('days');
      asked.push(days);
      return HttpResponse.json({
        days: Number(days),
        since: '2026-10-19T12:00:00.000Z',
        ...list,
      });
    }),
  );
  return asked;
}

describe('PrayerNamesPage', () => {
  it('lists the names for the living and the departed, each once, to print', async () => {
    signIn();
    const asked = prayerNamesApi({
      living: ['Maria', 'Nicholas'],
      departed: ['Fr. John'],
      gifts: [
        {
          receiptNumber: 'G-1002',
          paidAt: '2026-11-20T12:00:00.000Z',
          from: 'Peter',
          living: ['Nicholas'],
          departed: [],
        },
        {
          receiptNumber: 'G-1001',
          paidAt: '2026-11-19T12:00:00.000Z',
          from: null,
          living: ['Maria'],
          departed: ['Fr. John'],
        },
      ],
    });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderAdmin('/admin/gifts/prayer-names');

    const living = await screen.findByRole('region', { name: 'For the living' });
    expect(
      within(living)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Maria', 'Nicholas']);
    const departed = screen.getByRole('region', { name: 'For the departed' });
    expect(within(departed).getByRole('listitem')).toHaveTextContent('Fr. John');
    const givenWith = screen.getByRole('region', { name: 'Given with' });
    expect(within(givenWith).getAllByRole('listitem')[1]).toHaveTextContent(
      /^G-1001, .+, a donor who gave no name: Maria, Fr\. John \(departed\)$/,
    );
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(asked).toEqual(['40']);
  });

  it('lists another period when asked, and says when no names were given', async () => {
    signIn();
    const asked = prayerNamesApi({ living: [], departed: [], gifts: [] });
    const { user } = renderAdmin('/admin/gifts/prayer-names');

    expect(
      await screen.findByText('No names were given with a gift over the last forty days.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
    await user.click(screen.getByRole('link', { name: 'A year' }));

    expect(
      await screen.findByText('No names were given with a gift over the last year.'),
    ).toBeInTheDocument();
    expect(asked).toEqual(['40', '365']);
  });
});
