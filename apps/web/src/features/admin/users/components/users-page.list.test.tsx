// The staff list: who is shown with which role, and what an editor or a failure shows instead.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildUser } from '../../testing/factories';
import { renderAdmin, signIn, findOutcome } from '../../testing/render-admin';
import { rowOf, usersApi } from '../testing/users-api';
import { apiPath, server } from '@/testing/server';

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
});
