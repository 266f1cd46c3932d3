import type { Product } from '@ministry/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildProduct, buildShippingTerms } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { apiPath, paymentsPath } from '@/testing/server';

const GENESIS_ID = 'b'.repeat(24);

/** A study sold at what a reader can give: at least $3, $10 suggested. */
const genesis = (overrides: Partial<Product> = {}) =>
  buildProduct({
    _id: GENESIS_ID,
    slug: 'genesis',
    name: 'Genesis with the Fathers',
    format: 'digital',
    price: 3,
    payWhatYouCan: { minimum: 3, suggested: 10 },
    ...overrides,
  });

async function showProduct(product: Product) {
  const view = await renderApp('/product/genesis', {
    handlers: [
      http.get(apiPath('/products'), () => HttpResponse.json([product])),
      http.get(paymentsPath('/shipping'), () => HttpResponse.json(buildShippingTerms())),
    ],
  });
  await screen.findByRole('heading', { level: 1, name: product.name });
  return view;
}

const amountField = () => screen.getByRole('textbox', { name: 'Pay what you can (US dollars)' });
const storedCart = () => JSON.parse(localStorage.getItem('cart') ?? '[]') as unknown[];

describe('a product sold at what the buyer can pay', () => {
  it('says so instead of a price and fills in the suggested amount', async () => {
    await showProduct(genesis());
    expect(screen.getByText('Pay what you can')).toBeInTheDocument();
    expect(amountField()).toHaveValue('10.00');
    expect(screen.getByText('Suggested $10.00. The least is $3.00.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get Free Resource' })).not.toBeInTheDocument();
  });

  it('refuses less than the least price with a clear message, and adds nothing', async () => {
    const { user } = await showProduct(genesis());
    await user.clear(amountField());
    await user.type(amountField(), '2.50');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(screen.getByRole('alert')).toHaveTextContent('The least you can pay for this is $3.00.');
    expect(amountField()).toHaveFocus();
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(storedCart()).toEqual([]);
  });

  it('refuses what is not an amount of dollars', async () => {
    const { user } = await showProduct(genesis());
    await user.clear(amountField());
    await user.type(amountField(), 'ten');
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter an amount in dollars and cents, such as 5 or 4.50.',
    );
  });

  it('puts the chosen amount in the cart, where the line keeps it', async () => {
    const { user } = await showProduct(genesis());
    await user.clear(amountField());
    await user.type(amountField(), '7.5');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    expect(screen.getByRole('status')).toHaveTextContent('Added to your cart.');
    expect(storedCart()).toMatchObject([{ _id: GENESIS_ID, price: 7.5, chosenCents: 750 }]);
    await user.click(screen.getByRole('button', { name: 'View cart' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Pay what you can (suggested $10.00)')).toBeInTheDocument();
    expect(within(drawer).getAllByText('$7.50').length).toBeGreaterThan(0);
  });

  it('takes a new amount for the same line when added again, keeping its quantity', async () => {
    const { user } = await showProduct(genesis());
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await user.clear(amountField());
    await user.type(amountField(), '12');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(storedCart()).toMatchObject([{ price: 12, chosenCents: 1200, quantity: 1 }]);
  });

  it('checks out this item alone at the chosen amount with Buy Now', async () => {
    const { user, router } = await showProduct(genesis());
    await user.clear(amountField());
    await user.type(amountField(), '$15');
    await user.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(router.state.location.pathname).toBe('/checkout');
    expect(router.state.location.search).toBe(`?buy=${GENESIS_ID}&format=digital&amount=1500`);
  });

  it('offers the download free as well when the least price is 0, asking more than $0 to buy', async () => {
    const { user } = await showProduct(
      genesis({ price: 0, payWhatYouCan: { minimum: 0, suggested: 5 } }),
    );
    expect(screen.getByText('Suggested $5.00. Any amount above $0 is welcome.')).toBeInTheDocument();
    const free = screen.getByRole('region', { name: 'Cannot give anything now?' });
    expect(within(free).getByRole('button', { name: 'Get Free Resource' })).toBeInTheDocument();

    await user.clear(amountField());
    await user.type(amountField(), '0');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter an amount above $0, or get it free instead.',
    );
  });
});
