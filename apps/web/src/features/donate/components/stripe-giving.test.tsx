import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render-app';
import { paymentsPath } from '@/testing/server';

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn() }));
vi.mock('@stripe/react-stripe-js', () => ({
  EmbeddedCheckoutProvider: ({
    options,
    children,
  }: {
    options: { clientSecret: string };
    children: React.ReactNode;
  }) => (
    <div data-testid="stripe-provider" data-client-secret={options.clientSecret}>
      {children}
    </div>
  ),
  EmbeddedCheckout: () => <div>Stripe embedded checkout</div>,
}));

const { loadStripe } = await import('@stripe/stripe-js/pure');

const SESSION_ID = `cs_test_${'a'.repeat(24)}`;
const CLIENT_SECRET = `${SESSION_ID}_secret_${'b'.repeat(24)}`;

const stripeOptions = http.get(paymentsPath('/gifts/options'), () =>
  HttpResponse.json({
    mode: 'stripe',
    minAmount: 5,
    maxAmount: 10_000,
    presets: [10, 25, 50, 100],
    funds: [{ id: 'printed-copies-for-prisons', name: 'Printed copies for prisons' }],
    cardFee: { percent: 2.9, fixedCents: 30 },
  }),
);

const giftSession = (answer: () => Response) =>
  http.get(paymentsPath(`/gifts/sessions/${SESSION_ID}`), answer);

const monthlyToPrisons = {
  amount: 25,
  frequency: 'monthly',
  fund: 'Printed copies for prisons',
};

describe('giving through Stripe', () => {
  it('opens Stripe’s embedded checkout for the chosen gift, and Stripe.js only then', async () => {
    vi.mocked(loadStripe).mockResolvedValue({} as never);
    let gift: unknown;
    const { user } = await renderApp('/donate', {
      handlers: [
        stripeOptions,
        http.post(paymentsPath('/gifts'), async ({ request }) => {
          gift = await request.json();
          return HttpResponse.json(
            { mode: 'stripe', clientSecret: CLIENT_SECRET, publishableKey: 'pk_test_gifts' },
            { status: 201 },
          );
        }),
      ],
    });

    await user.click(await screen.findByRole('button', { name: 'Give on this page' }));
    await user.click(await screen.findByRole('radio', { name: 'Give monthly' }));
    await user.click(screen.getByRole('button', { name: '$25' }));
    expect(screen.queryByLabelText(/Email address/)).not.toBeInTheDocument();
    expect(loadStripe).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Give $25 monthly' }));

    expect(await screen.findByText('Stripe embedded checkout')).toBeInTheDocument();
    expect(screen.getByTestId('stripe-provider')).toHaveAttribute(
      'data-client-secret',
      CLIENT_SECRET,
    );
    expect(loadStripe).toHaveBeenCalledWith('pk_test_gifts');
    // No email asked for: Stripe's checkout collects it.
    expect(gift).toEqual({ frequency: 'monthly', amount: 25, anonymous: false, coverFee: false });
    await user.click(screen.getByRole('button', { name: 'Change my gift' }));
    expect(await screen.findByRole('form', { name: 'Giving form' })).toBeInTheDocument();
  });

  it('says Stripe could not be reached and gives the same gift again on "Try again"', async () => {
    vi.mocked(loadStripe).mockResolvedValue({} as never);
    const unavailable =
      'The payment service could not open the gift form just now, and no money was taken. Please try again in a moment.';
    const gifts: unknown[] = [];
    const { user } = await renderApp('/donate', {
      handlers: [
        stripeOptions,
        http.post(paymentsPath('/gifts'), async ({ request }) => {
          gifts.push(await request.json());
          return gifts.length === 1
            ? HttpResponse.json(
                { error: unavailable, message: unavailable, code: 'payment_provider_unavailable' },
                { status: 502 },
              )
            : HttpResponse.json(
                { mode: 'stripe', clientSecret: CLIENT_SECRET, publishableKey: 'pk_test_gifts' },
                { status: 201 },
              );
        }),
      ],
    });

    await user.click(await screen.findByRole('button', { name: 'Give on this page' }));
    await user.click(await screen.findByRole('button', { name: '$50' }));
    await user.click(screen.getByRole('button', { name: 'Give $50' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(unavailable);
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Stripe embedded checkout')).toBeInTheDocument();
    expect(gifts).toEqual([
      { frequency: 'once', amount: 50, anonymous: false, coverFee: false },
      { frequency: 'once', amount: 50, anonymous: false, coverFee: false },
    ]);
  });

  it('thanks the donor Stripe sends back with a paid gift', async () => {
    await renderApp(`/donate?gift_session=${SESSION_ID}`, {
      handlers: [giftSession(() => HttpResponse.json({ status: 'paid', ...monthlyToPrisons }))],
    });

    expect(
      await screen.findByRole('heading', { name: 'Thank you for your gift' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your monthly gift of $25.00 to Printed copies for prisons has been received. A receipt is on its way to your email. May God bless you.',
      ),
    ).toBeInTheDocument();
  });

  it('names the free resource a gift came back from Stripe for, with a way back to it', async () => {
    await renderApp(`/donate?gift_session=${SESSION_ID}`, {
      handlers: [
        giftSession(() =>
          HttpResponse.json({
            status: 'paid',
            amount: 5,
            frequency: 'once',
            fund: null,
            forResource: { name: 'Morning Prayer Card', slug: 'morning-prayer-card' },
          }),
        ),
      ],
    });

    expect(
      await screen.findByText(
        'Your gift of $5.00 for “Morning Prayer Card” has been received. A receipt is on its way to your email. May God bless you.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to “Morning Prayer Card”' })).toHaveAttribute(
      'href',
      '/product/morning-prayer-card',
    );
  });

  it('says a gift left open was not received, with the form ready to try again', async () => {
    await renderApp(`/donate?gift_session=${SESSION_ID}`, {
      handlers: [
        stripeOptions,
        giftSession(() => HttpResponse.json({ status: 'open', ...monthlyToPrisons })),
      ],
    });

    expect(
      await screen.findByRole('heading', { name: 'We have not received your gift' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '#give');
    expect(await screen.findByRole('form', { name: 'Giving form' })).toBeInTheDocument();
  });

  it('says plainly when the link names no gift', async () => {
    await renderApp(`/donate?gift_session=${SESSION_ID}`, {
      handlers: [
        giftSession(() =>
          HttpResponse.json(
            { error: 'not_found', message: 'No gift was started with this checkout session.' },
            { status: 404 },
          ),
        ),
      ],
    });

    expect(
      await screen.findByRole('heading', { name: 'We could not find this gift' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Give Gracefully' })).toBeInTheDocument();
  });

  it('offers to ask again when payments could not be asked', async () => {
    let calls = 0;
    const { user } = await renderApp(`/donate?gift_session=${SESSION_ID}`, {
      handlers: [
        giftSession(() => {
          calls += 1;
          return calls === 1
            ? HttpResponse.json({ error: 'internal', message: 'Down' }, { status: 503 })
            : HttpResponse.json({ status: 'paid', ...monthlyToPrisons });
        }),
      ],
    });

    await user.click(await screen.findByRole('button', { name: 'Try again' }));

    expect(
      await screen.findByRole('heading', { name: 'Thank you for your gift' }),
    ).toBeInTheDocument();
  });
});
