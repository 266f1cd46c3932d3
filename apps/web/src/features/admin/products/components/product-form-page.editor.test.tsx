// What an editor may do with a product: its texts, never its price, stock or files.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildAdminProduct } from '../../testing/factories';
import { renderAdmin, signIn, findOutcome } from '../../testing/render-admin';
import { formApis, productApi } from '../testing/product-form-api';
import { apiPath, server } from '@/testing/server';

describe('NewProductPage', () => {
  it('tells an editor that products are added by an admin, and shows no form', async () => {
    signIn({ role: 'editor' });
    formApis();
    renderAdmin('/admin/products/new');

    expect(await screen.findByText('Products are added by an admin.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
  });
});

describe('EditProductPage', () => {
  it('shows an editor the price, stock and files read-only, and sends only texts', async () => {
    signIn({ role: 'editor' });
    formApis();
    const product = productApi(buildAdminProduct({ name: 'Akathist', price: 3 }));
    let body: unknown;
    server.use(
      http.patch(apiPath(`/products/${product._id}`), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(product);
      }),
    );
    const { user } = renderAdmin(`/admin/products/${product._id}/edit`);

    const price = await screen.findByRole('spinbutton', { name: 'Price (USD)' });
    expect(price).toHaveValue(product.price);
    expect(price).toHaveAttribute('readonly');
    expect(price).toHaveAccessibleDescription('Only an admin can change this.');
    expect(screen.getByLabelText(/^Stock/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Format')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Stripe price id')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Downloads per link')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Link lifetime (days)')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Upload download file')).toBeDisabled();
    expect(screen.getByLabelText('Upload image')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Archive' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();

    await user.type(price, '9');
    await user.type(screen.getByLabelText(/^Name/), ' Hymn');
    await user.click(screen.getByRole('button', { name: 'Save Product' }));
    await waitFor(() => expect(body).toEqual({ name: 'Akathist Hymn' }));
  });

  it('shows an editor a price at what buyers can pay as its two amounts, read-only', async () => {
    signIn({ role: 'editor' });
    formApis();
    const product = productApi(
      buildAdminProduct({ price: 3, payWhatYouCan: { minimum: 3, suggested: 10 } }),
    );
    renderAdmin(`/admin/products/${product._id}/edit`);
    const price = await screen.findByRole('textbox', { name: 'Price' });
    expect(price).toHaveValue('Pay what you can: at least $3.00, $10.00 suggested');
    expect(price).toHaveAttribute('readonly');
    expect(screen.queryByRole('radio', { name: 'Pay what you can' })).toBeNull();
  });

  it("shows the server's refusal when an editor's change is not allowed", async () => {
    signIn({ role: 'editor' });
    formApis();
    const product = productApi(buildAdminProduct({ name: 'Akathist' }));
    server.use(
      http.patch(apiPath(`/products/${product._id}`), () =>
        HttpResponse.json(
          { error: 'forbidden', message: 'Editors may not change price; ask an admin.' },
          { status: 403 },
        ),
      ),
    );
    const { user } = renderAdmin(`/admin/products/${product._id}/edit`);

    await user.type(await screen.findByLabelText(/^Name/), '!');
    await user.click(screen.getByRole('button', { name: 'Save Product' }));
    expect(
      await findOutcome('alert', 'Editors may not change price; ask an admin.'),
    ).toBeInTheDocument();
  });
});
