import { screen, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { env } from '@/config/env';
import { buildCartItem } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { origin, paymentsPath } from '@/testing/server';

const status = (body: JsonBodyType, init?: ResponseInit) =>
  http.get(paymentsPath('/session-status'), ({ request }) => {
    expect(new URL(request.url).searchParams.get('session_id')).toBe('cs_123');
    return HttpResponse.json(body, init);
  });

describe('return page', () => {
  it('goes back to /checkout when the session is still open', async () => {
    localStorage.setItem('cart', JSON.stringify([buildCartItem()]));
    const { router } = await renderApp('/return?session_id=cs_123', {
      handlers: [
        status({ status: 'open', customer_email: null }),
        http.get(paymentsPath('/config'), () => HttpResponse.json({ mode: 'demo' })),
        http.post(paymentsPath('/create-checkout-session'), () => new Promise<never>(() => {})),
      ],
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });

  it('thanks the buyer, names the email, gives the support address and empties the cart', async () => {
    localStorage.setItem('cart', JSON.stringify([buildCartItem()]));
    await renderApp('/return?session_id=cs_123', {
      handlers: [
        status({
          status: 'complete',
          customer_email: 'anna@example.org',
          lines: [
            {
              name: 'Akathist Hymn',
              format: 'digital',
              unitPrice: 5,
              quantity: 1,
              downloadUrl: '/api/downloads/tok',
            },
            { name: 'Prayer Rope', format: 'physical', unitPrice: 12, quantity: 2 },
          ],
          total: 29,
        }),
      ],
    });

    expect(
      await screen.findByRole('heading', { name: 'Thank You for Your Order' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/A confirmation email will be sent to/)).toHaveTextContent(
      'A confirmation email will be sent to anna@example.org.',
    );
    expect(screen.getByRole('link', { name: env.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${env.supportEmail}`,
    );
    const downloads = screen.getByRole('region', { name: 'Your Downloads' });
    expect(within(downloads).getAllByRole('link', { name: /^Download/ })).toHaveLength(1);
    expect(within(downloads).getByRole('link', { name: 'Download Akathist Hymn' })).toHaveAttribute(
      'href',
      `${origin}/api/downloads/tok`,
    );
    // Where the buyer finds them again once the links stop working.
    expect(within(downloads).getByRole('link', { name: 'My downloads' })).toHaveAttribute(
      'href',
      '/downloads',
    );
    expect(screen.getByRole('region', { name: 'Your Order' })).toHaveTextContent('$29.00');
    await vi.waitFor(() => expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument());
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('leaves the cart as it is after a Buy Now purchase of one item alone', async () => {
    localStorage.setItem('cart', JSON.stringify([buildCartItem({ quantity: 3 })]));
    sessionStorage.setItem('buy-now-session', 'cs_123');
    await renderApp('/return?session_id=cs_123', {
      handlers: [
        status({
          status: 'complete',
          customer_email: 'anna@example.org',
          lines: [{ name: 'Prayer Rope', format: 'physical', unitPrice: 12, quantity: 1 }],
          total: 12,
        }),
      ],
    });

    await screen.findByRole('heading', { name: 'Thank You for Your Order' });
    expect(await screen.findByTestId('cart-badge')).toHaveTextContent('3');
    expect(localStorage.getItem('cart')).not.toBeNull();
  });

  it('shows the order number the buyer quotes to the ministry', async () => {
    await renderApp('/return?session_id=cs_123', {
      handlers: [
        status({
          status: 'complete',
          customer_email: 'anna@example.org',
          lines: [{ name: 'Prayer Rope', format: 'physical', unitPrice: 12, quantity: 1 }],
          total: 12,
          orderNumber: 'OR-1042',
        }),
      ],
    });

    expect(await screen.findByText(/Your order number is/)).toHaveTextContent(
      'Your order number is OR-1042. Please quote it if you write to us about this order.',
    );
  });

  it('shows nothing for another status', async () => {
    localStorage.setItem('cart', JSON.stringify([buildCartItem()]));
    await renderApp('/return?session_id=cs_123', {
      handlers: [status({ status: 'expired', customer_email: null })],
    });
    await vi.waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.getByRole('main')).toBeEmptyDOMElement();
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('1');
  });

  it('shows nothing without a session id, and asks nothing', async () => {
    await renderApp('/return');
    await screen.findByRole('main');
    await vi.waitFor(() => expect(screen.getByRole('main')).toBeEmptyDOMElement());
  });

  it('shows nothing and only logs when the session is refused', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderApp('/return?session_id=cs_123', {
      handlers: [status({ message: 'No checkout session with this id.' }, { status: 404 })],
    });
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByRole('main')).toBeEmptyDOMElement();
  });

  it('says the order could not be confirmed when the status call fails, and asks again on retry', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let answer: 'down' | 'complete' = 'down';
    const { user } = await renderApp('/return?session_id=cs_123', {
      handlers: [
        http.get(paymentsPath('/session-status'), () =>
          answer === 'down'
            ? HttpResponse.json({ message: 'Service unavailable' }, { status: 503 })
            : HttpResponse.json({ status: 'complete', customer_email: 'anna@example.org' }),
        ),
      ],
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We Could Not Confirm Your Order Yet');
    answer = 'complete';
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Thank You for Your Order' }),
    ).toBeInTheDocument();
  });

  it('shows the order number, where the physical items go and what shipping cost', async () => {
    await renderApp('/return?session_id=cs_123', {
      handlers: [
        status({
          status: 'complete',
          customer_email: 'anna@example.org',
          orderNumber: 'OR-1042',
          lines: [{ name: 'Prayer Rope', format: 'physical', unitPrice: 12, quantity: 2 }],
          total: 29,
          shipping: {
            amount: 5,
            name: 'Anna Reader',
            address: {
              line1: '1 Monastery Rd',
              city: 'Springfield',
              region: 'IL',
              postalCode: '62701',
              country: 'US',
            },
          },
        }),
      ],
    });

    expect(await screen.findByText('OR-1042')).toBeInTheDocument();
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText('Anna Reader')).toBeInTheDocument();
    expect(within(delivery).getByText('1 Monastery Rd')).toBeInTheDocument();
    expect(within(delivery).getByText('Springfield, IL 62701')).toBeInTheDocument();
    expect(within(delivery).getByText('United States')).toBeInTheDocument();
    expect(delivery).toHaveTextContent('Shipping: $5.00');
    const order = screen.getByRole('region', { name: 'Your Order' });
    expect(within(order).getByText('Shipping').parentElement).toHaveTextContent('Shipping$5.00');
    expect(order).toHaveTextContent('Total$29.00');
  });

  it('says for whom a gift is and the day it is sent, with no download links for the buyer', async () => {
    localStorage.setItem('cart', JSON.stringify([buildCartItem()]));
    await renderApp('/return?session_id=cs_123', {
      handlers: [
        status({
          status: 'complete',
          customer_email: 'john@example.org',
          lines: [{ name: 'Akathist Hymn', format: 'digital', unitPrice: 5, quantity: 1 }],
          total: 5,
          gift: {
            recipientName: 'Maria',
            recipientEmail: 'maria@example.org',
            fromName: 'John',
            message: 'For the feast.',
            deliverOn: '2026-12-24',
            sentAt: null,
          },
        }),
      ],
    });

    expect(await screen.findByText(/This is a gift for/)).toHaveTextContent(
      'This is a gift for Maria. We will send it to Maria on December 24, 2026, with your message, and send you a copy.',
    );
    expect(screen.queryByRole('region', { name: 'Your Downloads' })).not.toBeInTheDocument();
  });
});
