import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AdminCollection } from '@ministry/contracts';
import { buildAdminCollection } from '../../testing/factories';
import { renderAdmin, signIn, answerConfirm } from '../../testing/render-admin';
import { apiPath, server } from '@/testing/server';

/** The collections endpoint over a list the test can change, counting the loads. */
function collectionsApi(initial: AdminCollection[]) {
  const state = { list: initial, loads: 0 };
  server.use(
    http.get(apiPath('/collections/admin'), () => {
      state.loads += 1;
      return HttpResponse.json(state.list);
    }),
  );
  return state;
}

describe('CollectionsPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists collections with their product counts and adds one, reloading the list', async () => {
    signIn();
    const lent = buildAdminCollection({
      name: 'Great Lent',
      products: [
        {
          _id: 'a'.repeat(24),
          name: 'Triodion',
          slug: 'triodion',
          format: 'digital',
          status: 'live',
        },
      ],
    });
    const api = collectionsApi([lent]);
    let body: unknown;
    server.use(
      http.post(apiPath('/collections'), async ({ request }) => {
        body = await request.json();
        api.list = [...api.list, buildAdminCollection({ name: 'Pascha', slug: 'pascha' })];
        return HttpResponse.json(api.list.at(-1), { status: 201 });
      }),
    );
    const { user } = renderAdmin('/admin/collections');

    const row = (await screen.findByText('Great Lent')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('cell', { name: '1' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('New collection'), 'Pascha');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Pascha')).toBeInTheDocument();
    expect(body).toEqual({ name: 'Pascha' });
    expect(api.loads).toBe(2);
  });

  it('refuses a blank name before sending and shows a 409 on the name', async () => {
    signIn();
    collectionsApi([]);
    server.use(
      http.post(apiPath('/collections'), () =>
        HttpResponse.json(
          { error: 'conflict', message: 'A collection named "Pascha" already exists.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderAdmin('/admin/collections');

    await user.click(await screen.findByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('New collection'), 'Pascha');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByLabelText('New collection')).toHaveAccessibleDescription(
      'A collection named "Pascha" already exists.',
    );
  });

  it('renames a collection with PATCH and deletes one after confirmation', async () => {
    signIn();
    const lent = buildAdminCollection({ name: 'Great Lent' });
    const api = collectionsApi([lent]);
    let patch: unknown;
    server.use(
      http.patch(apiPath(`/collections/${lent._id}`), async ({ request }) => {
        patch = await request.json();
        api.list = [{ ...lent, name: 'Lent' }];
        return HttpResponse.json(api.list[0]);
      }),
      http.delete(apiPath(`/collections/${lent._id}`), () => {
        api.list = [];
        return HttpResponse.json({ message: 'Collection deleted' });
      }),
    );
    const { user } = renderAdmin('/admin/collections');

    await user.click(await screen.findByRole('button', { name: 'Rename Great Lent' }));
    const name = screen.getByLabelText('New name for Great Lent');
    await user.clear(name);
    await user.type(name, 'Lent');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Lent')).toBeInTheDocument();
    expect(patch).toEqual({ name: 'Lent' });

    await user.click(screen.getByRole('button', { name: 'Delete Lent' }));
    await answerConfirm(user);
    expect(await screen.findByText('No collections yet.')).toBeInTheDocument();
    await waitFor(() => expect(api.loads).toBe(3));
  });
});
