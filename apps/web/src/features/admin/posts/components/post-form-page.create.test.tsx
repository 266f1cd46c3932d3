// A new post: the form it offers, what it sends, and how it fails without losing the text.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildPost } from '../../testing/factories';
import { deferred, renderAdmin, signIn, TEST_TOKEN, findOutcome } from '../../testing/render-admin';
import {
  categories,
  inCategories,
  inSeasons,
  postsList,
  saints,
  writePost,
} from '../testing/post-form-api';
import { apiPath, server } from '@/testing/server';

describe('NewPostPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('requires a title, an excerpt and content, and offers the categories', async () => {
    signIn();
    const list = categories();
    renderAdmin('/admin/posts/new');

    expect(await screen.findByRole('heading', { name: 'New Post' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toBeRequired();
    expect(screen.getByLabelText(/^Excerpt/)).toBeRequired();
    expect(screen.getByLabelText(/^Content/)).toBeRequired();
    expect(screen.getByText(/Markdown is supported/)).toBeInTheDocument();
    expect(await inCategories().findByRole('checkbox', { name: 'Great Lent' })).not.toBeChecked();
    expect(inSeasons().getByRole('checkbox', { name: 'Great Lent' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Lives of Saints' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Not yet: keep as a draft' })).toBeChecked();
    expect(list).toHaveBeenCalledWith(`Bearer ${TEST_TOKEN}`);
    expect(document.title).toBe('New Post · CMS · Orthodox Resources');
  });

  it('creates the post with the chosen categories and the author, then returns to the list', async () => {
    const me = signIn();
    categories();
    postsList();
    let body: unknown;
    let authorization: string | null = null;
    server.use(
      http.post(apiPath('/posts'), async ({ request }) => {
        body = await request.json();
        authorization = request.headers.get('Authorization');
        return HttpResponse.json(buildPost(), { status: 201 });
      }),
    );
    const { router, user } = renderAdmin('/admin/posts/new');

    await writePost(user);
    await user.click(await screen.findByRole('checkbox', { name: 'Lives of Saints' }));
    await user.click(inSeasons().getByText('Seasons'));
    await user.click(inSeasons().getByRole('checkbox', { name: 'Nativity Fast' }));
    await user.click(screen.getByRole('radio', { name: 'Now' }));
    await user.click(screen.getByRole('button', { name: 'Create Post' }));

    expect(await screen.findByRole('heading', { name: 'Manage Posts' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/posts');
    expect(body).toEqual({
      title: 'Forgiveness Sunday',
      excerpt: 'On the eve of Lent.',
      content: 'Forgive us, as we forgive.',
      categories: [saints._id],
      seasons: ['nativity-fast'],
      published: true,
      schedule: null,
      author: me._id,
    });
    expect(authorization).toBe(`Bearer ${TEST_TOKEN}`);
  });

  it('explains what is missing instead of sending a blank title', async () => {
    signIn();
    categories();
    const create = vi.fn();
    server.use(http.post(apiPath('/posts'), create));
    const { user } = renderAdmin('/admin/posts/new');

    await user.type(await screen.findByLabelText(/^Title/), '   ');
    await user.type(screen.getByLabelText(/^Excerpt/), 'An excerpt');
    await user.type(screen.getByLabelText(/^Content/), 'Some content');
    await user.click(screen.getByRole('button', { name: 'Create Post' }));

    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(create).not.toHaveBeenCalled();
  });

  it('asks to log in when no user is stored with the token', async () => {
    localStorage.setItem('token', TEST_TOKEN);
    categories();
    const create = vi.fn();
    server.use(http.post(apiPath('/posts'), create));
    const { user } = renderAdmin('/admin/posts/new');

    await writePost(user);
    await user.click(screen.getByRole('button', { name: 'Create Post' }));

    expect(
      await findOutcome('alert', 'User not authenticated. Please log in.'),
    ).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('keeps what was typed and shows the server\'s reason, or "Failed to create post"', async () => {
    signIn();
    categories();
    server.use(http.post(apiPath('/posts'), () => new HttpResponse(null, { status: 500 })));
    const { router, user } = renderAdmin('/admin/posts/new');

    await writePost(user);
    await user.click(screen.getByRole('button', { name: 'Create Post' }));

    expect(await findOutcome('alert', 'Failed to create post')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/posts/new');
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Forgiveness Sunday');
    expect(screen.getByLabelText(/^Content/)).toHaveValue('Forgive us, as we forgive.');

    server.use(
      http.post(apiPath('/posts'), () =>
        HttpResponse.json({ message: 'title must be at most 200 characters' }, { status: 400 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await findOutcome('alert', 'title must be at most 200 characters')).toBeInTheDocument();
  });

  it("shows the field error from the server's 400 under that field", async () => {
    signIn();
    categories();
    server.use(
      http.post(apiPath('/posts'), () =>
        HttpResponse.json(
          {
            error: 'Invalid request: body.excerpt must be at most 1000 characters',
            message: 'Invalid request: body.excerpt must be at most 1000 characters',
            details: [{ path: 'body.excerpt', message: 'must be at most 1000 characters' }],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderAdmin('/admin/posts/new');

    await writePost(user);
    await user.click(screen.getByRole('button', { name: 'Create Post' }));

    expect(await screen.findByLabelText(/^Excerpt/)).toHaveAccessibleDescription(
      'A sentence or two shown in lists of posts. Excerpt must be at most 1000 characters',
    );
    expect(screen.getByLabelText(/^Excerpt/)).toBeInvalid();
    expect(screen.getByLabelText(/^Title/)).toBeValid();
  });

  it('invalidates the post lists after creating a post', async () => {
    signIn();
    categories();
    const list = vi.fn();
    server.use(
      http.get(apiPath('/posts/all'), () => {
        list();
        return HttpResponse.json([]);
      }),
      http.post(apiPath('/posts'), () => HttpResponse.json(buildPost(), { status: 201 })),
    );
    const { user } = renderAdmin('/admin/posts');
    expect(await screen.findByText(/No posts yet/)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: '+ New Post' }));
    await writePost(user);
    await user.click(screen.getByRole('button', { name: 'Create Post' }));

    expect(await screen.findByRole('heading', { name: 'Manage Posts' })).toBeInTheDocument();
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });

  it('saves once however often the button is pressed, showing "Saving…"', async () => {
    signIn();
    categories();
    const gate = deferred();
    const create = vi.fn();
    server.use(
      http.post(apiPath('/posts'), async () => {
        create();
        await gate.promise;
        return new HttpResponse(null, { status: 500 });
      }),
    );
    const { user } = renderAdmin('/admin/posts/new');
    await writePost(user);

    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    const saving = screen.getByRole('button', { name: 'Saving…' });
    expect(saving).toBeDisabled();
    await user.click(saving);
    gate.release();

    expect(await findOutcome('alert', 'Failed to create post')).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Create Post' })).toBeEnabled();
  });

  it('shows "Failed to load categories" and still lets the post be written', async () => {
    signIn();
    server.use(http.get(apiPath('/categories'), () => new HttpResponse(null, { status: 500 })));
    renderAdmin('/admin/posts/new');

    expect(await findOutcome('alert', 'Failed to load categories')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toBeEnabled();
  });
});
