import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildCartItem, buildProduct, buildShippingTerms } from '@/testing/factories';
import { renderApp } from '@/testing/render-app';
import { apiPath, paymentsPath, server } from '@/testing/server';
import { CART_STORAGE_KEY } from '../cart-storage';

const noFeatured = http.get(apiPath('/products'), () => HttpResponse.json([]));

/** The shop's answer for a product asked for by id: what is free to sell of it now. */
const stockOf = (id: string, stock: number) =>
  http.get(apiPath(`/products/id/${id}`), () =>
    HttpResponse.json(buildProduct({ _id: id, format: 'physical', stock })),
  );

function storeCart(items: unknown[]) {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
}

describe('cart button and drawer', () => {
  // The owner's terms: $5.00 for an order with a physical item, free from $50.
  beforeEach(() => {
    server.use(http.get(paymentsPath('/shipping'), () => HttpResponse.json(buildShippingTerms())));
  });

  it('shows no badge while the cart is empty', async () => {
    await renderApp('/', { handlers: [noFeatured] });
    expect(screen.getByRole('button', { name: 'Open cart' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  });

  it('opens a drawer titled "Your Cart" that says when the cart is empty', async () => {
    const { user } = await renderApp('/', { handlers: [noFeatured] });
    await user.click(screen.getByRole('button', { name: 'Open cart' }));
    const drawer = screen.getByRole('dialog', { name: 'Your Cart' });
    expect(within(drawer).getByText('Your cart is empty.')).toBeInTheDocument();
  });

  it('restores the cart saved before a reload and shows the total quantity on the badge', async () => {
    storeCart([buildCartItem({ quantity: 2 }), buildCartItem({ quantity: 1 })]);
    await renderApp('/', { handlers: [noFeatured] });
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'Open cart, 3 items' })).toBeInTheDocument();
  });

  it('ignores stored lines that do not match the contract', async () => {
    storeCart([buildCartItem({ quantity: 1 }), { _id: 'nope', quantity: -4 }]);
    await renderApp('/', { handlers: [noFeatured] });
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('1');
  });

  it('prices a parish order at its quantity break, and says which break', async () => {
    const booklets = buildCartItem({
      name: 'Gospel of John Study',
      price: 8.99,
      quantity: 10,
      selectedFormat: 'digital',
      priceBreaks: [
        { minQuantity: 10, percentOff: 15 },
        { minQuantity: 50, percentOff: 25 },
      ],
    });
    storeCart([booklets]);
    const { user } = await renderApp('/', { handlers: [noFeatured] });
    await user.click(screen.getByRole('button', { name: /open cart/i }));

    const drawer = screen.getByRole('dialog', { name: 'Your Cart' });
    const [line] = within(drawer).getAllByRole('listitem');
    expect(line).toHaveTextContent('$7.64 × 10');
    expect(line).toHaveTextContent('Subtotal: $76.40');
    expect(line).toHaveTextContent('10 or more copies: 15% off each');
    expect(within(drawer).getByTestId('cart-total')).toHaveTextContent('$76.40');

    await user.click(within(line!).getByRole('button', { name: 'One fewer Gospel of John Study' }));
    expect(line).toHaveTextContent('$8.99 × 9');
    expect(line).not.toHaveTextContent('copies:');
  });

  it('lists each line with name, format, quantity, unit price × quantity and subtotal, and the total', async () => {
    const physical = buildCartItem({
      name: 'Akathist Hymn',
      price: 12.5,
      quantity: 2,
      selectedFormat: 'physical',
    });
    storeCart([
      physical,
      buildCartItem({
        name: 'Prayer Rope Guide',
        price: 3,
        quantity: 1,
        selectedFormat: 'digital',
      }),
    ]);
    const { user } = await renderApp('/', { handlers: [noFeatured, stockOf(physical._id, 5)] });
    await user.click(screen.getByRole('button', { name: /open cart/i }));

    const drawer = screen.getByRole('dialog', { name: 'Your Cart' });
    const [first, second] = within(drawer).getAllByRole('listitem');
    expect(first).toHaveTextContent('Akathist Hymn');
    expect(first).toHaveTextContent('Physical');
    expect(first).toHaveTextContent('Quantity: 2');
    expect(first).toHaveTextContent('$12.50 × 2');
    expect(first).toHaveTextContent('Subtotal: $25.00');
    expect(second).toHaveTextContent('Digital');
    // $28.00 of items and the flat rate of an order with a physical item under $50.
    expect(await within(drawer).findByText('$5.00')).toBeInTheDocument();
    expect(within(drawer).getByTestId('cart-total')).toHaveTextContent('$33.00');
  });

  it('removes a line and keeps the removal across a reload', async () => {
    const keep = buildCartItem({ name: 'Keep Me' });
    const drop = buildCartItem({ name: 'Drop Me' });
    storeCart([keep, drop]);
    const { user } = await renderApp('/', { handlers: [noFeatured] });
    await user.click(screen.getByRole('button', { name: /open cart/i }));

    await user.click(screen.getByRole('button', { name: 'Remove Drop Me' }));

    const drawer = screen.getByRole('dialog', { name: 'Your Cart' });
    expect(within(drawer).queryByText('Drop Me')).not.toBeInTheDocument();
    // The removed line's button is gone: the focus goes to what was done, not to the page.
    const said = within(drawer).getByRole('status');
    expect(said).toHaveTextContent('Drop Me was removed from your cart.');
    expect(said).toHaveFocus();
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toEqual([keep]);
  });

  it('empties the cart with Clear Cart', async () => {
    storeCart([buildCartItem(), buildCartItem()]);
    const { user } = await renderApp('/', { handlers: [noFeatured] });
    await user.click(screen.getByRole('button', { name: /open cart/i }));

    await user.click(screen.getByRole('button', { name: 'Clear Cart' }));

    expect(screen.getByText('Your cart is empty.')).toHaveFocus();
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('closes and goes to /checkout with Proceed to Checkout', async () => {
    storeCart([buildCartItem()]);
    const { user, router } = await renderApp('/', {
      handlers: [noFeatured],
    });
    await user.click(screen.getByRole('button', { name: /open cart/i }));

    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('takes the focus, closes on Escape and gives the focus back to the cart button', async () => {
    const { user } = await renderApp('/', { handlers: [noFeatured] });
    const button = screen.getByRole('button', { name: 'Open cart' });
    await user.click(button);
    const drawer = screen.getByRole('dialog', { name: 'Your Cart' });
    expect(drawer).toHaveFocus();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('keeps Tab inside the open drawer', async () => {
    const { user } = await renderApp('/', { handlers: [noFeatured] });
    await user.click(screen.getByRole('button', { name: 'Open cart' }));
    const drawer = screen.getByRole('dialog', { name: 'Your Cart' });
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('adds to the cart from a product page, merging repeated adds', async () => {
    const product = buildProduct({ name: 'Akathist Hymn', slug: 'akathist', price: 5 });
    const { user } = await renderApp('/product/akathist', {
      handlers: [http.get(apiPath('/products'), () => HttpResponse.json([product]))],
    });
    const add = await screen.findByRole('button', { name: 'Add to Cart' });
    await user.click(add);
    await user.click(add);

    expect(screen.getByTestId('cart-badge')).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'View cart' }));
    const drawer = screen.getByRole('dialog', { name: 'Your Cart' });
    expect(within(drawer).getAllByRole('listitem')).toHaveLength(1);
    expect(within(drawer).getByText('Quantity: 2')).toBeInTheDocument();
  });

  describe('quantities', () => {
    const storedCart = () => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '[]') as unknown;

    it('raises a quantity with + up to what is free to sell, and keeps it across a reload', async () => {
      const line = buildCartItem({ name: 'Prayer Rope', selectedFormat: 'physical' });
      storeCart([line]);
      const { user } = await renderApp('/', { handlers: [noFeatured, stockOf(line._id, 2)] });
      await user.click(screen.getByRole('button', { name: /open cart/i }));
      const more = screen.getByRole('button', { name: 'One more Prayer Rope' });

      await user.click(more);

      expect(screen.getByText('Quantity: 2')).toBeInTheDocument();
      await waitFor(() => expect(more).toBeDisabled());
      expect(screen.getByText('2 is the most we can sell you.')).toBeInTheDocument();
      // Two at $12.00, and the flat $5.00 shipping of an order with a physical item.
      await waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent('$29.00'));
      expect(storedCart()).toEqual([{ ...line, quantity: 2 }]);
    });

    it('lowers a quantity with − but not below 1', async () => {
      storeCart([buildCartItem({ name: 'Psalter', quantity: 2 })]);
      const { user } = await renderApp('/', { handlers: [noFeatured] });
      await user.click(screen.getByRole('button', { name: /open cart/i }));
      const fewer = screen.getByRole('button', { name: 'One fewer Psalter' });

      await user.click(fewer);

      expect(screen.getByText('Quantity: 1')).toBeInTheDocument();
      expect(fewer).toBeDisabled();
    });

    it('marks a line that asks for more than is left and changes it to what is left in one click', async () => {
      const line = buildCartItem({ name: 'Icon Print', selectedFormat: 'physical', quantity: 3 });
      storeCart([line]);
      const { user } = await renderApp('/', { handlers: [noFeatured, stockOf(line._id, 2)] });
      await user.click(screen.getByRole('button', { name: /open cart/i }));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Only 2 left, so we cannot sell you 3.',
      );
      await user.click(screen.getByRole('button', { name: 'Change to 2 of Icon Print' }));

      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.getByText('Quantity: 2')).toBeInTheDocument();
      expect(storedCart()).toEqual([{ ...line, quantity: 2 }]);
    });

    it('offers to remove a line the shop no longer sells', async () => {
      const line = buildCartItem({ name: 'Old Calendar', selectedFormat: 'physical' });
      storeCart([line]);
      const { user } = await renderApp('/', {
        handlers: [
          noFeatured,
          http.get(apiPath(`/products/id/${line._id}`), () =>
            HttpResponse.json(
              { error: 'not_found', message: 'Product not found' },
              { status: 404 },
            ),
          ),
        ],
      });
      await user.click(screen.getByRole('button', { name: /open cart/i }));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'This item is no longer available.',
      );
      await user.click(screen.getByRole('button', { name: 'Remove Old Calendar' }));

      expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    });

    it('adds no more of a physical item than is left in stock, and says so', async () => {
      const product = buildProduct({
        name: 'Prayer Rope',
        slug: 'prayer-rope',
        format: 'physical',
        stock: 2,
      });
      const { user } = await renderApp('/product/prayer-rope?format=physical', {
        handlers: [
          http.get(apiPath('/products'), () => HttpResponse.json([product])),
          stockOf(product._id, 2),
        ],
      });
      const add = await screen.findByRole('button', { name: 'Add to Cart' });
      await user.click(add);
      await user.click(add);
      expect(screen.getByRole('status')).toHaveTextContent('Added to your cart.');
      await user.click(add);

      expect(screen.getByTestId('cart-badge')).toHaveTextContent('2');
      expect(screen.getByText('Only 2 left')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(
        'Your cart already holds all 2 left, so none was added.',
      );
      // The drawer's limit is the page's count.
      await user.click(screen.getByRole('button', { name: 'View cart' }));
      expect(screen.getByText('Quantity: 2')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'One more Prayer Rope' })).toBeDisabled();
    });

    it('says plainly when the cart already holds the only one left', async () => {
      const product = buildProduct({
        name: 'Hand-painted Icon',
        slug: 'icon',
        format: 'physical',
        stock: 1,
      });
      storeCart([
        buildCartItem({ _id: product._id, name: product.name, selectedFormat: 'physical' }),
      ]);
      const { user } = await renderApp('/product/icon?format=physical', {
        handlers: [
          http.get(apiPath('/products'), () => HttpResponse.json([product])),
          stockOf(product._id, 1),
        ],
      });
      await screen.findByTestId('cart-badge');

      await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));

      expect(screen.getByRole('status')).toHaveTextContent(
        'Your cart already holds the only one left, so none was added.',
      );
      expect(screen.getByTestId('cart-badge')).toHaveTextContent('1');
    });
  });
});
