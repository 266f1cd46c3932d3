import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildAdminCollection, buildAdminProduct } from '../../testing/factories';
import {
  deferred,
  renderAdmin,
  signIn,
  TEST_TOKEN,
  findOutcome,
  toaster,
} from '../../testing/render-admin';
import { apiPath, paymentsPath, server } from '@/testing/server';

const lent = buildAdminCollection({ name: 'Great Lent' });

/** The collections the form offers, and the list it returns to after saving. */
function formApis() {
  server.use(
    http.get(apiPath('/collections/admin'), () => HttpResponse.json([lent])),
    http.get(apiPath('/products/admin'), () =>
      HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 20 }),
    ),
  );
}

function productApi(product = buildAdminProduct()) {
  server.use(http.get(apiPath(`/products/admin/${product._id}`), () => HttpResponse.json(product)));
  return product;
}

const pdf = () => new File(['%PDF-1.7 the text'], 'booklet.pdf', { type: 'application/pdf' });

describe('NewProductPage', () => {
  it('creates a draft from every field it was given, then opens it for editing', async () => {
    signIn();
    formApis();
    const created = productApi(buildAdminProduct({ name: 'Lenten Triodion', status: 'draft' }));
    let body: unknown;
    server.use(
      http.post(apiPath('/products'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    const { router, user } = renderAdmin('/admin/products/new');

    await user.type(await screen.findByLabelText(/^Name/), 'Lenten Triodion');
    await user.selectOptions(screen.getByLabelText('Format'), 'physical');
    await user.clear(screen.getByLabelText(/^Price/));
    await user.type(screen.getByLabelText(/^Price/), '12.5');
    await user.clear(screen.getByLabelText(/^Stock/));
    await user.type(screen.getByLabelText(/^Stock/), '8');
    await user.selectOptions(screen.getByLabelText('Category'), 'booklets');
    await user.click(screen.getByRole('checkbox', { name: /Featured/ }));
    await user.type(screen.getByLabelText('Description'), 'The **fast**');
    await user.type(screen.getByLabelText('Reviews'), 'Lovely{Enter}Clear');
    const collections = within(screen.getByRole('group', { name: 'Collections' }));
    await user.click(await collections.findByRole('checkbox', { name: 'Great Lent' }));
    const seasons = within(screen.getByRole('group', { name: 'Seasons and feasts' }));
    await user.click(seasons.getByText('Seasons'));
    await user.click(seasons.getByRole('checkbox', { name: 'Great Lent' }));
    await user.click(seasons.getByText('Feasts'));
    await user.click(seasons.getByRole('checkbox', { name: 'Annunciation' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/products/${created._id}/edit`),
    );
    expect(await screen.findByRole('button', { name: 'Make live' })).toBeInTheDocument();
    expect(body).toEqual({
      name: 'Lenten Triodion',
      format: 'physical',
      description: 'The **fast**',
      price: 12.5,
      stock: 8,
      featured: true,
      noImage: false,
      category: 'booklets',
      collections: [lent._id],
      seasons: ['great-lent', 'annunciation'],
      reviews: ['Lovely', 'Clear'],
    });
  });

  it('never saves on Enter in a one-line field: only its buttons save', async () => {
    signIn();
    formApis();
    const created = productApi(buildAdminProduct({ name: 'Akathist', status: 'draft' }));
    const create = vi.fn();
    server.use(
      http.post(apiPath('/products'), () => {
        create();
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    const { router, user } = renderAdmin('/admin/products/new');

    await user.type(await screen.findByLabelText(/^Name/), '{Enter}');
    expect(screen.queryByText('Name is required')).toBeNull();
    await user.type(screen.getByLabelText(/^Name/), 'Akathist{Enter}');
    await user.type(screen.getByLabelText(/^Price/), '5{Enter}');
    await user.type(screen.getByLabelText('External link'), 'https://x.org{Enter}');
    expect(router.state.location.pathname).toBe('/admin/products/new');

    // The button saves once: had an Enter saved, its request would have come first.
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/products/${created._id}/edit`),
    );
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('previews the description as the product page renders it', async () => {
    signIn();
    formApis();
    const { user } = renderAdmin('/admin/products/new');

    await user.type(
      await screen.findByLabelText('Description'),
      '## Why{Enter}A [[link](https://x.org)',
    );

    const preview = screen.getByRole('region', { name: 'Description preview' });
    expect(await within(preview).findByRole('heading', { name: 'Why' })).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: 'link' })).toHaveAttribute(
      'href',
      'https://x.org',
    );
  });

  it('checks the fields against the contract before sending', async () => {
    signIn();
    formApis();
    const create = vi.fn();
    server.use(http.post(apiPath('/products'), create));
    const { user } = renderAdmin('/admin/products/new');

    await user.type(await screen.findByLabelText(/^Price/), '{Backspace}-1');
    await user.type(screen.getByLabelText(/^Stock/), '{Backspace}1.5');
    await user.type(screen.getByLabelText('External link'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Price must be 0 or more')).toBeInTheDocument();
    expect(screen.getByText('Stock must be a whole number')).toBeInTheDocument();
    expect(screen.getByText('External link must be an http or https address')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toBeInvalid();
    expect(create).not.toHaveBeenCalled();
  });

  it("puts the server's 400 and 409 on their fields", async () => {
    signIn();
    formApis();
    server.use(
      http.post(apiPath('/products'), () =>
        HttpResponse.json(
          {
            error: 'Bad Request',
            message: 'Invalid request',
            details: [{ path: 'body.price', message: 'must be at most 100000' }],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderAdmin('/admin/products/new');
    await user.type(await screen.findByLabelText(/^Name/), 'Akathist');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('Price must be at most 100000')).toBeInTheDocument();

    server.use(
      http.post(apiPath('/products'), () =>
        HttpResponse.json(
          {
            error: 'Conflict',
            message: 'The slug "akathist" is already used by the digital product "Akathist".',
          },
          { status: 409 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByLabelText(/^Slug/)).toHaveAccessibleDescription(
      expect.stringContaining('The slug "akathist" is already used'),
    );
  });

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

  it('tells an editor that products are added by an admin, and shows no form', async () => {
    signIn({ role: 'editor' });
    formApis();
    renderAdmin('/admin/products/new');

    expect(await screen.findByText('Products are added by an admin.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
  });
});

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

  it('sends only the changed fields, clearing an emptied one with null', async () => {
    signIn();
    formApis();
    const product = productApi(
      buildAdminProduct({ name: 'Akathist', abstract: 'Old', price: 3, stock: 0 }),
    );
    let body: unknown;
    server.use(
      http.patch(apiPath(`/products/${product._id}`), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(product);
      }),
    );
    const { router, user } = renderAdmin(`/admin/products/${product._id}/edit`);

    const price = await screen.findByLabelText(/^Price/);
    expect(price).toHaveValue(3);
    await user.clear(price);
    await user.type(price, '4');
    await user.clear(screen.getByLabelText('Abstract'));
    await user.click(screen.getByRole('button', { name: 'Save Product' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
    expect(body).toEqual({ price: 4, abstract: null });
    expect(await screen.findByRole('heading', { name: 'Manage Products' })).toBeInTheDocument();
  });

  it('sets a digital product’s own download rules, and empties one back to the shop default', async () => {
    signIn();
    formApis();
    const product = productApi(buildAdminProduct({ name: 'Akathist', downloadsPerLink: 5 }));
    let body: unknown;
    server.use(
      http.patch(apiPath(`/products/${product._id}`), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(product);
      }),
    );
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
    await waitFor(() => expect(body).toEqual({ downloadsPerLink: null, downloadLinkDays: 90 }));
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

    const price = await screen.findByLabelText(/^Price/);
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
