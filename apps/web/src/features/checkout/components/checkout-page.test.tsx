import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildCartItem } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { paymentsPath } from '@/testing/server';

const SESSION_ID = `demo_cs_${'a'.repeat(32)}`;
const CLIENT_SECRET = `${SESSION_ID}_secret_${'b'.repeat(32)}`;

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

function storeCart(...items: ReturnType<typeof buildCartItem>[]) {
  localStorage.setItem('cart', JSON.stringify(items));
}

const demoConfig = http.get(paymentsPath('/config'), () => HttpResponse.json({ mode: 'demo' }));
const stripeConfig = http.get(paymentsPath('/config'), () =>
  HttpResponse.json({ mode: 'stripe', publishableKey: 'pk_test_123' }),
);
const sessionCreated = http.post(paymentsPath('/create-checkout-session'), () =>
  HttpResponse.json({ clientSecret: CLIENT_SECRET }),
);

describe('checkout', () => {
  it('shows a message with a link to the store when the cart is empty', async () => {
    await renderApp('/checkout');
    expect(await screen.findByRole('heading', { name: 'Your cart is empty.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit the store' })).toHaveAttribute('href', '/store');
  });

  it('sends the whole cart to create the session', async () => {
    const item = buildCartItem({ name: 'Akathist Hymn', quantity: 2 });
    storeCart(item);
    let body: unknown;
    await renderApp('/checkout', {
      handlers: [
        demoConfig,
        http.post(paymentsPath('/create-checkout-session'), async ({ request }) => {
          body = await request.json();
          return HttpResponse.json({ clientSecret: CLIENT_SECRET });
        }),
      ],
    });
    await screen.findByRole('heading', { name: 'Demo Payment' });
    expect(body).toEqual({ cartItems: [item] });
  });

  it('shows "Failed to fetch client secret" with the status and the answer when the session fails', async () => {
    storeCart(buildCartItem());
    await renderApp('/checkout', {
      handlers: [
        demoConfig,
        http.post(paymentsPath('/create-checkout-session'), () =>
          HttpResponse.json(
            { error: 'Akathist Hymn is out of stock', message: 'Akathist Hymn is out of stock' },
            { status: 409 },
          ),
        ),
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch client secret');
    expect(alert).toHaveTextContent('Status 409: Akathist Hymn is out of stock');
  });

  it('shows the demo payment panel with the order summary and pays with an email', async () => {
    storeCart(
      buildCartItem({ name: 'Akathist Hymn', price: 12.5, quantity: 2 }),
      buildCartItem({ name: 'Prayer Rope Guide', price: 3 }),
    );
    let completed: unknown;
    const { user, router } = await renderApp('/checkout', {
      handlers: [
        demoConfig,
        sessionCreated,
        http.post(paymentsPath(`/demo/sessions/${SESSION_ID}/complete`), async ({ request }) => {
          completed = await request.json();
          return HttpResponse.json({
            status: 'complete',
            returnUrl: `/return?session_id=${SESSION_ID}`,
          });
        }),
        http.get(paymentsPath('/session-status'), () => new Promise<never>(() => {})),
      ],
    });

    const panel = await screen.findByRole('region', { name: 'Demo Payment' });
    expect(within(panel).getByText('Demo mode')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(summary).toHaveTextContent('Akathist Hymn');
    expect(summary).toHaveTextContent('$28.00');

    await user.type(within(panel).getByLabelText('Email address'), 'Anna@Example.org');
    await user.click(within(panel).getByRole('button', { name: 'Pay $28.00' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/return'));
    expect(router.state.location.search).toBe(`?session_id=${SESSION_ID}`);
    expect(completed).toEqual({ email: 'anna@example.org' });
  });

  it('asks for a valid email before paying in demo mode', async () => {
    storeCart(buildCartItem());
    const { user } = await renderApp('/checkout', { handlers: [demoConfig, sessionCreated] });
    const panel = await screen.findByRole('region', { name: 'Demo Payment' });
    await user.type(within(panel).getByLabelText('Email address'), 'not-an-email');
    await user.click(within(panel).getByRole('button', { name: /^Pay/ }));
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'Please enter a valid email address.',
    );
  });

  it('shows the server’s message when the demo payment fails', async () => {
    storeCart(buildCartItem());
    const { user } = await renderApp('/checkout', {
      handlers: [
        demoConfig,
        sessionCreated,
        http.post(paymentsPath(`/demo/sessions/${SESSION_ID}/complete`), () =>
          HttpResponse.json({ message: 'This checkout has expired.' }, { status: 409 }),
        ),
      ],
    });
    const panel = await screen.findByRole('region', { name: 'Demo Payment' });
    await user.type(within(panel).getByLabelText('Email address'), 'anna@example.org');
    await user.click(within(panel).getByRole('button', { name: /^Pay/ }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('This checkout has expired.');
  });

  it('mounts Stripe’s embedded checkout with the client secret once Stripe.js has loaded', async () => {
    vi.mocked(loadStripe).mockResolvedValue({} as never);
    storeCart(buildCartItem());
    await renderApp('/checkout', { handlers: [stripeConfig, sessionCreated] });
    expect(await screen.findByText('Stripe embedded checkout')).toBeInTheDocument();
    expect(screen.getByTestId('stripe-provider')).toHaveAttribute(
      'data-client-secret',
      CLIENT_SECRET,
    );
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123');
  });

  it('shows a clear error, without mounting Stripe, when Stripe.js cannot load', async () => {
    vi.mocked(loadStripe).mockRejectedValue(new Error('Failed to load Stripe.js'));
    storeCart(buildCartItem());
    await renderApp('/checkout', {
      handlers: [
        http.get(paymentsPath('/config'), () =>
          HttpResponse.json({ mode: 'stripe', publishableKey: 'pk_test_offline' }),
        ),
        sessionCreated,
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The secure payment form could not be loaded.');
    expect(screen.queryByTestId('stripe-provider')).not.toBeInTheDocument();
  });

  it('says the payment settings are unavailable when the payments service does not answer', async () => {
    storeCart(buildCartItem());
    await renderApp('/checkout', {
      handlers: [http.get(paymentsPath('/config'), () => HttpResponse.error()), sessionCreated],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment settings unavailable');
  });
});
