import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { adminRoutes } from '@/features/admin/routes';
import { buildPost, buildUser } from '@/features/admin/testing/factories';
import { authRoutes } from '@/features/auth/routes';
import { queryClient } from '@/lib/query-client';
import { apiPath, server } from '@/testing/server';

const admin = buildUser({ username: 'anna', role: 'admin' });

/** The browser-only area as the app composes it: the login page and the admin behind it. */
function renderAdminArea(entry: string) {
  queryClient.clear();
  const router = createMemoryRouter([...authRoutes, ...adminRoutes], {
    initialEntries: [entry],
  });
  const user = userEvent.setup();
  render(<RouterProvider router={router} />);
  return { router, user };
}

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Email', {}, { timeout: 4000 }), 'anna@example.org');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('the admin area', () => {
  it('sends a visitor without a token to /login and back to the page they wanted after login', async () => {
    server.use(
      http.post(apiPath('/users/login'), () =>
        HttpResponse.json({ token: 'fresh-token', user: admin }),
      ),
      http.get(apiPath('/posts/all'), () => HttpResponse.json([buildPost({ title: 'Pascha' })])),
    );
    const { router, user } = renderAdminArea('/admin/posts');

    expect(
      await screen.findByRole('heading', { name: 'CMS Login' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Your session has expired. Please log in again.')).toBeNull();
    await logIn(user);

    expect(
      await screen.findByRole('cell', { name: 'Pascha' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/posts');
  });

  it('returns to /login with an explanation when the session expires, and back afterwards', async () => {
    localStorage.setItem('token', 'old-token');
    localStorage.setItem('user', JSON.stringify(admin));
    let expired = true;
    server.use(
      http.get(apiPath('/posts/all'), () =>
        expired
          ? HttpResponse.json({ message: 'Your session has expired' }, { status: 401 })
          : HttpResponse.json([buildPost({ title: 'Theophany' })]),
      ),
      http.post(apiPath('/users/login'), () => {
        expired = false;
        return HttpResponse.json({ token: 'fresh-token', user: admin });
      }),
    );
    const { router, user } = renderAdminArea('/admin/posts');

    expect(
      await screen.findByText(
        'Your session has expired. Please log in again.',
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    await logIn(user);

    expect(
      await screen.findByRole('cell', { name: 'Theophany' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/posts');
  });
});
