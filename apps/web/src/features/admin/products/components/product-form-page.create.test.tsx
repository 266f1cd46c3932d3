// A new product: what the form sends, what it checks first, and what it never does on Enter.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildAdminProduct } from '../../testing/factories';
import { renderAdmin, signIn } from '../../testing/render-admin';
import { formApis, lent, productApi } from '../testing/product-form-api';
import { apiPath, server } from '@/testing/server';

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
      priceBreaks: [],
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
});
