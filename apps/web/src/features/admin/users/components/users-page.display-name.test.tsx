// Display names: what each user's posts are signed with, changed in the list or given with a new user.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildUser } from '../../testing/factories';
import { renderAdmin, signIn, findOutcome } from '../../testing/render-admin';
import { fillNewUser, rowOf, usersApi } from '../testing/users-api';
import { apiPath, server } from '@/testing/server';

describe('UsersPage display names', () => {
  it('shows what each user’s posts are signed with, "The Ministry" when they have no name', async () => {
    const me = signIn({ username: 'anna', role: 'admin' });
    usersApi([
      me,
      buildUser({ username: 'john', email: 'john@example.org', displayName: 'Fr. John Smith' }),
    ]);
    renderAdmin('/admin/users');

    await screen.findByRole('cell', { name: 'john@example.org' });
    expect(
      within(rowOf('john@example.org')).getByText(/Signs posts “Fr. John Smith”/),
    ).toBeInTheDocument();
    expect(
      within(rowOf('anna@example.org')).getByText(/Signs posts “The Ministry”/),
    ).toBeInTheDocument();
  });

  it('changes a user’s display name in the list and shows the saved one', async () => {
    const me = signIn({ username: 'anna', role: 'admin' });
    const elias = buildUser({ username: 'elias', email: 'elias@example.org' });
    const api = usersApi([me, elias]);
    let change: unknown;
    server.use(
      http.put(apiPath('/users/:id/display-name'), async ({ params, request }) => {
        const body = (await request.json()) as { displayName: string };
        change = { id: params.id, ...body };
        api.users = api.users.map((item) =>
          item._id === elias._id ? { ...item, displayName: body.displayName.trim() } : item,
        );
        return HttpResponse.json({ ...elias, displayName: body.displayName.trim() });
      }),
    );
    const { user } = renderAdmin('/admin/users');

    await user.click(await screen.findByRole('button', { name: 'Change display name of elias' }));
    const row = within(rowOf('elias@example.org'));
    await user.type(row.getByRole('textbox', { name: 'Display name' }), 'Reader Elias');
    await user.click(row.getByRole('button', { name: 'Save' }));

    expect(
      await findOutcome('status', 'elias’s posts are now signed “Reader Elias”.'),
    ).toBeInTheDocument();
    expect(change).toEqual({ id: elias._id, displayName: 'Reader Elias' });
    await waitFor(() =>
      expect(
        within(rowOf('elias@example.org')).getByText(/Signs posts “Reader Elias”/),
      ).toBeInTheDocument(),
    );
    expect(within(rowOf('elias@example.org')).queryByRole('textbox')).toBeNull();
  });

  it('refuses a name over 80 characters before sending it', async () => {
    const me = signIn({ username: 'anna', role: 'admin' });
    usersApi([me]);
    const sent = vi.fn();
    server.use(http.put(apiPath('/users/:id/display-name'), sent));
    const { user } = renderAdmin('/admin/users');

    await user.click(await screen.findByRole('button', { name: 'Change display name of anna' }));
    const field = within(rowOf('anna@example.org')).getByRole('textbox', { name: 'Display name' });
    field.removeAttribute('maxlength');
    await user.type(field, 'x'.repeat(81));
    await user.click(within(rowOf('anna@example.org')).getByRole('button', { name: 'Save' }));

    expect(await within(rowOf('anna@example.org')).findByRole('alert')).toHaveTextContent(
      'Display name must be at most 80 characters',
    );
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends a new user’s display name with the rest, and none when it is left empty', async () => {
    const me = signIn();
    usersApi([me]);
    const bodies: unknown[] = [];
    server.use(
      http.post(apiPath('/users/register'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(buildUser(), { status: 201 });
      }),
    );
    const { user } = renderAdmin('/admin/users');
    await screen.findByRole('cell', { name: me.email });

    await fillNewUser(user);
    await user.type(screen.getByLabelText(/^Display name/), 'Reader Elias');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    await findOutcome('status', 'elias was added.');
    await fillNewUser(user);
    await user.click(screen.getByRole('button', { name: 'Add User' }));

    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[0]).toMatchObject({ username: 'elias', displayName: 'Reader Elias' });
    expect(bodies[1]).not.toHaveProperty('displayName');
  });
});
