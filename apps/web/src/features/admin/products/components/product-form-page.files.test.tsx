// The product's files: uploading its download and its image, and the uploads refused.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildAdminProduct } from '../../testing/factories';
import { deferred, renderAdmin, signIn, TEST_TOKEN, findOutcome } from '../../testing/render-admin';
import { formApis, pdf } from '../testing/product-form-api';
import { apiPath, server } from '@/testing/server';

describe('NewProductPage', () => {
  it('uploads the download file with a progress bar and sends its id', async () => {
    signIn();
    formApis();
    const gate = deferred();
    let authorization: string | null = null;
    let kind: string | null = null;
    server.use(
      http.post(apiPath('/uploads'), async ({ request }) => {
        authorization = request.headers.get('Authorization');
        kind = new URL(request.url).searchParams.get('kind');
        await gate.promise;
        return HttpResponse.json(
          {
            id: 'f'.repeat(24),
            kind: 'download',
            name: 'booklet.pdf',
            contentType: 'application/pdf',
            size: 1_258_291,
          },
          { status: 201 },
        );
      }),
    );
    let body: unknown;
    server.use(
      http.post(apiPath('/products'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(buildAdminProduct(), { status: 201 });
      }),
    );
    const { user } = renderAdmin('/admin/products/new');

    await user.upload(await screen.findByLabelText('Upload download file'), pdf());

    const progress = await screen.findByRole('progressbar', {
      name: 'Uploading upload download file',
    });
    expect(progress).toHaveAttribute('max', '100');
    // The product waits for its file: no saving, and no "No file yet." beside the progress.
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeDisabled();
    expect(screen.queryByText('No file yet.')).toBeNull();
    gate.release();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(screen.getByTestId('download-file')).toHaveTextContent(
      'File: booklet.pdf · 1.2 MB · application/pdf',
    );
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeEnabled();
    expect(authorization).toBe(`Bearer ${TEST_TOKEN}`);
    expect(kind).toBe('download');

    await user.type(screen.getByLabelText(/^Name/), 'Booklet');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(body).toMatchObject({ downloadFileId: 'f'.repeat(24) }));
  });

  it("shows why an upload was refused, keeping the form's file as it was", async () => {
    signIn();
    formApis();
    server.use(
      http.post(apiPath('/uploads'), () =>
        HttpResponse.json(
          { error: 'unsupported_media_type', message: 'An image must be JPEG, PNG or WebP.' },
          { status: 415 },
        ),
      ),
    );
    const { user } = renderAdmin('/admin/products/new');

    await user.upload(
      await screen.findByLabelText('Upload image'),
      new File(['<svg/>'], 'x.png', { type: 'image/png' }),
    );

    expect(
      await screen.findByText(/Upload failed: An image must be JPEG, PNG or WebP./),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Image address')).toHaveValue('');
  });

  it('refuses a file over its limit before sending it, saying the limit', async () => {
    signIn();
    formApis();
    let sent = 0;
    server.use(
      http.post(apiPath('/uploads'), () => {
        sent += 1;
        return HttpResponse.json({ message: 'not expected' }, { status: 500 });
      }),
    );
    const { user } = renderAdmin('/admin/products/new');
    const photo = new File(['x'], 'iconostasis.jpg', { type: 'image/jpeg' });
    Object.defineProperty(photo, 'size', { value: 11 * 1024 * 1024 });

    await user.upload(await screen.findByLabelText('Upload image'), photo);

    expect(
      await findOutcome(
        'alert',
        'Not uploaded: iconostasis.jpg is 11.0 MB; an image may be at most 10 MB. Choose a smaller file.',
      ),
    ).toBeInTheDocument();
    expect(sent).toBe(0);
    expect(screen.getByLabelText('Image address')).toHaveValue('');
  });

  it('shows an uploaded image in the preview and keeps its address', async () => {
    signIn();
    formApis();
    server.use(
      http.post(apiPath('/uploads'), () =>
        HttpResponse.json(
          {
            id: 'a'.repeat(24),
            kind: 'image',
            contentType: 'image/webp',
            size: 10,
            url: `/api/uploads/${'a'.repeat(24)}/1280.webp`,
          },
          { status: 201 },
        ),
      ),
    );
    const { user } = renderAdmin('/admin/products/new');

    await user.upload(
      await screen.findByLabelText('Upload image'),
      new File(['png'], 'icon.png', { type: 'image/png' }),
    );

    const address = `/api/uploads/${'a'.repeat(24)}/1280.webp`;
    await waitFor(() => expect(screen.getByLabelText('Image address')).toHaveValue(address));
    expect(screen.getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', address);
  });
});
