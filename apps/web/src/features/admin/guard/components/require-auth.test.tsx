import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderAdmin, signIn } from '../../testing/render-admin';
import { apiPath, server } from '@/testing/server';

// The whole journey through the real login page is in app/admin-area.test.tsx.
describe('RequireAuth', () => {
  it('sends a visitor without a token to /login, saying where they wanted to go', async () => {
    const list = vi.fn();
    server.use(http.get(apiPath('/posts/all'), list));
    const { router } = renderAdmin('/admin/posts?draft=1');

    expect(await screen.findByRole('heading', { name: 'CMS Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/admin/posts?draft=1' });
    expect(list).not.toHaveBeenCalled();
  });

  it('sends the user to /login when a call answers 401, saying the session expired', async () => {
    signIn({ username: 'anna' });
    server.use(
      http.get(apiPath('/posts/all'), () =>
        HttpResponse.json({ message: 'Your session has expired' }, { status: 401 }),
      ),
    );
    const { router } = renderAdmin('/admin/posts');

    expect(await screen.findByRole('heading', { name: 'CMS Login' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({
      from: '/admin/posts',
      reason: 'session-expired',
    });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('lets a signed-in user straight in', async () => {
    signIn();
    server.use(http.get(apiPath('/categories'), () => HttpResponse.json([])));
    const { router } = renderAdmin('/admin/categories');

    expect(await screen.findByRole('heading', { name: 'Manage Categories' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/categories');
  });
});
