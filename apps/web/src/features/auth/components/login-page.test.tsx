import type { PublicUser } from '@ministry/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { deferred } from '@/testing/deferred';
import { apiPath, server } from '@/testing/server';
import { authRoutes } from '../routes';

const admin: PublicUser = {
  _id: 'a'.repeat(24),
  username: 'anna',
  email: 'anna@example.org',
  role: 'admin',
};

/** The login page, with a stand-in for the admin it opens (the real one is another feature's). */
function renderLogin(entry: InitialEntry = '/login') {
  const router = createMemoryRouter(
    [...authRoutes, { path: '/admin/*', Component: () => <h1>CMS Dashboard</h1> }],
    { initialEntries: [entry] },
  );
  const user = userEvent.setup();
  render(<RouterProvider router={router} />);
  return { router, user };
}

async function fillIn(
  user: ReturnType<typeof renderLogin>['user'],
  email: string,
  password: string,
) {
  await user.type(await screen.findByLabelText('Email', {}, { timeout: 4000 }), email);
  await user.type(screen.getByLabelText('Password'), password);
}

describe('LoginPage', () => {
  it('asks for a required email address and password under "CMS Login"', async () => {
    renderLogin();

    expect(
      await screen.findByRole('heading', { name: 'CMS Login' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(document.title).toBe('CMS Login · Orthodox Resources');
  });

  it('stores the token and user and opens the dashboard when the credentials are right', async () => {
    let body: unknown;
    server.use(
      http.post(apiPath('/users/login'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ token: 'fresh-token', user: admin });
      }),
    );
    const { router, user } = renderLogin();

    await fillIn(user, ' Anna@Example.org ', 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'CMS Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(body).toEqual({ email: 'anna@example.org', password: 'correct horse' });
    expect(localStorage.getItem('token')).toBe('fresh-token');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(admin);
  });

  it('goes back to the admin page that sent the visitor here, saying why they were sent', async () => {
    server.use(
      http.post(apiPath('/users/login'), () =>
        HttpResponse.json({ token: 'fresh-token', user: admin }),
      ),
    );
    const { router, user } = renderLogin({
      pathname: '/login',
      state: { from: '/admin/posts', reason: 'session-expired' },
    });

    expect(
      await screen.findByText(
        'Your session has expired. Please log in again.',
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    await fillIn(user, 'anna@example.org', 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'CMS Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/posts');
  });

  it("shows the server's message when the login is refused, keeping what was typed", async () => {
    server.use(
      http.post(apiPath('/users/login'), () =>
        HttpResponse.json(
          { error: 'Invalid email or password', message: 'Invalid email or password' },
          { status: 401 },
        ),
      ),
    );
    const { router, user } = renderLogin();

    await fillIn(user, 'anna@example.org', 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByLabelText('Email')).toHaveValue('anna@example.org');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows "Login failed" when the server gives no reason, and clears it on the next try', async () => {
    server.use(http.post(apiPath('/users/login'), () => new HttpResponse(null, { status: 500 })));
    const { user } = renderLogin();

    await fillIn(user, 'anna@example.org', 'whatever');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');

    const gate = deferred();
    server.use(
      http.post(apiPath('/users/login'), async () => {
        await gate.promise;
        return HttpResponse.json({ token: 'fresh-token', user: admin });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.queryByRole('alert')).toBeNull();
    gate.release();
    expect(await screen.findByRole('heading', { name: 'CMS Dashboard' })).toBeInTheDocument();
  });

  it('sends nothing while the fields are empty', async () => {
    const login = vi.fn();
    server.use(http.post(apiPath('/users/login'), login));
    const { user } = renderLogin();

    await user.click(await screen.findByRole('button', { name: 'Log in' }, { timeout: 4000 }));

    expect(login).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email')).toBeInvalid();
  });

  it('signs in once however often the button is pressed, showing progress', async () => {
    const gate = deferred();
    const login = vi.fn();
    server.use(
      http.post(apiPath('/users/login'), async () => {
        login();
        await gate.promise;
        return HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 });
      }),
    );
    const { user } = renderLogin();
    await fillIn(user, 'anna@example.org', 'secret-secret');

    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const pending = screen.getByRole('button', { name: 'Signing in…' });
    expect(pending).toBeDisabled();
    await user.click(pending);
    await user.keyboard('{Enter}');
    gate.release();

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(login).toHaveBeenCalledTimes(1);
  });
});
