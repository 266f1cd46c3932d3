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

const answered = (extra: Record<string, unknown>) => ({
  mode: 'demo',
  gift: {
    receiptNumber: 'G-1010',
    amount: 25,
    frequency: 'once',
    renewal: false,
    fund: null,
    name: null,
    paidAt: '2026-11-22T21:00:00.000Z',
    ...extra,
  },
});

/** The donate page with a giving form whose gifts are kept in `sent`. */
async function openForm(answer: Record<string, unknown> = {}) {
  const sent: unknown[] = [];
  const app = await renderApp('/donate', {
    handlers: [
      http.get(paymentsPath('/gifts/options'), () => HttpResponse.json(options)),
      http.post(paymentsPath('/gifts'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(answered(answer), { status: 201 });
      }),
    ],
  });
  await app.user.click(await screen.findByRole('button', { name: 'Give on this page' }));
  await app.user.type(
    await screen.findByLabelText(/Email address for your receipt/),
    'donor@example.org',
  );
  return { ...app, sent };
}

describe('giving in honour or in memory, with names for prayer', () => {
  it('gives in memory of someone with a card, and says so in the thanks', async () => {
    const { user, sent } = await openForm({
      tribute: {
        kind: 'memory',
        name: 'Fr. John',
        cardTo: 'Presbytera Anna (anna@example.org)',
      },
    });

    expect(screen.queryByRole('textbox', { name: /Their name/ })).toBeNull();
    await user.click(
      screen.getByRole('checkbox', { name: 'Give in honour or in memory of someone' }),
    );
    await user.click(screen.getByRole('radio', { name: 'In memory of' }));
    await user.type(screen.getByRole('textbox', { name: /Their name/ }), 'Fr. John');
    await user.click(
      screen.getByRole('checkbox', { name: 'Email a card about this gift to someone' }),
    );
    await user.type(screen.getByRole('textbox', { name: /Send the card to/ }), 'Presbytera Anna');
    await user.type(
      screen.getByRole('textbox', { name: /Their email address/ }),
      'anna@example.org',
    );
    await user.type(
      screen.getByRole('textbox', { name: /Your message/ }),
      'He baptised all of us.',
    );
    await user.click(screen.getByRole('button', { name: 'Give $25' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Given in memory of Fr. John. A card is on its way to Presbytera Anna (anna@example.org).',
    );
    expect(sent).toEqual([
      expect.objectContaining({
        tribute: {
          kind: 'memory',
          name: 'Fr. John',
          card: {
            recipientName: 'Presbytera Anna',
            recipientEmail: 'anna@example.org',
            message: 'He baptised all of us.',
            showAmount: false,
          },
        },
      }),
    ]);
  });

  it('asks for the name and a card’s address before anything is sent', async () => {
    const { user, sent } = await openForm();

    await user.click(
      screen.getByRole('checkbox', { name: 'Give in honour or in memory of someone' }),
    );
    await user.click(
      screen.getByRole('checkbox', { name: 'Email a card about this gift to someone' }),
    );
    await user.type(screen.getByRole('textbox', { name: /Their email address/ }), 'anna@');
    await user.click(screen.getByRole('button', { name: 'Give $25' }));

    expect(await screen.findByText('Their name is required')).toBeInTheDocument();
    expect(screen.getByText('The card’s recipient is required')).toBeInTheDocument();
    expect(
      screen.getByText('Their email address must be a valid email address'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends no tribute once its box is unticked, whatever was typed', async () => {
    const { user, sent } = await openForm();

    const box = screen.getByRole('checkbox', { name: 'Give in honour or in memory of someone' });
    await user.click(box);
    await user.type(screen.getByRole('textbox', { name: /Their name/ }), 'Maria');
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Give $25' }));

    await screen.findByRole('status');
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toHaveProperty('tribute');
  });

  it('gives names for prayer one per line, and thanks the donor with them', async () => {
    const { user, sent } = await openForm({
      prayerNames: { living: ['Maria', 'Nicholas'], departed: ['John'] },
    });

    await user.click(screen.getByText('Names for prayer', { exact: true }));
    await user.type(
      screen.getByRole('textbox', { name: /For the living/ }),
      'Maria{Enter}Nicholas',
    );
    await user.type(screen.getByRole('textbox', { name: /For the departed/ }), 'John');
    await user.click(screen.getByRole('button', { name: 'Give $25' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'The names you gave will be remembered in our prayers: Maria, Nicholas, John.',
    );
    expect(sent).toEqual([
      expect.objectContaining({
        prayerNames: { living: ['Maria', 'Nicholas'], departed: ['John'] },
      }),
    ]);
  });
});
