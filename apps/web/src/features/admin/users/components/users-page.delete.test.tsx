// Deleting a user: only once confirmed, and the user kept when it fails.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildUser } from '../../testing/factories';
import { renderAdmin, signIn, answerConfirm, findOutcome } from '../../testing/render-admin';
import { usersApi } from '../testing/users-api';
import { apiPath, server } from '@/testing/server';

describe('UsersPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
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

    await waitFor(() => expect(screen.queryByRole('cell', { name: /^elias/ })).toBeNull());
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
    expect(screen.getByRole('cell', { name: /^elias/ })).toBeInTheDocument();
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
    expect(screen.getByRole('cell', { name: /^elias/ })).toBeInTheDocument();
  });
});
