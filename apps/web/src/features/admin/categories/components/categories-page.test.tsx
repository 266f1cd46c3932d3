import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Category } from '@ministry/contracts';
import { buildCategory } from '../../testing/factories';
import {
  deferred,
  renderAdmin,
  signIn,
  TEST_TOKEN,
  answerConfirm,
  findOutcome,
  toaster,
  waitForNoOutcome,
} from '../../testing/render-admin';
import { apiPath, server } from '@/testing/server';

/** A categories endpoint backed by a list the test can change, counting the loads. */
function categoriesApi(initial: Category[]) {
  const state = { categories: [...initial], loads: 0, authorization: [] as (string | null)[] };
  server.use(
    http.get(apiPath('/categories'), ({ request }) => {
      state.loads += 1;
      state.authorization.push(request.headers.get('Authorization'));
      return HttpResponse.json(state.categories);
    }),
  );
  return state;
}

describe('CategoriesPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists the categories by name, loaded without the token as the spec shows', async () => {
    signIn();
    const api = categoriesApi([
      buildCategory({ name: 'Great Lent' }),
      buildCategory({ name: 'Saints' }),
    ]);
    renderAdmin('/admin/categories');

    expect(await screen.findByRole('cell', { name: 'Great Lent' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Saints' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Actions',
    ]);
    expect(api.authorization).toEqual([null]);
    expect(document.title).toBe('Manage Categories · CMS · Orthodox Resources');
  });

  it('shows "Failed to fetch categories." when the list cannot be loaded', async () => {
    signIn();
    server.use(http.get(apiPath('/categories'), () => new HttpResponse(null, { status: 500 })));
    renderAdmin('/admin/categories');

    expect(await findOutcome('alert', 'Failed to fetch categories.')).toBeInTheDocument();
  });

  it('adds a category with its slug and reloads the list', async () => {
    signIn();
    const api = categoriesApi([]);
    let body: unknown;
    let authorization: string | null = null;
    server.use(
      http.post(apiPath('/categories'), async ({ request }) => {
        body = await request.json();
        authorization = request.headers.get('Authorization');
        api.categories.push(buildCategory({ name: 'Holy Week' }));
        return HttpResponse.json(api.categories.at(-1), { status: 201 });
      }),
    );
    const { user } = renderAdmin('/admin/categories');
    expect(await screen.findByText('No categories yet.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('New category'), '  Holy   Week ');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByRole('cell', { name: 'Holy Week' })).toBeInTheDocument();
    expect(body).toEqual({ name: 'Holy   Week', slug: 'holy-week' });
    expect(authorization).toBe(`Bearer ${TEST_TOKEN}`);
    expect(api.loads).toBe(2);
    expect(screen.getByLabelText('New category')).toHaveValue('');
  });

  it('does nothing when the name is empty or only spaces', async () => {
    signIn();
    const api = categoriesApi([]);
    const create = vi.fn();
    server.use(http.post(apiPath('/categories'), create));
    const { user } = renderAdmin('/admin/categories');
    await screen.findByText('No categories yet.');

    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(screen.getByLabelText('New category'), '   ');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(create).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.loads).toBe(1);
  });

  it('shows the field error from the server\'s 409, or "Failed to add category", keeping the name', async () => {
    signIn();
    categoriesApi([buildCategory({ name: 'Great Lent' })]);
    server.use(
      http.post(apiPath('/categories'), () =>
        HttpResponse.json(
          { error: 'Category already exists', message: 'Category already exists' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderAdmin('/admin/categories');
    await screen.findByRole('cell', { name: 'Great Lent' });

    await user.type(screen.getByLabelText('New category'), 'great lent');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByLabelText('New category')).toHaveAccessibleDescription(
      'Category already exists',
    );
    expect(screen.getByLabelText('New category')).toHaveValue('great lent');

    server.use(http.post(apiPath('/categories'), () => new HttpResponse(null, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await findOutcome('alert', 'Failed to add category')).toBeInTheDocument();
    // The earlier refusal goes, beside the field and in the toaster: only the latest speaks.
    await waitFor(() => expect(screen.queryByText('Category already exists')).toBeNull());
  });

  it('adds once however often Add is pressed, showing progress', async () => {
    signIn();
    categoriesApi([]);
    const gate = deferred();
    const create = vi.fn();
    server.use(
      http.post(apiPath('/categories'), async () => {
        create();
        await gate.promise;
        return HttpResponse.json({ message: 'Category already exists' }, { status: 409 });
      }),
    );
    const { user } = renderAdmin('/admin/categories');
    await screen.findByText('No categories yet.');

    await user.type(screen.getByLabelText('New category'), 'Psalms');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('button', { name: 'Adding…' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Adding…' }));
    gate.release();

    expect(await findOutcome('alert', 'Category already exists')).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('deletes a category after "Are you sure?" and reloads the list', async () => {
    signIn();
    const lent = buildCategory({ name: 'Great Lent' });
    const api = categoriesApi([lent, buildCategory({ name: 'Saints' })]);
    const removed = vi.fn();
    server.use(
      http.delete(apiPath('/categories/:id'), ({ params, request }) => {
        removed(params.id, request.headers.get('Authorization'));
        api.categories = api.categories.filter((category) => category._id !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderAdmin('/admin/categories');

    await user.click(await screen.findByRole('button', { name: 'Delete Great Lent' }));
    await answerConfirm(user);

    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Great Lent' })).toBeNull());
    expect(removed).toHaveBeenCalledWith(lent._id, `Bearer ${TEST_TOKEN}`);
    expect(api.loads).toBe(2);
    expect(screen.getByRole('cell', { name: 'Saints' })).toBeInTheDocument();
  });

  it('keeps the category when the confirmation is declined', async () => {
    signIn();
    const api = categoriesApi([buildCategory({ name: 'Great Lent' })]);
    const removed = vi.fn();
    server.use(http.delete(apiPath('/categories/:id'), removed));
    const { user } = renderAdmin('/admin/categories');

    await user.click(await screen.findByRole('button', { name: 'Delete Great Lent' }));
    await answerConfirm(user, false);

    expect(removed).not.toHaveBeenCalled();
    expect(screen.getByRole('cell', { name: 'Great Lent' })).toBeInTheDocument();
    expect(api.loads).toBe(1);
  });

  it("asks in the admin's own dialog: Escape and Cancel keep the row, Delete deletes and says so", async () => {
    signIn();
    const lent = buildCategory({ name: 'Great Lent' });
    const api = categoriesApi([lent]);
    const removed = vi.fn();
    server.use(
      http.delete(apiPath('/categories/:id'), ({ params }) => {
        removed(params.id);
        api.categories = [];
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderAdmin('/admin/categories');
    const remove = await screen.findByRole('button', { name: 'Delete Great Lent' });

    await user.click(remove);
    const dialog = await screen.findByRole('alertdialog', { name: /Are you sure/ });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel', 'Delete']);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(remove);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(removed).not.toHaveBeenCalled();
    expect(screen.getByRole('cell', { name: 'Great Lent' })).toBeInTheDocument();

    await user.click(remove);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Great Lent' })).toBeNull());
    expect(removed).toHaveBeenCalledExactlyOnceWith(lent._id);
    expect(toaster().getByRole('status')).toHaveTextContent('Category deleted.');
  });

  it('shows "Failed to delete category." when the delete fails', async () => {
    signIn();
    categoriesApi([buildCategory({ name: 'Great Lent' })]);
    server.use(
      http.delete(apiPath('/categories/:id'), () => new HttpResponse(null, { status: 500 })),
    );
    const { user } = renderAdmin('/admin/categories');

    await user.click(await screen.findByRole('button', { name: 'Delete Great Lent' }));
    await answerConfirm(user);

    expect(await findOutcome('alert', 'Failed to delete category.')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Great Lent' })).toBeInTheDocument();
  });

  it('clears the add form’s failure when a delete starts, showing only the delete’s', async () => {
    signIn();
    categoriesApi([buildCategory({ name: 'Great Lent' })]);
    server.use(
      http.post(apiPath('/categories'), () => new HttpResponse(null, { status: 500 })),
      http.delete(apiPath('/categories/:id'), () => new HttpResponse(null, { status: 500 })),
    );
    const { user } = renderAdmin('/admin/categories');
    await screen.findByRole('cell', { name: 'Great Lent' });
    await user.type(screen.getByLabelText('New category'), 'Psalms');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await findOutcome('alert', 'Failed to add category')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Great Lent' }));
    await answerConfirm(user);

    expect(await findOutcome('alert', 'Failed to delete category.')).toBeInTheDocument();
    await waitForNoOutcome('alert', 'Failed to add category');
  });
});
