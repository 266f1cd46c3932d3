import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PublicUser } from '@ministry/contracts';
import { buildUser } from '../../testing/factories';
import {
  deferred,
  renderAdmin,
  signIn,
  TEST_TOKEN,
  answerConfirm,
  findOutcome,
  waitForNoOutcome,
} from '../../testing/render-admin';
import { apiPath, server } from '@/testing/server';
import { dashboardCatalogueApi } from '../../testing/catalogue-api';

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

    expect(await screen.findByText('Users are managed by an admin.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Add New User' })).toBeNull();
    expect(list).not.toHaveBeenCalled();
  });

  it("shows the server's message and status when the list fails with a 500", async () => {
    signIn();
    server.use(
      http.get(apiPath('/users'), () =>
        HttpResponse.json({ message: 'Database unavailable' }, { status: 500 }),
      ),
    );
    renderAdmin('/admin/users');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch users.');
    expect(alert).toHaveTextContent('Database unavailable (status 500)');
    expect(alert).not.toHaveTextContent('Unauthorized');
  });

  it('shows "Unauthorized: Please log in again." when the list is refused', async () => {
    signIn();
    server.use(
      http.get(apiPath('/users'), () =>
        HttpResponse.json({ message: 'Forbidden' }, { status: 403 }),
      ),
    );
    renderAdmin('/admin/users');

    expect(await findOutcome('alert', 'Unauthorized: Please log in again.')).toBeInTheDocument();
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

  it("shows the field error from the server's 409, keeping the form", async () => {
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

    expect(await screen.findByLabelText(/^Email/)).toHaveAccessibleDescription(
      'A user with this email already exists',
    );
    expect(screen.getByLabelText(/^Email/)).toBeInvalid();
    expect(screen.getByLabelText(/^Username/)).toHaveValue('elias');
    expect(screen.getByLabelText('Role')).toHaveValue('admin');
  });

  it('shows the server\'s field problems from a 400 and "Failed to add user." otherwise', async () => {
    signIn();
    usersApi([]);
    server.use(
      http.post(apiPath('/users/register'), () =>
        HttpResponse.json(
          {
            error: 'Invalid request: body.username may contain only letters',
            message: 'Invalid request: body.username may contain only letters',
            details: [{ path: 'body.username', message: 'may contain only letters' }],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderAdmin('/admin/users');
    await screen.findByRole('heading', { name: 'Add New User' });

    await fillNewUser(user);
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText('Username may contain only letters')).toBeInTheDocument();

    server.use(
      http.post(apiPath('/users/register'), () => new HttpResponse(null, { status: 500 })),
    );
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    expect(await findOutcome('alert', 'Failed to add user.')).toBeInTheDocument();
    expect(screen.queryByText('Username may contain only letters')).toBeNull();
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

    expect(await findOutcome('alert', 'Username already taken')).toBeInTheDocument();
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

    expect(await findOutcome('status', 'elias is now an admin.')).toBeInTheDocument();
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

    expect(
      await findOutcome('alert', 'There must always be at least one admin'),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.loads).toBe(2));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Role for anna' })).toHaveValue('admin'),
    );

    server.use(http.put(apiPath('/users/:id/role'), () => new HttpResponse(null, { status: 500 })));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role for anna' }), 'Editor');
    expect(await findOutcome('alert', 'Failed to update user role.')).toBeInTheDocument();
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
    const { user } = renderAdmin('/admin/users');

    await user.click(await screen.findByRole('button', { name: 'Delete elias' }));
    await answerConfirm(user);

    await waitFor(() => expect(screen.queryByRole('cell', { name: 'elias' })).toBeNull());
    expect(removed).toHaveBeenCalledWith(elias._id);
    expect(api.loads).toBe(2);
  });

  it('keeps the user when the confirmation is declined', async () => {
    const me = signIn();
    const api = usersApi([me, buildUser({ username: 'elias' })]);
    const removed = vi.fn();
    server.use(http.delete(apiPath('/users/:id'), removed));
    const { user } = renderAdmin('/admin/users');

    await user.click(await screen.findByRole('button', { name: 'Delete elias' }));
    await answerConfirm(user, false);

    expect(removed).not.toHaveBeenCalled();
    expect(screen.getByRole('cell', { name: 'elias' })).toBeInTheDocument();
    expect(api.loads).toBe(1);
  });

  it('shows "Failed to delete user." when the delete fails', async () => {
    const me = signIn();
    usersApi([me, buildUser({ username: 'elias' })]);
    server.use(http.delete(apiPath('/users/:id'), () => new HttpResponse(null, { status: 500 })));
    const { user } = renderAdmin('/admin/users');

    await user.click(await screen.findByRole('button', { name: 'Delete elias' }));
    await answerConfirm(user);

    expect(await findOutcome('alert', 'Failed to delete user.')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'elias' })).toBeInTheDocument();
  });

  it('clears the last error when a new change starts', async () => {
    const me = signIn();
    const api = usersApi([me, buildUser({ username: 'elias' })]);
    server.use(http.delete(apiPath('/users/:id'), () => new HttpResponse(null, { status: 500 })));
    const { user } = renderAdmin('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Delete elias' }));
    await answerConfirm(user);
    expect(await findOutcome('alert', 'Failed to delete user.')).toBeInTheDocument();

    const gate = deferred();
    server.use(
      http.put(apiPath('/users/:id/role'), async () => {
        await gate.promise;
        return HttpResponse.json({});
      }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role for elias' }), 'Editor');

    // The failure goes as the change starts, before its answer comes.
    await waitForNoOutcome('alert', 'Failed to delete user.');
    gate.release();
    expect(await findOutcome('status', 'elias is now an editor.')).toBeInTheDocument();
    await waitFor(() => expect(api.loads).toBe(2));
  });

  it('takes an admin who makes themself an editor to the dashboard, with one message and no user management', async () => {
    const me = signIn({ username: 'anna', role: 'admin' });
    usersApi([me, buildUser({ username: 'elias', role: 'admin' })]);
    server.use(
      http.put(apiPath('/users/:id/role'), () => HttpResponse.json({ ...me, role: 'editor' })),
      http.get(apiPath('/posts'), () => HttpResponse.json([])),
      http.get(apiPath('/categories'), () => HttpResponse.json([])),
    );
    dashboardCatalogueApi();
    const { router, user } = renderAdmin('/admin/users');

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Role for anna' }),
      'Editor',
    );

    expect(await screen.findByRole('heading', { name: 'CMS Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(
      screen.getByText(
        'You are now an editor: user management is for admins, so you are back on the dashboard.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alert')).toBeNull();
    const menu = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(menu).queryByRole('link', { name: 'Manage Users' })).toBeNull();
    expect(screen.getByText('Editor')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ role: 'editor' });
  });
});
