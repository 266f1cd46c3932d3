import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildCategory, buildPost, buildUser } from '../../testing/factories';
import { renderAdmin, signIn, TEST_TOKEN } from '../../testing/render-admin';
import { apiPath, server } from '@/testing/server';

const tile = (label: string) => screen.getByText(label).closest('dl');

describe('DashboardPage', () => {
  it('counts posts, users and categories for an admin', async () => {
    signIn({ role: 'admin' });
    const authorization: Record<string, string | null> = {};
    server.use(
      http.get(apiPath('/posts'), ({ request }) => {
        authorization.posts = request.headers.get('Authorization');
        return HttpResponse.json([buildPost(), buildPost(), buildPost()]);
      }),
      http.get(apiPath('/users'), ({ request }) => {
        authorization.users = request.headers.get('Authorization');
        return HttpResponse.json([buildUser(), buildUser()]);
      }),
      http.get(apiPath('/categories'), ({ request }) => {
        authorization.categories = request.headers.get('Authorization');
        return HttpResponse.json([buildCategory()]);
      }),
    );
    renderAdmin('/admin');

    expect(await screen.findByRole('heading', { name: 'CMS Dashboard' })).toBeInTheDocument();
    await screen.findByText('3');
    expect(tile('Total Posts')).toHaveTextContent('3');
    expect(tile('Total Users')).toHaveTextContent('2');
    expect(tile('Categories')).toHaveTextContent('1');
    expect(authorization).toEqual({
      posts: null,
      users: `Bearer ${TEST_TOKEN}`,
      categories: `Bearer ${TEST_TOKEN}`,
    });
    expect(document.title).toBe('CMS Dashboard · CMS · Orthodox Resources');
  });

  it('shows the users tile as not available to editors, without asking for users', async () => {
    signIn({ role: 'editor' });
    const users = vi.fn();
    server.use(
      http.get(apiPath('/posts'), () => HttpResponse.json([buildPost()])),
      http.get(apiPath('/users'), users),
      http.get(apiPath('/categories'), () => HttpResponse.json([])),
    );
    renderAdmin('/admin');

    await screen.findByText('1');
    expect(tile('Total Users')).toHaveTextContent('Not available');
    expect(tile('Categories')).toHaveTextContent('0');
    expect(users).not.toHaveBeenCalled();
  });

  it('names each failing call with its status', async () => {
    signIn({ role: 'admin' });
    server.use(
      http.get(apiPath('/posts'), () => new HttpResponse(null, { status: 500 })),
      http.get(apiPath('/users'), () =>
        HttpResponse.json({ message: 'Forbidden' }, { status: 403 }),
      ),
      http.get(apiPath('/categories'), () => new HttpResponse(null, { status: 503 })),
    );
    renderAdmin('/admin');

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Categories API error: 503'));
    expect(alert).toHaveTextContent('Posts API error: 500');
    expect(alert).toHaveTextContent('Users API error: 403');
  });
});
