// Editing a post: loaded into the same form, sent whole, and the ways saving can end.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildPost } from '../../testing/factories';
import { renderAdmin, signIn, TEST_TOKEN, findOutcome } from '../../testing/render-admin';
import {
  categories,
  inCategories,
  inSeasons,
  lent,
  postsList,
  saints,
} from '../testing/post-form-api';
import { apiPath, server } from '@/testing/server';

describe('EditPostPage', () => {
  const post = buildPost({
    title: 'Nativity Fast',
    excerpt: 'Forty days.',
    content: 'Prepare the way.',
    categories: [lent._id],
    seasons: ['nativity-fast'],
    published: false,
  });

  function loadPost() {
    const load = vi.fn();
    server.use(
      http.get(apiPath('/posts/id/:id'), ({ params, request }) => {
        load(params.id, request.headers.get('Authorization'));
        return HttpResponse.json(post);
      }),
    );
    return load;
  }

  it('loads the post into the same form, with no required fields', async () => {
    signIn();
    categories();
    const load = loadPost();
    renderAdmin(`/admin/posts/${post._id}/edit`);

    expect(await screen.findByLabelText(/^Title/)).toHaveValue('Nativity Fast');
    expect(screen.getByRole('heading', { name: 'Edit Post' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).not.toBeRequired();
    expect(screen.getByLabelText(/^Excerpt/)).not.toBeRequired();
    expect(screen.getByLabelText(/^Content/)).toHaveValue('Prepare the way.');
    expect(await inCategories().findByRole('checkbox', { name: 'Great Lent' })).toBeChecked();
    expect(inSeasons().getByRole('checkbox', { name: 'Nativity Fast' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Not yet: keep as a draft' })).toBeChecked();
    expect(load).toHaveBeenCalledWith(post._id, `Bearer ${TEST_TOKEN}`);
  });

  it('sends the whole post with the changes and returns to the list', async () => {
    signIn();
    categories();
    loadPost();
    postsList();
    let body: unknown;
    server.use(
      http.put(apiPath('/posts/:id'), async ({ params, request }) => {
        body = { id: params.id, ...((await request.json()) as object) };
        return HttpResponse.json(post);
      }),
    );
    const { router, user } = renderAdmin(`/admin/posts/${post._id}/edit`);

    const title = await screen.findByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'The Nativity Fast');
    await user.click(await screen.findByRole('checkbox', { name: 'Lives of Saints' }));
    // Cleared: the post no longer shows in the Nativity Fast.
    await user.click(inSeasons().getByRole('checkbox', { name: 'Nativity Fast' }));
    await user.click(screen.getByRole('radio', { name: 'Now' }));
    await user.click(screen.getByRole('button', { name: 'Update Post' }));

    expect(await screen.findByRole('heading', { name: 'Manage Posts' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/posts');
    expect(body).toEqual({
      id: post._id,
      ...post,
      title: 'The Nativity Fast',
      categories: [lent._id, saints._id],
      seasons: [],
      published: true,
      schedule: null,
    });
  });

  it('says "Post not found: 404" when the post cannot be loaded', async () => {
    signIn();
    // The route loads the form's categories alongside the post.
    categories();
    server.use(
      http.get(apiPath('/posts/id/:id'), () =>
        HttpResponse.json({ message: 'Post not found' }, { status: 404 }),
      ),
    );
    renderAdmin(`/admin/posts/${post._id}/edit`);

    expect(await findOutcome('alert', 'Post not found: 404')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Title/)).toBeNull();
  });

  it('shows "Failed to update post" when saving fails, keeping the changes', async () => {
    signIn();
    categories();
    loadPost();
    server.use(http.put(apiPath('/posts/:id'), () => new HttpResponse(null, { status: 500 })));
    const { user } = renderAdmin(`/admin/posts/${post._id}/edit`);

    await user.type(await screen.findByLabelText(/^Excerpt/), ' And a feast.');
    await user.click(screen.getByRole('button', { name: 'Update Post' }));

    expect(await findOutcome('alert', 'Failed to update post')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Excerpt/)).toHaveValue('Forty days. And a feast.');
  });

  it('sends the owner to /login, saying the session expired, when it has ended by the time of saving', async () => {
    signIn();
    categories();
    loadPost();
    server.use(
      http.put(apiPath('/posts/:id'), () =>
        HttpResponse.json({ message: 'Your session has expired' }, { status: 401 }),
      ),
    );
    const { user, router } = renderAdmin(`/admin/posts/${post._id}/edit`);

    await screen.findByLabelText(/^Title/);
    await user.click(screen.getByRole('button', { name: 'Update Post' }));

    expect(await screen.findByRole('heading', { name: 'CMS Login' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({
      from: `/admin/posts/${post._id}/edit`,
      reason: 'session-expired',
    });
  });
});
