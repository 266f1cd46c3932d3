// Editing a product: only the changes are sent, with each format's own fields.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildAdminProduct } from '../../testing/factories';
import { renderAdmin, signIn, findOutcome } from '../../testing/render-admin';
import { formApis, productApi } from '../testing/product-form-api';
import { apiPath, server } from '@/testing/server';

/** `PATCH /api/products/:id` answering `product`; `body` is what the form sent, if it did. */
function patchApi(product: { _id: string }) {
  const saved: { body?: unknown } = {};
  server.use(
    http.patch(apiPath(`/products/${product._id}`), async ({ request }) => {
      saved.body = await request.json();
      return HttpResponse.json(product);
    }),
  );
  return saved;
}

describe('EditProductPage', () => {
  it('sends only the changed fields, clearing an emptied one with null', async () => {
    signIn();
    formApis();
    const product = productApi(
      buildAdminProduct({ name: 'Akathist', abstract: 'Old', price: 3, stock: 0 }),
    );
    const saved = patchApi(product);
    const { router, user } = renderAdmin(`/admin/products/${product._id}/edit`);

    const price = await screen.findByLabelText(/^Price/);
    expect(price).toHaveValue(3);
    await user.clear(price);
    await user.type(price, '4');
    await user.clear(screen.getByLabelText('Abstract'));
    await user.click(screen.getByRole('button', { name: 'Save Product' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
    expect(saved.body).toEqual({ price: 4, abstract: null });
    expect(await screen.findByRole('heading', { name: 'Manage Products' })).toBeInTheDocument();
  });

  it('adds parish quantities, refusing a break that takes no more off than the one before', async () => {
    signIn();
    formApis();
    const product = productApi(
      buildAdminProduct({
        name: 'Study booklet',
        price: 8.99,
        priceBreaks: [{ minQuantity: 10, percentOff: 15 }],
      }),
    );
    const saved = patchApi(product);
    const { router, user } = renderAdmin(`/admin/products/${product._id}/edit`);

    expect(await screen.findByLabelText('Break 1: copies')).toHaveValue(10);
    expect(screen.getByLabelText('Break 1: percent off')).toHaveValue(15);
    await user.click(screen.getByRole('button', { name: 'Add a price break' }));
    await user.type(screen.getByLabelText('Break 2: copies'), '50');
    await user.type(screen.getByLabelText('Break 2: percent off'), '10');
    await user.click(screen.getByRole('button', { name: 'Save Product' }));
    expect(
      await screen.findByText('Parish quantities must take more off than the break before (15%)'),
    ).toBeInTheDocument();
    expect(saved.body).toBeUndefined();

    await user.clear(screen.getByLabelText('Break 2: percent off'));
    await user.type(screen.getByLabelText('Break 2: percent off'), '25');
    await user.click(screen.getByRole('button', { name: 'Save Product' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
    expect(saved.body).toEqual({
      priceBreaks: [
        { minQuantity: 10, percentOff: 15 },
        { minQuantity: 50, percentOff: 25 },
      ],
    });
  });

  it('sells a product at what buyers can pay: a least price and a suggested one, checked before sending', async () => {
    signIn();
    formApis();
    const product = productApi(buildAdminProduct({ name: 'Genesis study', price: 10 }));
    const saved = patchApi(product);
    const { router, user } = renderAdmin(`/admin/products/${product._id}/edit`);

    await user.click(await screen.findByRole('radio', { name: 'Pay what you can' }));
    expect(screen.queryByLabelText('Price (USD)')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Least price (USD)'), '5');
    await user.type(screen.getByLabelText('Suggested amount (USD)'), '3');
    await user.click(screen.getByRole('button', { name: 'Save Product' }));
    expect(
      await screen.findByText('Suggested amount must be at least the least price'),
    ).toBeInTheDocument();
    expect(saved.body).toBeUndefined();

    await user.clear(screen.getByLabelText('Least price (USD)'));
    await user.type(screen.getByLabelText('Least price (USD)'), '0');
    await user.clear(screen.getByLabelText('Suggested amount (USD)'));
    await user.type(screen.getByLabelText('Suggested amount (USD)'), '7.5');
    await user.click(screen.getByRole('button', { name: 'Save Product' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
    expect(saved.body).toEqual({ price: 0, payWhatYouCan: { minimum: 0, suggested: 7.5 } });
  });

  it('shows the server’s refusal of pay what you can beside the price', async () => {
    signIn();
    formApis();
    const product = productApi(
      buildAdminProduct({
        name: 'Study booklet',
        price: 8.99,
        priceBreaks: [{ minQuantity: 10, percentOff: 15 }],
      }),
    );
    server.use(
      http.patch(apiPath(`/products/${product._id}`), () =>
        HttpResponse.json(
          {
            error: 'bad_request',
            message: 'Parish quantities take a percent off a fixed price.',
            details: [
              { path: 'payWhatYouCan', message: 'cannot be combined with parish quantities' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderAdmin(`/admin/products/${product._id}/edit`);

    await user.click(await screen.findByRole('radio', { name: 'Pay what you can' }));
    expect(
      screen.getByText(/Only with a fixed price: a break takes a percent off it/),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Least price (USD)'), '2');
    await user.type(screen.getByLabelText('Suggested amount (USD)'), '6');
    await user.click(screen.getByRole('button', { name: 'Save Product' }));
    expect(
      await screen.findByText('Pay what you can cannot be combined with parish quantities'),
    ).toBeInTheDocument();
  });

  it('opens a product sold at a chosen price with its two amounts', async () => {
    signIn();
    formApis();
    const product = productApi(
      buildAdminProduct({ price: 3, payWhatYouCan: { minimum: 3, suggested: 10 } }),
    );
    renderAdmin(`/admin/products/${product._id}/edit`);
    expect(await screen.findByRole('radio', { name: 'Pay what you can' })).toBeChecked();
    expect(screen.getByLabelText('Least price (USD)')).toHaveValue(3);
    expect(screen.getByLabelText('Suggested amount (USD)')).toHaveValue(10);
  });

  it('says "No changes to save." when saved as it was, and sends nothing', async () => {
    signIn();
    formApis();
    const product = productApi(buildAdminProduct({ name: 'Akathist', price: 3 }));
    const patch = vi.fn();
    server.use(http.patch(apiPath(`/products/${product._id}`), patch));
    const { router, user } = renderAdmin(`/admin/products/${product._id}/edit`);

    await screen.findByLabelText(/^Price/);
    await user.click(screen.getByRole('button', { name: 'Save Product' }));

    expect(await findOutcome('status', 'No changes to save.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/products');
    expect(patch).not.toHaveBeenCalled();
  });

  it('sets a digital product’s own download rules, and empties one back to the shop default', async () => {
    signIn();
    formApis();
    const product = productApi(buildAdminProduct({ name: 'Akathist', downloadsPerLink: 5 }));
    const saved = patchApi(product);
    const { user } = renderAdmin(`/admin/products/${product._id}/edit`);

    const perLink = await screen.findByLabelText('Downloads per link');
    expect(perLink).toHaveValue(5);
    const days = screen.getByLabelText('Link lifetime (days)');
    expect(days).toHaveValue(null);
    expect(days).toHaveAccessibleDescription(
      "How long it works. Empty: the shop's default, 30 days.",
    );
    await user.type(days, '0');
    await user.click(screen.getByRole('button', { name: 'Save Product' }));
    expect(await screen.findByText('Link lifetime (days) must be 1 or more')).toBeInTheDocument();

    await user.clear(days);
    await user.type(days, '90');
    await user.clear(perLink);
    await user.click(screen.getByRole('button', { name: 'Save Product' }));
    await waitFor(() =>
      expect(saved.body).toEqual({ downloadsPerLink: null, downloadLinkDays: 90 }),
    );
  });

  it('asks no download rules of a physical product', async () => {
    signIn();
    formApis();
    const product = productApi(buildAdminProduct({ format: 'physical', stock: 2 }));
    renderAdmin(`/admin/products/${product._id}/edit`);

    expect(await screen.findByLabelText(/^Stock/)).toHaveValue(2);
    expect(screen.queryByLabelText('Downloads per link')).toBeNull();
    expect(screen.queryByLabelText('Link lifetime (days)')).toBeNull();
  });

  it('says "Product not found." for an unknown id', async () => {
    signIn();
    formApis();
    server.use(
      http.get(apiPath('/products/admin/:id'), () =>
        HttpResponse.json({ message: 'Product not found' }, { status: 404 }),
      ),
    );
    renderAdmin(`/admin/products/${'0'.repeat(24)}/edit`);

    expect(await findOutcome('alert', 'Product not found.')).toBeInTheDocument();
  });
});
