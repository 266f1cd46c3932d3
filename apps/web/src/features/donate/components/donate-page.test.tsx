import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render-app';
import { paymentsPath } from '@/testing/server';

const options = {
  mode: 'demo',
  minAmount: 5,
  maxAmount: 10_000,
  presets: [10, 25, 50, 100],
  funds: [{ id: 'printed-copies-for-prisons', name: 'Printed copies for prisons' }],
  cardFee: { percent: 2.9, fixedCents: 30 },
};

const receipt = (receiptNumber: string, renewal: boolean) => ({
  receiptNumber,
  amount: 25,
  frequency: 'monthly',
  renewal,
  fund: 'Printed copies for prisons',
  name: null,
  paidAt: '2026-11-22T21:00:00.000Z',
});

describe('donate page', () => {
  it('keeps the spec’s page and the external donation link', async () => {
    await renderApp('/donate');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Give Gracefully' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /our secure donation page/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByRole('link', { name: 'Manage my monthly gift' })).toHaveAttribute(
      'href',
      '/donate/manage',
    );
  });

  it('gives $25 monthly to a fund in demo mode, and sends the donor to manage it signed in', async () => {
    let gift: unknown;
    const { user } = await renderApp('/donate', {
      handlers: [
        http.get(paymentsPath('/gifts/options'), () => HttpResponse.json(options)),
        http.post(paymentsPath('/gifts'), async ({ request }) => {
          gift = await request.json();
          return HttpResponse.json(
            { mode: 'demo', gift: receipt('G-1001', false), planId: 'a'.repeat(24) },
            { status: 201 },
          );
        }),
      ],
    });

    await user.click(await screen.findByRole('button', { name: 'Give on this page' }));
    await user.click(await screen.findByRole('radio', { name: 'Give monthly' }));
    await user.click(screen.getByRole('button', { name: '$25' }));
    await user.selectOptions(
      screen.getByLabelText('Fund (optional)'),
      'Printed copies for prisons',
    );
    await user.type(screen.getByLabelText(/Email address for your receipt/), 'donor@example.org');
    await user.click(screen.getByRole('button', { name: 'Give $25 monthly' }));

    expect(
      await screen.findByRole('heading', { name: 'Thank you for your gift' }),
    ).toBeInTheDocument();
    expect(gift).toEqual({
      frequency: 'monthly',
      amount: 25,
      fund: 'printed-copies-for-prisons',
      anonymous: false,
      coverFee: false,
      email: 'donor@example.org',
    });
    expect(screen.getByText(/Receipt G-1001/)).toBeInTheDocument();
    // The thank-you replaces the form: the focus goes to it, where it is read out.
    expect(screen.getByRole('status')).toHaveFocus();
    // Changing or cancelling it needs the donor's emailed sign-in, as on the manage page.
    expect(
      within(screen.getByRole('status')).getByRole('link', { name: 'Manage my monthly gift' }),
    ).toHaveAttribute('href', '/donate/manage');
    expect(screen.queryByRole('button', { name: /Cancel my monthly gift/ })).toBeNull();
  });

  it('offers to give anonymously only once a name is given, and thanks the donor by it', async () => {
    let gift: unknown;
    const { user } = await renderApp('/donate', {
      handlers: [
        http.get(paymentsPath('/gifts/options'), () => HttpResponse.json(options)),
        http.post(paymentsPath('/gifts'), async ({ request }) => {
          gift = await request.json();
          return HttpResponse.json(
            {
              mode: 'demo',
              gift: { ...receipt('G-1002', false), frequency: 'once', name: 'Maria Petrova' },
            },
            { status: 201 },
          );
        }),
      ],
    });

    await user.click(await screen.findByRole('button', { name: 'Give on this page' }));
    const name = await screen.findByRole('textbox', { name: 'Your name (optional)' });
    expect(screen.queryByRole('checkbox', { name: /Give anonymously/ })).toBeNull();
    await user.type(name, 'Maria Petrova');
    await user.click(screen.getByRole('checkbox', { name: /Give anonymously/ }));
    await user.type(screen.getByLabelText(/Email address for your receipt/), 'maria@example.org');
    await user.click(screen.getByRole('button', { name: 'Give $25' }));

    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent('Receipt G-1002: $25.00, from Maria Petrova');
    expect(thanks).toHaveFocus();
    expect(gift).toMatchObject({ name: 'Maria Petrova', anonymous: true });
  });

  it('says the external link is in test mode, as the configured link is one', async () => {
    await renderApp('/donate');
    const line = (await screen.findByRole('link', { name: /our secure donation page/ }))
      .parentElement;
    expect(line).toHaveTextContent(/^Prefer another way\?/);
    expect(line).toHaveTextContent('test mode');
  });

  it('refuses an amount outside the bounds before anything is sent', async () => {
    const { user } = await renderApp('/donate', {
      handlers: [http.get(paymentsPath('/gifts/options'), () => HttpResponse.json(options))],
    });

    await user.click(await screen.findByRole('button', { name: 'Give on this page' }));
    const amount = await screen.findByLabelText('Or another amount');
    await user.clear(amount);
    await user.type(amount, '3');
    await user.type(screen.getByLabelText(/Email address for your receipt/), 'donor@example.org');
    await user.click(screen.getByRole('button', { name: 'Give $3' }));

    expect(await screen.findByText('Amount must be between $5 and $10000')).toBeInTheDocument();
  });

  it('shows the card fee to cover for the amount chosen, and gives it with the gift', async () => {
    let gift: unknown;
    const { user } = await renderApp('/donate', {
      handlers: [
        http.get(paymentsPath('/gifts/options'), () => HttpResponse.json(options)),
        http.post(paymentsPath('/gifts'), async ({ request }) => {
          gift = await request.json();
          return HttpResponse.json(
            {
              mode: 'demo',
              gift: {
                ...receipt('G-1003', false),
                frequency: 'once',
                amount: 103.3,
                feeCovered: 3.3,
              },
            },
            { status: 201 },
          );
        }),
      ],
    });

    await user.click(await screen.findByRole('button', { name: 'Give on this page' }));
    // $25 at 2.9% + 30¢ is charged $26.06; $100 is charged $103.30.
    expect(
      await screen.findByRole('checkbox', { name: 'Add $1.06 to cover card fees' }),
    ).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: '$100' }));
    await user.click(screen.getByRole('checkbox', { name: 'Add $3.30 to cover card fees' }));
    await user.type(screen.getByLabelText(/Email address for your receipt/), 'donor@example.org');
    await user.click(screen.getByRole('button', { name: 'Give $103.30' }));

    // The server works the fee out again: the browser says only that the donor covers it.
    expect(gift).toMatchObject({ amount: 100, coverFee: true });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Receipt G-1003: $103.30 (includes $3.30 to cover card fees)',
    );
  });

  it('shows each fund’s goal as a meter, beside the fund chosen too, and reads it again after a gift', async () => {
    let given = 1250;
    let donors = 12;
    const { user } = await renderApp('/donate', {
      handlers: [
        http.get(paymentsPath('/gifts/goals'), () =>
          HttpResponse.json({
            goals: [
              {
                fundId: 'printed-copies-for-prisons',
                fundName: 'Printed copies for prisons',
                label: 'Great Lent 2027',
                description: '500 prayer books for prisons',
                startsOn: '2027-03-15',
                endsOn: '2027-05-01',
                goal: 4000,
                given,
                donors,
              },
            ],
          }),
        ),
        http.get(paymentsPath('/gifts/options'), () => HttpResponse.json(options)),
        http.post(paymentsPath('/gifts'), () => {
          given += 25;
          donors += 1;
          return HttpResponse.json(
            { mode: 'demo', gift: { ...receipt('G-1004', false), frequency: 'once' } },
            { status: 201 },
          );
        }),
      ],
    });

    const meter = await screen.findByRole('progressbar', {
      name: /Printed copies for prisons · 500 prayer books for prisons, Great Lent 2027/,
    });
    expect(meter).toHaveAttribute('aria-valuetext', '$1,250.00 of $4,000 given by 12 donors');
    expect(meter).toHaveAttribute('aria-valuenow', '1250');
    expect(meter).toHaveAttribute('aria-valuemax', '4000');
    expect(screen.getByText('$1,250.00 of $4,000 given by 12 donors (31%)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Give on this page' }));
    await user.selectOptions(
      await screen.findByLabelText('Fund (optional)'),
      'Printed copies for prisons',
    );
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
    await user.type(screen.getByLabelText(/Email address for your receipt/), 'donor@example.org');
    await user.click(screen.getByRole('button', { name: 'Give $25' }));

    expect(
      await screen.findByText('$1,275.00 of $4,000 given by 13 donors (31%)'),
    ).toBeInTheDocument();
  });
});
