// Adding a user: what is sent, what is checked first, and the server's refusals on the form.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildUser } from '../../testing/factories';
import { deferred, renderAdmin, signIn, findOutcome } from '../../testing/render-admin';
import { fillNewUser, usersApi } from '../testing/users-api';
import { apiPath, server } from '@/testing/server';

describe('UsersPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
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
});
