import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildPost, buildUser } from '../../testing/factories';
import { renderAdmin, signIn } from '../../testing/render-admin';
import { apiPath, server } from '@/testing/server';

const admin = buildUser({ username: 'anna', role: 'admin' });

describe('RequireAuth', () => {
  it('sends a visitor without a token to /login and back to the page they wanted after login', async () => {
    server.use(
      http.post(apiPath('/users/login'), () =>
        HttpResponse.json({ token: 'fresh-token', user: admin }),
      ),
      http.get(apiPath('/posts/all'), () => HttpResponse.json([buildPost({ title: 'Pascha' })])),
    );
    const { router, user } = renderAdmin('/admin/posts');

    expect(await screen.findByRole('heading', { name: 'CMS Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByText('Your session has expired. Please log in again.')).toBeNull();

    await user.type(screen.getByLabelText('Email'), 'anna@example.org');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'Manage Posts' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/posts');
    expect(await screen.findByRole('cell', { name: 'Pascha' })).toBeInTheDocument();
  });

  it('returns to /login with an explanation when the session expires, and back afterwards', async () => {
    signIn({ username: 'anna' });
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
    const { router, user } = renderAdmin('/admin/posts');

    expect(
      await screen.findByText('Your session has expired. Please log in again.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();

    await user.type(screen.getByLabelText('Email'), 'anna@example.org');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('cell', { name: 'Theophany' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/posts');
  });

  it('lets a signed-in user straight in', async () => {
    signIn();
    server.use(http.get(apiPath('/categories'), () => HttpResponse.json([])));
    const { router } = renderAdmin('/admin/categories');

    expect(await screen.findByRole('heading', { name: 'Manage Categories' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/categories');
  });
});
