import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildProduct } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { apiPath, paymentsPath } from '@/testing/server';

/**
 * `/donate?for={productId}&amount=5`, where a free resource's "Give something for this?" leads:
 * the giving form open on that gift, for that resource, as the shop names it.
 */

const card = buildProduct({ name: 'Morning Prayer Card', slug: 'morning-prayer-card', price: 0 });

const options = {
  mode: 'demo',
  minAmount: 1,
  maxAmount: 10_000,
  presets: [5, 10, 25, 50],
  funds: [],
  cardFee: { percent: 2.9, fixedCents: 30 },
};

const productById = (product: typeof card) =>
  http.get(apiPath(`/products/id/${card._id}`), () => HttpResponse.json(product));

/** The demo gift answered for what was sent; `sent` holds each body. */
function demoGifts() {
  const sent: unknown[] = [];
  const handler = http.post(paymentsPath('/gifts'), async ({ request }) => {
    const body = (await request.json()) as { amount: number; forProduct?: string };
    sent.push(body);
    return HttpResponse.json(
      {
        mode: 'demo',
        gift: {
          receiptNumber: 'G-1010',
          amount: body.amount,
          frequency: 'once',
          renewal: false,
          fund: null,
          forResource: body.forProduct
            ? { name: 'Morning Prayer Card', slug: 'morning-prayer-card' }
            : null,
          paidAt: '2026-11-22T21:00:00.000Z',
        },
      },
      { status: 201 },
    );
  });
  return { sent, handler };
}

const givingForm = () => screen.findByRole('form', { name: 'Giving form' });

describe('a gift for a free resource', () => {
  it('opens the form on the amount chosen, for the resource, and thanks the donor for it', async () => {
    const { sent, handler } = demoGifts();
    const { user } = await renderApp(`/donate?for=${card._id}&amount=5`, {
      handlers: [
        productById(card),
        http.get(paymentsPath('/gifts/options'), () => HttpResponse.json(options)),
        handler,
      ],
    });

    const form = await givingForm();
    expect(within(form).getByText('Your gift for “Morning Prayer Card”')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: '$5' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.type(
      within(form).getByLabelText(/Email address for your receipt/),
      'donor@example.org',
    );
    await user.click(within(form).getByRole('button', { name: 'Give $5' }));

    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent(
      'Your gift of $5.00 for “Morning Prayer Card” has been received.',
    );
    expect(
      within(thanks).getByRole('link', { name: 'Back to “Morning Prayer Card”' }),
    ).toHaveAttribute('href', '/product/morning-prayer-card');
    expect(sent).toEqual([
      {
        frequency: 'once',
        amount: 5,
        anonymous: false,
        coverFee: false,
        email: 'donor@example.org',
        forProduct: card._id,
      },
    ]);
  });

  it('fills in another amount than the presets', async () => {
    await renderApp(`/donate?for=${card._id}&amount=7`, {
      handlers: [
        productById(card),
        http.get(paymentsPath('/gifts/options'), () => HttpResponse.json(options)),
      ],
    });

    const form = await givingForm();

    expect(within(form).getByLabelText('Or another amount')).toHaveValue(7);
    expect(within(form).getByRole('button', { name: 'Give $7' })).toBeInTheDocument();
  });

  it('gives for the work as a whole once the donor says it is not for this resource', async () => {
    const { sent, handler } = demoGifts();
    const { user } = await renderApp(`/donate?for=${card._id}`, {
      handlers: [
        productById(card),
        http.get(paymentsPath('/gifts/options'), () => HttpResponse.json(options)),
        handler,
      ],
    });

    const form = await givingForm();
    await user.click(within(form).getByRole('button', { name: 'Not for this resource' }));
    expect(within(form).queryByText(/Your gift for/)).toBeNull();
    await user.type(
      within(form).getByLabelText(/Email address for your receipt/),
      'donor@example.org',
    );
    await user.click(within(form).getByRole('button', { name: 'Give $10' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your gift of $10.00 has been received.',
    );
    expect(sent).toEqual([expect.not.objectContaining({ forProduct: expect.anything() })]);
  });

  it('names no resource that is not a free one in the shop, and keeps the amount chosen', async () => {
    await renderApp(`/donate?for=${card._id}&amount=5`, {
      handlers: [
        productById({ ...card, price: 4.5 }),
        http.get(paymentsPath('/gifts/options'), () => HttpResponse.json(options)),
      ],
    });

    const form = await givingForm();

    expect(within(form).getByRole('button', { name: '$5' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(form).queryByText(/Your gift for/)).toBeNull();
  });

  it('leaves the page as it is for a link whose parts are not what they should be', async () => {
    await renderApp('/donate?for=morning-prayer-card&amount=1e3');

    expect(await screen.findByRole('button', { name: 'Give on this page' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Giving form' })).toBeNull();
  });

  it('says so under the resource when the payments service refuses it', async () => {
    const { user } = await renderApp(`/donate?for=${card._id}&amount=5`, {
      handlers: [
        productById(card),
        http.get(paymentsPath('/gifts/options'), () => HttpResponse.json(options)),
        http.post(paymentsPath('/gifts'), () =>
          HttpResponse.json(
            {
              error: 'bad_request',
              message: 'forProduct must be a resource in the shop',
              details: [{ path: 'forProduct', message: 'must be a resource in the shop' }],
            },
            { status: 400 },
          ),
        ),
      ],
    });

    const form = await givingForm();
    await user.type(
      within(form).getByLabelText(/Email address for your receipt/),
      'donor@example.org',
    );
    await user.click(within(form).getByRole('button', { name: 'Give $5' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The resource must be a resource in the shop',
    );
  });
});
