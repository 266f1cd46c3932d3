import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render-app';
import { paymentsPath } from '@/testing/server';

const options = {
  mode: 'demo',
  minAmount: 5,
  maxAmount: 10_000,
  presets: [10, 25, 50, 100],
  funds: [],
  cardFee: { percent: 2.9, fixedCents: 30 },
};

const prisons = {
  id: 'prayer-books-for-prisons',
  name: 'Prayer books for prisons',
  copyCost: 6.5,
  productId: null,
};

describe('sponsoring copies on /donate', () => {
  it('shows copies × the price of a copy, sends the copies (not an amount) and thanks the donor', async () => {
    let sent: unknown;
    const { user } = await renderApp('/donate', {
      handlers: [
        http.get(paymentsPath('/gifts/options'), () => HttpResponse.json(options)),
        http.get(paymentsPath('/gifts/copy-pools'), () => HttpResponse.json({ pools: [prisons] })),
        http.post(paymentsPath('/gifts/sponsored-copies'), async ({ request }) => {
          sent = await request.json();
          return HttpResponse.json(
            {
              mode: 'demo',
              gift: {
                receiptNumber: 'G-1001',
                amount: 78,
                frequency: 'once',
                renewal: false,
                fund: null,
                paidAt: '2026-11-22T21:00:00.000Z',
              },
            },
            { status: 201 },
          );
        }),
      ],
    });

    await user.click(await screen.findByRole('button', { name: 'Sponsor copies' }));
    expect(await screen.findByText('Prayer books for prisons: $6.50 a copy')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Give $65.00' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Copies'));
    await user.type(screen.getByLabelText('Copies'), '12');
    await user.type(screen.getByLabelText(/Email address for your receipt/), 'donor@example.org');
    await user.click(screen.getByRole('button', { name: 'Give $78.00' }));

    expect(
      await screen.findByRole('heading', { name: 'Thank you for your gift' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Your gift sponsors 12 copies of Prayer books for prisons\./),
    ).toBeInTheDocument();
    expect(sent).toEqual({
      frequency: 'once',
      pool: 'prayer-books-for-prisons',
      copies: 12,
      anonymous: false,
      coverFee: false,
      email: 'donor@example.org',
    });
  });

  it('refuses more copies than a gift may sponsor before asking the server', async () => {
    let asked = false;
    const { user } = await renderApp('/donate', {
      handlers: [
        http.get(paymentsPath('/gifts/options'), () => HttpResponse.json(options)),
        http.get(paymentsPath('/gifts/copy-pools'), () => HttpResponse.json({ pools: [prisons] })),
        http.post(paymentsPath('/gifts/sponsored-copies'), () => {
          asked = true;
          return HttpResponse.json({}, { status: 500 });
        }),
      ],
    });

    await user.click(await screen.findByRole('button', { name: 'Sponsor copies' }));
    await user.clear(await screen.findByLabelText('Copies'));
    await user.type(screen.getByLabelText('Copies'), '501');
    await user.type(screen.getByLabelText(/Email address for your receipt/), 'donor@example.org');
    await user.click(screen.getByRole('button', { name: 'Give $3,256.50' }));

    expect(await screen.findByText('Copies must be at most 500')).toBeInTheDocument();
    expect(asked).toBe(false);
  });
});
