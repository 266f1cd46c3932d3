// Changing a role from the list: saved at once, a refusal undone, and one's own role given up.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildUser } from '../../testing/factories';
import {
  deferred,
  renderAdmin,
  signIn,
  answerConfirm,
  findOutcome,
  waitForNoOutcome,
} from '../../testing/render-admin';
import { usersApi } from '../testing/users-api';
import { apiPath, server } from '@/testing/server';
import { dashboardCatalogueApi } from '../../testing/catalogue-api';

describe('UsersPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
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
      http.get(apiPath('/posts/scheduled'), () =>
        HttpResponse.json({ until: '2026-12-04T12:00:00.000Z', posts: [] }),
      ),
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
