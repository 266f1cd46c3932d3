import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildCartItem, buildProduct, buildShippingTerms } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { apiPath, paymentsPath } from '@/testing/server';

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
const shippingTerms = http.get(paymentsPath('/shipping'), () =>
  HttpResponse.json(buildShippingTerms()),
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
    // What stops the checkout is where the buyer is looking, with the focus.
    expect(alert).toHaveFocus();
  });

  it('checks out a Buy Now item alone and keeps the cart for later', async () => {
    const kept = buildCartItem({ name: 'Psalter', quantity: 2 });
    storeCart(kept);
    const product = buildProduct({ name: 'Akathist Hymn', price: 5, stripePriceId: 'price_9' });
    let body: unknown;
    await renderApp(`/checkout?buy=${product._id}&format=digital`, {
      handlers: [
        demoConfig,
        http.get(apiPath(`/products/id/${product._id}`), ({ request }) => {
          expect(new URL(request.url).searchParams.get('format')).toBe('digital');
          return HttpResponse.json(product);
        }),
        http.post(paymentsPath('/create-checkout-session'), async ({ request }) => {
          body = await request.json();
          return HttpResponse.json({ clientSecret: CLIENT_SECRET });
        }),
      ],
    });
    await screen.findByRole('heading', { name: 'Demo Payment' });

    expect(body).toEqual({
      cartItems: [
        {
          _id: product._id,
          name: 'Akathist Hymn',
          price: 5,
          selectedFormat: 'digital',
          priceId: 'price_9',
          quantity: 1,
        },
      ],
    });
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).queryByText('Psalter')).not.toBeInTheDocument();
    expect(screen.getByText(/You are buying this item on its own/)).toHaveTextContent(
      'You are buying this item on its own. Your cart is kept as it is, for later.',
    );
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('2');
    expect(sessionStorage.getItem('buy-now-session')).toBe(SESSION_ID);
  });

  describe('changing quantities in the order summary', () => {
    const stockOf = (id: string, stock: number) =>
      http.get(apiPath(`/products/id/${id}`), () =>
        HttpResponse.json(buildProduct({ _id: id, format: 'physical', stock })),
      );

    it('releases the open session and starts a new one for the changed cart, up to the stock', async () => {
      const line = buildCartItem({ name: 'Icon Print', selectedFormat: 'physical' });
      storeCart(line);
      const carts: unknown[] = [];
      const released: unknown[] = [];
      const { user } = await renderApp('/checkout', {
        handlers: [
          demoConfig,
          shippingTerms,
          stockOf(line._id, 2),
          http.post(paymentsPath('/create-checkout-session'), async ({ request }) => {
            carts.push(await request.json());
            return HttpResponse.json({ clientSecret: CLIENT_SECRET });
          }),
          http.post(paymentsPath('/release-checkout-session'), async ({ request }) => {
            released.push(await request.json());
            return new HttpResponse(null, { status: 204 });
          }),
        ],
      });
      await screen.findByRole('heading', { name: 'Demo Payment' });
      const summary = screen.getByRole('region', { name: 'Order Summary' });

      await user.click(within(summary).getByRole('button', { name: 'One more Icon Print' }));

      await waitFor(() => expect(carts).toHaveLength(2), { timeout: 4000 });
      expect(released).toEqual([{ clientSecret: CLIENT_SECRET }]);
      expect(carts[1]).toEqual({ cartItems: [{ ...line, quantity: 2 }] });
      await screen.findByRole('heading', { name: 'Demo Payment' }, { timeout: 4000 });
      const changed = screen.getByRole('region', { name: 'Order Summary' });
      expect(within(changed).getByText('Quantity: 2')).toBeInTheDocument();
      expect(within(changed).getByRole('button', { name: 'One more Icon Print' })).toBeDisabled();
    });

    it('after a refusal for stock, says so plainly and offers the quantity that is left', async () => {
      const line = buildCartItem({ name: 'Icon Print', selectedFormat: 'physical', quantity: 3 });
      storeCart(line);
      const carts: { cartItems: { quantity: number }[] }[] = [];
      const { user } = await renderApp('/checkout', {
        handlers: [
          demoConfig,
          shippingTerms,
          stockOf(line._id, 2),
          http.post(paymentsPath('/create-checkout-session'), async ({ request }) => {
            const cart = (await request.json()) as (typeof carts)[number];
            carts.push(cart);
            return cart.cartItems[0]?.quantity === 3
              ? HttpResponse.json(
                  { error: 'conflict', message: 'Only 2 of "Icon Print" (physical) left' },
                  { status: 409 },
                )
              : HttpResponse.json({ clientSecret: CLIENT_SECRET });
          }),
        ],
      });
      const alerts = await screen.findAllByRole('alert');
      expect(alerts[0]).toHaveTextContent(
        'Some of your order is no longer in stock as you asked. Change the quantity in the order summary to continue.',
      );
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
      expect(screen.getByText('Only 2 left, so we cannot sell you 3.')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Change to 2 of Icon Print' }));

      // A new visit: the stock is asked again and a session made (slow on a loaded machine).
      await screen.findByRole('heading', { name: 'Demo Payment' }, { timeout: 4000 });
      expect(carts.map((cart) => cart.cartItems[0]?.quantity)).toEqual([3, 2]);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
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
        http.get(paymentsPath('/session-status'), () =>
          HttpResponse.json({ status: 'complete', customer_email: 'anna@example.org' }),
        ),
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
    const thanks = await screen.findByRole('heading', { name: 'Thank You for Your Order' });
    // The focus follows the buyer to the thanks (its heading, or the card around it).
    expect(thanks.closest('[tabindex="-1"]')).toContainElement(
      document.activeElement as HTMLElement,
    );
  });

  it('creates one session per visit, however often the page renders', async () => {
    storeCart(buildCartItem({ quantity: 1 }));
    let created = 0;
    const { user } = await renderApp('/checkout', {
      handlers: [
        demoConfig,
        http.post(paymentsPath('/create-checkout-session'), () => {
          created += 1;
          return HttpResponse.json({ clientSecret: CLIENT_SECRET });
        }),
      ],
    });
    const panel = await screen.findByRole('region', { name: 'Demo Payment' });
    // Typing re-renders the page many times; the cart drawer changes the cart's object.
    await user.type(within(panel).getByLabelText('Email address'), 'anna@example.org');
    await user.click(screen.getByRole('button', { name: /cart/i }));
    expect(created).toBe(1);
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

  describe('a physical item in demo mode', () => {
    const rope = () =>
      buildCartItem({ name: 'Prayer Rope', price: 12, quantity: 2, selectedFormat: 'physical' });

    it('adds the shipping to the total and pays with the delivery address', async () => {
      storeCart(rope(), buildCartItem({ name: 'Akathist Hymn', price: 4.5 }));
      let completed: unknown;
      const { user, router } = await renderApp('/checkout', {
        handlers: [
          demoConfig,
          shippingTerms,
          sessionCreated,
          http.get(apiPath('/products/id/:id'), () =>
            HttpResponse.json(buildProduct({ format: 'physical', stock: 9 })),
          ),
          http.post(paymentsPath(`/demo/sessions/${SESSION_ID}/complete`), async ({ request }) => {
            completed = await request.json();
            return HttpResponse.json({
              status: 'complete',
              returnUrl: `/return?session_id=${SESSION_ID}`,
            });
          }),
          http.get(paymentsPath('/session-status'), () =>
            HttpResponse.json({ status: 'complete', customer_email: 'anna@example.org' }),
          ),
        ],
      });

      const panel = await screen.findByRole('region', { name: 'Demo Payment' });
      const summary = screen.getByRole('region', { name: 'Order Summary' });
      expect(within(summary).getByText('Shipping').parentElement).toHaveTextContent(
        'Shipping$5.00',
      );
      expect(summary).toHaveTextContent('Total$33.50');
      expect(within(panel).getByRole('combobox', { name: 'Country' })).toHaveDisplayValue(
        'United States',
      );

      await user.type(within(panel).getByLabelText('Email address'), 'anna@example.org');
      await user.type(within(panel).getByLabelText('Full name'), 'Anna Reader');
      await user.type(within(panel).getByLabelText('Address line 1'), '1 Main St');
      await user.type(within(panel).getByLabelText('City'), 'Springfield');
      await user.selectOptions(within(panel).getByLabelText('State'), 'Illinois');
      await user.type(within(panel).getByLabelText('ZIP code'), '62701');
      await user.click(within(panel).getByRole('button', { name: 'Pay $33.50' }));

      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/return'));
      expect(completed).toEqual({
        email: 'anna@example.org',
        address: {
          name: 'Anna Reader',
          line1: '1 Main St',
          city: 'Springfield',
          region: 'IL',
          postalCode: '62701',
          country: 'US',
        },
      });
    });

    /** The delivery address's labels, in the order the form asks them. */
    const addressLabels = (panel: HTMLElement) =>
      Array.from(
        within(panel).getByRole('group', { name: 'Delivery address' }).querySelectorAll('label'),
        (label) => label.textContent,
      );

    it('asks a US address as the US writes it and refuses it without a State or a real ZIP code', async () => {
      storeCart(rope());
      let attempts = 0;
      const { user } = await renderApp('/checkout', {
        handlers: [
          demoConfig,
          shippingTerms,
          sessionCreated,
          http.get(apiPath('/products/id/:id'), () =>
            HttpResponse.json(buildProduct({ format: 'physical', stock: 9 })),
          ),
          http.post(paymentsPath(`/demo/sessions/${SESSION_ID}/complete`), () => {
            attempts += 1;
            return HttpResponse.json({ status: 'complete', returnUrl: '/return' });
          }),
        ],
      });
      const panel = await screen.findByRole('region', { name: 'Demo Payment' });
      expect(addressLabels(panel)).toEqual([
        'Country',
        'Full name',
        'Address line 1',
        'Address line 2 (optional)',
        'City',
        'State',
        'ZIP code',
      ]);
      const state = within(panel).getByRole('combobox', { name: 'State' });
      expect(within(state).getByRole('option', { name: 'Puerto Rico' })).toHaveValue('PR');

      await user.type(within(panel).getByLabelText('Email address'), 'anna@example.org');
      await user.type(within(panel).getByLabelText('Full name'), 'Anna Reader');
      await user.type(within(panel).getByLabelText('Address line 1'), '1 Main St');
      await user.type(within(panel).getByLabelText('City'), 'Springfield');
      await user.type(within(panel).getByLabelText('ZIP code'), '6270');
      await user.click(within(panel).getByRole('button', { name: /^Pay/ }));

      expect(await within(panel).findByText('State is required')).toBeInTheDocument();
      expect(state).toHaveAccessibleDescription('State is required');
      expect(
        within(panel).getByText('ZIP code must be 5 digits, or ZIP+4 (12345-6789)'),
      ).toBeInTheDocument();
      expect(attempts).toBe(0);
    });

    it('asks a Canadian address its province and postal code once Canada is chosen', async () => {
      storeCart(rope());
      let completed: unknown;
      const { user } = await renderApp('/checkout', {
        handlers: [
          demoConfig,
          shippingTerms,
          sessionCreated,
          http.get(apiPath('/products/id/:id'), () =>
            HttpResponse.json(buildProduct({ format: 'physical', stock: 9 })),
          ),
          http.post(paymentsPath(`/demo/sessions/${SESSION_ID}/complete`), async ({ request }) => {
            completed = await request.json();
            return HttpResponse.json({ status: 'complete', returnUrl: '/return' });
          }),
          http.get(paymentsPath('/session-status'), () =>
            HttpResponse.json({ status: 'complete', customer_email: 'anna@example.org' }),
          ),
        ],
      });
      const panel = await screen.findByRole('region', { name: 'Demo Payment' });
      await user.selectOptions(within(panel).getByLabelText('Country'), 'Canada');
      expect(addressLabels(panel).slice(4)).toEqual(['City', 'Province (optional)', 'Postal code']);

      await user.type(within(panel).getByLabelText('Email address'), 'anna@example.org');
      await user.type(within(panel).getByLabelText('Full name'), 'Anna Reader');
      await user.type(within(panel).getByLabelText('Address line 1'), '1 Front St');
      await user.type(within(panel).getByLabelText('City'), 'Toronto');
      await user.type(within(panel).getByLabelText('Province (optional)'), 'ON');
      await user.type(within(panel).getByLabelText('Postal code'), 'M5V 2T6');
      await user.click(within(panel).getByRole('button', { name: /^Pay/ }));

      await vi.waitFor(() =>
        expect(completed).toMatchObject({
          address: { city: 'Toronto', region: 'ON', postalCode: 'M5V 2T6', country: 'CA' },
        }),
      );
    });

    it('ships free from the free-shipping subtotal', async () => {
      storeCart({ ...rope(), quantity: 5 });
      await renderApp('/checkout', {
        handlers: [
          demoConfig,
          shippingTerms,
          sessionCreated,
          http.get(apiPath('/products/id/:id'), () =>
            HttpResponse.json(buildProduct({ format: 'physical', stock: 9 })),
          ),
        ],
      });
      const panel = await screen.findByRole('region', { name: 'Demo Payment' });
      const summary = screen.getByRole('region', { name: 'Order Summary' });
      expect(within(summary).getByText('Shipping').parentElement).toHaveTextContent('ShippingFree');
      expect(within(panel).getByRole('button', { name: 'Pay $60.00' })).toBeInTheDocument();
    });

    it('names each missing field, in the browser and from the server, and keeps what was typed', async () => {
      storeCart(rope());
      let attempts = 0;
      const { user } = await renderApp('/checkout', {
        handlers: [
          demoConfig,
          shippingTerms,
          sessionCreated,
          http.get(apiPath('/products/id/:id'), () =>
            HttpResponse.json(buildProduct({ format: 'physical', stock: 9 })),
          ),
          http.post(paymentsPath(`/demo/sessions/${SESSION_ID}/complete`), () => {
            attempts += 1;
            return HttpResponse.json(
              {
                error: 'bad_request',
                message: 'We only ship to United States, Canada.',
                details: [
                  {
                    path: 'body.address.country',
                    message: 'must be one we ship to: United States, Canada',
                  },
                ],
              },
              { status: 400 },
            );
          }),
        ],
      });
      const panel = await screen.findByRole('region', { name: 'Demo Payment' });
      await user.type(within(panel).getByLabelText('Email address'), 'anna@example.org');
      await user.type(within(panel).getByLabelText('Full name'), 'Anna Reader');
      await user.click(within(panel).getByRole('button', { name: /^Pay/ }));

      expect(await within(panel).findByText('Address line 1 is required')).toBeInTheDocument();
      expect(within(panel).getByText('City is required')).toBeInTheDocument();
      expect(within(panel).getByText('State is required')).toBeInTheDocument();
      expect(within(panel).getByText('ZIP code is required')).toBeInTheDocument();
      expect(attempts).toBe(0);

      await user.type(within(panel).getByLabelText('Address line 1'), '1 Monastery Rd');
      await user.type(within(panel).getByLabelText('City'), 'Jordanville');
      await user.selectOptions(within(panel).getByLabelText('State'), 'New York');
      await user.type(within(panel).getByLabelText('ZIP code'), '13361');
      await user.click(within(panel).getByRole('button', { name: /^Pay/ }));

      expect(
        await within(panel).findByText('Country must be one we ship to: United States, Canada'),
      ).toBeInTheDocument();
      expect(within(panel).getByLabelText('Full name')).toHaveValue('Anna Reader');
      expect(attempts).toBe(1);
    });
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
