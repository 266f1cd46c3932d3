import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildCategory, buildPost } from '../../testing/factories';
import { buildChurchDay } from '@/testing/factories';
import { deferred, renderAdmin, signIn, TEST_TOKEN, findOutcome } from '../../testing/render-admin';
import { apiPath, server } from '@/testing/server';

const lent = buildCategory({ name: 'Great Lent' });
const saints = buildCategory({ name: 'Lives of Saints' });

/** The categories' checkboxes (a season, too, is called "Great Lent"). */
const inCategories = () => within(screen.getByRole('group', { name: 'Categories' }));
const inSeasons = () => within(screen.getByRole('group', { name: 'Seasons and feasts' }));

function categories() {
  const list = vi.fn();
  server.use(
    http.get(apiPath('/categories'), ({ request }) => {
      list(request.headers.get('Authorization'));
      return HttpResponse.json([lent, saints]);
    }),
  );
  return list;
}

/** The list the form returns to after saving. */
function postsList() {
  server.use(http.get(apiPath('/posts/all'), () => HttpResponse.json([])));
}

type User = ReturnType<typeof renderAdmin>['user'];

async function writePost(user: User) {
  await user.type(await screen.findByLabelText(/^Title/), 'Forgiveness Sunday');
  await user.type(screen.getByLabelText(/^Excerpt/), 'On the eve of Lent.');
  await user.type(screen.getByLabelText(/^Content/), 'Forgive us, as we forgive.');
}

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

  it('schedules the post some days before Pascha, showing the day it will publish', async () => {
    signIn();
    categories();
    postsList();
    server.use(
      http.get(apiPath('/calendar/today'), ({ request }) => {
        const year = new URL(request.url).searchParams.get('date')?.slice(0, 4);
        return HttpResponse.json(
          buildChurchDay({ pascha: year === '2027' ? '2027-05-02' : '2026-04-12' }),
        );
      }),
    );
    let body: unknown;
    server.use(
      http.post(apiPath('/posts'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(buildPost(), { status: 201 });
      }),
    );
    const { user } = renderAdmin('/admin/posts/new');

    await writePost(user);
    await user.click(screen.getByRole('radio', { name: 'Some days before or after Pascha' }));
    const year = screen.getByLabelText('Of the year');
    await user.clear(year);
    await user.type(year, '2027');

    expect(await screen.findByText('Publishes on Sunday, April 25, 2027')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Before or after'), 'after Pascha');
    expect(await screen.findByText('Publishes on Sunday, May 9, 2027')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Post' }));

    expect(await screen.findByRole('heading', { name: 'Manage Posts' })).toBeInTheDocument();
    expect(body).toMatchObject({
      published: false,
      schedule: { kind: 'pascha', days: 7, year: 2027 },
    });
  });

  describe('Pascha offered by default', () => {
    /** Pascha 2026 is April 12, 2027's May 2. */
    function paschaApi() {
      server.use(
        http.get(apiPath('/calendar/today'), ({ request }) => {
          const year = new URL(request.url).searchParams.get('date')?.slice(0, 4);
          return HttpResponse.json(
            buildChurchDay({ pascha: year === '2027' ? '2027-05-02' : '2026-04-12' }),
          );
        }),
      );
    }

    afterEach(() => {
      vi.useRealTimers();
    });

    it("offers this year's Pascha while its day is still ahead", async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-02-10T12:00:00Z'));
      signIn();
      categories();
      paschaApi();
      const { user } = renderAdmin('/admin/posts/new');

      await user.click(
        await screen.findByRole('radio', { name: 'Some days before or after Pascha' }),
      );

      expect(await screen.findByText('Publishes on Sunday, April 5, 2026')).toBeInTheDocument();
      expect(screen.getByLabelText('Of the year')).toHaveValue(2026);
    });

    it("offers next year's Pascha once this year's day has passed, and explains a past year in words", async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));
      signIn();
      categories();
      paschaApi();
      const { user } = renderAdmin('/admin/posts/new');

      await user.click(
        await screen.findByRole('radio', { name: 'Some days before or after Pascha' }),
      );

      expect(await screen.findByText('Publishes on Sunday, April 25, 2027')).toBeInTheDocument();
      const year = screen.getByLabelText('Of the year');
      expect(year).toHaveValue(2027);

      await user.clear(year);
      await user.type(year, '2026');
      expect(
        await findOutcome(
          'alert',
          'That date, April 5, 2026, has already passed: choose a later year.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText(/Publishes on/)).toBeNull();
      expect(screen.queryByText(/in the past/)).toBeNull();
    });
  });

  it('schedules the post on a date', async () => {
    signIn();
    categories();
    postsList();
    let body: unknown;
    server.use(
      http.post(apiPath('/posts'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(buildPost(), { status: 201 });
      }),
    );
    const { user } = renderAdmin('/admin/posts/new');

    await writePost(user);
    await user.click(screen.getByRole('radio', { name: 'On a date' }));
    const date = screen.getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2099-03-25');

    expect(screen.getByText('Publishes on Wednesday, March 25, 2099')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Post' }));

    expect(await screen.findByRole('heading', { name: 'Manage Posts' })).toBeInTheDocument();
    expect(body).toMatchObject({
      published: false,
      schedule: { kind: 'date', date: '2099-03-25' },
    });
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
