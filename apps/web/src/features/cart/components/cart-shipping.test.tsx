import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildCartItem, buildProduct, buildShippingTerms } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { apiPath, paymentsPath } from '@/testing/server';
import { CART_STORAGE_KEY } from '../cart-storage';

const noFeatured = http.get(apiPath('/products'), () => HttpResponse.json([]));
const inStock = http.get(apiPath('/products/id/:id'), () =>
  HttpResponse.json(buildProduct({ format: 'physical', stock: 20 })),
);
let shippingAsked = 0;
const shippingTerms = http.get(paymentsPath('/shipping'), () => {
  shippingAsked += 1;
  return HttpResponse.json(buildShippingTerms());
});

async function openDrawerWith(...items: ReturnType<typeof buildCartItem>[]) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  const { user } = await renderApp('/', { handlers: [noFeatured, inStock, shippingTerms] });
  await user.click(screen.getByRole('button', { name: /open cart/i }));
  return screen.getByRole('dialog', { name: 'Your Cart' });
}

describe('shipping in the cart drawer', () => {
  beforeEach(() => {
    shippingAsked = 0;
  });

  it('shows the flat rate and a total that includes it when a physical item is in the cart', async () => {
    const drawer = await openDrawerWith(
      buildCartItem({ name: 'Prayer Rope', price: 12.5, quantity: 2, selectedFormat: 'physical' }),
      buildCartItem({ name: 'Akathist Hymn', price: 3 }),
    );
    expect((await within(drawer).findByText('Shipping')).parentElement).toHaveTextContent(
      'Shipping$5.00',
    );
    expect(within(drawer).getByTestId('cart-total')).toHaveTextContent('$33.00');
  });

  it('says shipping is free from the free-shipping subtotal', async () => {
    const drawer = await openDrawerWith(
      buildCartItem({ name: 'Icon', price: 50, selectedFormat: 'physical' }),
    );
    expect((await within(drawer).findByText('Shipping')).parentElement).toHaveTextContent(
      'ShippingFree',
    );
    expect(within(drawer).getByTestId('cart-total')).toHaveTextContent('$50.00');
  });

  it('shows no shipping line and asks nothing for a cart of downloads', async () => {
    const drawer = await openDrawerWith(buildCartItem({ name: 'Akathist Hymn', price: 3 }));
    expect(within(drawer).getByTestId('cart-total')).toHaveTextContent('$3.00');
    expect(within(drawer).queryByText('Shipping')).not.toBeInTheDocument();
    expect(shippingAsked).toBe(0);
  });
});
