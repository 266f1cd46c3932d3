import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildUser } from '@/features/admin/testing/factories';
import { deferred, renderAdmin } from '@/features/admin/testing/render-admin';
import { apiPath, server } from '@/testing/server';

const admin = buildUser({ username: 'anna', email: 'anna@example.org', role: 'admin' });

/** The calls the dashboard makes once login succeeds. */
function dashboardHandlers() {
  server.use(
    http.get(apiPath('/posts'), () => HttpResponse.json([])),
    http.get(apiPath('/users'), () => HttpResponse.json([admin])),
    http.get(apiPath('/categories'), () => HttpResponse.json([])),
  );
}

async function fillIn(
  user: ReturnType<typeof renderAdmin>['user'],
  email: string,
  password: string,
) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
}

describe('LoginPage', () => {
  it('asks for a required email address and password under "CMS Login"', async () => {
    renderAdmin('/login');

    expect(await screen.findByRole('heading', { name: 'CMS Login' })).toBeInTheDocument();
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
    dashboardHandlers();
    const { router, user } = renderAdmin('/login');

    await fillIn(user, ' Anna@Example.org ', 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'CMS Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(body).toEqual({ email: 'anna@example.org', password: 'correct horse' });
    expect(localStorage.getItem('token')).toBe('fresh-token');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(admin);
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
    const { router, user } = renderAdmin('/login');

    await fillIn(user, 'anna@example.org', 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByLabelText('Email')).toHaveValue('anna@example.org');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows "Login failed" when the server gives no reason', async () => {
    server.use(http.post(apiPath('/users/login'), () => new HttpResponse(null, { status: 500 })));
    const { user } = renderAdmin('/login');

    await fillIn(user, 'anna@example.org', 'whatever');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it('sends nothing while the fields are empty', async () => {
    const login = vi.fn();
    server.use(http.post(apiPath('/users/login'), login));
    const { user } = renderAdmin('/login');

    await user.click(await screen.findByRole('button', { name: 'Log in' }));

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
    const { user } = renderAdmin('/login');
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
