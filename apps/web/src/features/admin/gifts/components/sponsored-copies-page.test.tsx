import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CopyPoolAdmin } from '@ministry/contracts';
import { renderAdmin, signIn } from '../../testing/render-admin';
import { paymentsPath, server } from '@/testing/server';

const buildPool = (overrides: Partial<CopyPoolAdmin> = {}): CopyPoolAdmin => ({
  id: 'prayer-books-for-prisons',
  name: 'Prayer books for prisons',
  copyCost: 6.5,
  productId: null,
  retired: false,
  sponsored: 15,
  sent: 12,
  waiting: 3,
  shipments: [
    {
      copies: 12,
      sentTo: 'St. Dismas prison ministry, Ohio',
      sentOn: '2026-11-20',
      recordedAt: '2026-11-20T12:00:00.000Z',
    },
  ],
  ...overrides,
});

describe('SponsoredCopiesPage', () => {
  it('shows each pool’s copies sponsored, sent and waiting, and what was sent', async () => {
    signIn();
    server.use(
      http.get(paymentsPath('/gifts/copy-pools/admin'), () =>
        HttpResponse.json({ pools: [buildPool()] }),
      ),
    );
    renderAdmin('/admin/gifts/sponsored-copies');

    const pool = await screen.findByRole('region', { name: 'Prayer books for prisons' });
    expect(within(pool).getByText('Waiting').nextSibling).toHaveTextContent('3');
    expect(within(pool).getByText('Sponsored').nextSibling).toHaveTextContent('15');
    expect(
      within(pool).getByRole('list', { name: 'Copies sent from Prayer books for prisons' }),
    ).toHaveTextContent('2026-11-20: 12 copies to St. Dismas prison ministry, Ohio');
    expect(screen.getByRole('link', { name: 'Sponsored copies' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('records copies sent, and shows the server’s refusal when fewer are waiting', async () => {
    signIn();
    const sent: unknown[] = [];
    let pool = buildPool();
    server.use(
      http.get(paymentsPath('/gifts/copy-pools/admin'), () => HttpResponse.json({ pools: [pool] })),
      http.post(
        paymentsPath('/gifts/copy-pools/prayer-books-for-prisons/sent'),
        async ({ request }) => {
          const body = (await request.json()) as { copies: number };
          sent.push(body);
          if (body.copies > pool.waiting) {
            return HttpResponse.json(
              {
                code: 'conflict',
                message: 'Only 3 copies are waiting to be sent from this pool.',
              },
              { status: 409 },
            );
          }
          pool = buildPool({ sent: 14, waiting: 1 });
          return HttpResponse.json(pool, { status: 201 });
        },
      ),
    );
    const { user } = renderAdmin('/admin/gifts/sponsored-copies');

    const form = await screen.findByRole('form', {
      name: 'Record copies sent from Prayer books for prisons',
    });
    await user.type(within(form).getByLabelText('Copies'), '4');
    await user.type(within(form).getByLabelText('Sent to'), 'Holy Cross, Texas');
    await user.click(within(form).getByRole('button', { name: 'Record copies sent' }));
    expect(
      await within(form).findByText('Only 3 copies are waiting to be sent from this pool.'),
    ).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Copies'));
    await user.type(within(form).getByLabelText('Copies'), '2');
    await user.click(within(form).getByRole('button', { name: 'Record copies sent' }));

    expect(await within(form).findByRole('status')).toHaveTextContent(
      '2 copies to Holy Cross, Texas recorded.',
    );
    expect(sent).toEqual([
      {
        copies: 4,
        sentTo: 'Holy Cross, Texas',
        sentOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
      { copies: 2, sentTo: 'Holy Cross, Texas', sentOn: expect.any(String) },
    ]);
    const region = screen.getByRole('region', { name: 'Prayer books for prisons' });
    expect(await within(region).findByText('Waiting')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(within(region).getByText('Waiting').nextSibling).toHaveTextContent('1'),
    );
  });

  it('refuses an empty place before asking the server', async () => {
    signIn();
    let asked = false;
    server.use(
      http.get(paymentsPath('/gifts/copy-pools/admin'), () =>
        HttpResponse.json({ pools: [buildPool()] }),
      ),
      http.post(paymentsPath('/gifts/copy-pools/prayer-books-for-prisons/sent'), () => {
        asked = true;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const { user } = renderAdmin('/admin/gifts/sponsored-copies');

    const form = await screen.findByRole('form', {
      name: 'Record copies sent from Prayer books for prisons',
    });
    await user.type(within(form).getByLabelText('Copies'), '1');
    await user.click(within(form).getByRole('button', { name: 'Record copies sent' }));

    expect(await within(form).findByText('Sent to is required')).toBeInTheDocument();
    expect(asked).toBe(false);
  });

  it('adds a pool with the price of a copy', async () => {
    signIn();
    let saved: unknown;
    server.use(
      http.get(paymentsPath('/gifts/copy-pools/admin'), () =>
        HttpResponse.json({ pools: [buildPool()] }),
      ),
      http.patch(paymentsPath('/gifts/copy-pools'), async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({ pools: [buildPool()] });
      }),
    );
    const { user } = renderAdmin('/admin/gifts/sponsored-copies');

    const editor = await screen.findByRole('region', { name: 'Pools' });
    await user.click(within(editor).getByRole('button', { name: 'Add a pool' }));
    await user.type(within(editor).getByLabelText('Pool 2 name'), 'Bibles for parishes');
    await user.type(within(editor).getByLabelText('Pool 2 price of a copy ($)'), '12.5');
    await user.click(within(editor).getByRole('button', { name: 'Save pools' }));

    expect(await within(editor).findByRole('status')).toHaveTextContent('Saved.');
    expect(saved).toEqual({
      pools: [
        {
          id: 'prayer-books-for-prisons',
          name: 'Prayer books for prisons',
          copyCost: 6.5,
          productId: null,
          retired: false,
        },
        { name: 'Bibles for parishes', copyCost: 12.5, productId: null, retired: false },
      ],
    });
  });
});
