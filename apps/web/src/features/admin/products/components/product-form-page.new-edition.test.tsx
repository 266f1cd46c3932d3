// A new edition of a digital product: its file replaced, and past buyers told (or not).
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildAdminProduct } from '../../testing/factories';
import { renderAdmin, signIn, TEST_TOKEN, findOutcome } from '../../testing/render-admin';
import { formApis, pdf, productApi } from '../testing/product-form-api';
import { apiPath, paymentsPath, server } from '@/testing/server';

describe('EditProductPage', () => {
  describe('replacing the file', () => {
    const oldFile = 'e'.repeat(24);
    const newFile = 'f'.repeat(24);

    /** A digital product with a file, the upload of its next file, and the PATCH's bodies. */
    function replaceableProduct() {
      const product = productApi(buildAdminProduct({ name: 'Akathist', downloadFileId: oldFile }));
      const patches: unknown[] = [];
      server.use(
        http.post(apiPath('/uploads'), () =>
          HttpResponse.json(
            { id: newFile, kind: 'download', contentType: 'application/pdf', size: 17 },
            { status: 201 },
          ),
        ),
        http.patch(apiPath(`/products/${product._id}`), async ({ request }) => {
          patches.push(await request.json());
          return HttpResponse.json({ ...product, downloadFileId: newFile });
        }),
      );
      return { product, patches };
    }

    it('tells past buyers after saving when ticked, and says how many were told', async () => {
      signIn();
      formApis();
      const { product, patches } = replaceableProduct();
      const told = vi.fn();
      server.use(
        http.post(paymentsPath(`/products/${product._id}/new-edition`), ({ request }) => {
          told(request.headers.get('Authorization'));
          return HttpResponse.json({ notified: 3, failed: 0 });
        }),
      );
      const { router, user } = renderAdmin(`/admin/products/${product._id}/edit`);

      await screen.findByLabelText(/^Name/);
      expect(screen.queryByRole('checkbox', { name: 'Tell past buyers' })).toBeNull();
      await user.upload(screen.getByLabelText('Upload download file'), pdf());
      const tick = await screen.findByRole('checkbox', { name: 'Tell past buyers' });
      expect(tick).toHaveAccessibleDescription(
        'When you save, each buyer of this product gets one email that the new edition is in their library (My downloads).',
      );
      await user.click(tick);
      await user.click(screen.getByRole('button', { name: 'Save Product' }));

      expect(
        await findOutcome('status', 'Saved. 3 buyers told of the new edition.'),
      ).toBeInTheDocument();
      expect(patches).toEqual([{ downloadFileId: newFile }]);
      expect(told).toHaveBeenCalledExactlyOnceWith(`Bearer ${TEST_TOKEN}`);
      expect(router.state.location.pathname).toBe(`/admin/products/${product._id}/edit`);
      expect(screen.getByRole('link', { name: 'Back to products' })).toBeInTheDocument();
    });

    it('saves without telling anyone when not ticked', async () => {
      signIn();
      formApis();
      const { product, patches } = replaceableProduct();
      const told = vi.fn();
      server.use(http.post(paymentsPath(`/products/${product._id}/new-edition`), told));
      const { router, user } = renderAdmin(`/admin/products/${product._id}/edit`);

      await user.upload(await screen.findByLabelText('Upload download file'), pdf());
      await screen.findByRole('checkbox', { name: 'Tell past buyers' });
      await user.click(screen.getByRole('button', { name: 'Save Product' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
      expect(patches).toEqual([{ downloadFileId: newFile }]);
      expect(told).not.toHaveBeenCalled();
    });

    it('says the product is saved but buyers were not told when payments refuses, and tries again', async () => {
      signIn();
      formApis();
      const { product } = replaceableProduct();
      let refuse = true;
      server.use(
        http.post(paymentsPath(`/products/${product._id}/new-edition`), () =>
          refuse
            ? HttpResponse.json(
                {
                  error: 'forbidden',
                  message: 'Only admins may tell past buyers of a new edition',
                },
                { status: 403 },
              )
            : HttpResponse.json({ notified: 1, failed: 0 }),
        ),
      );
      const { user } = renderAdmin(`/admin/products/${product._id}/edit`);

      await user.upload(await screen.findByLabelText('Upload download file'), pdf());
      await user.click(await screen.findByRole('checkbox', { name: 'Tell past buyers' }));
      await user.click(screen.getByRole('button', { name: 'Save Product' }));

      expect(
        await findOutcome(
          'alert',
          'Saved, but past buyers were not told: Only admins may tell past buyers of a new edition.',
        ),
      ).toBeInTheDocument();
      refuse = false;
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(
        await findOutcome('status', 'Saved. 1 buyer told of the new edition.'),
      ).toBeInTheDocument();
      await waitFor(() => expect(screen.queryAllByRole('alert')).toHaveLength(0));
    });
  });
});
