// A product's life on its edit page: a draft made live once ready, archived and restored.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildAdminProduct } from '../../testing/factories';
import { renderAdmin, signIn, findOutcome, toaster } from '../../testing/render-admin';
import { formApis, productApi } from '../testing/product-form-api';
import { apiPath, server } from '@/testing/server';

describe('EditProductPage', () => {
  it('makes a draft live once it has its file, naming what is missing until then', async () => {
    signIn();
    formApis();
    const draft = productApi(
      buildAdminProduct({ name: 'Paschal Hours', status: 'draft', price: 5, noImage: true }),
    );
    const refusal = 'Not ready to go live: add a download file or an external link.';
    let ready = false;
    server.use(
      http.post(apiPath(`/products/${draft._id}/publish`), () => {
        if (!ready) {
          return HttpResponse.json(
            {
              error: refusal,
              message: refusal,
              code: 'not_ready_for_live',
              details: [{ path: 'file', message: 'a download file or an external link' }],
            },
            { status: 422 },
          );
        }
        const live = { ...draft, status: 'live' as const, externalUrl: 'https://x.org/hours.pdf' };
        productApi(live);
        return HttpResponse.json(live);
      }),
      http.patch(apiPath(`/products/${draft._id}`), () => {
        ready = true;
        return HttpResponse.json({ ...draft, externalUrl: 'https://x.org/hours.pdf' });
      }),
    );
    const { user } = renderAdmin(`/admin/products/${draft._id}/edit`);

    expect(await screen.findByText('Draft', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preview' })).toHaveAttribute(
      'href',
      `/admin/products/${draft._id}/preview`,
    );
    await user.click(screen.getByRole('button', { name: 'Make live' }));

    expect(await findOutcome('alert', refusal)).toBeInTheDocument();
    expect(
      await screen.findByText('Needed to go live: a download file or an external link.'),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText('External link'), 'https://x.org/hours.pdf');
    await user.click(screen.getByRole('button', { name: 'Make live' }));

    expect(await findOutcome('status', 'Live: on the storefront now.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Back to draft' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make live' })).toBeNull();
  });

  it("tells a refused archive in the server's own words, in a toast", async () => {
    signIn();
    formApis();
    const product = productApi(buildAdminProduct({ format: 'physical' }));
    server.use(
      http.post(apiPath(`/products/${product._id}/archive`), () =>
        HttpResponse.json(
          { error: 'conflict', message: 'The product changed meanwhile: reload it.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderAdmin(`/admin/products/${product._id}/edit`);

    await user.click(await screen.findByRole('button', { name: 'Archive' }));

    expect(await toaster().findByText('The product changed meanwhile: reload it.')).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it('links to the product on the site and archives or restores it', async () => {
    signIn();
    formApis();
    const product = productApi(buildAdminProduct({ slug: 'akathist', format: 'physical' }));
    const archive = vi.fn();
    server.use(
      http.post(apiPath(`/products/${product._id}/archive`), () => {
        archive();
        return HttpResponse.json({ ...product, status: 'archived' });
      }),
    );
    const { user } = renderAdmin(`/admin/products/${product._id}/edit`);

    expect(await screen.findByRole('link', { name: /View on site/ })).toHaveAttribute(
      'href',
      '/product/akathist?format=physical',
    );
    expect(screen.getByRole('link', { name: '+ Add the digital format' })).toHaveAttribute(
      'href',
      `/admin/products/new?from=${product._id}`,
    );
    server.use(
      http.get(apiPath(`/products/admin/${product._id}`), () =>
        HttpResponse.json({ ...product, status: 'archived' }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Archive' }));

    expect(await screen.findByRole('button', { name: 'Restore' })).toBeInTheDocument();
    expect(screen.getByText('Hidden from the storefront.')).toBeInTheDocument();
    expect(archive).toHaveBeenCalledTimes(1);
  });
});
