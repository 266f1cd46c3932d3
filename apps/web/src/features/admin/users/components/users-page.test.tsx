import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PublicUser } from '@ministry/contracts';
import { buildUser } from '../../testing/factories';
import { deferred, renderAdmin, signIn, TEST_TOKEN } from '../../testing/render-admin';
import { apiPath, server } from '@/testing/server';

type User = ReturnType<typeof renderAdmin>['user'];

/** A users endpoint backed by a list the test can change, counting the loads. */
function usersApi(initial: PublicUser[]) {
  const state = { users: [...initial], loads: 0 };
  server.use(
    http.get(apiPath('/users'), ({ request }) => {
      if (request.headers.get('Authorization') !== `Bearer ${TEST_TOKEN}`) {
        return HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
      }
      state.loads += 1;
      return HttpResponse.json(state.users);
    }),
  );
  return state;
}

const rowOf = (email: string) =>
  screen.getByRole('cell', { name: email }).closest('tr') as HTMLElement;

async function fillNewUser(user: User, role?: 'Admin' | 'Editor') {
  await user.type(screen.getByLabelText(/^Username/), 'elias');
  await user.type(screen.getByLabelText(/^Email/), 'elias@example.org');
  await user.type(screen.getByLabelText(/^Password/), 'kyrie-eleison');
  if (role) await user.selectOptions(screen.getByLabelText('Role'), role);
}

describe('UsersPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists the staff with their role in a dropdown', async () => {
    const me = signIn({ username: 'anna', role: 'admin' });
    usersApi([me, buildUser({ username: 'elias', email: 'elias@example.org', role: 'editor' })]);
    renderAdmin('/admin/users');

    expect(await screen.findByRole('cell', { name: 'elias@example.org' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Username',
      'Email',
      'Role',
      'Actions',
    ]);
    expect(screen.getByRole('combobox', { name: 'Role for elias' })).toHaveValue('editor');
    expect(screen.getByRole('combobox', { name: 'Role for anna' })).toHaveValue('admin');
    expect(within(rowOf('anna@example.org')).getByText('(you)')).toBeInTheDocument();
    expect(within(rowOf('elias@example.org')).queryByText('(you)')).toBeNull();
    expect(document.title).toBe('Manage Users · CMS · Orthodox Resources');
  });

  it('tells an editor they are not allowed, without asking for the users', async () => {
    signIn({ role: 'editor' });
    const list = vi.fn();
    server.use(http.get(apiPath('/users'), list));
    renderAdmin('/admin/users');

    expect(await screen.findByText(/You are not allowed to manage users/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add New User' })).toBeNull();
    expect(list).not.toHaveBeenCalled();
  });

  it('shows "Unauthorized: Please log in again." when the list cannot be loaded', async () => {
    signIn();
    server.use(
      http.get(apiPath('/users'), () =>
        HttpResponse.json({ message: 'Forbidden' }, { status: 403 }),
      ),
    );
    renderAdmin('/admin/users');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Unauthorized: Please log in again.',
    );
  });

  it('adds an editor by default and reloads the list', async () => {
    const me = signIn();
    const api = usersApi([me]);
    let body: unknown;
    server.use(
      http.post(apiPath('/users/register'), async ({ request }) => {
        body = await request.json();
        const created = buildUser({
          username: 'elias',
          email: 'elias@example.org',
          role: 'editor',
        });
        api.users.push(created);
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    const { user } = renderAdmin('/admin/users');
    await screen.findByRole('cell', { name: me.email });

    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Role')).toHaveValue('editor');
    await fillNewUser(user);
    await user.click(screen.getByRole('button', { name: 'Add User' }));

    expect(await screen.findByRole('cell', { name: 'elias@example.org' })).toBeInTheDocument();
    expect(body).toEqual({
      username: 'elias',
      email: 'elias@example.org',
      password: 'kyrie-eleison',
      role: 'editor',
    });
    expect(api.loads).toBe(2);
    expect(screen.getByLabelText(/^Username/)).toHaveValue('');
  });

  it('keeps the form and shows the server\'s reason, or "Failed to add user.", when adding fails', async () => {
    signIn();
    usersApi([]);
    server.use(
      http.post(apiPath('/users/register'), () =>
        HttpResponse.json(
          {
            error: 'A user with this email already exists',
            message: 'A user with this email already exists',
          },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderAdmin('/admin/users');
    await screen.findByRole('heading', { name: 'Add New User' });

    await fillNewUser(user, 'Admin');
    await user.click(screen.getByRole('button', { name: 'Add User' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A user with this email already exists',
    );
    expect(screen.getByLabelText(/^Username/)).toHaveValue('elias');
    expect(screen.getByLabelText('Role')).toHaveValue('admin');

    server.use(
      http.post(apiPath('/users/register'), () => new HttpResponse(null, { status: 500 })),
    );
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to add user.'));
  });

  it('checks the new user against the contract before sending', async () => {
    signIn();
    usersApi([]);
    const register = vi.fn();
    server.use(http.post(apiPath('/users/register'), register));
    const { user } = renderAdmin('/admin/users');
    await screen.findByRole('heading', { name: 'Add New User' });

    await user.type(screen.getByLabelText(/^Username/), 'elias');
    await user.type(screen.getByLabelText(/^Email/), 'elias@example.org');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    // jsdom does not enforce minlength; this exercises the contract check behind it.
    await user.click(screen.getByRole('button', { name: 'Add User' }));

    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();
  });

  it('adds a user once however often the button is pressed, showing progress', async () => {
    signIn();
    usersApi([]);
    const gate = deferred();
    const register = vi.fn();
    server.use(
      http.post(apiPath('/users/register'), async () => {
        register();
        await gate.promise;
        return HttpResponse.json({ message: 'Username already taken' }, { status: 409 });
      }),
    );
    const { user } = renderAdmin('/admin/users');
    await screen.findByRole('heading', { name: 'Add New User' });
    await fillNewUser(user);

    await user.click(screen.getByRole('button', { name: 'Add User' }));
    expect(screen.getByRole('button', { name: 'Adding…' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Adding…' }));
    gate.release();

    expect(await screen.findByRole('alert')).toHaveTextContent('Username already taken');
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('saves a role change at once and reloads the list', async () => {
    const me = signIn();
    const elias = buildUser({ username: 'elias', role: 'editor' });
    const api = usersApi([me, elias]);
    let change: unknown;
    server.use(
      http.put(apiPath('/users/:id/role'), async ({ params, request }) => {
        const body = (await request.json()) as { role: 'admin' | 'editor' };
        change = { id: params.id, ...body };
        api.users = api.users.map((u) => (u._id === params.id ? { ...u, role: body.role } : u));
        return HttpResponse.json({ ...elias, role: body.role });
      }),
    );
    const { user } = renderAdmin('/admin/users');

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Role for elias' }),
      'Admin',
    );

    expect(await screen.findByRole('status')).toHaveTextContent('elias is now an admin.');
    expect(change).toEqual({ id: elias._id, role: 'admin' });
    await waitFor(() => expect(api.loads).toBe(2));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Role for elias' })).toHaveValue('admin'),
    );
  });

  it('shows why a role change was refused and puts the old role back', async () => {
    const me = signIn({ username: 'anna' });
    const api = usersApi([me]);
    server.use(
      http.put(apiPath('/users/:id/role'), () =>
        HttpResponse.json({ message: 'There must always be at least one admin' }, { status: 409 }),
      ),
    );
    const { user } = renderAdmin('/admin/users');

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Role for anna' }),
      'Editor',
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There must always be at least one admin',
    );
    await waitFor(() => expect(api.loads).toBe(2));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Role for anna' })).toHaveValue('admin'),
    );

    server.use(http.put(apiPath('/users/:id/role'), () => new HttpResponse(null, { status: 500 })));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role for anna' }), 'Editor');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to update user role.'),
    );
  });

  it('deletes a user after confirmation and reloads the list', async () => {
    const me = signIn();
    const elias = buildUser({ username: 'elias' });
    const api = usersApi([me, elias]);
    const removed = vi.fn();
    server.use(
      http.delete(apiPath('/users/:id'), ({ params }) => {
        removed(params.id);
        api.users = api.users.filter((u) => u._id !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderAdmin('/admin/users');

    await user.click(await screen.findByRole('button', { name: 'Delete elias' }));

    await waitFor(() => expect(screen.queryByRole('cell', { name: 'elias' })).toBeNull());
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete this user?');
    expect(removed).toHaveBeenCalledWith(elias._id);
    expect(api.loads).toBe(2);
  });

  it('keeps the user when the confirmation is declined', async () => {
    const me = signIn();
    const api = usersApi([me, buildUser({ username: 'elias' })]);
    const removed = vi.fn();
    server.use(http.delete(apiPath('/users/:id'), removed));
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = renderAdmin('/admin/users');

    await user.click(await screen.findByRole('button', { name: 'Delete elias' }));

    expect(removed).not.toHaveBeenCalled();
    expect(screen.getByRole('cell', { name: 'elias' })).toBeInTheDocument();
    expect(api.loads).toBe(1);
  });

  it('shows "Failed to delete user." when the delete fails', async () => {
    const me = signIn();
    usersApi([me, buildUser({ username: 'elias' })]);
    server.use(http.delete(apiPath('/users/:id'), () => new HttpResponse(null, { status: 500 })));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderAdmin('/admin/users');

    await user.click(await screen.findByRole('button', { name: 'Delete elias' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete user.');
    expect(screen.getByRole('cell', { name: 'elias' })).toBeInTheDocument();
  });
});
